import { isBackendError } from '../errors';
import { defaultTaxRules } from './gst/booking-tax';
import { discountProblems, withDiscount } from './walk-in-discount';

const stay = {
  itemName: 'Deluxe Double, Hotel Aster',
  totalPrice: 4400,
  lines: [{ kind: 'room' as const, label: 'Season nights, MAP', detail: '2 nights × ₹2,200', amount: 4400 }],
};

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'none';
  } catch (error) {
    return isBackendError(error) ? `${error.code}: ${error.message}` : 'other';
  }
}

describe('the walk-in discount', () => {
  it('puts the discount below the lines the site priced, with its reason, and takes it off the total', () => {
    expect(withDiscount(stay, { amount: 400, reason: 'Paid cash' })).toEqual({
      lines: [...stay.lines, { kind: 'discount', label: 'Discount', detail: 'Paid cash', amount: -400 }],
      totalPrice: 4000,
    });
    expect(withDiscount(stay, undefined)).toEqual({ lines: stay.lines, totalPrice: 4400 });
  });

  it('gives a flight without lines one line of its own before the discount, so the lines still add up', () => {
    const flight = { itemName: 'IndiGo, Bagdogra to Delhi', totalPrice: 9000, lines: undefined };
    const priced = withDiscount(flight, { amount: 9000, reason: 'Fare matched' });
    expect(priced.totalPrice).toBe(0);
    expect(priced.lines?.reduce((sum, line) => sum + line.amount, 0)).toBe(0);
  });

  it('charges the GST of a discounted tour on the discounted value, as its tax invoice will', () => {
    const tour = {
      kind: 'tour' as const,
      itemName: 'Sikkim Delight',
      userName: 'Pema Lhamu',
      travelDate: '2027-04-10',
      endDate: '2027-04-15',
      totalPrice: 38_850,
      lines: [
        { kind: 'band' as const, label: '2 adults', detail: '₹18,500 each', amount: 37_000 },
        { kind: 'tax' as const, label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹37,000', amount: 1850 },
      ],
    };
    expect(withDiscount(tour, { amount: 2000, reason: 'Returning guests' }, defaultTaxRules)).toEqual({
      lines: [
        tour.lines[0],
        { kind: 'discount', label: 'Discount', detail: 'Returning guests', amount: -2000 },
        {
          kind: 'tax',
          label: 'GST 5% (CGST 2.5% + SGST 2.5%)',
          detail: 'on ₹35,000, assuming an address in Sikkim',
          amount: 1750,
        },
      ],
      totalPrice: 36_750,
    });
  });

  it('collects an overseas package’s TCS again on the discounted price with GST, at the rate it was priced at', () => {
    const tcs = { base: 105_000, rate: 5, rateAbove: 5, threshold: 0, withoutPan: true, amount: 5250 };
    const bhutan = {
      kind: 'tour' as const,
      itemName: 'Bhutan Discovery',
      userName: 'Sudipta Ghosh',
      travelDate: '2027-04-10',
      endDate: '2027-04-16',
      billing: { state: '19' as const },
      totalPrice: 110_250,
      tcs,
      lines: [
        { kind: 'band' as const, label: '2 adults', detail: '₹50,000 each', amount: 100_000 },
        { kind: 'tax' as const, label: 'IGST 5%', detail: 'on ₹1,00,000', amount: 5000 },
        { kind: 'tcs' as const, label: 'TCS 5% (overseas tour package)', detail: 'on ₹1,05,000, without a PAN', amount: 5250 },
      ],
    };
    const priced = withDiscount(bhutan, { amount: 10_000, reason: 'Returning guests' }, defaultTaxRules);
    // ₹90,000 and IGST ₹4,500: TCS 5% (no PAN given) on ₹94,500.
    expect(priced.lines?.slice(-2)).toEqual([
      { kind: 'tax', label: 'IGST 5%', detail: 'on ₹90,000', amount: 4500 },
      { kind: 'tcs', label: 'TCS 5% (overseas tour package)', detail: 'on ₹94,500, without a PAN', amount: 4725 },
    ]);
    expect(priced).toMatchObject({ totalPrice: 94_500 + 4725, tcs: { ...tcs, base: 94_500, amount: 4725 } });
  });

  it('collects the TCS again on a package priced without GST (a TAN, no GST registration)', () => {
    const tcs = { base: 100_000, rate: 2, rateAbove: 2, threshold: 0, withoutPan: false, amount: 2000 };
    const nepal = {
      kind: 'tour' as const,
      itemName: 'Nepal Adventure',
      totalPrice: 102_000,
      tcs,
      lines: [
        { kind: 'band' as const, label: '2 adults', detail: '₹50,000 each', amount: 100_000 },
        { kind: 'tcs' as const, label: 'TCS 2% (overseas tour package)', detail: 'on ₹1,00,000', amount: 2000 },
      ],
    };
    const priced = withDiscount(nepal, { amount: 10_000, reason: 'Returning guests' }, null);
    expect(priced.lines?.map((line) => line.kind)).toEqual(['band', 'discount', 'tcs']);
    expect(priced).toMatchObject({ totalPrice: 90_000 + 1800, tcs: { ...tcs, base: 90_000, amount: 1800 } });
  });

  it('refuses a discount without a reason or above the total', () => {
    expect(codeOf(() => withDiscount(stay, { amount: 100, reason: ' ' }))).toBe(
      'invalid-data: Please give the reason for the discount.',
    );
    expect(codeOf(() => withDiscount(stay, { amount: 4401, reason: 'Friend' }))).toBe(
      'invalid-data: The discount cannot be more than the total.',
    );
  });

  it('says each of a discount’s problems by its part, and only the reason’s before the price is known', () => {
    expect(discountProblems({ amount: 4401, reason: '' }, 4400)).toEqual({
      reason: 'Please give the reason for the discount.',
      amount: 'The discount cannot be more than the total.',
    });
    expect(discountProblems({ amount: 4401, reason: 'Friend' }, null)).toEqual({});
    expect(discountProblems({ amount: 4400, reason: 'Friend' }, 4400)).toEqual({});
  });
});
