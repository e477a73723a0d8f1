import { describe, expect, it } from 'vitest';
import { samplePeakPeriods, sampleTours } from '../../../seed/data';
import { expectCode, signUpCustomer, type ContractContext } from '../harness';

/** The operator's peak periods, and a tour's prices by age, options and peak prices as the tour editor saves them. */
export function peakPeriodCases({ harness, backend }: ContractContext) {
  describe('peak periods and tour pricing', () => {
    it('are read by anyone and start as the sample festival weeks', async () => {
      expect(await backend().settings.peakPeriods()).toEqual(samplePeakPeriods);
      await signUpCustomer(backend(), 'Pema');
      expect((await backend().settings.peakPeriods()).periods.map((period) => period.id)).toContain('durga-puja-2027');
    });

    it('are replaced by the admin only, checked whole', async () => {
      const losar = { id: 'losar-2027', name: 'Losar 2027', from: '2027-02-06', to: '2027-02-09' };
      const withLosar = { periods: [...samplePeakPeriods.periods, losar] };
      await expectCode(backend().settings.savePeakPeriods(withLosar), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.savePeakPeriods(withLosar), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.savePeakPeriods(withLosar);
      expect(await backend().settings.peakPeriods()).toEqual(withLosar);
      await expectCode(backend().settings.savePeakPeriods({ periods: [{ ...losar, from: '2027-02-10' }] }), 'invalid-data');
      await expectCode(backend().settings.savePeakPeriods({ periods: [{ ...losar, id: 'Losar 2027' }] }), 'invalid-data');
      await backend().settings.savePeakPeriods({ periods: [] });
      expect(await backend().settings.peakPeriods()).toEqual({ periods: [] });
    });

    it("keep a tour's prices by age, options and peak prices as the admin saved them", async () => {
      const sikkim = await backend().tours.get('sikkim-delight');
      const sample = sampleTours.find((tour) => tour.id === 'sikkim-delight')!;
      expect(sikkim?.pricing).toEqual(sample.pricing);
      expect(sikkim?.price).toBe(18500);

      await harness.signInAdmin(backend());
      const pricing = {
        bands: { childFromAge: 4, childToAge: 10, childWithBed: 12000, childWithoutBed: 9000, infant: 0, singleSupplement: 6000 },
        options: [
          {
            id: 'private-innova',
            kind: 'vehicle' as const,
            name: 'Private Innova',
            unit: 'vehicle' as const,
            price: 24000,
            seats: 6,
            time: '',
            note: '',
          },
          {
            id: 'bagdogra',
            kind: 'pickup' as const,
            name: 'Bagdogra',
            unit: 'vehicle' as const,
            price: 3500,
            time: '10:00',
            note: '',
          },
        ],
        peakPrices: [{ periodId: 'durga-puja-2026', mode: 'surcharge' as const, amount: 2500 }],
      };
      await backend().tours.update({ ...sikkim!, pricing });
      expect((await backend().tours.get('sikkim-delight'))?.pricing).toEqual(pricing);

      const unpriced = { ...sikkim! };
      delete unpriced.pricing;
      await backend().tours.update(unpriced);
      expect((await backend().tours.get('sikkim-delight'))?.pricing).toBeUndefined();
      await expectCode(
        backend().tours.update({ ...sikkim!, pricing: { ...pricing, bands: { ...pricing.bands, childFromAge: 12 } } }),
        'invalid-data',
      );
    });
  });
}
