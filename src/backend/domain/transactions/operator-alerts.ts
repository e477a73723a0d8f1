import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { parseInput } from '../../parse';
import type { Alert, AlertNotices, Booking, MovePreview, NotifyResult, TourPackage } from '../../schemas/index';
import { departureMoveInputSchema, moveInputSchema, notifyInputSchema } from '../../schemas/operator-bookings';
import { allChanged, holdShortfall, netHoldChanges } from '../availability';
import { affectedBookings, alertKindWords, alertWordsKey, earliestTouchedStart, longestTripDays, withToldTimes } from '../alerts';
import {
  combinedHolds,
  movePrice,
  movePriceWords,
  moveRecord,
  planDepartureMove,
  planMove,
  type MovePlan,
  type MovePrice,
} from '../booking-moves';
import type { BookedItem } from '../booking-request';
import { todayInIndia } from '../calendar';
import { pricedItem, type BookingStore, type RequestClock } from './customer-requests';
import { closedStartDateReason } from '../permits';
import { bookingPermits } from '../trip-places';
import type { Operator } from '../operator';
import { bookingMovedMail, travelAlertMail } from '../mail';
import { emptyOfficeRecord, type OperatorBookingStore } from './operator-bookings';

/**
 * The alert page's writes, decided once: moving one booking or a whole fixed departure to another date, and
 * e-mailing everyone an alert touches. The hosted backend runs these in a Cloud Function inside one Admin SDK
 * transaction; the embedded demo runs the same code inside one IndexedDB transaction. Each store reads first and
 * writes after, as in customer-requests.ts.
 *
 * One transaction on Firestore takes at most `limits.transactionWrites` writes. A move or a notification too big
 * for one is refused with words that say so, never split: half a departure moved, or half the customers told
 * twice after a retry, would be worse than asking the operator to move the bookings one by one.
 */

export interface MoveStore extends Pick<
  OperatorBookingStore,
  | 'booking'
  | 'officeRecord'
  | 'roomHeld'
  | 'roomCount'
  | 'departureTaken'
  | 'changeCounters'
  | 'putBooking'
  | 'putOfficeRecord'
  | 'putMail'
> {
  /**
   * The permit types come with the pricing settings: a move must not put a permit day on a closed weekday. The
   * settings and the stored tour or room type price the move as a customer's booking is priced.
   */
  pricingSettings: BookingStore['pricingSettings'];
  item: BookingStore['item'];
  tour(id: string): Promise<TourPackage | null>;
  /** The tour's bookings starting on `date` (of every status: the plan keeps those on the departure). */
  bookingsStarting(tourId: string, date: string): Promise<Booking[]>;
}

export interface AlertStore extends Pick<OperatorBookingStore, 'putMail'> {
  findAlert(id: string): Promise<Alert | null>;
  /** Bookings whose first day falls between `from` and `to` (both included). */
  bookingsStartingBetween(from: string, to: string): Promise<Booking[]>;
  tours(): Promise<TourPackage[]>;
  /** Keeps on the alert when the latest "Notify all" went out and how many e-mails it wrote. */
  putNotified(alertId: string, at: string, mails: number): Promise<void> | void;
  /** Whom earlier presses e-mailed (`alertNotices/{alertId}`, the operator's only), or null before the first. */
  notices(alertId: string): Promise<AlertNotices | null>;
  putNotices(alertId: string, notices: AlertNotices): Promise<void> | void;
}

export const tooManyToMove = (bookings: number, most: number) =>
  `This departure has ${bookings} bookings, more than one move can change at once (${most}). Move them one booking at a time.`;
export const tooManyTold = (most: number) =>
  `This alert has told more bookings than its record keeps (${most}). Post a new alert for the next e-mails.`;
export const tooManyToNotify = (bookings: number, most: number) =>
  `This alert touches ${bookings} bookings, more than one "Notify all" can e-mail at once (${most}). Send them WhatsApp messages from the list, or narrow the alert's dates or places.`;

/**
 * Checks the new dates of the plans against the rooms and seats there, what the same plans release counting as
 * free (a stay moved by a few days keeps the nights it already holds), and prices each move (movePrice: the new
 * dates go through the customer's own checks of a date). Answers each plan's price difference, or null for one
 * not priced from stored rates. Nothing is written here.
 */
