import { z } from 'zod';
import { BackendError } from '../errors';
import type { Booking } from '../schemas';
import { holdOf } from './availability';
import { bookingHorizonDays } from './booking-horizon';
import { calendarDateOf, daysBetween } from './calendar';

/**
 * What one customer account may hold at a time, and how long an unconfirmed request holds rooms and seats. The
 * operator sets these numbers in Settings (`settings/bookingPolicy`); both backends apply them the same way, with
 * the time passed in, so a test moves the clock instead of sleeping.
 */
export const bookingPolicySchema = z.object({
  /** Pending requests one account may have open at once. */
  maxOpenRequests: z.number().int().min(1).max(20),
  /** Room-nights one account may hold with its Pending requests. */
  maxHeldRoomNights: z.number().int().min(1).max(400),
  /** Hours a Pending request holds its rooms or seats, unless the operator confirms it. */
  holdHours: z.number().int().min(1).max(720),
});
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

export const defaultBookingPolicy: BookingPolicy = { maxOpenRequests: 3, maxHeldRoomNights: 30, holdHours: 48 };

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

/** Room-nights a booking holds (0 for anything but a room stay). */
export function roomNightsOf(booking: Booking): number {
  const hold = holdOf(booking);
  return hold.kind === 'nights' ? hold.nights.length * hold.rooms : 0;
}

export const tooManyOpenRequests = (max: number) =>
  `You already have ${max} open ${max === 1 ? 'request' : 'requests'}. We will confirm them within one working day; call us to change them.`;
export const tooManyRoomNights = (max: number) =>
  `One account can hold at most ${max} room-nights while requests wait for confirmation. Please call us or send an enquiry for a longer stay.`;

/**
 * Refuses a new request that would take the account past the policy: `open` are the account's Pending requests
 * (lapsed ones no longer count: they hold nothing).
 */
export function checkAccountLimits(open: readonly Booking[], request: Booking, policy: BookingPolicy, now: number): void {
  const holding = open.filter((booking) => booking.status === 'Pending' && !holdLapsed(booking, policy, now));
  if (holding.length >= policy.maxOpenRequests)
    throw new BackendError('limit-reached', tooManyOpenRequests(policy.maxOpenRequests));
  const nights = holding.reduce((sum, booking) => sum + roomNightsOf(booking), roomNightsOf(request));
  if (nights > policy.maxHeldRoomNights) throw new BackendError('limit-reached', tooManyRoomNights(policy.maxHeldRoomNights));
}

// ---- Enquiries ---------------------------------------------------------------------------------------

/**
 * Enquiries accepted per hour from one contact (as its owner is reached: domain/rate-keys.ts) and from one caller
 * (IP address); and the operator's enquiry e-mails per hour from everybody together, so that many callers cannot
 * bury the operator's inbox: past it an enquiry is still stored and listed, only not e-mailed.
 */
export const enquiryLimits = { perContactPerHour: 5, perCallerPerHour: 20, operatorMailsPerHour: 60 } as const;
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
export function statusChange<B extends Pick<Booking, 'status' | 'holdReleasedAt'>>(
  current: B,
  next: Booking['status'],
): { after: B; delta: -1 | 0 | 1 } {
  const after: B = { ...current, status: next };
  if (next === 'Confirmed') delete after.holdReleasedAt;
  const delta = Number(countedInHolds(after)) - Number(countedInHolds(current));
  return { after, delta: delta as -1 | 0 | 1 };
}
