import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import { issueDocumentInputSchema, taxDocumentSchema, type Booking, type TaxDocument, type TaxSettings } from '../../schemas';
import { daysBetween, todayInIndia } from '../calendar';
import { flightTax, roomTax, tourTax, type BookingTax, type TaxRules } from './booking-tax';
import { documentNumber, financialYearOf, seriesId, type DocumentKind } from './document-numbers';
import { sikkim } from './indian-states';
import { gstinState } from './gstin';
import { advanceTax, documentContent, type DocumentRecipient } from './tax-document';

/**
 * The documents desk: the operator issues a tax invoice, receipt voucher, refund voucher or credit note for a
 * booking, and the desk takes the next number of the document's series (one counter per kind and financial year)
 * and stores the document in the same transaction, so two operators issuing at once get consecutive numbers and
 * none is lost or repeated. A document is stored with the lines and tax it was issued on and never changed: a
 * mistake is answered by a credit note. The store reads first and writes after, like every desk's.
 */

export interface TaxDocumentStore {
  booking(id: string): Promise<Booking | null>;
  taxSettings(): Promise<TaxSettings>;
  documentsOfBooking(bookingId: string): Promise<TaxDocument[]>;
  /** The last sequence the series gave out (0 for a new series). */
  seriesLast(id: string): Promise<number>;
  putSeries(id: string, last: number): Promise<void> | void;
  putDocument(document: TaxDocument): Promise<void> | void;
}

export interface Issuer {
  email: string;
}

export const noDocumentForKind = 'Tax documents are issued for tours, Hotel Aster rooms and flights.';
export const alreadyInvoiced = 'This booking already has its tax invoice: cancel it with a credit note first.';
export const advanceNeedsAmount = 'Please give the amount received.';
export const nothingToRefund = 'This booking has no receipt voucher left to refund.';
export const refundAfterInvoice = 'This booking has its tax invoice: a cancellation after it takes a credit note.';
export const nothingToCredit = 'This booking has no tax invoice to credit.';
export const noFlightDocument = 'Flights take no tax document in the tax settings.';

export function taxRulesOf(settings: TaxSettings): TaxRules {
  return {
    supplierState: settings.gstin ? gstinState(settings.gstin) : sikkim,
    tour: settings.tour,
    room: settings.room,
    flight: settings.flight,
  };
}

/** What the booking charges before tax: its lines but the tax (a booking priced under the old percents). */
const valueBeforeTax = (booking: Booking) =>
  booking.lines
    ? booking.lines.filter((line) => line.kind !== 'tax').reduce((sum, line) => sum + line.amount, 0)
    : booking.totalPrice;

/**
 * The booking's tax under today's settings. A room booking stores no night-by-night prices, so its nights are
 * taken at their average value per room: a stay whose nights straddle the threshold is taxed at its average's slab.
 */
export function taxOfBooking(booking: Booking, recipient: DocumentRecipient, rules: TaxRules): BookingTax {
  const value = valueBeforeTax(booking);
  const who = { gstin: recipient.gstin || undefined, state: recipient.state };
  // A tailored trip is a tour operator's package like a catalogue tour, whatever nights it holds at Hotel Aster.
  if (booking.kind === 'tour' || booking.kind === 'trip') return tourTax(value, booking.itemName, who, rules);
  if (booking.kind === 'room') {
    const nights = Math.max(1, daysBetween(booking.travelDate, booking.endDate));
    const perRoom = value / nights / (booking.rooms ?? 1);
    return roomTax([{ date: booking.travelDate, amount: value, perRoom, perRoomRoomOnly: perRoom }], booking.itemName, rules);
  }
  if (booking.kind === 'flight') {
    if (rules.flight.treatment === 'none') throw new BackendError('invalid-data', noFlightDocument);
    return flightTax(value, booking.itemName, who, rules);
  }
  throw new BackendError('invalid-data', noDocumentForKind);
}

const latest = (documents: readonly TaxDocument[], kind: DocumentKind) =>
  documents.filter((document) => document.kind === kind).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))[0];

