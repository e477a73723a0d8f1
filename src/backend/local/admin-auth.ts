import { BackendError } from '../errors';
import { adminPasswordTooShort, minAdminPasswordLength, type AdminSession } from '../schemas';
import type { AdminAuthApi } from '../types';
import { requireAdmin, type LocalContext } from './context';
import { normalizeEmail } from './customer-auth';
import type { LocalDb } from './db';
import { hashPassword, verifyPassword } from './password';

export { adminPasswordTooShort };

/** The demo admin, created on first open from build-time variables; its session lasts this browser session. */
export function createLocalAdminAuth(
  ctx: LocalContext,
  setAdmin: (session: AdminSession | null) => void,
  demoAdmin: { email: string; password: string },
): AdminAuthApi {
  return {
    session: ctx.admin,
    async signIn(email, password) {
      const db = await ctx.db();
      // Made on the first admin sign-in, not on first open: visitors never pay for the hashing.
      await ensureDemoAdmin(db, demoAdmin, ctx.passwordIterations);
      const stored = await db.get('admins', normalizeEmail(email));
      if (!stored || !(await verifyPassword(password, stored.password))) throw new BackendError('invalid-credentials');
      if (stored.password.iterations < ctx.passwordIterations)
        await db.put('admins', { email: stored.email, password: await hashPassword(password, ctx.passwordIterations) });
      const value = { email: stored.email };
      setAdmin(value);
      return value;
    },
    signOut() {
      setAdmin(null);
      return Promise.resolve();
    },
    async changePassword(current, next) {
      const active = requireAdmin(ctx);
      if (next.length < minAdminPasswordLength) throw new BackendError('invalid-data', adminPasswordTooShort);
      const db = await ctx.db();
      const stored = await db.get('admins', active.email);
      if (!stored || !(await verifyPassword(current, stored.password))) throw new BackendError('wrong-password');
      await db.put('admins', { email: stored.email, password: await hashPassword(next, ctx.passwordIterations) });
    },
  };
}

/** Creates the demo admin account when there is no admin yet. */
export async function ensureDemoAdmin(db: LocalDb, demoAdmin: { email: string; password: string }, iterations: number) {
  if ((await db.count('admins')) > 0) return;
  await db.put('admins', {
    email: normalizeEmail(demoAdmin.email),
    password: await hashPassword(demoAdmin.password, iterations),
  });
}
