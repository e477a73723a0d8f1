import { describe, expect, it } from 'vitest';
import { defaultTaxSettings } from '../../../src/backend/schemas';
import { expectCode, signUpCustomer, type ContractContext } from '../harness';

/** How bookings are taxed and their tax documents written. */
export function taxDocumentCases({ harness, backend }: ContractContext) {
  describe('tax settings', () => {
    it('are read by anyone and changed by the admin only, checked whole', async () => {
      expect(await backend().settings.taxSettings()).toEqual(defaultTaxSettings);
      const changed = {
        ...defaultTaxSettings,
        legalName: 'Himalayan Aster Tours and Travels',
        address: 'MG Marg, Gangtok, Sikkim 737101',
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
        tour: { sac: '998555', treatment: 'credit' as const },
      };
      await expectCode(backend().settings.saveTaxSettings(changed), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.saveTaxSettings(changed), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.saveTaxSettings(changed);
      expect(await backend().settings.taxSettings()).toEqual(changed);
      // A mistyped GSTIN, a prefix that could make a number of 17 characters, two series with one prefix.
      await expectCode(backend().settings.saveTaxSettings({ ...changed, gstin: '27AAPFU0939F1ZW' }), 'invalid-data');
      await expectCode(
        backend().settings.saveTaxSettings({ ...changed, series: { ...changed.series, invoice: 'HAT/2' } }),
        'invalid-data',
      );
      await expectCode(
        backend().settings.saveTaxSettings({ ...changed, series: { ...changed.series, receipt: changed.series.invoice } }),
        'invalid-data',
      );
      expect(await backend().settings.taxSettings()).toEqual(changed);
    });
  });
}
