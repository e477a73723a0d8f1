import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import type { Booking, BookingOfficeRecord, PaymentSettings } from '../../schemas/index';
import { driverInputSchema, paymentMarkInputSchema, statusChangeInputSchema } from '../../schemas/operator-bookings';
import { holdsOf } from '../availability';
import { statusChange } from '../booking-policy';
import type { RequestClock } from '../callers';
import { checkAvailability, holdWrites, type BookingStore } from './customer-requests';
import type { Operator } from '../operator';
import { statusChangeMail } from '../mail';
import {
  cancellationOrders,
  prepareDocuments,
  readForDocuments,
  receiptOrders,
  storeDocuments,
  type TaxDocumentStore,
} from './tax-documents';
import { refundForBooking } from '../cancellation';
import { todayInIndia } from '../calendar';
import {
  claimsAfterMark,
  hasPaymentPlan,
  markedPayment,
  paymentPlan,
  paymentStateOf,
  paymentTerms,
  type PaymentPlan,
  type PaymentState,
} from '../payment-plan';
import { withStatusChange } from '../status-history';

/**
 * The operator's writes to a booking that touch more than the booking itself (its holds, its office record, the
 * customer's e-mail), decided once. The hosted backend runs these in a Cloud Function inside one Admin SDK
 * transaction (the admin claim checked there); the embedded demo runs the same code inside one IndexedDB
 * transaction. The browser sends only the operator's choice.
 *
 * As in customer-requests.ts, a store reads first and writes after: each function does all its reading before
 * its first write.
 */

/** What holding a booking again reads, and how it writes: the customer requests' own store methods. */
type HoldStore = Pick<
  BookingStore,
  | 'item'
  | 'roomHeld'
  | 'roomCount'
  | 'departureTaken'
  | 'pendingHoldersBefore'
  | 'policy'
  | 'changeCounters'
  | 'markHoldReleased'
  | 'putBooking'
  | 'putMail'
>;

export interface OperatorBookingStore
  extends HoldStore, Pick<TaxDocumentStore, 'taxSettings' | 'documentsOfBooking' | 'seriesLast' | 'putSeries' | 'putDocument'> {
  booking(id: string): Promise<Booking | null>;
  /** The booking's office record (note, status history, moves, reminders), or null when none is stored yet. */
  officeRecord(id: string): Promise<BookingOfficeRecord | null>;
  /** The operator's payment instructions: the "Confirmed" e-mail says how to pay. */
  paymentSettings(): Promise<PaymentSettings>;
  putOfficeRecord(id: string, record: BookingOfficeRecord): Promise<void> | void;
}

export const emptyOfficeRecord = (): BookingOfficeRecord => ({ note: '', history: [] });

async function requireBooking(store: Pick<OperatorBookingStore, 'booking'>, id: string): Promise<Booking> {
  const booking = await store.booking(id);
  if (!booking) throw new BackendError('not-found');
  return booking;
}

/**
 * Confirms, declines or cancels a booking, or takes it back to Pending. What it stops holding goes back on sale;
 * what it starts holding again (a cancelled booking restored, a request whose hold lapsed now confirmed) is
 * checked against the rooms or seats left, counting other lapsed requests as free, and refused as sold out when
 * it no longer fits. The change goes into the office record and the customer is e-mailed. Answers the booking
 * as stored.
 */
