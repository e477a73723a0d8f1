import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from './production-facts';

describe('App Check', () => {
  it('is enforced in production unless the project turns it off by name, and never on the emulators', () => {
    expect(appCheckEnforced({ onEmulator: false })).toBe(true);
    expect(appCheckEnforced({ onEmulator: false, ENFORCE_APP_CHECK: '' })).toBe(true);
    expect(appCheckEnforced({ onEmulator: false, ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(appCheckEnforced({ onEmulator: false, ENFORCE_APP_CHECK: 'no' })).toBe(true);
    expect(appCheckEnforced({ onEmulator: false, ENFORCE_APP_CHECK: 'false' })).toBe(false);
    expect(appCheckEnforced({ onEmulator: true })).toBe(false);
  });

  it('is declared for every callable: each takes the options that carry it', () => {
    const source = readFileSync(new URL('../../../functions/src/index.ts', import.meta.url), 'utf8');
    const calls = source.match(/\bonCall\(\s*[^,)]*/g) ?? [];
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter((call) => call.replace(/\s+/g, '') !== 'onCall(options')).toEqual([]);
    expect(source).toMatch(/const options = \{[^}]*\benforceAppCheck\b/);
    expect(source).toMatch(
      /const enforceAppCheck = appCheckEnforced\(\{ onEmulator, ENFORCE_APP_CHECK: process\.env\.ENFORCE_APP_CHECK \}\);/,
    );
  });
});
