import { describe, expect, it } from 'vitest';
import { samplePermitTypes } from '../../../seed/data/permit-types';
import { BackendError } from '../errors';
import type { PeakPeriod, TourPackage, TourPricing, Traveller } from '../schemas';
import { suiteToday } from '../../testing/clock';
import { defaultTaxRules } from './gst/booking-tax';
import { defaultTcsPeriods } from './gst/tcs';
import {
  ageBand,
  bookedTransfers,
  lowestAdultPrice,
  oneVehicle,
  optionLineLabel,
  priceTour,
  taxesOnTop,
  unknownOption,
  vehiclesNeeded,
} from './pricing';

const pricing: TourPricing = {
  bands: { childFromAge: 5, childToAge: 11, childWithBed: 13900, childWithoutBed: 10200, infant: 0, singleSupplement: 6500 },
  options: [
    { id: 'shared-jeep', kind: 'vehicle', name: 'Shared jeep', unit: 'person', price: 0, time: '', note: '' },
    {
      id: 'innova',
      kind: 'vehicle',
      name: 'Private Innova (6 seats)',
      unit: 'vehicle',
      price: 14000,
      seats: 6,
      time: '',
      note: '',
    },
    { id: 'nathula', kind: 'excursion', name: 'Nathula Pass excursion', unit: 'vehicle', price: 5500, time: '', note: '' },
    { id: 'heater', kind: 'extra', name: 'Room heater', unit: 'night', price: 400, time: '', note: '' },
    { id: 'ixb', kind: 'pickup', name: 'Bagdogra airport (IXB)', unit: 'vehicle', price: 3500, time: '10:00', note: '' },
    { id: 'njp', kind: 'pickup', name: 'New Jalpaiguri station (NJP)', unit: 'vehicle', price: 3200, time: '11:00', note: '' },
    { id: 'guide', kind: 'extra', name: 'Guide', unit: 'booking', price: 2000, time: '', note: '' },
  ],
  peakPrices: [
    { periodId: 'durga-puja-2027', mode: 'surcharge', amount: 2500 },
    { periodId: 'new-year-2028', mode: 'price', amount: 21900 },
  ],
};
const tour: Pick<TourPackage, 'price' | 'duration' | 'pricing'> = { price: 18500, duration: '5 Nights / 6 Days', pricing };
const periods: PeakPeriod[] = [
  { id: 'durga-puja-2027', name: 'Durga Puja', from: '2027-10-05', to: '2027-10-14' },
  { id: 'new-year-2028', name: 'Christmas and New Year', from: '2027-12-22', to: '2028-01-02' },
  { id: 'diwali-2027', name: 'Diwali', from: '2027-10-27', to: '2027-11-01' },
];
const context = { peakPeriods: periods };
const person = (age: number, extra: Partial<Traveller> = {}): Traveller => ({ name: '', age, nationality: 'IN', ...extra });
const family = [person(41), person(38), person(8), person(3)];

