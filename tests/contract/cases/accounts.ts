import { describe, expect, it } from 'vitest';
import { expectCode, uniqueEmail, type ContractContext } from '../harness';

export function accountCases({ harness, backend }: ContractContext) {
  describe('customer accounts', () => {
    it('signs up, keeps the user, signs out and in again', async () => {
      const email = uniqueEmail('tashi');
      const seen: unknown[] = [];
      const stop = backend().auth.user.subscribe((u) => seen.push(u));
      const user = await backend().auth.signUp({ name: 'Tashi Namgyal', email, password: 'momo-lover-1' });
      expect(user).toMatchObject({ name: 'Tashi Namgyal', email });
      expect(user).not.toHaveProperty('password');
      expect(backend().auth.user.current()).toMatchObject({ email });
      await backend().auth.signOut();
      expect(backend().auth.user.current()).toBeNull();
      const again = await backend().auth.signIn(email, 'momo-lover-1');
      expect(again).toMatchObject({ id: user.id, name: 'Tashi Namgyal' });
      stop();
      expect(seen.some((u) => u === null)).toBe(true);
    });

    it("refuses a second account with the same e-mail with the spec's message", async () => {
      const email = uniqueEmail('dup');
      await backend().auth.signUp({ name: 'One', email, password: 'first-pass-1' });
      await backend().auth.signOut();
      await expectCode(
        backend().auth.signUp({ name: 'Two', email, password: 'second-pass-2' }),
        'email-in-use',
        'An account with this email already exists.',
      );
    });

    it("refuses a wrong password and an unknown e-mail with 'Invalid email or password.'", async () => {
      const email = uniqueEmail('pw');
      await backend().auth.signUp({ name: 'Pw', email, password: 'right-pass-1' });
      await backend().auth.signOut();
      await expectCode(backend().auth.signIn(email, 'wrong-pass-1'), 'invalid-credentials', 'Invalid email or password.');
      await expectCode(
        backend().auth.signIn(uniqueEmail('nobody'), 'whatever-1'),
        'invalid-credentials',
        'Invalid email or password.',
      );
      expect(backend().auth.user.current()).toBeNull();
    });

    it('sends a password reset without saying whether the account exists', async () => {
      const email = uniqueEmail('forgot');
      await backend().auth.signUp({ name: 'Forgetful', email, password: 'first-pass-1' });
      await backend().auth.signOut();
      await expect(backend().auth.sendPasswordReset(email)).resolves.toBeUndefined();
      await expect(backend().auth.sendPasswordReset(uniqueEmail('nobody'))).resolves.toBeUndefined();
      await expectCode(backend().auth.sendPasswordReset('not an e-mail'), 'invalid-data');
    });
  });

  describe('admin session', () => {
    it('signs an admin in and out, and refuses wrong passwords and customers', async () => {
      const admin = await harness.signInAdmin(backend());
      expect(backend().admin.session.current()).toEqual({ email: admin.email });
      await backend().admin.signOut();
      expect(backend().admin.session.current()).toBeNull();
      await expectCode(
        backend().admin.signIn(admin.email, 'not-the-password'),
        'invalid-credentials',
        'Invalid email or password.',
      );

      const email = uniqueEmail('customer');
      await backend().auth.signUp({ name: 'Customer', email, password: 'customer-pass-1' });
      await expectCode(backend().admin.signIn(email, 'customer-pass-1'), 'invalid-credentials', 'Invalid email or password.');
      expect(backend().admin.session.current()).toBeNull();
    });

    it('changes the admin password: wrong current and short new ones refused, then only the new one works', async () => {
      const admin = await harness.signInAdmin(backend());
      await expectCode(
        backend().admin.changePassword('wrong-current', 'new-pass-2026'),
        'wrong-password',
        'Incorrect current password.',
      );
      await expectCode(
        backend().admin.changePassword(admin.password, 'short-pw1'),
        'invalid-data',
        'The new password must be at least 10 characters long.',
      );
      await backend().admin.changePassword(admin.password, 'new-pass-2026');
      await backend().admin.signOut();
      await expectCode(backend().admin.signIn(admin.email, admin.password), 'invalid-credentials');
      await expect(backend().admin.signIn(admin.email, 'new-pass-2026')).resolves.toEqual({ email: admin.email });
    });
  });
}
