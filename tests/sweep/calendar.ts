import { afterAll, beforeAll, describe } from 'vitest';
import { todayInIndia } from '../../src/backend/domain/calendar';
import { setSuiteInstant } from '../../src/testing/clock';

/**
 * The calendar sweep: what depends on the day the backend thinks it is (permits, prices by season and rate period,
 * the booking window, holds, document deletion) runs again at each of these instants: each weekday, either side of
 * India's midnight (18:30 UTC) while UTC stays on one day, the ends of the financial year (31 March) and of the
 * calendar year, and a leap day. (The domain's own tests pass their dates and clocks as arguments, the same on any
 * day: running them again would prove nothing.)
 */
export const sweepInstants: Readonly<Record<string, string>> = {
  mon: '2026-11-23T04:30:00Z',
  tue: '2026-11-24T04:30:00Z',
  wed: '2026-11-25T04:30:00Z',
  thu: '2026-11-26T04:30:00Z',
  fri: '2026-11-27T04:30:00Z',
  sat: '2026-11-28T04:30:00Z',
  sun: '2026-11-29T04:30:00Z',
  'india-2359': '2026-11-25T18:29:00Z',
  'india-0001': '2026-11-25T18:31:00Z',
  'march-31': '2027-03-31T10:00:00Z',
  'april-1-india': '2027-03-31T18:31:00Z',
  'december-31': '2026-12-31T10:00:00Z',
  'january-1-india': '2026-12-31T18:31:00Z',
  'february-28': '2028-02-28T10:00:00Z',
  'february-29': '2028-02-29T10:00:00Z',
};

/**
 * Declares `cases` once per instant of the sweep, each group on the suite's clock set to its instant (the clock's
 * setup, tests/setup/clock.ts, starts every test there). One file and one import of the app for all fifteen: a
 * project per instant paid the imports fifteen times. SUITE_SWEEP=<name> runs only that instant.
 */
export function acrossTheCalendar(cases: () => void) {
  const only = process.env.SUITE_SWEEP;
  const instants = Object.entries(sweepInstants).filter(([name]) => !only || name === only);
  if (instants.length === 0) throw new Error(`SUITE_SWEEP names no instant of the sweep: ${only}`);
  describe.for(instants)('%s', ([, instant]) => {
    let restore: () => void = () => undefined;
    beforeAll(() => {
      restore = setSuiteInstant(instant);
    });
    afterAll(() => restore());
    describe(`${instant} (${todayInIndia(new Date(instant))} in India)`, cases);
  });
}