describe('priceTour', () => {
  it('prices the family over Puja with a private car and a Bagdogra pick-up, line by line', () => {
    const priced = priceTour(tour, { travelDate: '2027-10-08', party: family, options: ['innova', 'ixb'] }, context);
    expect(priced.lines).toEqual([
      { kind: 'band', label: '2 adults', detail: '₹18,500 each', amount: 37000 },
      { kind: 'band', label: '1 child with a bed', detail: '₹13,900 each', amount: 13900 },
      { kind: 'band', label: '1 infant', detail: 'free', amount: 0 },
      { kind: 'surcharge', label: 'Durga Puja surcharge', detail: '₹2,500 × 3 travellers', amount: 7500 },
      { kind: 'option', label: 'Private Innova (6 seats)', detail: '₹14,000 × 1 vehicle', amount: 14000 },
      { kind: 'option', label: 'Pick-up at Bagdogra airport (IXB), 10:00', detail: '₹3,500 × 1 vehicle', amount: 3500 },
    ]);
    // 2 × 18,500 + 13,900 + 0 + 3 × 2,500 + 14,000 + 3,500
    expect(priced.total).toBe(75900);
  });

  it('leaves out an option whose permit admits nobody in the party, with the rule, and prices it for those it admits', () => {
    const withPermit = { ...pricing, options: pricing.options.map((option) => ({ ...option, permitId: 'tsomgo-nathula' })) };
    const permitted = { ...tour, pricing: { ...withPermit, options: withPermit.options.filter((o) => o.id !== 'innova') } };
    const permits = { ...context, permitTypes: samplePermitTypes };
    const ukCouple = [person(34, { nationality: 'GB' }), person(32, { nationality: 'GB' })];
    const priced = priceTour(permitted, { travelDate: '2027-07-01', party: ukCouple, options: ['nathula'] }, permits);
    expect(priced.lines.at(-1)).toEqual({
      kind: 'option',
      label: 'Nathula Pass excursion',
      detail: 'Not included: Only nationals of India may go to Nathula.',
      amount: 0,
    });
    expect(priced.total).toBe(2 * 18500);
    // Without the permit types (an older caller), the option is priced as before.
    expect(priceTour(permitted, { travelDate: '2027-07-01', party: ukCouple, options: ['nathula'] }, context).total).toBe(
      2 * 18500 + 5500,
    );
    // A mixed party: an option per traveller is charged for the Indian traveller alone.
    const perPerson = { ...permitted, pricing: { ...permitted.pricing, options: [{ ...withPermit.options[0]!, price: 1000 }] } };
    const mixed = priceTour(
      perPerson,
      { travelDate: '2027-07-01', party: [...ukCouple, person(40)], options: ['shared-jeep'] },
      permits,
    );
    expect(mixed.lines.at(-1)).toMatchObject({ detail: '₹1,000 × 1 traveller', amount: 1000 });
  });

  it.each([
    // [who, recipient, treatment, the tax line, tax]
    ['a Kolkata family', { state: '19' as const }, 'gross' as const, 'IGST 5%', 'on ₹18,501', 925],
    ['a Sikkim family', { state: '11' as const }, 'gross' as const, 'GST 5% (CGST 2.5% + SGST 2.5%)', 'on ₹18,501', 926],
    [
      'a customer whose state is not known yet',
      {},
      'gross' as const,
      'GST 5% (CGST 2.5% + SGST 2.5%)',
      'on ₹18,501, assuming an address in Sikkim',
      926,
    ],
    ['a Maharashtra business', { gstin: '27AAPFU0939F1ZV' }, 'credit' as const, 'IGST 18%', 'on ₹18,501', 3330],
  ])('taxes the tour of %s as the tax invoice will charge it', (_, recipient, treatment, label, detail, tax) => {
    const rules = { ...defaultTaxRules, tour: { ...defaultTaxRules.tour, treatment } };
    const odd = { ...tour, price: 18501 };
    const priced = priceTour(
      odd,
      { travelDate: '2027-07-01', party: [person(30)], options: [] },
      { ...context, tax: { rules, tcs: [], recipient, on: suiteToday() } },
    );
    expect(priced.lines.at(-1)).toEqual({ kind: 'tax', label, detail, amount: tax });
    expect(priced).toMatchObject({ subtotal: 18501, tax, total: 18501 + tax });
  });

  it('adds no tax line while the operator is not registered for GST', () => {
    const priced = priceTour(tour, { travelDate: '2027-07-01', party: [person(30)], options: [] }, { ...context, tax: null });
    expect(priced.lines.map((line) => line.kind)).toEqual(['band']);
    expect(priced).toMatchObject({ subtotal: 18500, tax: 0, total: 18500 });
  });

  it('prices a child sharing a bed, and a single supplement for an adult with a room of their own', () => {
    const priced = priceTour(
      tour,
      { travelDate: '2027-07-01', party: [person(30, { ownRoom: true }), person(10, { ownBed: false })], options: [] },
      context,
    );
    expect(priced.lines.map((line) => [line.label, line.amount])).toEqual([
      ['1 adult', 18500],
      ['1 child sharing a bed', 10200],
      ['Single supplement (1 room)', 6500],
    ]);
  });

  it('uses a peak period’s own adult price instead of the tour’s', () => {
    const priced = priceTour(tour, { travelDate: '2027-12-30', party: [person(30), person(12)], options: [] }, context);
    expect(priced.lines).toEqual([{ kind: 'band', label: '2 adults', detail: '₹21,900 each', amount: 43800 }]);
  });

  it('ignores periods the tour has no price for, and dates outside them', () => {
    for (const travelDate of ['2027-10-28', '2027-10-04', '2027-10-15'])
      expect(priceTour(tour, { travelDate, party: [person(30)], options: [] }, context).total).toBe(18500);
  });

  it('charges per person, per vehicle, per night and per booking, and says an option at no price is included', () => {
    const party = [person(30), person(30), person(7), person(2)];
    const priced = priceTour(
      tour,
      { travelDate: '2027-07-01', party, options: ['shared-jeep', 'nathula', 'heater', 'guide'] },
      context,
    );
    expect(priced.lines.filter((line) => line.kind === 'option')).toEqual([
      { kind: 'option', label: 'Shared jeep', detail: 'included', amount: 0 },
      { kind: 'option', label: 'Nathula Pass excursion', detail: '₹5,500 × 1 vehicle', amount: 5500 },
      { kind: 'option', label: 'Room heater', detail: '₹400 × 5 nights', amount: 2000 },
      { kind: 'option', label: 'Guide', detail: 'per booking', amount: 2000 },
    ]);
  });

  it('needs two Innovas for seven travellers, and charges per-vehicle options twice', () => {
    const party = Array.from({ length: 7 }, () => person(30));
    const priced = priceTour(tour, { travelDate: '2027-07-01', party, options: ['innova', 'nathula'] }, context);
    expect(priced.vehicles).toBe(2);
    expect(priced.lines.filter((line) => line.kind === 'option').map((line) => line.amount)).toEqual([28000, 11000]);
  });

  it('refuses an unknown option, two vehicles and two pick-up points', () => {
    const attempt = (options: string[]) => () =>
      priceTour(tour, { travelDate: '2027-07-01', party: [person(30)], options }, context);
    expect(attempt(['limousine'])).toThrow(new BackendError('invalid-data', unknownOption));
    expect(attempt(['innova', 'shared-jeep'])).toThrow(new BackendError('invalid-data', oneVehicle));
    expect(attempt(['ixb', 'njp'])).toThrow(BackendError);
  });

  it('prices every traveller as an adult at the tour price when the tour has no pricing of its own', () => {
    const plain = { price: 12000, duration: '3 Nights / 4 Days' };
    expect(priceTour(plain, { travelDate: '2027-07-01', party: [person(30), person(9)], options: [] }, context).total).toBe(
      24000,
    );
  });
});

