import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { randomId } from '../domain/ids';
import { emailSchema, signUpInputSchema, type SessionUser } from '../schemas';
import type { CustomerAuthApi } from '../types';
import type { LocalContext } from './context';
import { hashPassword, verifyPassword } from './password';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Customer accounts in the visitor's own browser. Nothing here protects anything: the data and the session live
 * on the visitor's device, as the demo it is. Passwords are still only stored as salted PBKDF2 hashes.
 */
export function createLocalCustomerAuth(ctx: LocalContext, setUser: (user: SessionUser | null) => void): CustomerAuthApi {
  return {
    user: ctx.customer,
    async signUp(input) {
      const { name, email, password } = parseInput(signUpInputSchema, input);
      const db = await ctx.db();
      const normalized = normalizeEmail(email);
      if (await db.getKeyFromIndex('users', 'byEmail', normalized)) throw new BackendError('email-in-use');
      const stored = {
        // Random, as Firebase's uids: two tabs of one browser share this database and may sign up in the same millisecond.
        id: randomId(),
        name: name.trim(),
        email: normalized,
        password: await hashPassword(password, ctx.passwordIterations),
      };
      try {
        await db.add('users', stored);
      } catch (error) {
        // The unique e-mail index caught a sign-up that raced this one.
        throw new BackendError('email-in-use', undefined, { cause: error });
      }
      const sessionUser = { id: stored.id, name: stored.name, email: stored.email };
      setUser(sessionUser);
      return sessionUser;
    },
    async signIn(email, password) {
      const db = await ctx.db();
      const stored = await db.getFromIndex('users', 'byEmail', normalizeEmail(email));
      if (!stored || !(await verifyPassword(password, stored.password))) throw new BackendError('invalid-credentials');
      if (stored.password.iterations < ctx.passwordIterations)
        await db.put('users', { ...stored, password: await hashPassword(password, ctx.passwordIterations) });
      const sessionUser = {
        id: stored.id,
        name: stored.name,
        email: stored.email,
        ...(stored.emailVerified === false ? { emailVerified: false } : {}),
      };
      setUser(sessionUser);
      return sessionUser;
    },
    signOut() {
      setUser(null);
      return Promise.resolve();
    },
    async sendPasswordReset(email) {
      const address = normalizeEmail(parseInput(emailSchema, email));
      const db = await ctx.db();
      // Like Firebase, the answer never says whether an account exists; the Outbox shows what would be sent.
      if (!(await db.getKeyFromIndex('users', 'byEmail', address))) return;
      const createdAt = new Date(ctx.now()).toISOString();
      await db.add('mail', {
        id: `password-reset-${randomId()}`,
        to: address,
        template: { name: 'password-reset', data: { email: address } },
        createdAt,
      });
    },
  };
}
