import type { z } from 'zod';
import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import {
  issueDocumentInputSchema,
  outsideIndia,
  taxDocumentSchema,
  type Booking,
  type TaxDocument,
  type TaxSettings,
} from '../../schemas/index';
import { todayInIndia } from '../calendar';
import { taxDocumentMail, type MailDraft } from '../mail';
import { isRegistered, taxRulesOf } from '../gst/booking-tax';
import { gstPartOf, taxOfBooking } from '../gst/booking-value';
import { documentNumber, financialYearOf, seriesId, type DocumentKind } from '../gst/document-numbers';
import { advanceTax, documentContent, type DocumentRecipient } from '../gst/tax-document';
import type { Tcs } from '../gst/tcs';

/**
 * The tax documents transaction: the operator issues a tax invoice, receipt voucher, refund voucher or credit note for a
 * booking, and the transaction takes the next number of the document's series (one counter per kind and financial year)
 * and stores the document in the same transaction, so two operators issuing at once get consecutive numbers and
 * none is lost or repeated. A document is stored with the lines and tax it was issued on and never changed: a
 * mistake is answered by a credit note. The store reads first and writes after, like every transaction's.
 */

export interface TaxDocumentStore {
  booking(id: string): Promise<Booking | null>;
  taxSettings(): Promise<TaxSettings>;
  documentsOfBooking(bookingId: string): Promise<TaxDocument[]>;
  /** The last sequence the series gave out (0 for a new series). */
  seriesLast(id: string): Promise<number>;
  putSeries(id: string, last: number): Promise<void> | void;
  putDocument(document: TaxDocument): Promise<void> | void;
  /** The customer's e-mail that links to a new document. */
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

export interface Issuer {
  email: string;
}

export const alreadyInvoiced = 'This booking already has its tax invoice: cancel it with a credit note first.';
export const advanceNeedsAmount = 'Please give the amount received.';
export const nothingToRefund = 'This booking has no receipt voucher left to refund.';
export const refundAfterInvoice = 'This booking has its tax invoice: a cancellation after it takes a credit note.';
export const nothingToCredit = 'This booking has no tax invoice to credit.';
/** How the invoice of a kept cancellation charge describes each of its lines. */
export const cancellationChargeOf = 'Cancellation charge, ';

const latest = (documents: readonly TaxDocument[], kind: DocumentKind) =>
  documents.filter((document) => document.kind === kind).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))[0];

/** The booking's tax invoice that no credit note has answered yet. */
export function openInvoiceOf(documents: readonly TaxDocument[]): TaxDocument | undefined {
  const invoice = latest(documents, 'invoice');
  const credited =
    invoice && documents.some((document) => document.kind === 'creditNote' && document.against?.number === invoice.number);
  return invoice && !credited ? invoice : undefined;
}

/** A receipt voucher with what is left of it after the refund vouchers written against it. */
function unrefundedReceipts(documents: readonly TaxDocument[]): { receipt: TaxDocument; left: number }[] {
  return documents
    .filter((document) => document.kind === 'receipt')
    .map((receipt) => {
      const refunded = documents
        .filter((document) => document.kind === 'refund' && document.against?.number === receipt.number)
        .reduce((sum, refund) => sum + refund.total, 0);
      return { receipt, left: Math.round((receipt.total - refunded) * 100) / 100 };
    })
    .filter(({ left }) => left > 0);
}

/**
 * `amount` of what a receipt voucher received, as lines: the whole receipt its own lines, a part of it shared among
 * them as an advance would be.
 */
function portionOf(receipt: TaxDocument, amount: number): DocumentTax {
  if (amount === receipt.total)
    return { placeOfSupply: receipt.placeOfSupply, supplies: receipt.lines, untaxed: receipt.untaxed };
  return advanceTax(
    { placeOfSupply: receipt.placeOfSupply, intraState: receipt.igst === 0, supplies: receipt.lines, total: receipt.total },
    amount,
  );
}

