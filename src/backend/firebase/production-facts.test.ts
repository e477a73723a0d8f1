import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionsRegion } from './callables';
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

/** The Content-Security-Policy Hosting sends with `path`: the last of firebase.json's header rules that sets it. */
function policyFor(path: 'page' | 'image'): Map<string, string[]> {
  const { hosting } = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const applies = (source: string) => source === '**' || (path === 'image' && source.includes('webp'));
  const value = hosting.headers
    .filter((rule) => applies(rule.source))
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .at(-1)?.value;
  if (!value) throw new Error(`no Content-Security-Policy for a ${path}`);
  return new Map(
    value.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Whether a directive's sources (falling back to default-src) let the page reach `url`: CSP's host and path matching. */
function allows(policy: Map<string, string[]>, directive: string, url: string): boolean {
  const target = new URL(url);
  return (policy.get(directive) ?? policy.get('default-src') ?? []).some((source) => {
    if (source.startsWith("'")) return false;
    if (/^[a-z]+:$/.test(source)) return target.protocol === source;
    const expression = new URL(source.replace('://*.', '://wildcard.'));
    if (expression.protocol !== target.protocol) return false;
    const host = source.includes('://*.')
      ? target.hostname.endsWith(expression.hostname.replace(/^wildcard/, ''))
      : target.hostname === expression.hostname;
    const path = expression.pathname;
    return host && (path === '/' || (path.endsWith('/') ? target.pathname.startsWith(path) : target.pathname === path));
  });
}

describe("Hosting's Content-Security-Policy", () => {
  const page = policyFor('page');

  it("lets the site reach what production's calls go to, which the emulators' addresses cannot show", () => {
    const project = 'aster-live';
    for (const url of [
      `https://${functionsRegion}-${project}.cloudfunctions.net/createBooking`,
      `https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel`,
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      'https://securetoken.googleapis.com/v1/token',
      `https://firebasestorage.googleapis.com/v0/b/${project}.firebasestorage.app/o`,
      `https://content-firebaseappcheck.googleapis.com/v1/projects/${project}/apps/app:exchangeRecaptchaEnterpriseToken`,
    ])
      expect(allows(page, 'connect-src', url), url).toBe(true);
    expect(allows(page, 'connect-src', 'https://example.com/collect')).toBe(false);
  });

  it("lets App Check's reCAPTCHA Enterprise load (its script and its frame), and nothing else from elsewhere", () => {
    expect(allows(page, 'script-src', 'https://www.google.com/recaptcha/enterprise.js?render=key')).toBe(true);
    expect(allows(page, 'script-src', 'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js')).toBe(true);
    expect(allows(page, 'frame-src', 'https://www.google.com/recaptcha/enterprise/anchor?k=key')).toBe(true);
    expect(allows(page, 'script-src', 'https://www.google.com/maps/api.js')).toBe(false);
    expect(allows(page, 'frame-src', 'https://example.com/')).toBe(false);
  });

  it('keeps pages free of inline scripts and styles: the journeys run under it, so the site works without them', () => {
    expect(page.get('script-src')).not.toContain("'unsafe-inline'");
    expect(page.get('style-src')).toEqual(["'self'"]);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("opens a picture on its own (the gallery's plain link) without the browser's viewer being refused its styles", () => {
    const image = policyFor('image');
    expect(image.get('default-src')).toEqual(["'none'"]);
    expect(image.get('style-src')).toEqual(["'unsafe-inline'"]);
    expect(image.get('script-src')).toBeUndefined();
  });
});
