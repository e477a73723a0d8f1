import { describe, expect, it } from 'vitest';
import { defaultTaxSettings, type PriceLine, type TaxSettings } from '../schemas/index';
import { registeredOperator } from '../../testing/tax';
import { operatorLines, quotePrice, quoteTaxOf } from './quote-content';

const lines: PriceLine[] = [
  { kind: 'band', label: '2 travellers', detail: '', amount: 104_000 },
  { kind: 'discount', label: 'Early booking', detail: '', amount: -4_000 },
];
const withoutTan: TaxSettings = { ...registeredOperator, tan: '' };
const tanAlone: TaxSettings = { ...defaultTaxSettings, tan: registeredOperator.tan };

describe("a tailored trip's price", () => {
  it.each([
    // [trip, settings, billing, day priced, the tax lines' labels and amounts, total]
    [
      'in Sikkim for a Gangtok family',
      registeredOperator,
      { state: '11' },
      false,
      '2026-11-18',
      [['GST 5% (CGST 2.5% + SGST 2.5%)', 5000]],
      105_000,
    ],
    ['in Sikkim for a Kolkata family', registeredOperator, { state: '19' }, false, '2026-11-18', [['IGST 5%', 5000]], 105_000],
    [
      'for a registered Maharashtra business',
      registeredOperator,
      { state: '11', gstin: '27AAPFU0939F1ZV', businessName: 'Patil Travels' },
      false,
      '2026-11-18',
      [['IGST 5%', 5000]],
      105_000,
    ],
    [
      'to Bhutan with a PAN',
      registeredOperator,
      { state: '19', pan: 'ABCPD1234E' },
      true,
      '2026-11-18',
      [
        ['IGST 5%', 5000],
        ['TCS 2% (overseas tour package)', 2100],
      ],
      107_100,
    ],
    [
      'to Bhutan without a PAN',
      registeredOperator,
      { state: '19' },
      true,
      '2026-11-18',
      [
        ['IGST 5%', 5000],
        ['TCS 5% (overseas tour package)', 5250],
      ],
      110_250,
    ],
    [
      'to Nepal, priced before 1 April 2026',
      registeredOperator,
      { state: '19', pan: 'ABCPD1234E' },
      true,
      '2026-03-31',
      [
        ['IGST 5%', 5000],
        ['TCS 5% (overseas tour package)', 5250],
      ],
      110_250,
    ],
    [
      'to Bhutan, registered for GST without a TAN',
      withoutTan,
      { state: '19' },
      true,
      '2026-11-18',
      [['IGST 5%', 5000]],
      105_000,
    ],
    [
      'to Bhutan, a TAN without GST',
      tanAlone,
      { state: '19', pan: 'ABCPD1234E' },
      true,
      '2026-11-18',
      [['TCS 2% (overseas tour package)', 2000]],
      102_000,
    ],
    ['to Bhutan, neither', defaultTaxSettings, undefined, true, '2026-11-18', [], 100_000],
  ] as const)('%s', (_, settings, billing, overseas, on, taxLines, total) => {
    const priced = quotePrice({ lines, overseas }, quoteTaxOf(settings, billing, on));
    expect(priced.lines.slice(0, 2)).toEqual(lines);
    expect(priced.lines.slice(2).map((line) => [line.label, line.amount])).toEqual(taxLines);
    expect(priced.total).toBe(total);
    expect(priced.tcs?.amount ?? 0).toBe(total - 100_000 - (settings.gstin ? 5000 : 0));
  });

  it("says the state it assumes while the customer's is not known", () => {
    const priced = quotePrice({ lines, overseas: false }, quoteTaxOf(registeredOperator, undefined, '2026-11-18'));
    expect(priced.lines.at(-1)?.detail).toBe('on ₹1,00,000, assuming an address in Sikkim');
  });

  it("replaces the GST and TCS lines it is given: they are the backend's to work out", () => {
    const stale: PriceLine[] = [...lines, { kind: 'tax', label: 'GST 18%', detail: '', amount: 18_000 }];
    expect(operatorLines(stale)).toEqual(lines);
    expect(quotePrice({ lines: stale, overseas: false }, null)).toEqual({ lines, total: 100_000, tcs: null });
  });
});
