import { z } from 'zod';
import { BackendError } from '../errors';
import { limits } from '../limits';
import type { Booking } from '../schemas';
import { holdsOf, type Hold } from './availability';
import { bookingHorizonDays } from './booking-horizon';
import { calendarDateOf, daysBetween } from './calendar';

/**
 * What one customer account may hold at a time, how long an unconfirmed request holds rooms and seats, and what a
 * crowd of accounts may hold together. The operator sets these numbers in Settings (`settings/bookingPolicy`);
 * both backends read them inside the request's transaction and apply them the same way, with the time passed in,
 * so a test moves the clock instead of sleeping. Each number's bounds are in limits.ts.
 */
export const bookingPolicyNumbers = {
  /** Pending requests one account may have open at once. */
  maxOpenRequests: z.number().int().min(1).max(limits.openRequests),
  /** Room-nights one account may hold with its Pending requests. */
  maxHeldRoomNights: z.number().int().min(1).max(limits.heldRoomNights),
  /** Hours a Pending request holds its rooms or seats, unless the operator confirms it. */
  holdHours: z.number().int().min(1).max(limits.holdHours),
  /**
   * The share (percent, rounded up) of a room type's rooms each night and of a departure's seats that Pending
   * requests of all accounts together may hold: the rest stays for the bookings the operator confirms or makes at
   * the office, and a request past it is taken without a hold. 0: requests hold nothing until confirmed.
   */
  pendingHoldPercent: z.number().int().min(0).max(limits.pendingHoldPercent),
  /** Seats of one departure that one account may hold with its Pending requests. */
  maxHeldSeats: z.number().int().min(1).max(limits.departureSeats),
  /** Hours after an account's hold lapsed during which that account cannot hold the same nights or departure again. */
  holdCooldownHours: z.number().int().min(0).max(limits.holdCooldownHours),
};

export const defaultBookingPolicy = {
  maxOpenRequests: 3,
  maxHeldRoomNights: 30,
  holdHours: 48,
  pendingHoldPercent: 60,
  maxHeldSeats: 6,
  holdCooldownHours: 72,
} as const satisfies Record<keyof typeof bookingPolicyNumbers, number>;

