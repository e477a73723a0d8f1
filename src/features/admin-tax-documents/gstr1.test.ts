import { addDays } from '@/backend/domain/calendar';
import type { TaxDocument } from '@/backend/schemas';
import { freshBackend, testAdmin } from '@/testing/backend';
import { sikkimDelightStart } from '@/testing/tour-dates';
import { advancesTables, gstr1Tables, portalDate, salesRegister, type Table } from './gstr1';
import { registeredOperator } from '@/testing/tax';

/** A column of a table, by its header. */
const column = (table: { headers: string[]; rows: unknown[][] }, header: string) =>
  table.rows.map((row) => row[table.headers.indexOf(header)] as number);
const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/**
 * The operator's month on the embedded backend: a tour invoiced to a registered Maharashtra business, one to a
 * Kolkata family of two, one to a Kolkata party of eight (above ₹1 lakh, inter-state), a Hotel Aster stay for a
 * Delhi company without a GSTIN, and a credit note that answers the family's invoice.
 */
async function month(): Promise<TaxDocument[]> {
  const backend = freshBackend();
  await backend.admin.signIn(testAdmin.email, testAdmin.password);
  await backend.settings.saveTaxSettings(registeredOperator);
  const start = sikkimDelightStart(60);
  const tour = (userName: string, travellers: number) =>
    backend.bookings.createForCustomer({
      kind: 'tour',
      itemId: 'sikkim-delight',
      userName,
      phone: '+919832011111',
      travelDate: start,
      endDate: addDays(start, 5),
      travellers,
    });
  const business = await tour('Asha Kulkarni', 2);
  const family = await tour('Ritu Sen', 2);
  const party = await tour('Arijit Ghosh', 8);
  const room = await backend.bookings.createForCustomer({
    kind: 'room',
    itemId: 'deluxe-double',
    userName: 'Kabir Mehta',
    phone: '+919811012345',
    travelDate: start,
    endDate: addDays(start, 2),
    travellers: 2,
    mealPlan: 'cp',
  });
  const kolkata = { address: 'Salt Lake, Kolkata', state: '19' as const };
  await backend.taxDocuments.issue({
    bookingId: business.id,
    kind: 'invoice',
    recipient: { businessName: 'Sahyadri Travels', gstin: '27AAPFU0939F1ZV' },
  });
  await backend.taxDocuments.issue({ bookingId: family.id, kind: 'invoice', recipient: kolkata });
  await backend.taxDocuments.issue({ bookingId: party.id, kind: 'invoice', recipient: kolkata });
  await backend.taxDocuments.issue({
    bookingId: room.id,
    kind: 'invoice',
    recipient: { businessName: 'Yamuna Traders', address: 'Connaught Place, New Delhi', state: '07' },
  });
  await backend.taxDocuments.issue({ bookingId: family.id, kind: 'creditNote' });
  const issued = await Promise.all([business, family, party, room].map((booking) => backend.taxDocuments.ofBooking(booking.id)));
  return issued.flat();
}

