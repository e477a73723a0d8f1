import { addDays } from '@/lib/pricing';

/**
 * Nights of a tour from its free-text duration ('5 Nights / 6 Days' -> 5, '1 Night' -> 1). Durations that name
 * no nights ('Day trip', '6 Days') give 0: the trip then ends on the travel date.
 */
export function nightsFromDuration(duration: string): number {
  const match = /(\d+)\s*-?\s*nights?\b/i.exec(duration);
  return match ? Number(match[1]) : 0;
}

/** The last day of a tour that starts on `travelDate` ('YYYY-MM-DD'). */
export function tourEndDate(travelDate: string, duration: string): string {
  return addDays(travelDate, nightsFromDuration(duration));
}

const indiaCalendar = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's calendar date in India ('YYYY-MM-DD'), whatever the visitor's time zone: the operator's policy counts
 * days before departure in Indian time.
 */
export function todayInIndia(now: Date = new Date()): string {
  const parts = Object.fromEntries(indiaCalendar.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/**
 * Two calendar dates as a short range that fits a phone: '12 Dec 2026', '20–23 Feb 2027',
 * '28 Feb – 3 Mar 2027', '29 Dec 2026 – 3 Jan 2027'.
 */
export function formatDateRange(from: string, to: string): string {
  const parse = (date: string) => {
    const time = Date.parse(`${date}T00:00:00Z`);
    if (Number.isNaN(time)) return null;
    const value = new Date(time);
    return { day: value.getUTCDate(), month: monthName.format(value), year: value.getUTCFullYear() };
  };
  const start = parse(from);
  const end = parse(to);
  if (!start || !end) return from === to ? from : `${from} – ${to}`;
  if (from === to) return `${start.day} ${start.month} ${start.year}`;
  if (start.year !== end.year) return `${start.day} ${start.month} ${start.year} – ${end.day} ${end.month} ${end.year}`;
  if (start.month !== end.month) return `${start.day} ${start.month} – ${end.day} ${end.month} ${end.year}`;
  return `${start.day}–${end.day} ${end.month} ${end.year}`;
}