describe('bands and vehicles', () => {
  it('puts ages in bands at their edges', () => {
    const bands = pricing.bands;
    expect([4, 5, 11, 12].map((age) => ageBand(age, bands))).toEqual(['infant', 'child', 'child', 'adult']);
  });

  it('counts vehicles by seats', () => {
    const innova = pricing.options[1];
    expect([1, 6, 7, 12, 13].map((seats) => vehiclesNeeded(innova, seats))).toEqual([1, 1, 2, 2, 3]);
    expect(vehiclesNeeded(undefined, 9)).toBe(1);
  });

  it('gives the lowest adult price, peak prices included', () => {
    expect(lowestAdultPrice(tour)).toBe(18500);
    expect(
      lowestAdultPrice({ price: 18500, pricing: { ...pricing, peakPrices: [{ periodId: 'x', mode: 'price', amount: 15000 }] } }),
    ).toBe(15000);
  });

  describe('an overseas package', () => {
    const bhutan = { ...tour, price: 100_000, overseas: true };
    const choice = { travelDate: '2027-07-01', party: [person(30)], options: [] };
    const taxed = (pan: string | undefined, on: string, rules: typeof defaultTaxRules | null = defaultTaxRules) => ({
      ...context,
      tax: { rules, tcs: defaultTcsPeriods, recipient: { state: '19' as const, pan }, on },
    });

    it('collects TCS on its price with GST, at the rate of the day it is priced, as a line of its own', () => {
      const priced = priceTour(bhutan, choice, taxed('ABCPD1234E', '2026-11-18'));
      // ₹1,00,000 and IGST 5% to West Bengal: 2% of ₹1,05,000.
      expect(priced.lines.at(-1)).toEqual({
        kind: 'tcs',
        label: 'TCS 2% (overseas tour package)',
        detail: 'on ₹1,05,000',
        amount: 2100,
      });
      expect(priced).toMatchObject({
        subtotal: 100_000,
        tax: 5000,
        total: 107_100,
        tcs: { base: 105_000, rate: 2, amount: 2100 },
      });
      // Priced before 1 April 2026: 5% up to ₹10 lakh.
      expect(priceTour(bhutan, choice, taxed('ABCPD1234E', '2026-03-31')).tcs?.amount).toBe(5250);
    });

    it('collects the higher rate when the customer gives no PAN, and says so', () => {
      const priced = priceTour(bhutan, choice, taxed(undefined, '2026-11-18'));
      expect(priced.lines.at(-1)).toMatchObject({
        label: 'TCS 5% (overseas tour package)',
        detail: 'on ₹1,05,000, without a PAN',
      });
      expect(priced.total).toBe(105_000 + 5250);
    });

    it('names both slabs when the price crosses the threshold', () => {
      const big = priceTour({ ...bhutan, price: 1_000_000 }, choice, taxed('ABCPD1234E', '2026-03-31'));
      expect(big.lines.at(-1)?.label).toBe('TCS 5% up to ₹10,00,000, 20% above (overseas tour package)');
      expect(big.tcs?.amount).toBe(50_000 + 10_000);
    });

    it('collects none within India, nor without the TCS rates a TAN brings', () => {
      expect(priceTour({ ...bhutan, overseas: false }, choice, taxed(undefined, '2026-11-18')).tcs).toBeNull();
      expect(priceTour(bhutan, choice, context)).toMatchObject({ tcs: null, total: 100_000 });
      const registeredWithoutTan = { ...context, tax: { ...taxed('ABCPD1234E', '2026-11-18').tax, tcs: [] } };
      expect(priceTour(bhutan, choice, registeredWithoutTan)).toMatchObject({ tax: 5000, tcs: null, total: 105_000 });
    });

    it('collects TCS without GST when the operator has a TAN but no GST registration', () => {
      const priced = priceTour(bhutan, choice, taxed('ABCPD1234E', '2026-11-18', null));
      expect(priced.lines.map((line) => line.kind)).toEqual(['band', 'tcs']);
      expect(priced).toMatchObject({ tax: 0, tcs: { base: 100_000, amount: 2000 }, total: 102_000 });
    });
  });
});

