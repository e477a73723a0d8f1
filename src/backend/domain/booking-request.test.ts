import { asterRooms, sampleFlights } from '../../../seed/data';
import { parseInput } from '../parse';
import { bookingRequestInputSchema, type BookingRequest, type BookingRequestInput } from '../schemas';
import { northSikkimTour } from '@/testing/north-sikkim';
import { defaultTaxRules } from './gst/booking-tax';
import { nightsFromDuration, priceRequest, tourEndDate } from './booking-request';

describe('nightsFromDuration', () => {
  it.each([
    ['5 Nights / 6 Days', 5],
    ['4 Nights / 5 Days', 4],
    ['1 Night / 2 Days', 1],
    ['6 Days / 5 Nights', 5],
    ['10nights', 10],
    ['3-Night escape', 3],
    ['2 nights', 2],
  ])('reads %s as %i nights', (duration, nights) => {
    expect(nightsFromDuration(duration)).toBe(nights);
  });

  it.each(['Day trip', '6 Days', '', 'Nights: flexible'])('falls back to 0 nights for %j', (duration) => {
    expect(nightsFromDuration(duration)).toBe(0);
  });
});

describe('tourEndDate', () => {
  it('adds the nights to the travel date, across month and year ends', () => {
    expect(tourEndDate('2026-12-20', '5 Nights / 6 Days')).toBe('2026-12-25');
    expect(tourEndDate('2026-12-29', '4 Nights / 5 Days')).toBe('2027-01-02');
    expect(tourEndDate('2028-02-27', '3 Nights / 4 Days')).toBe('2028-03-01');
  });

  it('ends on the same day when the duration names no nights', () => {
    expect(tourEndDate('2026-12-20', 'Day trip')).toBe('2026-12-20');
  });
});

describe('priceRequest with GST', () => {
  const rules = defaultTaxRules;
  const request = (fields: Partial<BookingRequest>): BookingRequest =>
    parseInput(bookingRequestInputSchema, {
      userName: 'Pema Lhamu',
      userEmail: 'pema@example.org',
      phone: '+919800012345',
      travellers: 2,
      ...fields,
    });
  const flight = sampleFlights[0]!;

  it('stores a room’s nights at the rates of their slabs, for the tax invoice to charge', () => {
    const suite = asterRooms.find((room) => room.id === 'deluxe-double')!;
    const dear = { ...suite, rates: { ...suite.rates, offSeason: { ...suite.rates.offSeason, map: 7501 } }, periodRates: {} };
    const priced = priceRequest(
      request({ kind: 'room', itemId: suite.id, travelDate: '2027-01-10', endDate: '2027-01-12', mealPlan: 'map' }),
      { kind: 'room', room: dear, seasons: [], taxRules: rules },
    );
    expect(priced.lines?.at(-1)).toEqual({
      kind: 'tax',
      label: 'GST 18% (CGST 9% + SGST 9%)',
      detail: 'on ₹15,002',
      amount: 2700,
    });
    expect(priced.totalPrice).toBe(15_002 + 2700);
    expect(priced.taxSupplies).toEqual([
      { sac: '996311', description: 'Deluxe Double, Hotel Aster', taxableValue: 15_002, rate: 18 },
    ]);
  });

  it('charges a flight’s service fee and its tax on top of the fare, and nothing when there is no fee', () => {
    const withFee = { ...rules, flight: { ...rules.flight, serviceFee: 500 } };
    const booked = request({ kind: 'flight', itemId: flight.id, travelDate: '2027-01-10', endDate: '2027-01-10' });
    const priced = priceRequest(booked, { kind: 'flight', flight, taxRules: withFee });
    expect(priced.lines?.slice(1)).toEqual([
      { kind: 'other', label: 'Service fee', detail: '', amount: 500 },
      {
        kind: 'tax',
        label: 'GST 18% (CGST 9% + SGST 9%)',
        detail: 'on ₹500, assuming an address in Sikkim',
        amount: 90,
      },
    ]);
    expect(priced.totalPrice).toBe(2 * flight.price + 590);
    const none = priceRequest(booked, { kind: 'flight', flight, taxRules: rules });
    expect(none).toMatchObject({ totalPrice: 2 * flight.price });
    expect(none.lines).toBeUndefined();
  });
});

describe('priceRequest for whom the customer bills', () => {
  const tour = { ...northSikkimTour(), pricing: undefined };
  const request = (billing?: BookingRequestInput['billing']): BookingRequest =>
    parseInput(bookingRequestInputSchema, {
      kind: 'tour',
      itemId: tour.id,
      userName: 'Sudipta Ghosh',
      userEmail: 'sudipta@example.com',
      phone: '+919800012345',
      travelDate: '2027-05-10',
      endDate: '2027-05-14',
      travellers: 2,
      ...(billing ? { billing } : {}),
    });
  const item = { kind: 'tour' as const, tour, taxRules: defaultTaxRules };
  const taxLine = (billing?: BookingRequestInput['billing']) => priceRequest(request(billing), item).lines?.at(-1);

  it.each([
    ['a Kolkata family', { state: '19' }, { label: 'IGST 5%', detail: 'on ₹37,000', amount: 1850 }],
    ['a Sikkim family', { state: '11' }, { label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹37,000', amount: 1850 }],
    [
      'a Maharashtra business, whatever state it picked',
      { state: '11', gstin: '27AAPFU0939F1ZV', businessName: 'Ghosh Exports' },
      { label: 'IGST 5%', detail: 'on ₹37,000', amount: 1850 },
    ],
    [
      'a family from outside India',
      { state: 'outside-india' },
      { label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹37,000', amount: 1850 },
    ],
    [
      'a family that gave no state',
      undefined,
      { label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹37,000, assuming an address in Sikkim', amount: 1850 },
    ],
  ] as const)('taxes the tour of %s by its place of supply', (_, billing, line) => {
    expect(taxLine(billing)).toEqual({ kind: 'tax', ...line });
  });

  it('takes the state from a business’s GSTIN, and refuses a GSTIN that does not add up', () => {
    expect(request({ state: '11', gstin: '27AAPFU0939F1ZV' }).billing).toEqual({ state: '27', gstin: '27AAPFU0939F1ZV' });
    expect(() => request({ state: '27', gstin: '27AAPFU0939F1ZW' })).toThrow();
    expect(() => request({ state: '28' })).toThrow();
  });
});