/** The advances an invoice settles: every receipt voucher of the booking not repaid, for what is left of it. */
const advancesSettled = (documents: readonly TaxDocument[]) =>
  unrefundedReceipts(documents).map(({ receipt, left }) => ({
    number: receipt.number,
    date: receipt.date,
    placeOfSupply: receipt.placeOfSupply,
    placeOfSupplyName: receipt.placeOfSupplyName,
    lines: portionOf(receipt, left).supplies.map(({ sac, description, taxableValue, rate, cgst, sgst, igst }) => ({
      sac,
      description,
      taxableValue,
      rate,
      cgst,
      sgst,
      igst,
    })),
  }));

/**
 * One document to issue, as a transaction decides it. Besides what the operator asks for on the booking's page: a refund
 * voucher for part of what a receipt voucher received, and the invoice of a cancellation charge the operator keeps
 * (that charge includes its tax, like an advance).
 */
type DocumentOrder =
  | (IssueDocumentRequest & { kind: 'invoice' | 'receipt' | 'creditNote' })
  | (IssueDocumentRequest & { kind: 'refund'; against?: TaxDocument })
  | { kind: 'cancellationCharge'; charge: number; recipient?: IssueDocumentRequest['recipient'] };

type IssueDocumentRequest = z.infer<typeof issueDocumentInputSchema>;

/** What every document of a booking is written from: read before any transaction writes. */
export interface DocumentReads {
  booking: Booking;
  settings: TaxSettings;
  documents: TaxDocument[];
}

export async function readForDocuments(
  store: Pick<TaxDocumentStore, 'taxSettings' | 'documentsOfBooking'>,
  booking: Booking,
): Promise<DocumentReads> {
  const [settings, documents] = await Promise.all([store.taxSettings(), store.documentsOfBooking(booking.id)]);
  return { booking, settings, documents };
}

/**
 * Whom a document is made out to: what the operator gives now, else whom the booking's last document named, else
 * whom the customer asked to be billed when booking (the state of their address, a business's GSTIN and name).
 */
function recipientOf(booking: Booking, documents: readonly TaxDocument[], given: IssueDocumentRequest['recipient']) {
  if (!given) {
    const last = [...documents].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))[0];
    if (last) return last.recipient;
  }
  const billing = booking.billing;
  const billed = {
    businessName: billing?.gstin ? billing.businessName : undefined,
    gstin: billing?.gstin,
    state: billing && billing.state !== outsideIndia ? billing.state : undefined,
  };
  const chosen = given ?? billed;
  const recipient: DocumentRecipient = {
    name: booking.userName,
    ...(chosen.businessName ? { businessName: chosen.businessName } : {}),
    ...(chosen.gstin ? { gstin: chosen.gstin } : {}),
    ...(given?.address ? { address: given.address } : {}),
    ...(chosen.state ? { state: chosen.state } : {}),
  };
  return recipient;
}

const withDescriptions = (tax: DocumentTax, describe: (description: string) => string): DocumentTax => ({
  ...tax,
  supplies: tax.supplies.map((supply) => ({ ...supply, description: describe(supply.description) })),
});

type DocumentTax = Parameters<typeof documentContent>[0]['tax'];

