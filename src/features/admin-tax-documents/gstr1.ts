import type { TaxDocument } from '@/backend/schemas';
import type { CsvCell } from '@/lib/csv';

/**
 * The accountant's month: the tax documents issued in a month, arranged in the tables of GSTR-1 as the GST
 * portal's offline tool names their columns (B2B, B2CL, B2CS, credit notes to registered and unregistered
 * customers, the HSN/SAC summary for B2B and for B2C, the documents issued), and a sales register of every
 * document. Computed from the documents as issued, never from bookings; a credit note counts against the tables its
 * invoice was in. Receipt and refund vouchers make the advances tables (11A, 11B), with the invoices that settle them.
 */

export interface Table {
  name: string;
  fileName: string;
  headers: string[];
  rows: CsvCell[][];
}

/** Inter-state invoices to unregistered customers above this value are reported one by one (B2CL). */
export const b2clThreshold = 100_000;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-05' -> '05-Nov-2026', the offline tool's date. */
export function portalDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${months[Number(month) - 1]}-${year}`;
}

const paise = (amount: number) => Math.round(amount * 100) / 100;
const placeOf = (document: TaxDocument) => `${document.placeOfSupply}-${document.placeOfSupplyName}`;
const registered = (document: TaxDocument) => Boolean(document.recipient.gstin);
const interState = (document: TaxDocument) => document.placeOfSupply !== document.supplier.state;
/** The invoice's value in GST's sense: its taxable value, its tax and what it charges outside GST; not the TCS. */
const gstValue = (document: TaxDocument) => paise(document.total - (document.tcs?.amount ?? 0));
const isLarge = (document: TaxDocument) => !registered(document) && interState(document) && gstValue(document) > b2clThreshold;
const receiverName = (document: TaxDocument) => document.recipient.businessName ?? document.recipient.name;

/** The document's lines grouped by rate: the tables report one row per rate of each document. */
function byRate(document: TaxDocument) {
  const rates = new Map<number, { taxable: number; igst: number; cgst: number; sgst: number }>();
  for (const line of document.lines) {
    const found = rates.get(line.rate) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
    found.taxable += line.taxableValue;
    found.igst += line.igst;
    found.cgst += line.cgst;
    found.sgst += line.sgst;
    rates.set(line.rate, found);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const byNumber = (a: TaxDocument, b: TaxDocument) => a.sequence - b.sequence;

export function gstr1Tables(documents: readonly TaxDocument[], month: string): Table[] {
  const invoices = documents.filter((document) => document.kind === 'invoice').sort(byNumber);
  const notes = documents.filter((document) => document.kind === 'creditNote').sort(byNumber);
  const file = (name: string) => `${name}_${month}.csv`;

  const b2b: Table = {
    name: 'B2B invoices',
    fileName: file('b2b'),
    headers: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Applicable % of Tax Rate',
      'Invoice Type',
      'E-Commerce GSTIN',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: invoices
      .filter(registered)
      .flatMap((invoice) =>
        byRate(invoice).map(([rate, sums]) => [
          invoice.recipient.gstin,
          receiverName(invoice),
          invoice.number,
          portalDate(invoice.date),
          gstValue(invoice),
          placeOf(invoice),
          'N',
          '',
          'Regular B2B',
          '',
          rate,
          paise(sums.taxable),
          0,
        ]),
      ),
  };

  const b2cl: Table = {
    name: 'B2CL invoices (inter-state, unregistered, above ₹1 lakh)',
    fileName: file('b2cl'),
    headers: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
      'E-Commerce GSTIN',
    ],
    rows: invoices
      .filter(isLarge)
      .flatMap((invoice) =>
        byRate(invoice).map(([rate, sums]) => [
          invoice.number,
          portalDate(invoice.date),
          gstValue(invoice),
          placeOf(invoice),
          '',
          rate,
          paise(sums.taxable),
          0,
          '',
        ]),
      ),
  };

  // B2CS: every other supply to an unregistered customer, summed by place of supply and rate, net of its credit notes.
  const small = new Map<string, { place: string; rate: number; taxable: number }>();
  const addSmall = (document: TaxDocument, sign: 1 | -1) => {
    for (const [rate, sums] of byRate(document)) {
      const key = `${placeOf(document)}|${rate}`;
      const found = small.get(key) ?? { place: placeOf(document), rate, taxable: 0 };
      found.taxable += sign * sums.taxable;
      small.set(key, found);
    }
  };
  for (const invoice of invoices) if (!registered(invoice) && !isLarge(invoice)) addSmall(invoice, 1);
  for (const note of notes) if (!registered(note) && !isLarge(note)) addSmall(note, -1);
  const b2cs: Table = {
    name: 'B2CS summary',
    fileName: file('b2cs'),
    headers: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows: [...small.values()]
      .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
      .map((sum) => ['OE', sum.place, '', sum.rate, paise(sum.taxable), 0, '']),
  };

  const cdnr: Table = {
    name: 'Credit notes to registered customers',
    fileName: file('cdnr'),
    headers: [
      'GSTIN/UIN of Recipient',
      'Receiver Name',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Reverse Charge',
      'Note Supply Type',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: notes
      .filter(registered)
      .flatMap((note) =>
        byRate(note).map(([rate, sums]) => [
          note.recipient.gstin,
          receiverName(note),
          note.number,
          portalDate(note.date),
          'C',
          placeOf(note),
          'N',
          'Regular B2B',
          gstValue(note),
          '',
          rate,
          paise(sums.taxable),
          0,
        ]),
      ),
  };

  const cdnur: Table = {
    name: 'Credit notes to unregistered customers (B2CL)',
    fileName: file('cdnur'),
    headers: [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Applicable % of Tax Rate',
      'Rate',
      'Taxable Value',
      'Cess Amount',
    ],
    rows: notes
      .filter(isLarge)
      .flatMap((note) =>
        byRate(note).map(([rate, sums]) => [
          'B2CL',
          note.number,
          portalDate(note.date),
          'C',
          placeOf(note),
          gstValue(note),
          '',
          rate,
          paise(sums.taxable),
          0,
        ]),
      ),
  };

  const hsn = (b2bSide: boolean): Table => {
    const sums = new Map<
      string,
      { sac: string; description: string; rate: number; value: number; taxable: number; igst: number; cgst: number; sgst: number }
    >();
    const add = (document: TaxDocument, sign: 1 | -1) => {
      for (const line of document.lines) {
        const key = `${line.sac}|${line.rate}`;
        const found = sums.get(key) ?? {
          sac: line.sac,
          description: sacDescriptions[line.sac] ?? line.description,
          rate: line.rate,
          value: 0,
          taxable: 0,
          igst: 0,
          cgst: 0,
          sgst: 0,
        };
        found.value += sign * (line.taxableValue + line.igst + line.cgst + line.sgst);
        found.taxable += sign * line.taxableValue;
        found.igst += sign * line.igst;
        found.cgst += sign * line.cgst;
        found.sgst += sign * line.sgst;
        sums.set(key, found);
      }
    };
    for (const invoice of invoices) if (registered(invoice) === b2bSide) add(invoice, 1);
    for (const note of notes) if (registered(note) === b2bSide) add(note, -1);
    return {
      name: b2bSide ? 'HSN/SAC summary, B2B' : 'HSN/SAC summary, B2C',
      fileName: file(b2bSide ? 'hsn_b2b' : 'hsn_b2c'),
      headers: [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax Amount',
        'Central Tax Amount',
        'State/UT Tax Amount',
        'Cess Amount',
      ],
      rows: [...sums.values()]
        .sort((a, b) => a.sac.localeCompare(b.sac) || a.rate - b.rate)
        .map((sum) => [
          sum.sac,
          sum.description,
          'NA',
          0,
          paise(sum.value),
          sum.rate,
          paise(sum.taxable),
          paise(sum.igst),
          paise(sum.cgst),
          paise(sum.sgst),
          0,
        ]),
    };
  };

  const docs: Table = {
    name: 'Documents issued',
    fileName: file('docs'),
    headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    rows: natures.flatMap(([kind, nature]) => {
      const issued = documents.filter((document) => document.kind === kind).sort(byNumber);
      const first = issued[0];
      const last = issued.at(-1);
      // A document is never cancelled here: a credit note answers an invoice, a refund voucher a receipt.
      return first && last ? [[nature, first.number, last.number, issued.length, 0]] : [];
    }),
  };

  return [
    b2b,
    b2cl,
    b2cs,
    cdnr,
    cdnur,
    ...advancesTables(documents, month),
    hsn(true),
    hsn(false),
    docs,
    salesRegister(documents, month),
  ];
}

type Sums = Map<string, { place: string; rate: number; taxable: number }>;
function addTo(sums: Sums, place: string, lines: readonly { rate: number; taxableValue: number }[], sign: 1 | -1) {
  for (const line of lines) {
    const key = `${place}|${line.rate}`;
    const found = sums.get(key) ?? { place, rate: line.rate, taxable: 0 };
    found.taxable += sign * line.taxableValue;
    sums.set(key, found);
  }
}
const sumRows = (sums: Sums) =>
  [...sums.values()]
    .filter((sum) => paise(sum.taxable) !== 0)
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((sum) => [sum.place, '', sum.rate, paise(sum.taxable), 0]);

/**
 * GSTR-1's advances, by place of supply and rate, without their tax (the offline tool's "at" and "atadj" sheets):
 * 11A the advances received in the month (receipt vouchers, less refund vouchers) that no invoice of the same month
 * settled, since an advance invoiced in the month it came in is reported with the invoice alone; 11B the advances of
 * earlier months that the month's invoices settled, as each invoice recorded them when it was issued.
 */
export function advancesTables(documents: readonly TaxDocument[], month: string): Table[] {
  const inMonth = (date: string) => date.startsWith(`${month}-`);
  const received: Sums = new Map();
  const adjusted: Sums = new Map();
  for (const document of documents) {
    if (document.kind === 'receipt') addTo(received, placeOf(document), document.lines, 1);
    if (document.kind === 'refund') addTo(received, placeOf(document), document.lines, -1);
    if (document.kind !== 'invoice') continue;
    for (const advance of document.advances ?? []) {
      const place = `${advance.placeOfSupply}-${advance.placeOfSupplyName}`;
      addTo(inMonth(advance.date) ? received : adjusted, place, advance.lines, inMonth(advance.date) ? -1 : 1);
    }
  }
  const headers = (amount: string) => ['Place Of Supply', 'Applicable % of Tax Rate', 'Rate', amount, 'Cess Amount'];
  return [
    {
      name: 'Advances received (11A)',
      fileName: `at_${month}.csv`,
      headers: headers('Gross Advance Received'),
      rows: sumRows(received),
    },
    {
      name: 'Advances adjusted (11B)',
      fileName: `atadj_${month}.csv`,
      headers: headers('Gross Advance Adjusted'),
      rows: sumRows(adjusted),
    },
  ];
}

const natures = [
  ['invoice', 'Invoices for outward supply'],
  ['receipt', 'Receipt voucher'],
  ['refund', 'Refund voucher'],
  ['creditNote', 'Credit note'],
] as const;

/** The SACs' words in the HSN summary (a line's own description otherwise). */
const sacDescriptions: Record<string, string> = {
  '998555': 'Tour operator services',
  '998552': 'Reservation services of a travel agent',
  '996311': 'Room or unit accommodation services',
};

/** Every document of the month in the order issued; a credit note and a refund voucher count as negative. */
export function salesRegister(documents: readonly TaxDocument[], month: string): Table {
  const sign = (document: TaxDocument) => (document.kind === 'creditNote' || document.kind === 'refund' ? -1 : 1);
  return {
    name: 'Sales register',
    fileName: `sales_register_${month}.csv`,
    headers: [
      'Date',
      'Document',
      'Number',
      'Against',
      'Booking',
      'Recipient',
      'Recipient GSTIN',
      'Place of supply',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Outside GST',
      'TCS',
      'Total',
    ],
    rows: [...documents]
      .sort((a, b) => a.date.localeCompare(b.date) || a.issuedAt.localeCompare(b.issuedAt))
      .map((document) => {
        const s = sign(document);
        return [
          document.date,
          document.title,
          document.number,
          document.against?.number ?? '',
          document.bookingReference ?? '',
          receiverName(document),
          document.recipient.gstin ?? '',
          placeOf(document),
          s * document.taxableValue,
          s * document.cgst,
          s * document.sgst,
          s * document.igst,
          s * document.untaxed,
          s * (document.tcs?.amount ?? 0),
          s * document.total,
        ];
      }),
  };
}