describe('taxesOnTop', () => {
  const gst = (rules: typeof defaultTaxRules | null, tcs = defaultTcsPeriods) => ({
    rules,
    tcs,
    recipient: {},
    on: '2026-11-18',
  });

  it('names nothing while neither GST nor TCS is charged, or the settings are not known yet', () => {
    expect(taxesOnTop(tour, null)).toEqual([]);
    expect(taxesOnTop(tour, undefined)).toEqual([]);
    // A TAN alone brings TCS rates, which a package within India never carries.
    expect(taxesOnTop(tour, gst(null))).toEqual([]);
  });

  it("names the GST as the price's own line does, and an overseas package's TCS after it", () => {
    expect(taxesOnTop(tour, gst(defaultTaxRules))).toEqual(['GST 5% (CGST 2.5% + SGST 2.5%)']);
    const credit = { ...defaultTaxRules, tour: { ...defaultTaxRules.tour, treatment: 'credit' as const } };
    expect(taxesOnTop(tour, { ...gst(credit), recipient: { state: '19' as const } })).toEqual(['IGST 18%']);
    const bhutan = { ...tour, overseas: true };
    expect(taxesOnTop(bhutan, gst(defaultTaxRules))).toEqual([
      'GST 5% (CGST 2.5% + SGST 2.5%)',
      'TCS 5% (overseas tour package)',
    ]);
    expect(taxesOnTop(bhutan, { ...gst(null), recipient: { pan: 'ABCPD1234E' } })).toEqual(['TCS 2% (overseas tour package)']);
  });
});

describe('bookedTransfers', () => {
  it('reads the pick-up and the drop off a booking’s lines, pick-up first, as optionLineLabel wrote them', () => {
    const option = (kind: 'pickup' | 'drop' | 'extra', name: string, time = '') => ({
      kind: 'option' as const,
      label: optionLineLabel({ kind, name, time }),
      detail: '',
      amount: 0,
    });
    expect(
      bookedTransfers([
        option('drop', 'Siliguri', '13:30'),
        option('extra', 'Room heater'),
        { kind: 'band', label: '2 adults', detail: '', amount: 1 },
        option('pickup', 'Bagdogra airport (IXB)', '10:00'),
      ]),
    ).toEqual(['Pick-up at Bagdogra airport (IXB), 10:00', 'Drop at Siliguri, 13:30']);
    expect(bookedTransfers(undefined)).toEqual([]);
  });
});
