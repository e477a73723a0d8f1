import { describe, expect, it } from 'vitest';
import { samplePaymentSettings } from '../../../seed/data';
import { expectCode, signUpCustomer, type ContractContext } from '../harness';

/** How customers pay a confirmed booking: the operator's instructions and tax rates. */
export function paymentCases({ harness, backend }: ContractContext) {
  describe('payment settings', () => {
    it('are read by anyone, signed in or not, and start as the sample instructions', async () => {
      expect(await backend().settings.paymentSettings()).toEqual(samplePaymentSettings);
      await signUpCustomer(backend(), 'Pema');
      expect((await backend().settings.paymentSettings()).taxPercent).toEqual({ tour: 5, room: 12, flight: 0 });
    });

    it('are changed by the admin only, checked whole', async () => {
      const settings = await backend().settings.paymentSettings();
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'thief@okaxis' }), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'thief@okaxis' }), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.savePaymentSettings({
        ...settings,
        upiId: 'aster.tours@okhdfc',
        advancePercent: 50,
        balanceDueDaysBefore: 14,
        taxPercent: { tour: 5, room: 18, flight: 2.5 },
      });
      expect(await backend().settings.paymentSettings()).toEqual({
        ...settings,
        upiId: 'aster.tours@okhdfc',
        advancePercent: 50,
        balanceDueDaysBefore: 14,
        taxPercent: { tour: 5, room: 18, flight: 2.5 },
      });
      // Only what is given: the rest takes the defaults (no UPI ID, no bank, 30 % advance, 7 days).
      await backend().settings.savePaymentSettings({ upiId: '' });
      expect(await backend().settings.paymentSettings()).toMatchObject({
        upiId: '',
        bank: { accountNumber: '', ifsc: '' },
        advancePercent: 30,
        balanceDueDaysBefore: 7,
        taxPercent: { tour: 5, room: 12, flight: 0 },
      });
      await expectCode(backend().settings.savePaymentSettings({ ...settings, advancePercent: 101 }), 'invalid-data');
      await expectCode(
        backend().settings.savePaymentSettings({ ...settings, taxPercent: { ...settings.taxPercent, room: 40 } }),
        'invalid-data',
      );
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'not a upi id' }), 'invalid-data');
      expect((await backend().settings.paymentSettings()).upiId).toBe('');
    });
  });
}
