import { BackendError } from '../../errors';
import { parseInput } from '../../parse';
import { limits } from '../../limits';
import {
  enquiryRequestSchema,
  flightRequestInputSchema,
  bookingRequestInputSchema,
  type Booking,
  type Enquiry,
  type PeakPeriod,
  type PermitType,
  type TaxSettings,
} from '../../schemas/index';
import type { Caller, RequestClock } from '../callers';
import {
  allChanged,
  distinctBookings,
  holdsOf,
  holdShortfall,
  netHoldChanges,
  type CounterChange,
  type RealHold,
} from '../availability';
import { bookingReference } from '../booking-reference';
import {
  checkAccountLimits,
  checkBookingWindow,
  checkHoldCooldown,
  countInWindow,
  countedInHolds,
  holdLapsed,
  holdsMeet,
  roomInWindow,
  withinPendingShare,
  type BookingPolicy,
} from '../booking-policy';
import { todayInIndia } from '../calendar';
import { chargedTaxRules, collectedTcs } from '../gst/booking-tax';
import { newBooking, newFlightRequest, type BookedItem } from '../booking-request';
import { checkCancellationRequest } from '../cancellation';
import { randomId } from '../ids';
import { bookingReceivedMails, customerCopyMail, enquiryMail, type MailDraft } from '../mail';
import { countedContact } from '../rate-keys';
import { stayNights } from '../room-stay';

/**
 * Every customer write that costs the operator something (a booking, a flight request, a cancellation request, an
 * enquiry), decided once. A booking's e-mail address is the account's own: what a form typed is never where our
 * e-mails go. The hosted backend runs these in a Cloud Function inside one Admin SDK transaction; the
 * embedded demo runs the same code inside one IndexedDB transaction. The caller sends only choices; prices,
 * times, references, holds and e-mail addresses come from stored data and the backend's clock.
 *
 * A store reads first and writes after (Firestore transactions ask for that order), so each function below does
 * all its reading before its first write.
 */

// Named here too for the modules that took them from here first.
export type { Caller, RequestClock } from '../callers';

export interface PricingSettings {
  peakPeriods: readonly PeakPeriod[];
  /**
   * The operator's tax settings: a booking is taxed as its documents will be once a GSTIN is saved, and an overseas
   * package collects TCS once a TAN is.
   */
  tax: TaxSettings;
  /** The operator's permit types: a tour's start date must not put a permit day on a closed weekday. */
  permitTypes: readonly PermitType[];
}

export interface BookingStore {
  /** The stored tour, room (with the seasons) or flight, or BackendError('not-found') with words for customers. */
  item(kind: 'tour' | 'room' | 'flight', itemId: string): Promise<BookedItem>;
  /** Rooms of the type held per night for these nights, by date. */
  roomHeld(roomId: string, nights: readonly string[]): Promise<Record<string, number>>;
  /** Rooms of the type (0 when it is gone). */
  roomCount(roomId: string): Promise<number>;
  /** Seats taken on the departure. */
  departureTaken(tourId: string, date: string): Promise<number>;
  /** The account's Pending requests. */
  pendingOf(userId: string): Promise<Booking[]>;
  /**
   * Pending bookings that may hold some of `hold`, made at or before `createdBefore` (ISO): candidates to lapse. Those
   * of its room type or tour, and for nights the tailored trips, which hold Hotel Aster nights whatever tour they name.
   */
  pendingHoldersBefore(hold: RealHold, createdBefore: string): Promise<Booking[]>;
  referenceTaken(reference: string): Promise<boolean>;
  policy(): Promise<BookingPolicy>;
  /** What prices a booking besides the item: the operator's peak periods and tax per kind of booking. */
  pricingSettings(): Promise<PricingSettings>;
  /** Where the operator's copies go (never readable by a browser on the hosted backend). */
  operatorEmail(): Promise<string>;

