import { addDays, calendarTime, monthOf, nextMonth } from '@/backend/domain/calendar';

// The month grid both date pickers draw (a room's nights, a tour's start dates): weeks from Monday, the month's
// title, and the keys that move between days as in a date picker.

export const monthTitle = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const weekdays = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

export const previousMonth = (month: string) => monthOf(addDays(`${month}-01`, -1));

/** The month's days in weeks from Monday, with nulls before the 1st and after the last day. */
export function weeksOf(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = (new Date(calendarTime(first)).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The first of `candidates` that is an open day of `month` (today to `lastDay`), else the month's first open day. */
export function dayInMonth(candidates: string[], month: string, today: string, lastDay: string): string {
  const found = candidates.find((date) => date && monthOf(date) === month && date >= today && date <= lastDay);
  if (found) return found;
  return monthOf(today) === month ? today : `${month}-01`;
}

/** The same day of the month in `month`, or its last day when it has fewer. */
export function sameDayIn(month: string, date: string): string {
  const lastDay = Number(addDays(`${nextMonth(month)}-01`, -1).slice(8, 10));
  return addDays(`${month}-01`, Math.min(Number(date.slice(8, 10)), lastDay) - 1);
}

const mondayOffset = (date: string) => (new Date(calendarTime(date)).getUTCDay() + 6) % 7;

/** Where a key moves the focus from `active` in the grid of `month`, or null for a key the grid does not use. */
export function dayAfterKey(key: string, active: string, month: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(active, -1);
    case 'ArrowRight':
      return addDays(active, 1);
    case 'ArrowUp':
      return addDays(active, -7);
    case 'ArrowDown':
      return addDays(active, 7);
    case 'Home':
      return addDays(active, -mondayOffset(active));
    case 'End':
      return addDays(active, 6 - mondayOffset(active));
    case 'PageUp':
      return sameDayIn(previousMonth(month), active);
    case 'PageDown':
      return sameDayIn(nextMonth(month), active);
    default:
      return null;
  }
}