async function checkMoves(store: MoveStore, plans: readonly MovePlan[], tour: TourPackage | null): Promise<(MovePrice | null)[]> {
  // The customer's own check of a start date (booking-request.ts): a trip on request may not put a permit day on a
  // weekday its place is closed (Tsomgo and Nathula on Mondays and Tuesdays); fixed departures are the operator's dates.
  const settings = await store.pricingSettings();
  const { permitTypes } = settings;
  for (const plan of plans) {
    if (plan.after.fixedDeparture) continue;
    const trip = { permits: bookingPermits(plan.after, tour?.id === plan.after.itemId ? tour : null, permitTypes) };
    const closed = closedStartDateReason(trip, permitTypes, plan.after.travelDate);
    if (closed) throw new BackendError('invalid-data', closed);
  }
  const freed = plans.flatMap((plan) => plan.release);
  for (const hold of combinedHolds(plans)) {
    if (hold.kind === 'nights') {
      const [held, rooms] = await Promise.all([store.roomHeld(hold.roomId, hold.nights), store.roomCount(hold.roomId)]);
      holdShortfall(hold, { held, rooms, freed });
    } else {
      const seatsTour = tour?.id === hold.tourId ? tour : await store.tour(hold.tourId);
      const taken = await store.departureTaken(hold.tourId, hold.date);
      holdShortfall(hold, { taken, seats: seatsTour?.departures[hold.date] ?? 0, freed });
    }
  }
  // A departure's bookings share their tour: it is read once.
  const items = new Map<string, Promise<BookedItem | null>>();
  const itemOf = (booking: Booking) => {
    const { kind, itemId } = booking;
    if ((kind !== 'tour' && kind !== 'room') || !itemId) return Promise.resolve(null);
    const key = `${kind}/${itemId}`;
    if (!items.has(key))
      items.set(
        key,
        store.item(kind, itemId).then(
          (stored) => pricedItem(stored, settings),
          // A tour or room type deleted since: nothing prices the move.
          (error: unknown) => {
            if (error instanceof BackendError && error.code === 'not-found') return null;
            throw error;
          },
        ),
      );
    return items.get(key)!;
  };
  const prices: (MovePrice | null)[] = [];
  for (const plan of plans) prices.push(movePrice(plan, await itemOf(plan.before)));
  return prices;
}

/** The counters the plans change: all they held released, all they hold once moved held, each counter once. */
const moveCounterChanges = (plans: readonly MovePlan[]) =>
  netHoldChanges([...plans.flatMap((plan) => allChanged(plan.release, -1)), ...allChanged(combinedHolds(plans), 1)]);

/** Releases, holds and stores the moved bookings with their records and e-mails (every read already done). */
async function applyMoves(
  store: MoveStore,
  plans: readonly MovePlan[],
  prices: readonly (MovePrice | null)[],
  records: readonly (Awaited<ReturnType<MoveStore['officeRecord']>> | null)[],
  agent: Operator,
  clock: RequestClock,
): Promise<void> {
  const at = new Date(clock.now).toISOString();
  await store.changeCounters(moveCounterChanges(plans));
  for (const [index, plan] of plans.entries()) {
    const record = records[index] ?? emptyOfficeRecord();
    await store.putBooking(plan.after);
    // The latest moves are kept, the oldest let go, like the status history: a move is never refused for a long record.
    const price = prices[index] ?? null;
    const moves = [...(record.moves ?? []), moveRecord(plan, at, agent.email, price)].slice(-limits.statusHistory);
    await store.putOfficeRecord(plan.after.id, { ...record, moves });
    const mail = bookingMovedMail(plan.before, plan.after, clock.now, price ? movePriceWords(price) : '');
    if (mail) await store.putMail(mail, at);
  }
}

/** The booking and its plan to `newDate`, checked and priced, nothing written: what a move and its preview share. */
async function plannedMove(store: MoveStore, input: unknown, clock: RequestClock) {
  const { bookingId, newDate } = parseInput(moveInputSchema, input);
  const booking = await store.booking(bookingId);
  if (!booking) throw new BackendError('not-found');
  const tour = (booking.kind === 'tour' || booking.kind === 'trip') && booking.itemId ? await store.tour(booking.itemId) : null;
  const plan = planMove(booking, newDate, tour, todayInIndia(new Date(clock.now)));
  const [price] = await checkMoves(store, [plan], tour);
  return { plan, price: price ?? null };
}