  putBooking(booking: Booking): Promise<void> | void;
  putReference(reference: string, bookingId: string): Promise<void> | void;
  changeCounters(changes: readonly CounterChange[]): Promise<void> | void;
  /** Records that a lapsed request's hold went back on sale. */
  markHoldReleased(bookingId: string, at: string): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

export type { RealHold } from '../availability';

/** What the stock of one hold looks like now, as `availabilityOf` found it. */
export interface HoldStock {
  hold: RealHold;
  /** Pending requests still holding some of the same rooms or seats. */
  pending: Booking[];
  /** The room type's rooms, or the departure's seats. */
  stock: number;
}

/** What the stock of a booking's holds looks like now. */
export interface Availability {
  /** Lapsed requests that need some of the same rooms or seats: released in the same write (all they hold). */
  lapsed: Booking[];
  /** Each hold's stock, in the order of the holds. */
  stocks: HoldStock[];
}

type AvailabilityStore = Pick<BookingStore, 'pendingHoldersBefore' | 'roomHeld' | 'roomCount' | 'departureTaken' | 'item'>;

/**
 * Checks that every one of `holds` (a booking's, all of them: seats and room nights alike) fits, counting lapsed
 * requests as free: those found are released in the same write (their counters go down, their booking says so), so
 * the next customer gets the room a silent request was keeping. One read of the Pending requests of each room type
 * or tour finds both those and the ones still holding. Refuses with the first hold that does not fit.
 */
export async function availabilityOf(
  store: AvailabilityStore,
  holds: readonly RealHold[],
  policy: BookingPolicy,
  now: number,
): Promise<Availability> {
  const createdBefore = new Date(now).toISOString();
  const holders = await Promise.all(
    holds.map(async (hold) =>
      (await store.pendingHoldersBefore(hold, createdBefore)).filter(
        (booking) => countedInHolds(booking) && holdsOf(booking).some((other) => holdsMeet(hold, other)),
      ),
    ),
  );
  const lapsed = distinctBookings(holders.flat().filter((booking) => holdLapsed(booking, policy, now)));
  const freed = lapsed.flatMap(holdsOf);
  const stocks: HoldStock[] = [];
  for (const [index, hold] of holds.entries()) {
    const pending = holders[index]!.filter((booking) => !holdLapsed(booking, policy, now));
    if (hold.kind === 'nights') {
      const [held, rooms] = await Promise.all([store.roomHeld(hold.roomId, hold.nights), store.roomCount(hold.roomId)]);
      holdShortfall(hold, { held, rooms, freed });
      stocks.push({ hold, pending, stock: rooms });
    } else {
      const [taken, tour] = await Promise.all([store.departureTaken(hold.tourId, hold.date), store.item('tour', hold.tourId)]);
      const seats = tour.kind === 'tour' ? (tour.tour.departures[hold.date] ?? 0) : 0;
      holdShortfall(hold, { taken, seats, freed });
      stocks.push({ hold, pending, stock: seats });
    }
  }
  return { lapsed, stocks };
}

/** `availabilityOf` for those who need only the lapsed requests to release. */
export async function checkAvailability(
  store: AvailabilityStore,
  holds: readonly RealHold[],
  policy: BookingPolicy,
  now: number,
): Promise<Booking[]> {
  return holds.length === 0 ? [] : (await availabilityOf(store, holds, policy, now)).lapsed;
}

/**
 * The counter changes of releasing what the lapsed requests held (all of it) and of `delta` on `holds`: what a
 * write that finds lapsed requests and holds or releases a booking's holds changes, each counter once.
 */
export function holdWrites(lapsed: readonly Booking[], holds: readonly RealHold[], delta: -1 | 0 | 1): CounterChange[] {
  return netHoldChanges([
    ...lapsed.flatMap((old) => allChanged(holdsOf(old), -1)),
    ...(delta === 0 ? [] : allChanged(holds, delta)),
  ]);
}

/**
 * Why a request that fits is still taken without a hold, or null when it holds: only accounts that proved their
 * address hold rooms and seats (accounts are free to make, so a crowd of them could hold the hotel), and only
 * within the share that Pending requests of everybody together may hold, for every one of its holds (it holds all
 * of them or none).
 */
function reasonNotHeld(found: Availability, caller: Caller, policy: BookingPolicy): NonNullable<Booking['notHeld']> | null {
  if (!caller.emailVerified) return 'unverified';
  return found.stocks.every(({ hold, pending, stock }) => withinPendingShare(hold, pending, stock, policy)) ? null : 'share';
}

export async function freeReference(store: BookingStore): Promise<string> {
  for (;;) {
    const reference = bookingReference();
    if (!(await store.referenceTaken(reference))) return reference;
  }
}

/**
 * Stores a new Pending request with its reference, hold and e-mails (all reads done before the first write). Also
 * what an accepted quote goes through (domain/transactions/quotes.ts), so it is held like any booking.
 */
export async function place(
  store: BookingStore,
  build: (ids: { id: string; reference: string; createdAt: string }) => Booking,
  caller: Caller,
  clock: RequestClock,
) {
  const createdAt = new Date(clock.now).toISOString();
  const draft = build({ id: randomId(), reference: 'AST-22222', createdAt });
  checkBookingWindow(draft.travelDate, clock.now);
  const policy = await store.policy();
  const own = await store.pendingOf(caller.uid);
  checkAccountLimits(own, draft, policy, clock.now);
  const holds = holdsOf(draft);
  for (const hold of holds) checkHoldCooldown(own, hold, policy, clock.now);
  const found = holds.length === 0 ? null : await availabilityOf(store, holds, policy, clock.now);
  const notHeld = found ? reasonNotHeld(found, caller, policy) : null;
  const lapsed = found?.lapsed ?? [];
  const reference = await freeReference(store);
  const operator = await store.operatorEmail();

  const booking: Booking = {
    ...draft,
    reference,
    customerCopy: caller.emailVerified ? 'sent' : 'awaiting-verification',
    ...(notHeld ? { notHeld, holdReleasedAt: createdAt } : {}),
  };
  const changes = holdWrites(lapsed, holds, notHeld ? 0 : 1);
  for (const old of lapsed) await store.markHoldReleased(old.id, createdAt);
  await store.changeCounters(changes);
  await store.putBooking(booking);
  await store.putReference(reference, booking.id);
  for (const mail of bookingReceivedMails(booking, { operator, customer: caller.emailVerified ? caller.email : null }))
    await store.putMail(mail, createdAt);
  return booking;
}

/**
 * The stored item with what prices it besides: a tour's peak periods and permit types, the tax of every kind, and
 * the day it is priced (India's calendar, by the transaction's clock), whose rate an overseas package's TCS takes.
 */
export function pricedItem(stored: BookedItem, settings: PricingSettings, pricedOn?: string): BookedItem {
  const taxRules = chargedTaxRules(settings.tax);
  const tcsPeriods = collectedTcs(settings.tax);
  const on = pricedOn ? { pricedOn } : {};
  return stored.kind === 'tour'
    ? { ...stored, peakPeriods: settings.peakPeriods, permitTypes: settings.permitTypes, taxRules, tcsPeriods, ...on }
    : { ...stored, taxRules, ...on };
}

export function placeBooking(store: BookingStore, input: unknown, caller: Caller, clock: RequestClock): Promise<Booking> {
  const request = parseInput(bookingRequestInputSchema, input);
  return Promise.all([store.item(request.kind, request.itemId), store.pricingSettings()])
    .then(([stored, settings]) => pricedItem(stored, settings, todayInIndia(new Date(clock.now))))
    .then((item) =>
      place(
        store,
        (ids) => newBooking({ ...request, userEmail: caller.email }, item, { ...ids, userId: caller.uid }),
        caller,
        clock,
      ),
    );
}

export function placeFlightRequest(store: BookingStore, input: unknown, caller: Caller, clock: RequestClock): Promise<Booking> {
  const request = parseInput(flightRequestInputSchema, input);
  return place(
    store,
    (ids) => newFlightRequest({ ...request, userEmail: caller.email }, { ...ids, userId: caller.uid }),
    caller,
    clock,
  );
}

// ---- After booking -------------------------------------------------------------------------------------

export interface CustomerBookingStore {
  booking(id: string): Promise<Booking | null>;
  /** The account's bookings whose own copy waits for a verified address. */
  awaitingCopyOf(userId: string): Promise<Booking[]>;
  putBooking(booking: Booking): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

/** The customer asks to cancel their own booking; asking twice keeps the first time. */
export async function askToCancel(
  store: CustomerBookingStore,
  bookingId: string,
  caller: Caller,
  clock: RequestClock,
): Promise<void> {
  const current = await store.booking(bookingId);
  const { alreadyRequested } = checkCancellationRequest(current, caller.uid);
  if (!alreadyRequested && current)
    await store.putBooking({ ...current, cancellationRequestedAt: new Date(clock.now).toISOString() });
}

/** Once the account's address is verified, the copies that waited for it go out; returns how many. */
export async function sendAwaitedCopies(store: CustomerBookingStore, caller: Caller, clock: RequestClock): Promise<number> {
  if (!caller.emailVerified) return 0;
  const waiting = await store.awaitingCopyOf(caller.uid);
  const at = new Date(clock.now).toISOString();
  for (const booking of waiting) {
    await store.putBooking({ ...booking, customerCopy: 'sent' });
    await store.putMail(customerCopyMail(booking, caller.email), at);
  }
  return waiting.length;
}

// ---- Enquiries -----------------------------------------------------------------------------------------

export interface EnquiryStore {
  /** Times (ms) of the enquiries counted under `key` in the last hour or so. */
  recentTimes(key: string): Promise<number[]>;
  operatorEmail(): Promise<string>;
  putRecentTimes(key: string, times: readonly number[]): Promise<void> | void;
  putEnquiry(enquiry: Enquiry): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

/**
 * Rate-limit keys: a digest, never the address itself, so the counters hold no contact details. Synchronous on
 * purpose: the embedded demo's IndexedDB transaction would close while waiting for an asynchronous digest.
 */
export function limitKey(kind: 'contact' | 'caller', value: string): string {
  const text = `${kind}:${value.trim().toLowerCase()}`;
  // Two independent 32-bit FNV-1a style lanes: plenty to tell a few thousand addresses an hour apart.
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
  }
  return `${kind}-${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

/** The counter of the operator's enquiry e-mails, everybody's together. */
const operatorMailKey = 'operator-enquiry-mail';

/**
 * Anyone may send an enquiry, a few an hour: at most 5 from one contact (however it is written) and 20 from one
 * caller (the IP address where the backend sees one: the function passes the one Google's front end appended).
 * The operator's copy goes out with it, up to a ceiling an hour for all enquiries together.
 */
export async function sendEnquiry(
  store: EnquiryStore,
  input: unknown,
  callerAddress: string | null,
  clock: RequestClock,
): Promise<Enquiry> {
  const request = parseInput(enquiryRequestSchema, input);
  const createdAt = new Date(clock.now).toISOString();
  const enquiry: Enquiry = { ...request, id: randomId(), createdAt, handled: false };
  const contactKey = limitKey('contact', countedContact(request.contact));
  const callerKey = callerAddress ? limitKey('caller', callerAddress) : null;
  const contactTimes = countInWindow(await store.recentTimes(contactKey), clock.now, limits.enquiriesPerContactPerHour);
  const callerTimes = callerKey
    ? countInWindow(await store.recentTimes(callerKey), clock.now, limits.enquiriesPerCallerPerHour)
    : null;
  const mailTimes = roomInWindow(await store.recentTimes(operatorMailKey), clock.now, limits.enquiryMailsPerHour);
  const operator = await store.operatorEmail();

  await store.putRecentTimes(contactKey, contactTimes);
  if (callerKey && callerTimes) await store.putRecentTimes(callerKey, callerTimes);
  await store.putEnquiry(enquiry);
  if (mailTimes) {
    await store.putRecentTimes(operatorMailKey, mailTimes);
    await store.putMail(enquiryMail(enquiry, operator), createdAt);
  }
  return enquiry;
}

/** For stores that keep counters per night: the nights of a stay (re-exported so stores need one import). */
export { stayNights };

/** Thrown by stores when a booking id is not one of ours. */
export const notFound = () => new BackendError('not-found');
