import { monthDayOf } from './calendar';

/**
 * Hotel Aster's season: ranges of days that recur every year ('03-01' to '06-30'), charged at the season rate;
 * every other night is off-season. Ranges are inclusive and do not wrap around the new year (a season from
 * December into January is two ranges).
 */
export interface SeasonRange {
  from: string;
  to: string;
}

export type SeasonKey = 'season' | 'offSeason';

export const seasonNames: Record<SeasonKey, string> = { season: 'Season', offSeason: 'Off-season' };

/** The season of the night that starts on `date`. */
export function seasonOf(date: string, ranges: readonly SeasonRange[]): SeasonKey {
  const day = monthDayOf(date);
  return ranges.some((range) => range.from <= day && day <= range.to) ? 'season' : 'offSeason';
}

export interface SeasonRangeProblem {
  index: number;
  message: string;
}

/** What is wrong with a list of ranges, each problem placed on the range to fix. */
export function seasonRangeProblems(ranges: readonly SeasonRange[]): SeasonRangeProblem[] {
  const problems: SeasonRangeProblem[] = [];
  ranges.forEach((range, index) => {
    if (range.from > range.to) {
      problems.push({
        index,
        message: 'The season must end on or after the day it starts (split a season over the new year in two).',
      });
    }
  });
  ranges.forEach((range, index) => {
    const earlier = ranges.findIndex(
      (other, otherIndex) => otherIndex < index && other.from <= range.to && range.from <= other.to,
    );
    if (earlier !== -1 && range.from <= range.to) {
      problems.push({ index, message: `This range overlaps season range ${earlier + 1}.` });
    }
  });
  return problems;
}

/** The months by name, January first: season labels and the operator's season pickers. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Days per month in any year: a season may start or end on 29 February. */
export const lastDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface DayOfYear {
  month: number;
  day: number;
}

const parse = (monthDay: string): DayOfYear => ({ month: Number(monthDay.slice(0, 2)), day: Number(monthDay.slice(3, 5)) });
const isFirst = (at: DayOfYear) => at.day === 1;
const isLast = (at: DayOfYear) => at.day === lastDays[at.month - 1] || (at.month === 2 && at.day === 28);
const dayLabel = (at: DayOfYear) => `${at.day} ${monthNames[at.month - 1]}`;

/** 'March to June', '15 March to 30 June', 'March', '1 December to 31 December' -> 'December'. */
function rangeLabel(range: SeasonRange): string {
  const from = parse(range.from);
  const to = parse(range.to);
  if (isFirst(from) && isLast(to)) {
    return from.month === to.month ? monthNames[from.month - 1]! : `${monthNames[from.month - 1]} to ${monthNames[to.month - 1]}`;
  }
  return `${dayLabel(from)} to ${dayLabel(to)}`;
}

function joinLabels(labels: string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

const sorted = (ranges: readonly SeasonRange[]) => [...ranges].sort((a, b) => a.from.localeCompare(b.from));

/** The days between the ranges: the off-season, as ranges of its own. */
export function offSeasonRanges(ranges: readonly SeasonRange[]): SeasonRange[] {
  const gaps: SeasonRange[] = [];
  let next = '01-01';
  for (const range of sorted(ranges)) {
    if (range.from > next) gaps.push({ from: next, to: dayBefore(range.from) });
    if (range.to >= next) next = dayAfter(range.to);
  }
  if (next !== 'end' && next <= '12-31') gaps.push({ from: next, to: '12-31' });
  return gaps;
}

function dayBefore(monthDay: string): string {
  const at = parse(monthDay);
  if (at.day > 1) return `${pad(at.month)}-${pad(at.day - 1)}`;
  const month = at.month - 1;
  return `${pad(month)}-${pad(lastDays[month - 1] ?? 31)}`;
}

function dayAfter(monthDay: string): string {
  if (monthDay === '12-31') return 'end';
  const at = parse(monthDay);
  if (at.day < (lastDays[at.month - 1] ?? 31)) return `${pad(at.month)}-${pad(at.day + 1)}`;
  return `${pad(at.month + 1)}-01`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The labels the page shows: 'March to June and October to December' / 'January, February and July to September'. */
export function seasonLabels(ranges: readonly SeasonRange[]): Record<SeasonKey, string> {
  return {
    season: joinLabels(sorted(ranges).map(rangeLabel)),
    offSeason: joinLabels(offSeasonRanges(ranges).flatMap(splitOffSeasonLabel)) || 'none',
  };
}

/** An off-season range of whole months reads as its months ('January, February'), as people say it. */
function splitOffSeasonLabel(range: SeasonRange): string[] {
  const from = parse(range.from);
  const to = parse(range.to);
  if (isFirst(from) && isLast(to) && to.month - from.month === 1) return [monthNames[from.month - 1]!, monthNames[to.month - 1]!];
  return [rangeLabel(range)];
}