/** The kind, recipient, tax and the document answered, of one order: or the refusal in the operator's words. */
function decide(
  reads: DocumentReads,
  documents: readonly TaxDocument[],
  order: DocumentOrder,
): {
  kind: DocumentKind;
  to: DocumentRecipient;
  tax: DocumentTax;
  tcs?: Tcs | undefined;
  against?: { number: string; date: string };
} {
  const { booking } = reads;
  const rules = taxRulesOf(reads.settings);
  const openInvoice = openInvoiceOf(documents);
  const recipient = recipientOf(booking, documents, order.recipient);
  const fromDocument = (original: TaxDocument): DocumentTax => ({
    placeOfSupply: original.placeOfSupply,
    supplies: original.lines,
    untaxed: original.untaxed,
  });
  const answering = (original: TaxDocument) => ({ number: original.number, date: original.date });
  switch (order.kind) {
    case 'invoice':
      if (openInvoice) throw new BackendError('invalid-data', alreadyInvoiced);
      // An overseas package's TCS as it was priced with the booking: collected on its invoice.
      return { kind: 'invoice', to: recipient, tax: taxOfBooking(booking, recipient, rules), tcs: booking.tcs };
    case 'cancellationCharge': {
      if (openInvoice) throw new BackendError('invalid-data', alreadyInvoiced);
      const tax = advanceTax(taxOfBooking(booking, recipient, rules), order.charge);
      return { kind: 'invoice', to: recipient, tax: withDescriptions(tax, (what) => `${cancellationChargeOf}${what}`) };
    }
    case 'receipt':
      if (openInvoice) throw new BackendError('invalid-data', alreadyInvoiced);
      if (!order.amount) throw new BackendError('invalid-data', advanceNeedsAmount);
      return {
        kind: 'receipt',
        to: recipient,
        tax: advanceTax(taxOfBooking(booking, recipient, rules), gstPartOf(booking, order.amount)),
      };
    case 'refund': {
      if (openInvoice) throw new BackendError('invalid-data', refundAfterInvoice);
      const open = unrefundedReceipts(documents);
      const chosen = order.against ? open.find(({ receipt }) => receipt.number === order.against?.number) : open[0];
      if (!chosen) throw new BackendError('invalid-data', nothingToRefund);
      const { receipt, left } = chosen;
      const tax = portionOf(receipt, Math.min(order.amount ?? left, left));
      return { kind: 'refund', to: receipt.recipient, tax, against: answering(receipt) };
    }
    case 'creditNote':
      if (!openInvoice) throw new BackendError('invalid-data', nothingToCredit);
      return {
        kind: 'creditNote',
        to: openInvoice.recipient,
        tax: fromDocument(openInvoice),
        tcs: openInvoice.tcs,
        against: answering(openInvoice),
      };
  }
}

/** Documents decided and numbered, and the series' counters they move: all read, nothing written yet. */
export interface PreparedDocuments {
  documents: TaxDocument[];
  series: Map<string, number>;
}

/**
 * Decides `orders` in turn, each seeing the ones before it (an invoice after the credit note that answers the old
 * one), each taking the next number of its series. Only reads: the transaction writes them with `storeDocuments` after
 * all its other reads, as a Firestore transaction asks.
 */
export async function prepareDocuments(
  store: Pick<TaxDocumentStore, 'seriesLast'>,
  reads: DocumentReads,
  orders: readonly DocumentOrder[],
  issuer: Issuer,
  clock: { now: number },
): Promise<PreparedDocuments> {
  const date = todayInIndia(new Date(clock.now));
  const financialYear = financialYearOf(date);
  const documents: TaxDocument[] = [];
  const lasts = new Map<string, number>();
  const { booking, settings } = reads;
  const rules = taxRulesOf(settings);
  for (const order of orders) {
    const choice = decide(reads, [...reads.documents, ...documents], order);
    const series = seriesId(choice.kind, financialYear);
    if (!lasts.has(series)) lasts.set(series, await store.seriesLast(series));
    const sequence = lasts.get(series)! + 1;
    lasts.set(series, sequence);
    let content;
    try {
      content = documentContent({
        kind: choice.kind,
        number: documentNumber(settings.series[choice.kind], financialYear, sequence),
        financialYear,
        date,
        supplier: { legalName: settings.legalName, address: settings.address, gstin: settings.gstin, state: rules.supplierState },
        recipient: choice.to,
        tax: choice.tax,
        tcs: choice.tcs,
        against: choice.against,
      });
    } catch (error) {
      if (error instanceof RangeError) throw new BackendError('invalid-data', error.message);
      throw error;
    }
    const advances = choice.kind === 'invoice' ? advancesSettled([...reads.documents, ...documents]) : [];
    documents.push(
      taxDocumentSchema.parse({
        ...content,
        ...(advances.length > 0 ? { advances } : {}),
        id: `${series}-${String(sequence).padStart(5, '0')}`,
        bookingId: booking.id,
        ...(booking.reference ? { bookingReference: booking.reference } : {}),
        userId: booking.userId ?? '',
        sequence,
        // Documents issued together keep their order when listed by time.
        issuedAt: new Date(clock.now + documents.length).toISOString(),
        issuedBy: issuer.email,
      }),
    );
  }
  return { documents, series: lasts };
}

