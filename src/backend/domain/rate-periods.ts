import { formatCalendarDate } from '../../lib/format';
import { monthDayOf } from './calendar';
import { monthNames, seasonOf, type SeasonRange } from './seasons';

/**
 * Hotel Aster's named rate periods (Durga Puja, New Year, Peak) over the two seasons, and the nights it does not
 * sell. A period's range is days of the year ('12-30' to '01-02', every year, and may run over the new year) or
 * dates ('2026-10-17' to '2026-10-22', that year only). A night belongs to the first period in the list that holds
 * it; a night in no period is season or off-season, as the season ranges say.
 */
export interface PeriodRangeLike {
  from: string;
  to: string;
}

export interface RatePeriodLike {
  id: string;
  name: string;
  ranges: readonly PeriodRangeLike[];
  minNights?: number | undefined;
}

export interface ClosedDatesLike {
  from: string;
  to: string;
  reason: string;
}

const isDate = (day: string) => day.length === 10;

/** What is wrong with one range, or null. */
export function periodRangeProblem(range: PeriodRangeLike): string | null {
  if (isDate(range.from) !== isDate(range.to))
    return 'Give both days as dates (YYYY-MM-DD) or both as days of every year (MM-DD).';
  if (isDate(range.from) && range.from > range.to) return 'The period ends before it starts.';
  return null;
}

/** Whether the night that starts on `date` ('YYYY-MM-DD') is in the range. */
export function rangeHolds(range: PeriodRangeLike, date: string): boolean {
  if (isDate(range.from)) return range.from <= date && date <= range.to;
  const day = monthDayOf(date);
  // A range of days of the year whose end comes before its start runs over the new year.
  return range.from <= range.to ? range.from <= day && day <= range.to : day >= range.from || day <= range.to;
}

/** The first period holding the night, or null. */
export function periodOf<Period extends RatePeriodLike>(date: string, periods: readonly Period[]): Period | null {
  return periods.find((period) => period.ranges.some((range) => rangeHolds(range, date))) ?? null;
}

/** Where a night's rate comes from: a named period, or the season or the off-season. */
export type NightRate = { kind: 'period'; id: string; name: string } | { kind: 'season' | 'offSeason'; name: string };

export function nightRateOf(date: string, periods: readonly RatePeriodLike[], seasons: readonly SeasonRange[]): NightRate {
  const period = periodOf(date, periods);
  if (period) return { kind: 'period', id: period.id, name: period.name };
  const season = seasonOf(date, seasons);
  return { kind: season, name: season === 'season' ? 'Season' : 'Off-season' };
}

/** The closing that holds the night, or null. */
export function closingOf<Closed extends ClosedDatesLike>(date: string, closed: readonly Closed[]): Closed | null {
  return closed.find((range) => range.from <= date && date <= range.to) ?? null;
}

export function closedMessage(date: string, reason: string): string {
  return `Hotel Aster is closed on the night of ${formatCalendarDate(date)}: ${reason}. Please choose other dates.`;
}

export function minStayMessage(period: Pick<RatePeriodLike, 'name'>, minNights: number): string {
  return `Stays over ${period.name} are at least ${minNights} nights. Please choose a later check-out date.`;
}

/** '17 October 2026 to 22 October 2026', '30 December to 2 January (every year)'. */
export function periodRangeLabel(range: PeriodRangeLike): string {
  if (isDate(range.from))
    return range.from === range.to
      ? formatCalendarDate(range.from)
      : `${formatCalendarDate(range.from)} to ${formatCalendarDate(range.to)}`;
  const day = (monthDay: string) => `${Number(monthDay.slice(3, 5))} ${monthNames[Number(monthDay.slice(0, 2)) - 1]}`;
  return range.from === range.to ? `${day(range.from)} every year` : `${day(range.from)} to ${day(range.to)} every year`;
}