export async function issueTaxDocument(
  store: TaxDocumentStore,
  input: unknown,
  issuer: Issuer,
  clock: { now: number },
): Promise<TaxDocument> {
  const request = parseInput(issueDocumentInputSchema, input);
  const [booking, settings, documents] = await Promise.all([
    store.booking(request.bookingId),
    store.taxSettings(),
    store.documentsOfBooking(request.bookingId),
  ]);
  if (!booking) throw new BackendError('not-found', 'This booking no longer exists.');
  const date = todayInIndia(new Date(clock.now));
  const financialYear = financialYearOf(date);
  const series = seriesId(request.kind, financialYear);
  const last = await store.seriesLast(series);

  const recipient: DocumentRecipient = {
    name: booking.userName,
    ...(request.recipient?.businessName ? { businessName: request.recipient.businessName } : {}),
    ...(request.recipient?.gstin ? { gstin: request.recipient.gstin } : {}),
    ...(request.recipient?.address ? { address: request.recipient.address } : {}),
    ...(request.recipient?.state ? { state: request.recipient.state } : {}),
  };
  const invoice = latest(documents, 'invoice');
  const credited =
    invoice && documents.some((document) => document.kind === 'creditNote' && document.against?.number === invoice.number);
  const openInvoice = invoice && !credited ? invoice : undefined;
  const rules = taxRulesOf(settings);
  const fromDocument = (original: TaxDocument) => ({
    placeOfSupply: original.placeOfSupply,
    supplies: original.lines,
    untaxed: original.untaxed,
  });

  let tax: Parameters<typeof documentContent>[0]['tax'];
  let against: { number: string; date: string } | undefined;
  let to = recipient;
  switch (request.kind) {
    case 'invoice':
      if (openInvoice) throw new BackendError('invalid-data', alreadyInvoiced);
      tax = taxOfBooking(booking, recipient, rules);
      break;
    case 'receipt':
      if (openInvoice) throw new BackendError('invalid-data', alreadyInvoiced);
      if (!request.amount) throw new BackendError('invalid-data', advanceNeedsAmount);
      tax = advanceTax(taxOfBooking(booking, recipient, rules), request.amount);
      break;
    case 'refund': {
      if (openInvoice) throw new BackendError('invalid-data', refundAfterInvoice);
      const refunded = new Set(
        documents.filter((document) => document.kind === 'refund').map((document) => document.against?.number),
      );
      const receipt = documents.filter((document) => document.kind === 'receipt' && !refunded.has(document.number))[0];
      if (!receipt) throw new BackendError('invalid-data', nothingToRefund);
      tax = fromDocument(receipt);
      against = { number: receipt.number, date: receipt.date };
      to = receipt.recipient;
      break;
    }
    case 'creditNote':
      if (!openInvoice) throw new BackendError('invalid-data', nothingToCredit);
      tax = fromDocument(openInvoice);
      against = { number: openInvoice.number, date: openInvoice.date };
      to = openInvoice.recipient;
      break;
  }

  const sequence = last + 1;
  let content;
  try {
    content = documentContent({
      kind: request.kind,
      number: documentNumber(settings.series[request.kind], financialYear, sequence),
      financialYear,
      date,
      supplier: { legalName: settings.legalName, address: settings.address, gstin: settings.gstin, state: rules.supplierState },
      recipient: to,
      tax,
      against,
    });
  } catch (error) {
    if (error instanceof RangeError) throw new BackendError('invalid-data', error.message);
    throw error;
  }
  const document = taxDocumentSchema.parse({
    ...content,
    id: `${series}-${String(sequence).padStart(5, '0')}`,
    bookingId: booking.id,
    ...(booking.reference ? { bookingReference: booking.reference } : {}),
    userId: booking.userId ?? '',
    sequence,
    issuedAt: new Date(clock.now).toISOString(),
    issuedBy: issuer.email,
  });
  await store.putSeries(series, sequence);
  await store.putDocument(document);
  return document;
}
