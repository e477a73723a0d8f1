import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appCheckEnforced, callableScaling, callsAtOnce } from './production-facts';

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

describe('the callables under a rush', () => {
  it('take a few hundred calls at once: one CPU per instance, so each instance serves many', () => {
    expect(callableScaling.cpu).toBeGreaterThanOrEqual(1);
    expect(callsAtOnce(callableScaling)).toBeGreaterThanOrEqual(200);
    // What the functions had before: under one CPU, ten instances took ten calls.
    expect(callsAtOnce({ cpu: 0.167, concurrency: 80, maxInstances: 10 })).toBe(10);
  });

  it('is what every callable is deployed with', () => {
    const source = readFileSync(new URL('../../../functions/src/index.ts', import.meta.url), 'utf8');
    expect(source).toMatch(/const options = \{ region, enforceAppCheck, \.\.\.callableScaling \};/);
  });
});
