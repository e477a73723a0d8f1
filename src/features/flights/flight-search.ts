import { limits } from '@/backend/limits';
import type { Flight } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';
import { flightBookingPath } from '@/lib/paths';

/**
 * The flight search that the home page carries to the results in the URL:
 * `/flights?from=Delhi&to=Mumbai&date=2026-12-20&return=2026-12-27&passengers=1&class=Economy`, or with
 * `passengers=1-economy` in place of the last two.
 * Every part is optional; a URL without from, to and date is no search, and shows every sample flight.
 */
export interface FlightSearchParams {
  from: string;
  to: string;
  date: string | null;
  returnDate: string | null;
  passengers: number | null;
  cabin: 'Economy' | 'Business' | null;
}

export const defaultRouteText = 'Showing results for Delhi (DEL) to Mumbai (BOM)';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date or null; '2026-02-30' would otherwise roll over into March. */
function dateParam(raw: string | null): string | null {
  if (!raw || !isoDate.test(raw)) return null;
  const time = Date.parse(`${raw}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw ? null : raw;
}

/** 'economy' -> 'Economy'; anything else is no cabin. */
function cabinParam(raw: string | undefined): FlightSearchParams['cabin'] {
  const cabin = raw?.trim().toLowerCase();
  return cabin === 'economy' ? 'Economy' : cabin === 'business' ? 'Business' : null;
}

export function parseFlightSearch(params: URLSearchParams): FlightSearchParams {
  // `passengers` may carry the cabin too (2-economy): the home search's one select for both sends it so when
  // the form is submitted before the app has started. A separate `class` says the same and comes first.
  const [count = '', cabinInPassengers] = (params.get('passengers') ?? '').split('-');
  const passengers = Number.parseInt(count, 10);
  return {
    from: (params.get('from') ?? '').trim(),
    to: (params.get('to') ?? '').trim(),
    date: dateParam(params.get('date')),
    returnDate: dateParam(params.get('return')),
    passengers: Number.isSafeInteger(passengers) && passengers >= 1 && passengers <= limits.flightPassengers ? passengers : null,
    cabin: cabinParam(params.get('class') ?? cabinInPassengers),
  };
}

export function isSearch(search: FlightSearchParams): boolean {
  return search.from !== '' || search.to !== '' || search.date !== null;
}

/** Case-insensitive and partial, so 'delhi', 'DEL' and 'Del' all find 'Delhi (DEL)'. */
function placeMatches(place: string, wanted: string): boolean {
  return wanted === '' || place.toLowerCase().includes(wanted.toLowerCase());
}

/** The flights on the searched route. The samples fly every day, so the date does not narrow them. */
export function matchFlights(flights: readonly Flight[], search: FlightSearchParams): Flight[] {
  return flights.filter((flight) => placeMatches(flight.origin, search.from) && placeMatches(flight.destination, search.to));
}

/** '1 passenger', '2 passengers, Economy'. */
export function passengersLabel(passengers: number | null, cabin: FlightSearchParams['cabin']): string | null {
  const count = passengers === null ? null : passengers === 1 ? '1 passenger' : `${passengers} passengers`;
  return [count, cabin].filter(Boolean).join(', ') || null;
}

/**
 * 'Showing results for Delhi (DEL) to Mumbai (BOM) on 20 Dec 2026, 1 passenger, Economy'. A typed place that
 * matched is shown as the airport it matched ('del' -> 'Delhi (DEL)'); one that did not, as typed.
 */
export function describeFlightSearch(search: FlightSearchParams, matches: readonly Flight[]): string {
  if (!isSearch(search)) return defaultRouteText;
  const first = matches[0];
  const from = search.from ? (first?.origin ?? search.from) : 'any city';
  const to = search.to ? (first?.destination ?? search.to) : 'any city';
  const on = search.date ? ` on ${formatCalendarDate(search.date)}` : '';
  const who = passengersLabel(search.passengers, search.cabin);
  return `Showing results for ${from} to ${to}${on}${who ? `, ${who}` : ''}`;
}

/** 'No flights found from Kolkata to Bagdogra.' */
export function noFlightsMessage(search: FlightSearchParams): string {
  const from = search.from ? ` from ${search.from}` : '';
  const to = search.to ? ` to ${search.to}` : '';
  const on = !from && !to && search.date ? ` on ${formatCalendarDate(search.date)}` : '';
  return `No flights found${from}${to}${on}.`;
}

/** The chosen date and passengers go on to the booking page, which may prefill them. */
export function bookingHref(flight: Flight, search: FlightSearchParams): string {
  const params = new URLSearchParams();
  if (search.date) params.set('date', search.date);
  if (search.passengers !== null) params.set('passengers', String(search.passengers));
  return flightBookingPath(flight.id, params);
}

/** A WhatsApp message asking the team for a route we do not list. */
export function flightEnquiry(search: FlightSearchParams): string {
  const route = [search.from && `from ${search.from}`, search.to && `to ${search.to}`].filter(Boolean).join(' ');
  const on = search.date ? ` on ${formatCalendarDate(search.date)}` : '';
  const who = passengersLabel(search.passengers, search.cabin);
  return `Hello! I am looking for a flight${route ? ` ${route}` : ''}${on}${who ? ` for ${who}` : ''}. Can you help?`;
}
