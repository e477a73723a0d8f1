import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import { bookingSchema, type Booking } from '../../schemas/index';
import { walkInBookingInputSchema } from '../../schemas/walk-in-bookings';
import { holdsOf } from '../availability';
import { checkBookingWindow } from '../booking-policy';
import { todayInIndia } from '../calendar';
import { chargedTaxRules, type TaxRules } from '../gst/booking-tax';
import { withDiscount } from '../walk-in-discount';
import { newBooking, newFlightRequest } from '../booking-request';
import type { RequestClock } from '../callers';
import { checkAvailability, freeReference, holdWrites, pricedItem, type BookingStore } from './customer-requests';
import type { OperatorBookingStore } from './operator-bookings';
import { hasPaymentPlan, paymentTerms } from '../payment-plan';
import { randomId } from '../ids';
import { customerCopyMail } from '../mail';
import type { Operator } from '../operator';

/**
 * A booking the operator makes at the office for a caller or a walk-in: priced by the same code as a customer's
 * booking (newBooking and the stored tour, room rates or flight), holding rooms or seats the same way (sold-out
 * and lapsed requests as placeBooking decides), with a reference. What differs: the customer may have no
 * account and no e-mail, the per-account limits do not apply (they guard against strangers online, not the
 * operator), the operator may take a discount off with a reason, and may store it Confirmed at once.
 */

export async function placeWalkInBooking(
  store: BookingStore & Pick<OperatorBookingStore, 'paymentSettings'>,
  input: unknown,
  agent: Operator,
  clock: RequestClock,
): Promise<Booking> {
  const request = parseInput(walkInBookingInputSchema, input);
  const createdAt = new Date(clock.now).toISOString();
  const ids = { id: randomId(), userId: '', reference: 'AST-22222', createdAt };
  // The site's own request checks want an address; the agent's stands in for a customer who gave none and is
  // replaced below: it is never stored on the booking nor written to.
  const contact = { userName: request.userName, userEmail: request.userEmail || agent.email, phone: request.phone };
  let priced: Booking;
  let taxRules: TaxRules | null = null;
  if (request.kind === 'flightRequest') {
    const { from = '', to = '', travelDate, travellers } = request;
    priced = newFlightRequest({ ...contact, from, to, travelDate, travellers }, ids);
  } else {
    const [stored, settings] = await Promise.all([store.item(request.kind, request.itemId ?? ''), store.pricingSettings()]);
    taxRules = chargedTaxRules(settings.tax);
    const item = pricedItem(stored, settings, todayInIndia(new Date(clock.now)));
    const { status: _status, discount: _discount, from: _from, to: _to, userEmail: _email, ...choice } = request;
    priced = newBooking({ ...choice, ...contact, kind: request.kind, itemId: request.itemId ?? '' }, item, ids);
  }
  checkBookingWindow(priced.travelDate, clock.now);
  const { userId: _none, userEmail: _placeholder, ...fields } = priced;
  const draft = parseInput(bookingSchema, {
    ...fields,
    ...withDiscount(priced, request.discount && { amount: request.discount.amount, reason: request.discount.reason }, taxRules),
    // Nights stored at their slabs no longer make a discounted value: the invoice reads the booking's lines.
    ...(request.discount ? { taxSupplies: undefined } : {}),
    ...(request.userEmail ? { userEmail: request.userEmail } : {}),
    status: request.status,
    madeBy: 'operator',
    madeByAdmin: { uid: agent.uid, email: agent.email },
  });

  const policy = await store.policy();
  const holds = holdsOf(draft);
  const lapsed = await checkAvailability(store, holds, policy, clock.now);
  const reference = await freeReference(store);
  // Stored Confirmed at once: it keeps its payment terms from today's settings, as when the operator confirms a request.
  const payments = draft.status === 'Confirmed' && hasPaymentPlan(draft) ? await store.paymentSettings() : null;

  const booking: Booking = {
    ...draft,
    reference,
    ...(request.userEmail ? { customerCopy: 'sent' as const } : {}),
    ...(payments ? paymentTerms(draft, payments, clock.now) : {}),
  };
  const changes = holdWrites(lapsed, holds, 1);
  for (const old of lapsed) await store.markHoldReleased(old.id, createdAt);
  await store.changeCounters(changes);
  await store.putBooking(booking);
  await store.putReference(reference, booking.id);
  // Only the customer's copy: the operator made the booking and has it in front of them.
  if (request.userEmail) await store.putMail(customerCopyMail(booking, request.userEmail), createdAt);
  return booking;
}

// ---- Linking a walk-in booking to an account ------------------------------------------------------------

export interface LinkStore {
  booking(id: string): Promise<Booking | null>;
  putBooking(booking: Booking): Promise<void> | void;
}

/** The account the operator found, as the backend knows it. */
export interface FoundAccount {
  uid: string;
  email: string;
  /** Whether its owner proved the address is theirs: only then may a booking, and what it says, be joined to it. */
  emailVerified: boolean;
}

export const notAWalkInBooking = 'Only a booking made by the operator can be linked to an account.';
export const alreadyLinked = 'This booking already belongs to an account.';
export const noAccountWithAddress = 'No account has this e-mail address. The customer can sign up with it first.';
export const accountNotVerified =
  'The account with this e-mail address has not verified it yet. Ask the customer to open the link we e-mailed them, then link the booking.';

/**
 * The operator joins a walk-in booking to the customer's account, which they found by its address: the customer then
 * sees it in My bookings. Only the operator does it (never the customer by typing a phone or an address), only for
 * a walk-in booking that no account holds yet, and only to an account that verified its address. The account's address
 * becomes the booking's, so our e-mails reach it.
 */
export async function linkToAccount(store: LinkStore, bookingId: string, account: FoundAccount): Promise<Booking> {
  const current = await store.booking(bookingId);
  if (!current) throw new BackendError('not-found');
  if (current.madeBy !== 'operator') throw new BackendError('invalid-data', notAWalkInBooking);
  if (current.userId && current.userId !== account.uid) throw new BackendError('invalid-data', alreadyLinked);
  // Anyone can sign up with the customer's address; only its owner can verify it.
  if (!account.emailVerified) throw new BackendError('invalid-data', accountNotVerified);
  const linked: Booking = { ...current, userId: account.uid, userEmail: account.email };
  await store.putBooking(linked);
  return linked;
}
