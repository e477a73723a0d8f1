import { describe, expect, it } from 'vitest';
import { defaultTaxSettings } from '../../schemas';
import {
  defaultTaxRules,
  flightTax,
  packageTcs,
  priceTaxOf,
  roomTax,
  taxPriceLines,
  tourTax,
  tourTaxLines,
  type RoomNight,
  type TaxRules,
} from './booking-tax';

const rules = defaultTaxRules;
const withCredit: TaxRules = { ...rules, tour: { ...rules.tour, treatment: 'credit' } };

/** Nights of one room at the rate given, the room alone at `roomOnly`. */
const nights = (dates: string[], perRoom: number, roomOnly = perRoom): RoomNight[] =>
  dates.map((date) => ({ date, amount: perRoom, perRoom, perRoomRoomOnly: roomOnly }));

describe('the tax of a booking', () => {
  it('charges a Delhi company CGST + SGST on a room: a room is supplied where the hotel stands', () => {
    const tax = roomTax(nights(['2026-12-01', '2026-12-02'], 6000), 'Deluxe Room, Hotel Aster', rules);
    expect(tax.placeOfSupply).toBe('11');
    expect(tax.taxes).toEqual([{ rate: 5, taxableValue: 12_000, cgst: 300, sgst: 300, igst: 0 }]);
    expect(tax.total).toBe(12_600);
  });

  it.each([
    // [who, recipient, place of supply, CGST, SGST, IGST]
    ['a Kolkata family with an address on file', { state: '19' as const }, '19', 0, 0, 2500],
    ['a Sikkim walk-in with no address', {}, '11', 1250, 1250, 0],
    [
      'a registered Maharashtra business (its GSTIN decides, not its address)',
      { gstin: '27AAPFU0939F1ZV', state: '11' as const },
      '27',
      0,
      0,
      2500,
    ],
    ['a Gangtok family', { state: '11' as const }, '11', 1250, 1250, 0],
  ])('charges a tour of ₹50,000 for %s at 5% without credit', (_, recipient, place, cgst, sgst, igst) => {
    const tax = tourTax(50_000, 'Sikkim Highlights, 5 nights', recipient, rules);
    expect(tax.placeOfSupply).toBe(place);
    expect(tax.supplies).toEqual([
      { sac: '998555', description: 'Sikkim Highlights, 5 nights', taxableValue: 50_000, rate: 5, cgst, sgst, igst },
    ]);
    expect(tax.total).toBe(52_500);
  });

  it('charges a tour 18% when the accountant takes input tax credit', () => {
    expect(tourTax(50_000, 'Sikkim Highlights', { state: '19' }, withCredit).taxes).toEqual([
      { rate: 18, taxableValue: 50_000, cgst: 0, sgst: 0, igst: 9000 },
    ]);
  });

  it.each([
    [7500, 5],
    [7501, 18],
    [999, 5],
  ])('charges a night at ₹%d per room %d%%', (value, rate) => {
    expect(roomTax(nights(['2026-12-01'], value), 'Room', rules).taxes.map((line) => line.rate)).toEqual([rate]);
  });

  it('counts the meals sold with a room towards the threshold: ₹6,900 room only, ₹8,100 on MAP', () => {
    const map = nights(['2026-12-01'], 8100, 6900);
    expect(roomTax(map, 'Room', rules).taxes).toEqual([{ rate: 18, taxableValue: 8100, cgst: 729, sgst: 729, igst: 0 }]);
    const mealsApart = { ...rules, room: { ...rules.room, mealsCount: false } };
    expect(roomTax(map, 'Room', mealsApart).taxes).toEqual([{ rate: 5, taxableValue: 8100, cgst: 203, sgst: 203, igst: 0 }]);
  });

  it('taxes each night at its own slab: one tax line per rate', () => {
    const stay = [...nights(['2026-12-29', '2026-12-30'], 7000), ...nights(['2026-12-31'], 9000)];
    const tax = roomTax(stay, 'Room', rules);
    expect(tax.taxes).toEqual([
      { rate: 5, taxableValue: 14_000, cgst: 350, sgst: 350, igst: 0 },
      { rate: 18, taxableValue: 9000, cgst: 810, sgst: 810, igst: 0 },
    ]);
    expect(taxPriceLines(tax)).toEqual([
      { kind: 'tax', label: 'GST 5% (CGST 2.5% + SGST 2.5%)', detail: 'on ₹14,000', amount: 700 },
      { kind: 'tax', label: 'GST 18% (CGST 9% + SGST 9%)', detail: 'on ₹9,000', amount: 1620 },
    ]);
    expect(tax.total).toBe(23_000 + 700 + 1620);
  });

  it('taxes a flight’s service fee, not the fare paid on the customer’s behalf', () => {
    const feeRules = { ...rules, flight: { ...rules.flight, serviceFee: 500 } };
    const tax = flightTax(8000, 'IndiGo, Bagdogra to Delhi', { state: '07' }, feeRules);
    expect(tax.taxes).toEqual([{ rate: 18, taxableValue: 500, cgst: 0, sgst: 0, igst: 90 }]);
    expect(tax.total).toBe(8590);
    expect(taxPriceLines(tax)).toEqual([{ kind: 'tax', label: 'IGST 18%', detail: 'on ₹500', amount: 90 }]);
    const none = flightTax(8000, 'IndiGo', {}, { ...rules, flight: { ...rules.flight, treatment: 'none' } });
    expect(none).toMatchObject({ taxes: [], tax: 0, total: 8000 });
  });
});

describe('what the operator’s settings charge', () => {
  const registration = { legalName: 'Himalayan Aster Tours and Travels', address: 'MG Marg, Gangtok', gstin: '11AAGFH1234K1ZT' };
  const tan = { tan: 'CALH12345E' };
  it.each([
    // [settings, GST on ₹1,00,000, TCS on the price with it]
    ['nothing saved', {}, null, null],
    ['the GST registration alone', registration, 5000, null],
    ['the TAN alone', tan, 0, 2000],
    ['both', { ...registration, ...tan }, 5000, 2100],
  ])('with %s: GST %s, TCS %s', (_, saved, gst, tcs) => {
    const priceTax = priceTaxOf({ ...defaultTaxSettings, ...saved }, { state: '11', pan: 'ABCPD1234E' }, '2026-11-18');
    if (gst === null) return expect(priceTax).toBeNull();
    const tax = tourTaxLines(100_000, 'Bhutan Discovery', priceTax!).tax;
    expect(tax).toBe(gst);
    expect(packageTcs(100_000 + tax, priceTax!)?.amount ?? null).toBe(tcs);
  });
});