/** Writes the documents and their series' counters, and e-mails the customer a link to each document. */
export async function storeDocuments(
  store: Pick<TaxDocumentStore, 'putSeries' | 'putDocument' | 'putMail'>,
  booking: Booking,
  prepared: PreparedDocuments,
): Promise<TaxDocument[]> {
  for (const [series, last] of prepared.series) await store.putSeries(series, last);
  for (const document of prepared.documents) {
    await store.putDocument(document);
    const mail = taxDocumentMail(booking, document);
    if (mail) await store.putMail(mail, document.issuedAt);
  }
  return prepared.documents;
}

/** The operator issues one document from the booking's page. */
export async function issueTaxDocument(
  store: TaxDocumentStore,
  input: unknown,
  issuer: Issuer,
  clock: { now: number },
): Promise<TaxDocument> {
  const request = parseInput(issueDocumentInputSchema, input);
  const booking = await store.booking(request.bookingId);
  if (!booking) throw new BackendError('not-found', 'This booking no longer exists.');
  const reads = await readForDocuments(store, booking);
  const [document] = await storeDocuments(store, booking, await prepareDocuments(store, reads, [request], issuer, clock));
  return document!;
}

// ---- Issued by the operator's other transactions ------------------------------------------------------------------

/** Kinds of booking whose payments and cancellations take documents by themselves: our own supplies. */
const documentedKinds: ReadonlySet<Booking['kind']> = new Set(['tour', 'trip', 'room']);

/**
 * The receipt voucher the law asks for when an advance comes in before the invoice (CGST Rule 50), for what the
 * operator has just marked received. None when the operator is not registered, the booking is invoiced already or
 * it is not a supply of ours (a flight's fare).
 */
export function receiptOrders(reads: DocumentReads, received: number): DocumentOrder[] {
  if (received <= 0 || !isRegistered(reads.settings) || !documentedKinds.has(reads.booking.kind)) return [];
  if (openInvoiceOf(reads.documents)) return [];
  return [{ kind: 'receipt', bookingId: reads.booking.id, amount: received }];
}

/**
 * The documents a cancellation takes, when the operator is registered: the invoice answered by a credit note, or
 * what the receipt vouchers received repaid by refund vouchers; and what the operator keeps of the money received
 * (the policy's charge, never more than was paid) invoiced as a cancellation charge, a supply of its own.
 */
export function cancellationOrders(reads: DocumentReads, paidReceived: number, chargeInPrice: number): DocumentOrder[] {
  if (!isRegistered(reads.settings) || !documentedKinds.has(reads.booking.kind)) return [];
  // GST's documents answer the price with GST: an overseas package's TCS is not part of it.
  const paid = gstPartOf(reads.booking, paidReceived);
  const charge = gstPartOf(reads.booking, chargeInPrice);
  const orders: DocumentOrder[] = [];
  const bookingId = reads.booking.id;
  const invoice = openInvoiceOf(reads.documents);
  let kept: number;
  if (invoice) {
    orders.push({ kind: 'creditNote', bookingId });
    kept = Math.min(charge, paid);
  } else {
    const open = unrefundedReceipts(reads.documents);
    const received = open.reduce((sum, { left }) => sum + left, 0);
    kept = Math.min(charge, received);
    // Repay the latest receipts first, keeping the charge out of the earliest.
    let toRefund = Math.round((received - kept) * 100) / 100;
    for (const { receipt, left } of [...open].reverse()) {
      if (toRefund <= 0) break;
      const amount = Math.min(left, toRefund);
      orders.push({ kind: 'refund', bookingId, amount, against: receipt });
      toRefund = Math.round((toRefund - amount) * 100) / 100;
    }
  }
  if (kept > 0) orders.push({ kind: 'cancellationCharge', charge: kept });
  return orders;
}
