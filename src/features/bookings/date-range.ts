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
