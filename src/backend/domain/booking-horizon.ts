import { limits } from '../limits';
import { addDays, calendarDateOf, isCalendarDate } from './calendar';

// How far ahead a date can be booked online. Kept apart from the booking policy (which carries its settings schema)
// so that the public tour page can offer the same date range without loading a schema library.

/** Furthest check-in or travel date bookable online, in days from today. */
export const bookingHorizonDays = 400;

/** The last date bookable online (for date pickers' `max`). */
export const lastBookableDate = (now: number) => addDays(calendarDateOf(now), bookingHorizonDays);

/** The last date bookable online when `today` ('YYYY-MM-DD') is the first. */
export const lastBookableAfter = (today: string) => addDays(today, bookingHorizonDays);

/**
 * The last check-out offered when `today` is the first: a stay of the longest length bookable online, from the
 * check-in when it is a bookable date, else from the last bookable date.
 */
export function lastCheckOutAfter(today: string, checkIn: string): string {
  const last = lastBookableAfter(today);
  const from = isCalendarDate(checkIn) && checkIn >= today && checkIn <= last ? checkIn : last;
  return addDays(from, limits.stayNights);
}
