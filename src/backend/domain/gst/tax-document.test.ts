import { describe, expect, it } from 'vitest';
import { defaultTaxRules, roomTax, tourTax } from './booking-tax';
import { documentNumber, financialYearOf } from './document-numbers';
import { advanceTax, documentContent, noSupplierGstin, recipientAddressNeeded, type Supplier } from './tax-document';
import { defaultTcsPeriods, tcsOn } from './tcs';

const supplier: Supplier = {
  legalName: 'Himalayan Aster Tours and Travels',
  address: 'MG Marg, Gangtok, Sikkim 737101',
  gstin: '11AAGFH1234K1ZT',
  state: '11',
};
const date = '2026-11-27';
const financialYear = financialYearOf(date);

describe('a tax document', () => {
  it('carries every field of Rule 46: a tour invoice to a registered Maharashtra business', () => {
    const recipient = { name: 'Asha Rao', businessName: 'Rao Exports', gstin: '27AAPFU0939F1ZV' };
    const tax = tourTax(125_000, 'Sikkim Highlights, 5 nights', recipient, defaultTaxRules);
    const invoice = documentContent({
      kind: 'invoice',
      number: documentNumber('INV', financialYear, 7),
      financialYear,
      date,
      supplier,
      recipient,
      tax,
    });
    expect(invoice).toEqual({
      kind: 'invoice',
      title: 'Tax invoice',
      number: 'INV/26-27/00007',
      financialYear: '2026-27',
      date,
      supplier,
      recipient,
      placeOfSupply: '27',
      placeOfSupplyName: 'Maharashtra',
      reverseCharge: false,
      lines: [
        {
          sac: '998555',
          description: 'Sikkim Highlights, 5 nights',
          taxableValue: 125_000,
          rate: 5,
          cgst: 0,
          sgst: 0,
          igst: 6250,
        },
      ],
      untaxed: 0,
      taxableValue: 125_000,
      cgst: 0,
      sgst: 0,
      igst: 6250,
      total: 131_250,
      totalInWords: 'One Lakh Thirty-One Thousand Two Hundred Fifty Rupees Only',
    });
  });

  it('adds TCS to an overseas package, on its price with GST', () => {
    const tax = tourTax(100_000, 'Bhutan, 6 nights', { state: '19' }, defaultTaxRules);
    const tcs = tcsOn(tax.total, date, true, defaultTcsPeriods);
    const invoice = documentContent({
      kind: 'invoice',
      number: 'INV/26-27/00008',
      financialYear,
      date,
      supplier,
      recipient: { name: 'Das family', address: 'Salt Lake, Kolkata', state: '19' },
      tax,
      tcs,
    });
    expect(invoice.tcs).toMatchObject({ base: 105_000, rate: 2, amount: 2100 });
    expect(invoice.total).toBe(107_100);
  });

  it('refuses an invoice of ₹50,000 or more to an unregistered customer without their address and state', () => {
    const tax = tourTax(50_000, 'Tour', {}, defaultTaxRules);
    const input = { kind: 'invoice' as const, number: 'INV/26-27/00009', financialYear, date, supplier, tax };
    expect(() => documentContent({ ...input, recipient: { name: 'Walk-in' } })).toThrow(recipientAddressNeeded);
    expect(documentContent({ ...input, recipient: { name: 'Walk-in', address: 'Gangtok', state: '11' } }).total).toBe(52_500);
    const small = tourTax(40_000, 'Tour', {}, defaultTaxRules);
    expect(documentContent({ ...input, tax: small, recipient: { name: 'Walk-in' } }).total).toBe(42_000);
  });

  it('is not issued before the operator gives their GSTIN', () => {
    const tax = tourTax(10_000, 'Tour', {}, defaultTaxRules);
    expect(() =>
      documentContent({
        kind: 'invoice',
        number: 'INV/26-27/00010',
        financialYear,
        date,
        supplier: { ...supplier, gstin: '' },
        recipient: { name: 'A' },
        tax,
      }),
    ).toThrow(noSupplierGstin);
  });

  it('splits an advance received among the booking’s rates, the tax included in each share', () => {
    const nights = [
      { date: '2026-12-30', amount: 7000, perRoom: 7000, perRoomRoomOnly: 7000 },
      { date: '2026-12-31', amount: 9000, perRoom: 9000, perRoomRoomOnly: 9000 },
    ];
    const tax = roomTax(nights, 'Deluxe Room', defaultTaxRules);
    const voucher = documentContent({
      kind: 'receipt',
      number: 'RV/26-27/00001',
      financialYear,
      date,
      supplier,
      recipient: { name: 'A' },
      tax: advanceTax(tax, 5000),
    });
    expect(voucher.total).toBe(5000);
    expect(voucher.lines.map((line) => line.rate)).toEqual([5, 18]);
    for (const line of voucher.lines) expect(line.cgst).toBeCloseTo((line.taxableValue * line.rate) / 200, 1);
    expect(voucher.totalInWords).toBe('Five Thousand Rupees Only');
  });
});
