import { durgaPujaBooking } from '@/testing/north-sikkim';
import { defaultTaxSettings } from '../../schemas/tax';
import { taxRulesOf } from './booking-tax';
import { taxOfBooking } from './booking-value';

describe('the tax of a booking', () => {
  const rules = taxRulesOf(defaultTaxSettings);
  const recipient = { name: 'Sudipta Ghosh', state: '19' as const };

  it('taxes a tailored trip as the tour package it is, though it holds nights at Hotel Aster', () => {
    const trip = taxOfBooking(durgaPujaBooking(), recipient, rules);
    const tour = taxOfBooking(durgaPujaBooking({ kind: 'tour' }), recipient, rules);
    expect(trip).toEqual(tour);
  });

  describe('of a room booking', () => {
    // Three nights of one room: two at ₹7,000 and one at ₹8,000, as placeBooking priced them.
    const room = durgaPujaBooking({
      kind: 'room',
      itemName: 'Deluxe Double, Hotel Aster',
      travelDate: '2027-10-08',
      endDate: '2027-10-11',
      totalPrice: 22_000 + 700 + 1440,
      lines: [
        { kind: 'room', label: 'Nights', detail: '', amount: 22_000 },
        { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹14,000', amount: 700 },
        { kind: 'tax', label: 'GST 18% (CGST 9% + SGST 9%)', detail: 'on ₹8,000', amount: 1440 },
      ],
      taxSupplies: [
        { sac: '996311', description: 'Deluxe Double, Hotel Aster', taxableValue: 14_000, rate: 5 },
        { sac: '996311', description: 'Deluxe Double, Hotel Aster', taxableValue: 8_000, rate: 18 },
      ],
    });

    it('charges each night at the slab it was priced at', () => {
      const tax = taxOfBooking(room, recipient, rules);
      expect(tax.taxes.map((line) => [line.rate, line.taxableValue, line.cgst + line.sgst])).toEqual([
        [5, 14_000, 700],
        [18, 8_000, 1440],
      ]);
      expect(tax.total).toBe(room.totalPrice);
    });

    it('takes the nights at their average once the stored nights no longer make the value (an operator discount)', () => {
      const discounted = {
        ...room,
        lines: [...room.lines!, { kind: 'discount' as const, label: 'Discount', detail: 'Regular', amount: -1000 }],
      };
      // 21,000 over 3 nights: ₹7,000 a night, all at 5%.
      expect(taxOfBooking(discounted, recipient, rules).taxes).toEqual([
        { rate: 5, taxableValue: 21_000, cgst: 525, sgst: 525, igst: 0 },
      ]);
    });
  });
});