describe("the accountant's month", { timeout: 60_000 }, () => {
  it('places each invoice in its GSTR-1 table, and the tables, the HSN summary and the register add up', async () => {
    const documents = await month();
    const monthOf = documents[0]!.date.slice(0, 7);
    const tables: Record<string, Table> = Object.fromEntries(
      gstr1Tables(documents, monthOf).map((table) => [table.fileName.split('_2')[0] ?? '', table] as const),
    );
    const { b2b, b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c, docs, sales_register } = tables;

    // The registered business: B2B, inter-state from Sikkim to Maharashtra.
    expect(b2b!.rows).toHaveLength(1);
    expect(b2b!.rows[0]!.slice(0, 3)).toEqual(['27AAPFU0939F1ZV', 'Sahyadri Travels', expect.stringMatching(/^INV\//)]);
    expect(b2b!.rows[0]![5]).toBe('27-Maharashtra');
    // The party of eight is above ₹1 lakh and inter-state: one by one in B2CL.
    expect(b2cl!.rows).toHaveLength(1);
    expect(b2cl!.rows[0]![3]).toBe('19-West Bengal');
    // The family's invoice and its credit note cancel out in B2CS; the room is supplied in Sikkim whoever pays.
    expect(b2cs!.rows.map((row) => [row[1], row[3]])).toEqual([
      ['11-Sikkim', 5],
      ['19-West Bengal', 5],
    ]);
    expect(b2cs!.rows.find((row) => row[1] === '19-West Bengal')![4]).toBe(0);
    expect(cdnr!.rows).toEqual([]);
    expect(cdnur!.rows).toEqual([]);
    expect(docs!.rows.map((row) => [row[0], row[3], row[4]])).toEqual([
      ['Invoices for outward supply', 4, 0],
      ['Credit note', 1, 0],
    ]);

    // The same taxable value three ways: the invoice tables net of credit notes, the HSN summary, the register.
    const fromTables = sum([
      ...column(b2b!, 'Taxable Value'),
      ...column(b2cl!, 'Taxable Value'),
      ...column(b2cs!, 'Taxable Value'),
      ...column(cdnr!, 'Taxable Value').map((value) => -value),
      ...column(cdnur!, 'Taxable Value').map((value) => -value),
    ]);
    const fromHsn = sum([...column(hsn_b2b!, 'Taxable Value'), ...column(hsn_b2c!, 'Taxable Value')]);
    const fromRegister = sum(column(sales_register!, 'Taxable value'));
    expect(fromTables).toBeGreaterThan(0);
    expect(fromHsn).toBe(fromTables);
    expect(fromRegister).toBe(fromTables);
    const taxInHsn = sum(
      ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'].flatMap((header) => [
        ...column(hsn_b2b!, header),
        ...column(hsn_b2c!, header),
      ]),
    );
    const taxInRegister = sum(['CGST', 'SGST', 'IGST'].flatMap((header) => column(sales_register!, header)));
    expect(taxInHsn).toBe(taxInRegister);
  });

  it('writes dates as the GST portal reads them', () => {
    expect(portalDate('2026-11-05')).toBe('05-Nov-2026');
    expect(salesRegister([], '2026-11').rows).toEqual([]);
  });
});

describe("GSTR-1's advances (11A, 11B)", () => {
  /** The parts of a document the advances tables read; the rest of a real one does not change them. */
  const document = (fields: Pick<TaxDocument, 'kind' | 'date' | 'lines'> & Partial<TaxDocument>) =>
    ({ placeOfSupply: '11', placeOfSupplyName: 'Sikkim', ...fields }) as TaxDocument;
  const line = (taxableValue: number, rate = 5) => ({
    sac: '998555',
    description: 'Sikkim Delight',
    taxableValue,
    rate,
    cgst: 0,
    sgst: 0,
    igst: 0,
  });
  const advance = (number: string, date: string, taxableValue: number) => ({
    number,
    date,
    placeOfSupply: '11' as const,
    placeOfSupplyName: 'Sikkim',
    lines: [line(taxableValue)],
  });
  const tables = (documents: TaxDocument[]) => {
    const [received, adjusted] = advancesTables(documents, '2026-11');
    return { received: received!.rows, adjusted: adjusted!.rows };
  };

  it('reports the advances of the month less refunds, and leaves out those invoiced in the same month', () => {
    const documents = [
      document({ kind: 'receipt', number: 'RV/26-27/00004', date: '2026-11-03', lines: [line(10_000)] }),
      document({ kind: 'receipt', number: 'RV/26-27/00005', date: '2026-11-10', lines: [line(4_000)] }),
      document({ kind: 'refund', number: 'RF/26-27/00001', date: '2026-11-12', lines: [line(1_000)] }),
      // The first advance was invoiced within the month: reported with the invoice alone.
      document({
        kind: 'invoice',
        number: 'INV/26-27/00009',
        date: '2026-11-20',
        lines: [line(30_000)],
        advances: [advance('RV/26-27/00004', '2026-11-03', 10_000)],
      }),
    ];
    expect(tables(documents)).toEqual({ received: [['11-Sikkim', '', 5, 3_000, 0]], adjusted: [] });
  });

  it("reports an earlier month's advance as adjusted when the month's invoice settles it", () => {
    const documents = [
      document({
        kind: 'invoice',
        number: 'INV/26-27/00010',
        date: '2026-11-21',
        lines: [line(30_000)],
        advances: [advance('RV/26-27/00002', '2026-10-28', 9_523.81)],
      }),
    ];
    expect(tables(documents)).toEqual({ received: [], adjusted: [['11-Sikkim', '', 5, 9_523.81, 0]] });
  });
});
