import { bookingHorizonDays } from '../../src/backend/domain/booking-horizon';
import { addDays, todayInIndia } from '../../src/backend/domain/calendar';
import { suiteNow } from '../../src/testing/clock';
import { sikkimDelightStartAfter } from '../../src/testing/sikkim-delight-start';

/**
 * The journeys' clock. A run of the journeys begins at the suite's instant (src/testing/clock.ts: a Wednesday at
 * 10:00 in India, or SUITE_NOW) and time then moves on as it really passes. Everything in a journey that reads the
 * time reads this one clock: the browser (the page fixture installs it, ./fixtures.ts), the fixtures that store
 * bookings and sessions, and on the firebase build the functions on the emulators (their clock's offset, set by
 * ./firebase-global-setup.ts). One offset for the whole run, not a fresh start per journey, because the functions'
 * offset is shared by all the journeys running at once: so the browser and the functions agree to the second.
 * playwright.config.ts notes when the run began (E2E_RUN_STARTED_AT), once for all its workers.
 */
const runStartedAt = Number(process.env.E2E_RUN_STARTED_AT);
if (!Number.isFinite(runStartedAt))
  throw new Error('E2E_RUN_STARTED_AT is not set: run the journeys through playwright.config.ts');

/** How far the journeys' clock is ahead of the machine's, in ms (behind it when negative). */
export const clockOffset: number = suiteNow - runStartedAt;

/** The journeys' time now, in ms. */
export const now = (): number => Date.now() + clockOffset;

/** The journeys' today in India ('YYYY-MM-DD'), as the site and the backends see it. */
export const today = (): string => todayInIndia(new Date(now()));

/** The date `days` days from the journeys' today (before it when negative). */
export const daysFromToday = (days: number): string => addDays(today(), days);

/** A date `days` ahead that the booking window takes (bookings open up to bookingHorizonDays ahead). */
export function bookableDate(days: number): string {
  if (days < 0 || days > bookingHorizonDays) throw new RangeError(`${days} days ahead is outside the booking window`);
  return daysFromToday(days);
}

/** The first start date `days` or more ahead that the sample Sikkim Delight offers (its Nathula day open). */
export const sikkimDelightStart = (days: number): string => sikkimDelightStartAfter(today(), days);

/** The year of the journeys' today in India. */
export const thisYear = (): number => Number(today().slice(0, 4));
