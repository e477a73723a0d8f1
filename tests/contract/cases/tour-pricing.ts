import { describe, expect, it } from 'vitest';
import { registeredOperator } from '../../../src/testing/tax';
import { expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

const family = [
  { name: 'Pema Lhamu', age: 41, gender: 'Female', nationality: 'IN' },
  { name: 'Karma Bhutia', age: 43, gender: 'Male', nationality: 'IN' },
  { name: 'Dechen Bhutia', age: 8, gender: 'Female', nationality: 'IN' },
  { name: 'Tashi Bhutia', age: 3, gender: 'Male', nationality: 'IN' },
] as const;

const familyRequest = {
  ...tourRequest,
  travellers: 4,
  party: family.map((traveller) => ({ ...traveller })),
  options: ['private-innova-6-seats', 'pickup-siliguri', 'drop-bagdogra-airport-ixb'],
};

/** Prices by age, options, peak periods and tax: decided by the backend from what it stores, line by line. */
export function tourPricingCases({ harness, backend }: ContractContext) {
  describe('tour pricing', () => {
    it('prices each traveller by age and each option by its unit, a transfer in the package as included, and stores the lines with the travellers (no tax before a GSTIN is saved)', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(familyRequest);
      expect(booking.lines).toEqual([
        { kind: 'band', label: '2 adults', detail: '₹18,500 each', amount: 37000 },
        { kind: 'band', label: '1 child with a bed', detail: '₹13,900 each', amount: 13900 },
        { kind: 'band', label: '1 infant', detail: 'free', amount: 0 },
        { kind: 'option', label: 'Private Innova (6 seats)', detail: '₹27,000 × 1 vehicle', amount: 27000 },
        { kind: 'option', label: 'Pick-up at Siliguri, 11:30', detail: '₹3,000 × 1 vehicle', amount: 3000 },
        { kind: 'option', label: 'Drop at Bagdogra airport (IXB), 12:30', detail: 'included', amount: 0 },
      ]);
      expect(booking.totalPrice).toBe(80900);
      expect(booking.party).toEqual(family);
      expect(booking.options).toEqual(familyRequest.options);
      expect(await backend().bookings.listMine()).toEqual([booking]);
    });

    it('ignores a price or lines sent with the request: the stored total is the backend’s', async () => {
      await signUpCustomer(backend(), 'Pema');
      const forged = {
        ...familyRequest,
        totalPrice: 1,
        lines: [{ kind: 'discount', label: 'Mine', detail: '', amount: -80899 }],
      };
      const booking = await backend().bookings.create(forged);
      expect(booking.totalPrice).toBe(80900);
      expect(booking.lines?.some((line) => line.label === 'Mine')).toBe(false);
    });

    it('refuses an option the tour does not sell, two vehicles, and travellers that do not match the count', async () => {
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().bookings.create({ ...familyRequest, options: ['helicopter'] }), 'invalid-data');
      await expectCode(
        backend().bookings.create({ ...familyRequest, options: ['shared-jeep', 'private-innova-6-seats'] }),
        'invalid-data',
      );
      await expectCode(backend().bookings.create({ ...familyRequest, travellers: 3 }), 'invalid-data');
      expect(await backend().bookings.listMine()).toEqual([]);
    });

    it('adds the peak period’s surcharge and the GST the tax invoice will charge, once the operator is registered', async () => {
      await harness.signInAdmin(backend());
      const tour = (await backend().tours.get('sikkim-delight'))!;
      await backend().settings.savePeakPeriods({
        periods: [{ id: 'losar-2031', name: 'Losar 2031', from: '2031-03-30', to: '2031-04-05' }],
      });
      await backend().tours.update({
        ...tour,
        pricing: { ...tour.pricing!, peakPrices: [{ periodId: 'losar-2031', mode: 'surcharge', amount: 2000 }] },
      });
      await backend().settings.saveTaxSettings(registeredOperator);
      await backend().admin.signOut();

      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(familyRequest);
      expect(booking.lines).toContainEqual({
        kind: 'surcharge',
        label: 'Losar 2031 surcharge',
        detail: '₹2,000 × 3 travellers',
        amount: 6000,
      });
      // 86,900 at 5% without credit, half each to the Centre and Sikkim, each to the rupee: 2,173 + 2,173. No state given:
      // Sikkim's.
      expect(booking.lines?.at(-1)).toEqual({
        kind: 'tax',
        label: 'GST 5% (CGST 2.5% + SGST 2.5%)',
        detail: 'on ₹86,900, assuming an address in Sikkim',
        amount: 4346,
      });
      expect(booking.totalPrice).toBe(91246);
    });
  });
}