// A policy saved before the crowd's numbers were settings lacks them: it reads with their defaults.
export const bookingPolicySchema = z.object({
  maxOpenRequests: bookingPolicyNumbers.maxOpenRequests,
  maxHeldRoomNights: bookingPolicyNumbers.maxHeldRoomNights,
  holdHours: bookingPolicyNumbers.holdHours,
  pendingHoldPercent: bookingPolicyNumbers.pendingHoldPercent.default(defaultBookingPolicy.pendingHoldPercent),
  maxHeldSeats: bookingPolicyNumbers.maxHeldSeats.default(defaultBookingPolicy.maxHeldSeats),
  holdCooldownHours: bookingPolicyNumbers.holdCooldownHours.default(defaultBookingPolicy.holdCooldownHours),
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

export { bookingHorizonDays, lastBookableDate } from './booking-horizon';

export const dateInThePast = 'Please choose a date from today on.';
export const dateTooFar = `Bookings open ${bookingHorizonDays} days ahead: please choose an earlier date, or send us an enquiry.`;

/** Refuses a first day before today or more than the horizon ahead (dates in UTC, as the calendar keeps them). */
export function checkBookingWindow(firstDay: string, now: number): void {
  const today = calendarDateOf(now);
  if (firstDay < today) throw new BackendError('invalid-data', dateInThePast);
  if (daysBetween(today, firstDay) > bookingHorizonDays) throw new BackendError('invalid-data', dateTooFar);
}

/** When a Pending request made at `createdAt` stops holding its rooms and seats (ISO). */
export function holdEndsAt(booking: Pick<Booking, 'createdAt'>, policy: BookingPolicy): string | null {
  if (!booking.createdAt) return null;
  return new Date(Date.parse(booking.createdAt) + policy.holdHours * 3_600_000).toISOString();
}

/**
 * Whether a booking's hold has lapsed: still Pending after the policy's hours (the operator did not confirm it), or
 * already released by the backend. A lapsed request stays on the operator's list; it only holds nothing.
 */
export function holdLapsed(
  booking: Pick<Booking, 'status' | 'createdAt' | 'holdReleasedAt'>,
  policy: BookingPolicy,
  now: number,
): boolean {
  if (booking.holdReleasedAt) return true;
  if (booking.status !== 'Pending') return false;
  const ends = holdEndsAt(booking, policy);
  return ends !== null && Date.parse(ends) <= now;
}

/** Whether the booking still holds its rooms or seats in the counters (Cancelled and released ones do not). */
export const countedInHolds = (booking: Pick<Booking, 'status' | 'holdReleasedAt'>) =>
  booking.status !== 'Cancelled' && !booking.holdReleasedAt;

/** Room-nights a booking holds: a stay's, a tailored trip's at Hotel Aster (0 for seats alone). */
export function roomNightsOf(booking: Booking): number {
  return holdsOf(booking).reduce((sum, hold) => sum + (hold.kind === 'nights' ? hold.nights.length * hold.rooms : 0), 0);
}

export const tooManyOpenRequests = (max: number) =>
  `You already have ${max} open ${max === 1 ? 'request' : 'requests'}. We will confirm them within one working day; call us to change them.`;
export const tooManyRoomNights = (max: number) =>
  `One account can hold at most ${max} room-nights while requests wait for confirmation. Please call us or send an enquiry for a longer stay.`;
export const tooManySeats = (max: number) =>
  `One account can hold at most ${max} seats of a departure while requests wait for confirmation. Please call us or send an enquiry for a larger group.`;
export const heldTooRecently =
  'Your earlier request for these dates is still with us, but it stopped holding them when it was not confirmed in time. Please call us to confirm it, or choose other dates.';

/**
 * Whether a request still counts against its account's open requests: Pending, within the hold hours, and not
 * released as lapsed. A request taken without a hold (`notHeld`) counts too while it is new: it holds nothing,
 * but it still asks the operator for something.
 */
export function requestOpen(booking: Booking, policy: BookingPolicy, now: number): boolean {
  if (booking.status !== 'Pending') return false;
  if (booking.notHeld) {
    const ends = holdEndsAt(booking, policy);
    return ends !== null && Date.parse(ends) > now;
  }
  return !holdLapsed(booking, policy, now);
}

/** Seats a booking holds on the tour's departure of `date` (0 for anything else). */
function seatsOn(booking: Booking, tourId: string, date: string): number {
  return holdsOf(booking).reduce(
    (sum, hold) => sum + (hold.kind === 'seats' && hold.tourId === tourId && hold.date === date ? hold.seats : 0),
    0,
  );
}

/**
 * Refuses a new request that would take the account past the policy: `open` are the account's Pending requests
 * (lapsed ones no longer count: they hold nothing). The seats of one departure are capped per account too, so that
 * one account cannot take a whole departure with one call.
 */
export function checkAccountLimits(open: readonly Booking[], request: Booking, policy: BookingPolicy, now: number): void {
  if (open.filter((booking) => requestOpen(booking, policy, now)).length >= policy.maxOpenRequests)
    throw new BackendError('limit-reached', tooManyOpenRequests(policy.maxOpenRequests));
  const holding = open.filter((booking) => booking.status === 'Pending' && !holdLapsed(booking, policy, now));
  const nights = holding.reduce((sum, booking) => sum + roomNightsOf(booking), roomNightsOf(request));
  if (nights > policy.maxHeldRoomNights) throw new BackendError('limit-reached', tooManyRoomNights(policy.maxHeldRoomNights));
  for (const hold of holdsOf(request)) {
    if (hold.kind !== 'seats') continue;
    const seats = holding.reduce((sum, booking) => sum + seatsOn(booking, hold.tourId, hold.date), hold.seats);
    if (seats > policy.maxHeldSeats) throw new BackendError('limit-reached', tooManySeats(policy.maxHeldSeats));
  }
}

/** Whether two holds need some of the same rooms on the same night, or seats of the same departure. */
export function holdsMeet(first: Hold, second: Hold): boolean {
  if (first.kind === 'nights' && second.kind === 'nights')
    return first.roomId === second.roomId && first.nights.some((night) => second.nights.includes(night));
  if (first.kind === 'seats' && second.kind === 'seats') return first.tourId === second.tourId && first.date === second.date;
  return false;
}

/**
 * Refuses `hold` when one of the account's own requests held the same nights or departure and lapsed less than the
 * cool-down ago: otherwise a few accounts could keep a hotel by booking it again each time their holds lapse.
 */
export function checkHoldCooldown(own: readonly Booking[], hold: Hold, policy: BookingPolicy, now: number): void {
  const cooldownMs = policy.holdCooldownHours * 3_600_000;
  const recent = own.some((booking) => {
    if (booking.status !== 'Pending' || booking.notHeld || !holdLapsed(booking, policy, now)) return false;
    const ends = holdEndsAt(booking, policy);
    return ends !== null && Date.parse(ends) + cooldownMs > now && holdsOf(booking).some((other) => holdsMeet(hold, other));
  });
  if (recent) throw new BackendError('limit-reached', heldTooRecently);
}

/**
 * Whether Pending requests of all accounts (`pending`, those still holding) leave room within their share of the
 * stock for `hold`: `stock` is the room type's rooms or the departure's seats. Walk-in bookings are not counted: the
 * share is what customers' unconfirmed requests may take, the rest is kept for the operator.
 */
export function withinPendingShare(
  hold: Exclude<Hold, { kind: 'none' }>,
  pending: readonly Booking[],
  stock: number,
  policy: BookingPolicy,
): boolean {
  const share = Math.ceil((stock * policy.pendingHoldPercent) / 100);
  const counted = pending.filter((booking) => booking.madeBy !== 'operator').flatMap(holdsOf);
  if (hold.kind === 'seats') {
    const taken = counted.reduce(
      (sum, other) =>
        sum + (other.kind === 'seats' && other.tourId === hold.tourId && other.date === hold.date ? other.seats : 0),
      0,
    );
    return taken + hold.seats <= share;
  }
  return hold.nights.every((night) => {
    const taken = counted.reduce(
      (sum, other) =>
        sum + (other.kind === 'nights' && other.roomId === hold.roomId && other.nights.includes(night) ? other.rooms : 0),
      0,
    );
    return taken + hold.rooms <= share;
  });
}

// ---- Enquiries ---------------------------------------------------------------------------------------

/** The window of the enquiries' limits (limits.enquiriesPerContactPerHour and the others). */
export const enquiryWindowMs = 3_600_000;

export const tooManyEnquiries =
  'We have your earlier messages and will answer them soon. Please wait an hour before sending another, or call us.';

/** The times (ms) still inside the hour, after one more at `now`; refuses when that passes `max`. */
export function countInWindow(times: readonly number[], now: number, max: number): number[] {
  const counted = roomInWindow(times, now, max);
  if (!counted) throw new BackendError('limit-reached', tooManyEnquiries);
  return counted;
}

/** The times (ms) still inside the hour with one more at `now`, or null when `max` are there already. */
export function roomInWindow(times: readonly number[], now: number, max: number): number[] | null {
  const recent = times.filter((time) => time > now - enquiryWindowMs && time <= now);
  return recent.length >= max ? null : [...recent, now];
}

/**
 * The booking after the operator sets `next`, and whether its rooms or seats must be held (+1), released (-1) or
 * left (0). Confirming a request whose hold lapsed holds its rooms again (and may find them sold meanwhile).
 */
export function statusChange<B extends Pick<Booking, 'status' | 'holdReleasedAt' | 'notHeld'>>(
  current: B,
  next: Booking['status'],
): { after: B; delta: -1 | 0 | 1 } {
  const after: B = { ...current, status: next };
  if (next === 'Confirmed') {
    delete after.holdReleasedAt;
    delete after.notHeld;
  }
  const delta = Number(countedInHolds(after)) - Number(countedInHolds(current));
  return { after, delta: delta as -1 | 0 | 1 };
}
