import { onFirstUse } from '../../lib/on-first-use';

/**
 * Calendar dates ('YYYY-MM-DD', as a date input gives them), handled in UTC so that nobody's time zone ever
 * moves a night into another day, month or season.
 */
const dayMs = 24 * 60 * 60 * 1000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' -> UTC midnight in ms, or null when it is not a real calendar date. */
function toTime(date: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? time : null;
}

export function isCalendarDate(date: string): boolean {
  return toTime(date) !== null;
}

/** 'MM-DD' of any year, 29 February included. */
export function isMonthDay(value: string): boolean {
  return /^\d{2}-\d{2}$/.test(value) && isCalendarDate(`2024-${value}`);
}

/** UTC midnight of the date in ms; throws a RangeError on anything that is not a calendar date. */
export function calendarTime(date: string): number {
  const time = toTime(date);
  if (time === null) throw new RangeError(`Not a calendar date: ${date}`);
  return time;
}

export function calendarDateOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return calendarDateOf(calendarTime(date) + days * dayMs);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((calendarTime(to) - calendarTime(from)) / dayMs);
}

/** Days since 1 January 1970: nights are counted as the difference of two. */
export function dayNumber(date: string): number {
  return Math.round(calendarTime(date) / dayMs);
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** 'DD' of a date. */
export const dayOfMonthOf = (date: string) => date.slice(8, 10);

/** 'MM-DD' of a date. */
export const monthDayOf = (date: string) => date.slice(5, 10);

/** The first day of the month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  return monthOf(addDays(`${month}-28`, 5));
}

/** Every date from `from` up to, not including, `to`. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = 0, count = daysBetween(from, to); day < count; day++) dates.push(addDays(from, day));
  return dates;
}

/** Today's calendar date in the browser's time zone, for the `min` of date inputs. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const indiaCalendar = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/**
 * Today's calendar date in India, whatever the visitor's time zone: the operator counts days before departure,
 * arrivals and tonight's occupancy in Indian time.
 */
export function todayInIndia(now: Date = new Date()): string {
  const parts = Object.fromEntries(
    indiaCalendar()
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
