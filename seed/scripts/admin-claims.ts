import type { Auth } from 'firebase-admin/auth';

/**
 * Granting and revoking the `admin` custom claim that firestore.rules and storage.rules check. Kept apart
 * from the command line (admin-claim.mjs) so the emulator test can run the same code.
 */

export type ClaimChange = 'grant' | 'revoke';

export interface ClaimResult {
  uid: string;
  email: string;
  /** False when the user already was (grant) or was not (revoke) an admin: nothing was written. */
  changed: boolean;
}

export class NoSuchUserError extends Error {
  constructor(readonly email: string) {
    super(`No user with the e-mail ${email}. Sign up on the site (or add the user in the Firebase console) first.`);
    this.name = 'NoSuchUserError';
  }
}

/**
 * An address nobody has proved they own: whoever signed up with it (perhaps before the real owner) would get
 * the operator's powers. Granting anyway takes `force`.
 */
export class UnverifiedEmailError extends Error {
  constructor(readonly email: string) {
    super(
      `${email} has not been verified: anyone could have signed up with it. Ask its owner to verify it (or check the account in the Firebase console), then grant again; --force grants anyway.`,
    );
    this.name = 'UnverifiedEmailError';
  }
}

const isUserNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

export async function changeAdminClaim(
  auth: Auth,
  email: string,
  change: ClaimChange,
  { force = false }: { force?: boolean } = {},
): Promise<ClaimResult> {
  const user = await auth.getUserByEmail(email).catch((error: unknown) => {
    throw isUserNotFound(error) ? new NoSuchUserError(email) : error;
  });
  if (change === 'grant' && !user.emailVerified && !force) throw new UnverifiedEmailError(user.email ?? email);
  // Other custom claims the user may have are kept: only `admin` is ours to set.
  const { admin, ...otherClaims } = user.customClaims ?? {};
  const isAdmin = admin === true;
  const result = { uid: user.uid, email: user.email ?? email };
  if ((change === 'grant') === isAdmin) return { ...result, changed: false };

  const claims = change === 'grant' ? { ...otherClaims, admin: true } : otherClaims;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  // An ID token keeps its claims until it expires (up to an hour). Revoking the refresh tokens makes a
  // former admin's session end at the next refresh instead of living on with the old token.
  if (change === 'revoke') await auth.revokeRefreshTokens(user.uid);
  return { ...result, changed: true };
}
