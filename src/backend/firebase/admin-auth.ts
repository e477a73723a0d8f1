// Types only: the Auth SDK loads through `auth.load()` when the admin needs it (see LazyAuth in ./app.ts).
import type { Auth, User } from 'firebase/auth';
import { BackendError, isBackendError } from '../errors';
import { createSubject } from '../observable';
import { adminPasswordTooShort, minAdminPasswordLength, type AdminSession } from '../schemas';
import type { AdminAuthApi } from '../types';
import type { LazyAuth } from './app';
import { firebaseErrorCode, guard } from './error-codes';

export interface FirebaseAdminAuth extends AdminAuthApi {
  /**
   * The admin session, once Auth has restored it and its claim has been checked; permission-denied without one
   * (for calls that should not even start).
   */
  requireSession: () => Promise<AdminSession>;
}

async function hasAdminClaim(user: User, forceRefresh: boolean): Promise<boolean> {
  const { claims } = await user.getIdTokenResult(forceRefresh);
  return claims.admin === true;
}

const wrongCurrentPassword = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

/**
 * The admin session on the admin app. Admin power is the `admin` custom claim, which the rules check too;
 * the claim check here only decides who gets a session in the UI. Anyone signed in on this app is an admin:
 * other accounts are signed out straight away.
 */
export function createAdminAuth(lazy: LazyAuth): FirebaseAdminAuth {
  const session = createSubject<AdminSession | null>();
  // signIn decides about its own user (with a fresh token); the listener handles restored sessions only.
  let signingIn = false;
  const sdk = () => import('firebase/auth');

  /** Publishes the session of a user this code did not just sign in (a restored one, or what is left). */
  function publish(auth: Auth, user: User | null) {
    if (!user) return session.set(null);
    // Its cached token says whether it is an admin (the rules recheck every write anyway).
    void hasAdminClaim(user, false)
      .catch(() => false)
      .then(async (isAdmin) => {
        if (auth.currentUser !== user || signingIn) return; // superseded meanwhile
        if (isAdmin && user.email) return session.set({ email: user.email });
        session.set(null);
        // The claim was revoked since: nobody but an admin stays signed in on this app.
        return (await sdk()).signOut(auth).catch(() => undefined);
      });
  }

  // Auth starts when an admin session is stored (to restore it) or when the admin logs in: the public pages,
  // where nobody is logged in on the admin app, never start it.
  let listening: Promise<Auth> | undefined;
  const start = () =>
    (listening ??= Promise.all([lazy.load(), sdk()]).then(([auth, { onAuthStateChanged }]) => {
      onAuthStateChanged(auth, (user) => {
        if (!signingIn) publish(auth, user);
      });
      return auth;
    }));
  void lazy.mayHaveSession().then(
    (stored) => {
      if (stored) void start();
      else if (session.current() === undefined) session.set(null);
    },
    () => void start(),
  );

  return {
    session,
    requireSession: async () => {
      const auth = await start();
      await auth.authStateReady();
      let current = session.current();
      if (current === undefined && auth.currentUser) {
        // A restored session whose claim is being checked: wait for the answer.
        current = await new Promise<AdminSession | null>((resolve) => {
          const stop = session.subscribe((value) => {
            stop();
            resolve(value);
          });
        });
      }
      if (!current) throw new BackendError('permission-denied');
      return current;
    },
    signIn: (email, password) =>
      guard(async () => {
        const [auth, { signInWithEmailAndPassword, signOut }] = await Promise.all([start(), sdk()]);
        signingIn = true;
        try {
          const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
          // Force a fresh token: a claim granted since the last sign-in only shows up in a new one.
          const isAdmin = await hasAdminClaim(user, true).catch(() => false);
          if (!isAdmin || !user.email) {
            await signOut(auth);
            session.set(null);
            throw new BackendError('invalid-credentials');
          }
          const value = { email: user.email };
          session.set(value);
          return value;
        } catch (error) {
          signingIn = false;
          // A failed attempt leaves whoever was signed in before (or nobody): make sure that is published.
          if (!isBackendError(error, 'invalid-credentials')) publish(auth, auth.currentUser);
          throw error;
        } finally {
          signingIn = false;
        }
      }),
    signOut: () =>
      guard(async () => {
        const [auth, { signOut }] = await Promise.all([start(), sdk()]);
        await signOut(auth);
        session.set(null);
      }),
    changePassword: (current, next) =>
      guard(async () => {
        const [auth, { EmailAuthProvider, reauthenticateWithCredential, updatePassword }] = await Promise.all([start(), sdk()]);
        const user = auth.currentUser;
        if (!user?.email || !session.current()) throw new BackendError('permission-denied');
        // Checked here, before Firebase: its own minimum (6) is lower than ours.
        if (next.length < minAdminPasswordLength) throw new BackendError('invalid-data', adminPasswordTooShort);
        try {
          await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
        } catch (error) {
          const code = firebaseErrorCode(error);
          if (code !== undefined && wrongCurrentPassword.has(code))
            throw new BackendError('wrong-password', undefined, { cause: error });
          throw error;
        }
        await updatePassword(user, next);
      }),
  };
}