/** One booking to another date (the trip or stay keeps its length). Answers the booking as stored. */
export async function moveOneBooking(store: MoveStore, input: unknown, agent: Operator, clock: RequestClock): Promise<Booking> {
  const { plan, price } = await plannedMove(store, input, clock);
  const record = await store.officeRecord(plan.before.id);
  await applyMoves(store, [plan], [price], [record], agent, clock);
  return plan.after;
}

/**
 * What moving one booking to `newDate` would do, for the operator before confirming: refused in the same words as
 * the move (a closed weekday, no seats or rooms, not a departure), or the price difference it would store and
 * e-mail. Writes nothing.
 */
export async function previewOneMove(store: MoveStore, input: unknown, clock: RequestClock): Promise<MovePreview> {
  return { price: (await plannedMove(store, input, clock)).price };
}

/** Writes one moved booking makes: the booking, its office record and the customer's e-mail. */
const writesPerMove = 3;

/** Every booking of a fixed departure to another departure of the same tour; answers how many moved. */
export async function moveWholeDeparture(
  store: MoveStore,
  input: unknown,
  agent: Operator,
  clock: RequestClock,
): Promise<number> {
  const { tourId, fromDate, toDate } = parseInput(departureMoveInputSchema, input);
  const tour = await store.tour(tourId);
  if (!tour) throw new BackendError('not-found');
  const plans = planDepartureMove(
    await store.bookingsStarting(tourId, fromDate),
    tour,
    fromDate,
    toDate,
    todayInIndia(new Date(clock.now)),
  );
  // The counters change besides: the old departure's seats and the new one's, and the months of the Hotel Aster
  // nights the departure's tailored trips hold.
  const most = Math.floor((limits.transactionWrites - moveCounterChanges(plans).length) / writesPerMove);
  if (plans.length > most) throw new BackendError('invalid-data', tooManyToMove(plans.length, most));
  const prices = await checkMoves(store, plans, tour);
  const records = await Promise.all(plans.map((plan) => store.officeRecord(plan.after.id)));
  await applyMoves(store, plans, prices, records, agent, clock);
  return plans.length;
}

/**
 * One e-mail per booking the alert touches that has an address and has not been told the alert's present words, and
 * the records of it: on the alert when and how many (anyone reads the alert), in its notices to whom. A second press
 * e-mails only bookings added since, or everyone again once the operator has changed the alert's words; it writes
 * nothing when there is nobody new to tell.
 */
export async function notifyAlert(store: AlertStore, input: unknown, clock: RequestClock): Promise<NotifyResult> {
  const { alertId } = parseInput(notifyInputSchema, input);
  const alert = await store.findAlert(alertId);
  if (!alert) throw new BackendError('not-found');
  const [bookings, tours, notices] = await Promise.all([
    store.bookingsStartingBetween(earliestTouchedStart(alert, longestTripDays), alert.to),
    store.tours(),
    store.notices(alert.id),
  ]);
  const told = notices?.told ?? {};
  const touched = withToldTimes(alert, affectedBookings(alert, bookings, new Map(tours.map((tour) => [tour.id, tour]))), told);
  const alreadyTold = touched.filter((entry) => entry.toldAt).length;
  const mails = touched.flatMap(({ booking, toldAt }) => {
    const mail = toldAt ? null : travelAlertMail(alert, booking, alertKindWords[alert.kind], clock.now);
    return mail ? [{ bookingId: booking.id, mail }] : [];
  });
  if (mails.length === 0) return { sent: 0, alreadyTold };
  // Two writes besides the e-mails: the alert's record and its notices.
  const most = limits.transactionWrites - 2;
  if (mails.length > most) throw new BackendError('invalid-data', tooManyToNotify(mails.length, most));
  const at = new Date(clock.now).toISOString();
  const words = alertWordsKey(alert);
  // The record keeps only the bookings the alert touches now and that have its present words: one moved off the
  // alert's dates, or told words since changed, is no longer worth a line (touched again, it is told again).
  const nowTold = Object.fromEntries([
    ...touched.flatMap(({ booking, toldAt }) => (toldAt ? [[booking.id, { at: toldAt, words }] as const] : [])),
    ...mails.map(({ bookingId }) => [bookingId, { at, words }] as const),
  ]);
  if (Object.keys(nowTold).length > limits.alertTold) throw new BackendError('invalid-data', tooManyTold(limits.alertTold));
  for (const { mail } of mails) await store.putMail(mail, at);
  await store.putNotified(alert.id, at, mails.length);
  await store.putNotices(alert.id, { told: nowTold });
  return { sent: mails.length, alreadyTold };
}
