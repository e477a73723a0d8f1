import { onFirstUse } from './on-first-use';

const rupees = onFirstUse(() => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));
const grouping = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

/** 125000 -> '₹1,25,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return rupees().format(amount);
}

const rupeesAndPaise = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** 125000 -> '₹1,25,000.00': a tax document's figures, where paise count. */
export function formatRupeesAndPaise(amount: number): string {
  return rupeesAndPaise().format(amount);
}

/** 125000 -> '1,25,000', for places that print the ₹ sign or 'INR' themselves. */
export function formatIndianNumber(amount: number): string {
  return grouping().format(amount);
}

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);
const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** ISO date-time -> '14 September 2026' as seen in India. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longDate().format(time);
}

/** Calendar date 'YYYY-MM-DD' -> '20 Dec 2026' (no time-zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : shortDate().format(time);
}

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);

/** ISO date-time -> '23 Nov 2026, 3:45 pm' as seen in India: when something happened, to the minute. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime().format(time);
}
