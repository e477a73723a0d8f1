import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAdminClaim, NoSuchUserError, UnverifiedEmailError } from './admin-claims';

/**
 * `npm run admin:grant` / `admin:revoke` against the Auth emulator. Needs FIREBASE_AUTH_EMULATOR_HOST
 * (scripts/with-emulators.mjs sets it); skipped, under a name that says so, where it is missing or in the
 * jsdom `unit` project that also matches this file. firebase-admin is imported inside the suite so jsdom
 * never loads it.
 */
const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const canRun = typeof document === 'undefined' && authEmulatorHost !== undefined;
const suiteName = canRun
  ? 'admin claim against the Auth emulator'
  : 'admin claim: not run: no Auth emulator (FIREBASE_AUTH_EMULATOR_HOST unset)';

describe.runIf(canRun)(suiteName, () => {
  let app: App;
  let auth: Auth;
  // Unique per run: the Auth emulator keeps its users for as long as it runs.
  const email = `operator.${crypto.randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    // No credentials are needed against an emulator: skip the Compute Engine metadata probe the Google
    // libraries make while looking for some (slow, and a MetadataLookupWarning off Google Cloud).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const { initializeApp } = await import('firebase-admin/app');
    const { getAuth } = await import('firebase-admin/auth');
    app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster' }, 'admin-claims-emulator-test');
    auth = getAuth(app);
    const user = await auth.createUser({ email, password: 'not-a-real-secret', emailVerified: true });
    await auth.setCustomUserClaims(user.uid, { newsletter: true });
  });

  afterAll(async () => {
    if (!app) return;
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  });

  const claimsOf = async () => (await auth.getUserByEmail(email)).customClaims;

  it('grants the admin claim once, keeping other claims', async () => {
    expect(await changeAdminClaim(auth, email, 'grant')).toMatchObject({ email, changed: true });
    expect(await claimsOf()).toEqual({ newsletter: true, admin: true });
    expect(await changeAdminClaim(auth, email, 'grant')).toMatchObject({ changed: false });
  });

  it('revokes it, keeping other claims', async () => {
    expect(await changeAdminClaim(auth, email, 'revoke')).toMatchObject({ changed: true });
    expect(await claimsOf()).toEqual({ newsletter: true });
    expect(await changeAdminClaim(auth, email, 'revoke')).toMatchObject({ changed: false });
  });

  it('refuses an address nobody verified, unless forced', async () => {
    const unverified = `unverified.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await auth.createUser({ email: unverified, password: 'not-a-real-secret' });
    await expect(changeAdminClaim(auth, unverified, 'grant')).rejects.toBeInstanceOf(UnverifiedEmailError);
    expect((await auth.getUserByEmail(unverified)).customClaims).toBeUndefined();
    expect(await changeAdminClaim(auth, unverified, 'grant', { force: true })).toMatchObject({ changed: true });
  });

  it('says when there is no such user', async () => {
    await expect(changeAdminClaim(auth, `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`, 'grant')).rejects.toBeInstanceOf(
      NoSuchUserError,
    );
  });
});
