// Types only: the Auth SDK loads through `auth.load()` when a page needs it (see LazyAuth in ./app.ts).
import type { Auth, User } from 'firebase/auth';
import { createSubject } from '../observable';
import { parseInput } from '../parse';
import { emailSchema, signUpInputSchema, type SessionUser } from '../schemas';
import type { CustomerAuthApi } from '../types';
import type { LazyAuth } from './app';
import { firebaseErrorCode, guard } from './error-codes';

const toSessionUser = (user: User): SessionUser => ({
  id: user.uid,
  name: user.displayName ?? '',
  email: user.email ?? '',
  emailVerified: user.emailVerified,
});

/**
 * The customer session on the default app: Firebase Auth persists it, the observable mirrors it. Auth starts only
 * when a session is stored (to restore it) or when the customer signs up, signs in or asks for a reset: a visitor
 * is known to be signed out without the Auth SDK.
 */
export function createCustomerAuth(lazy: LazyAuth): CustomerAuthApi {
  // Stays `undefined` until it is known whether a session is stored and, if so, Firebase has restored it: guards
  // wait instead of redirecting.
  const user = createSubject<SessionUser | null>();
  // While signing up, the account exists before its name is set: publish once, with the name.
  let signingUp = false;
  let listening: Promise<Auth> | undefined;
  /** Starts Auth and mirrors its user from then on. */
  const start = () =>
    (listening ??= Promise.all([lazy.load(), import('firebase/auth')]).then(([auth, sdk]) => {
      sdk.onAuthStateChanged(auth, (next) => {
        if (next && signingUp) return;
        user.set(next ? toSessionUser(next) : null);
      });
      return auth;
    }));
  void lazy.mayHaveSession().then(
    (stored) => {
      if (stored) void start();
      else if (user.current() === undefined) user.set(null);
    },
    () => void start(),
  );

  return {
    user,
    signUp: (input) =>
      guard(async () => {
        const { name, email, password } = parseInput(signUpInputSchema, input);
        const [auth, { createUserWithEmailAndPassword, updateProfile, sendEmailVerification }] = await Promise.all([
          start(),
          import('firebase/auth'),
        ]);
        signingUp = true;
        try {
          const { user: created } = await createUserWithEmailAndPassword(auth, email.trim(), password);
          await updateProfile(created, { displayName: name.trim() });
          // Our e-mails go only to an address its owner has confirmed: Firebase sends the link. A failure to send
          // it does not undo the account (the customer can ask again from My bookings).
          await sendEmailVerification(created).catch((error: unknown) =>
            console.warn('The verification e-mail was not sent', firebaseErrorCode(error)),
          );
          const session = toSessionUser(created);
          user.set(session);
          return session;
        } catch (error) {
          // The account may exist without its name: show whatever Firebase holds now.
          user.set(auth.currentUser ? toSessionUser(auth.currentUser) : null);
          throw error;
        } finally {
          signingUp = false;
        }
      }),
    signIn: (email, password) =>
      guard(async () => {
        const [auth, { signInWithEmailAndPassword }] = await Promise.all([start(), import('firebase/auth')]);
        const { user: signedIn } = await signInWithEmailAndPassword(auth, email.trim(), password);
        const session = toSessionUser(signedIn);
        user.set(session);
        return session;
      }),
    signOut: () =>
      guard(async () => {
        const [auth, { signOut }] = await Promise.all([start(), import('firebase/auth')]);
        await signOut(auth);
        user.set(null);
      }),
    sendPasswordReset: (email) =>
      guard(async () => {
        const address = parseInput(emailSchema, email.trim());
        const [auth, { sendPasswordResetEmail }] = await Promise.all([start(), import('firebase/auth')]);
        try {
          await sendPasswordResetEmail(auth, address);
        } catch (error) {
          // Never say whether an account exists (projects with e-mail enumeration protection answer the same).
          if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
        }
      }),
  };
}
