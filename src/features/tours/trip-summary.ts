import { onFirstUse } from '@/lib/on-first-use';

/**
 * The trip details a home-page hotel search carries to the tour list (`checkIn`, `checkOut`, `guests`, next to
 * the `destination` filter), and the one line that repeats them: 'Showing packages for "Darjeeling",
 * 20 Dec – 23 Dec 2026, 2 guests'.
 */
export interface TripDetails {
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function calendarDate(raw: string | null): string | null {
  if (!raw || !isoDate.test(raw)) return null;
  const time = Date.parse(`${raw}T00:00:00Z`);
  // Date.parse rolls '2026-02-30' over into March; such a date was never picked in a date input.
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw ? null : raw;
}

export function parseTripDetails(params: URLSearchParams): TripDetails {
  const guests = Number.parseInt(params.get('guests') ?? '', 10);
  return {
    checkIn: calendarDate(params.get('checkIn')),
    checkOut: calendarDate(params.get('checkOut')),
    guests: Number.isSafeInteger(guests) && guests >= 1 && guests <= 50 ? guests : null,
  };
}

export function hasTripDetails(trip: TripDetails): boolean {
  return trip.checkIn !== null || trip.checkOut !== null || trip.guests !== null;
}

const dayMonth = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const dayMonthYear = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const at = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** '20 Dec – 23 Dec 2026'; across a new year '28 Dec 2026 – 2 Jan 2027'; one date alone 'from 20 Dec 2026'. */
export function formatStayRange(checkIn: string | null, checkOut: string | null): string | null {
  if (checkIn && checkOut) {
    const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4);
    const start = (sameYear ? dayMonth() : dayMonthYear()).format(at(checkIn));
    return `${start} – ${dayMonthYear().format(at(checkOut))}`;
  }
  if (checkIn) return `from ${dayMonthYear().format(at(checkIn))}`;
  if (checkOut) return `until ${dayMonthYear().format(at(checkOut))}`;
  return null;
}

/** The home form's top option is '5+ Guests' and arrives as 5. */
export function guestsLabel(guests: number): string {
  if (guests === 1) return '1 guest';
  return guests === 5 ? '5+ guests' : `${guests} guests`;
}

export function describeTrip(destination: string, trip: TripDetails): string | null {
  if (!hasTripDetails(trip)) return null;
  const place = destination.trim();
  const parts = [
    place ? `"${place}"` : null,
    formatStayRange(trip.checkIn, trip.checkOut),
    trip.guests === null ? null : guestsLabel(trip.guests),
  ].filter((part): part is string => part !== null);
  return `Showing packages for ${parts.join(', ')}`;
}

/**
 * A trip to order, in the visitor's words, from what they searched for: the enquiry they send and the WhatsApp
 * message carry the same place, dates and party ('I would like a trip to Zuluk, 10 Dec – 14 Dec 2026, 2 guests.').
 */
export function tripRequestText(destination: string, trip: TripDetails): string {
  const place = destination.trim();
  const parts = [
    place ? `a trip to ${place}` : 'a trip',
    formatStayRange(trip.checkIn, trip.checkOut),
    trip.guests === null ? null : guestsLabel(trip.guests),
  ].filter((part): part is string => part !== null);
  return `I would like ${parts.join(', ')}. Could you plan one for me?`;
}