export async function changeBookingStatus(
  store: OperatorBookingStore,
  input: unknown,
  agent: Operator,
  clock: RequestClock,
): Promise<Booking> {
  const { bookingId: id, status, note } = parseInput(statusChangeInputSchema, input);
  const current = await requireBooking(store, id);
  if (current.status === status) return current;
  const { after: changed, delta } = statusChange(current, status);
  // Everything it holds changes together: a trip's seats and its Hotel Aster nights.
  const holds = holdsOf(current);
  const policy = await store.policy();
  const lapsed = delta > 0 ? await checkAvailability(store, holds, policy, clock.now) : [];
  const record = (await store.officeRecord(id)) ?? emptyOfficeRecord();
  const payments = status === 'Confirmed' || status === 'Cancelled' ? await store.paymentSettings() : undefined;
  // A cancellation answers the booking's tax documents and invoices the charge kept, from what was paid.
  const documentReads = status === 'Cancelled' ? await readForDocuments(store, current) : undefined;
  const orders =
    documentReads && payments
      ? cancellationOrders(
          documentReads,
          received(paymentPlan(current, payments)),
          refundForBooking(current, todayInIndia(new Date(current.cancellationRequestedAt ?? clock.now))).charge,
        )
      : [];
  const documents =
    documentReads && orders.length > 0 ? await prepareDocuments(store, documentReads, orders, agent, clock) : undefined;
  // Confirming sets the advance, its day and the balance's days, once, from today's settings: My bookings, the
  // voucher and the e-mail then read the same terms whatever the settings become.
  const terms = status === 'Confirmed' && payments && hasPaymentPlan(changed) ? paymentTerms(changed, payments, clock.now) : {};
  const after: Booking = { ...changed, ...terms };

  const at = new Date(clock.now).toISOString();
  const changes = holdWrites(lapsed, holds, delta);
  for (const old of lapsed) await store.markHoldReleased(old.id, at);
  await store.changeCounters(changes);
  await store.putBooking(after);
  await store.putOfficeRecord(id, {
    ...record,
    history: withStatusChange(record.history, { status, at, by: agent.email }),
  });
  if (documents) await storeDocuments(store, after, documents);
  const mail = statusChangeMail(after, current.status, clock.now, note, status === 'Confirmed' ? payments : undefined);
  if (mail) await store.putMail(mail, at);
  return after;
}

/** What the customer has paid by the marks: nothing, the advance or the whole. */
const received = (plan: Pick<PaymentPlan, 'state' | 'advance' | 'total'>) =>
  plan.state === 'full' ? plan.total : plan.state === 'advance' ? plan.advance : 0;

/** What a new mark says came in: the advance, the balance, or the whole at once. */
function newlyReceived(plan: PaymentPlan, before: PaymentState): number {
  if (plan.state === 'full') return before === 'advance' ? plan.balance : before === 'unpaid' ? plan.total : 0;
  if (plan.state === 'advance') return before === 'unpaid' ? plan.advance : 0;
  return 0;
}

/**
 * The operator marks what the customer paid: nothing, the advance, or the whole. A mark already there keeps its
 * time; a new one takes the backend's clock. The customer's payment claims it covers are matched. Money that comes in before the booking's invoice takes a receipt
 * voucher, issued here in the same transaction when the operator is registered for GST. Answers the booking as
 * stored.
 */
export async function markBookingPayment(
  store: Pick<
    OperatorBookingStore,
    | 'booking'
    | 'putBooking'
    | 'paymentSettings'
    | 'taxSettings'
    | 'documentsOfBooking'
    | 'seriesLast'
    | 'putSeries'
    | 'putDocument'
    | 'putMail'
  >,
  input: unknown,
  agent: Operator,
  clock: RequestClock,
): Promise<Booking> {
  const { bookingId: id, mark } = parseInput(paymentMarkInputSchema, input);
  const current = await requireBooking(store, id);
  const at = new Date(clock.now).toISOString();
  const marked = markedPayment(current, mark, at);
  // The customer's "I have paid" claims that the mark covers stop waiting, in the same write.
  const after: Booking = marked.paymentClaims
    ? { ...marked, paymentClaims: claimsAfterMark(marked.paymentClaims, paymentStateOf(marked), at) }
    : marked;
  const plan = paymentPlan(after, await store.paymentSettings());
  const income = newlyReceived(plan, paymentStateOf(current));
  const reads = income > 0 ? await readForDocuments(store, current) : undefined;
  const orders = reads ? receiptOrders(reads, income) : [];
  const documents = reads && orders.length > 0 ? await prepareDocuments(store, reads, orders, agent, clock) : undefined;
  await store.putBooking(after);
  if (documents) await storeDocuments(store, after, documents);
  return after;
}

/** The operator names the booking's driver (the trip pack shows them), or takes the name off with null. */
export async function assignBookingDriver(
  store: Pick<OperatorBookingStore, 'booking' | 'putBooking'>,
  input: unknown,
): Promise<Booking> {
  const { bookingId: id, driver } = parseInput(driverInputSchema, input);
  const { driver: _previous, ...current } = await requireBooking(store, id);
  const after: Booking = driver ? { ...current, driver } : current;
  await store.putBooking(after);
  return after;
}
