import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { bookingHorizonDays } from '@/backend/domain/booking-horizon';
import { seasonOf, type SeasonRange } from '@/backend/domain/seasons';

/**
 * The suite's clock. Unit and contract tests run as if it were this instant, whatever the machine's date:
 * tests/setup/clock.ts fakes `Date` (only `Date`: timers and promises run for real) at the start of every test, and
 * time then moves on as it really passes, so the app, the embedded adapter and the test all read the same "now".
 * A Wednesday at 10:00 in India, in the sample data's year. SUITE_NOW (an ISO instant) runs the tests at another
 * one; the calendar sweep (tests/sweep/calendar.ts) moves it from test group to test group (setSuiteInstant).
 */
// A binding the calendar sweep moves (setSuiteInstant below): its readers see the instant it is set to.
export let suiteNow: number = Date.parse(process.env.SUITE_NOW ?? '2026-11-18T04:30:00.000Z');

if (Number.isNaN(suiteNow)) throw new Error(`SUITE_NOW is not an ISO instant: ${process.env.SUITE_NOW}`);

/**
 * Runs the following tests at `iso` instead (the calendar sweep, tests/sweep/calendar.ts: tests/setup/clock.ts
 * starts each test at the suite's instant); answers how to go back.
 */
export function setSuiteInstant(iso: string): () => void {
  const before = suiteNow;
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`Not an ISO instant: ${iso}`);
  suiteNow = instant;
  return () => {
    suiteNow = before;
  };
}

/** The suite clock's time now, in ms: the suite's instant plus the time this test has run. */
export const now = (): number => Date.now();

/** A clock `ms` ahead of the suite's (behind it when negative), for a backend that stored something long ago. */
export const clockShiftedBy =
  (ms: number): (() => number) =>
  () =>
    Date.now() + ms;

/** The suite's today in India ('YYYY-MM-DD'), as the domain and the embedded adapter see it. */
export const suiteToday = (): string => todayInIndia(new Date(suiteNow));

/** The date `days` days from the suite's today (before it when negative). */
export const daysFromToday = (days: number): string => addDays(suiteToday(), days);

/** A date `days` ahead that the booking window takes (bookings open up to bookingHorizonDays ahead). */
export function bookableDate(days: number): string {
  if (days < 0 || days > bookingHorizonDays) throw new RangeError(`${days} days ahead is outside the booking window`);
  return daysFromToday(days);
}

/** The first night `days` days ahead or later that falls in the given season (or off-season) of `ranges`. */
export function nightIn(season: 'season' | 'offSeason', ranges: readonly SeasonRange[], days: number): string {
  for (let offset = days; offset < days + 366; offset++) {
    const night = daysFromToday(offset);
    if (seasonOf(night, ranges) === season) return night;
  }
  throw new RangeError(`No ${season} night in the year after ${daysFromToday(days)}`);
}
