import type { Alert, AlertKind, Booking, TourPackage } from '../schemas';
import { limits } from '../limits';
import { addDays } from './calendar';
import { bookingTripDays, dayIsIn, itineraryTripDays, names, type TripDayPlaces } from './trip-places';

/**
 * Which pages show an alert and which bookings it touches. Plain words on purpose (no zod): the public pages' banner
 * imports this module, and both adapters decide the operator's list of affected bookings with it.
 */

export const alertKindWords: Record<AlertKind, string> = {
  'road-closed': 'Road closed',
  'permits-suspended': 'Permits suspended',
  'heavy-snow': 'Heavy snow',
  other: 'Travel alert',
};

export { hotelAsterPlaces, names } from './trip-places';

/** Open, and not over yet on `today`: what the site shows. */
export const isActiveAlert = (alert: Alert, today: string) => alert.state === 'open' && alert.to >= today;

/** What a page is about: the tours it shows and the places it is for. */
export interface AlertPage {
  tourIds?: readonly string[];
  /** Texts of the page that name places (a tour's places and day titles, a destination searched for). */
  places?: readonly string[];
  /** A search typed by a visitor: shown when it names an alert's place or the alert's place names it. */
  search?: string;
}

/** Whether the page is one of the alert's places or tours (the banner shows there and nowhere else). */
export function alertConcernsPage(alert: Alert, page: AlertPage): boolean {
  if (page.tourIds?.some((id) => alert.tourIds.includes(id))) return true;
  if (alert.places.some((place) => page.places?.some((text) => names(text, place)))) return true;
  const search = page.search?.trim();
  return !!search && alert.places.some((place) => names(search, place) || names(place, search));
}

/** The texts of a tour that name its places: its name, places covered, and each day's title and stay. */
export function tourPlaceTexts(tour: Pick<TourPackage, 'name' | 'destinationsCovered' | 'itinerary'>): string[] {
  return [
    tour.name,
    ...tour.destinationsCovered,
    ...tour.itinerary.flatMap((day) => [day.title, ...(day.stay ? [day.stay] : [])]),
  ];
}

const datesFrom = (start: string, end: string) => {
  const days: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) days.push(date);
  return days;
};

/** The dates of `days` the alert touches: within its dates, in one of its places. */
const datesIn = (alert: Alert, days: readonly TripDayPlaces[]) =>
  days
    .filter((day) => day.date >= alert.from && day.date <= alert.to && alert.places.some((place) => dayIsIn(day, place)))
    .map((day) => day.date);

const within = (alert: Alert) => (date: string) => date >= alert.from && date <= alert.to;

/**
 * The days of a trip starting on `start` that the alert touches, as dates. A tour it names by id is touched on every
 * day; otherwise a day is touched when its title or stay names one of the alert's places. A tour whose places name
 * one but whose days do not (or that has no itinerary) is touched on every day: the operator cannot tell which.
 */
export function tripDatesTouched(alert: Alert, tour: TourPackage, start: string, end: string): string[] {
  if (alert.tourIds.includes(tour.id)) return datesFrom(start, end).filter(within(alert));
  const named = (text: string) => alert.places.some((place) => names(text, place));
  const days = itineraryTripDays(tour.itinerary, start);
  if (days.some((day) => day.places.some(named))) return datesIn(alert, days);
  if (named(tour.name) || tour.destinationsCovered.some(named)) return datesFrom(start, end).filter(within(alert));
  return [];
}

/** The dates of the booking the alert touches: where the booking is on each day (trip-places.ts), by place and date. */
export function bookingDatesTouched(alert: Alert, booking: Booking, tour: TourPackage | undefined): string[] {
  if (booking.plan) {
    // A trip tailored from a tour and named by the tour's id is still that trip; its days are its own.
    if (booking.itemId && alert.tourIds.includes(booking.itemId))
      return datesFrom(booking.plan.startDate, booking.plan.endDate).filter(within(alert));
    return datesIn(alert, bookingTripDays(booking, null));
  }
  if (booking.kind === 'tour') return tour ? tripDatesTouched(alert, tour, booking.travelDate, booking.endDate) : [];
  return datesIn(alert, bookingTripDays(booking, null));
}

/** A booking the alert touches, with the dates it touches. */
export interface AffectedBooking {
  booking: Booking;
  dates: string[];
  /** When "Notify all" e-mailed this booking the alert's present words, if it has. */
  toldAt?: string;
}

/**
 * A short key of what an alert says (its kind, title, places, tours, dates and message): a booking told under one
 * key is told again once the words change. FNV-1a over the words, eight hex digits: a key, not a secret.
 */
export function alertWordsKey(alert: Pick<Alert, 'kind' | 'title' | 'places' | 'tourIds' | 'from' | 'to' | 'message'>): string {
  const words = JSON.stringify([alert.kind, alert.title, alert.places, alert.tourIds, alert.from, alert.to, alert.message]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < words.length; index += 1) {
    hash ^= words.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The affected bookings, each with when it was told the alert's present words (from the alert's notices). */
export function withToldTimes(
  alert: Alert,
  affected: readonly AffectedBooking[],
  told: Readonly<Record<string, { at: string; words: string }>>,
): AffectedBooking[] {
  const words = alertWordsKey(alert);
  return affected.map((entry) => {
    const record = told[entry.booking.id];
    return record?.words === words ? { ...entry, toldAt: record.at } : entry;
  });
}

/**
 * The bookings among `bookings` that the alert touches: catalogue tours by id or by a place on a day that falls within
 * the alert's dates, tailored trips by the places of their own days, Hotel Aster stays by a night within the dates
 * when the alert names Hotel Aster's place. Cancelled bookings are not touched. Ordered by travel date.
 */
export function affectedBookings(
  alert: Alert,
  bookings: readonly Booking[],
  tours: ReadonlyMap<string, TourPackage>,
): AffectedBooking[] {
  const out: AffectedBooking[] = [];
  for (const booking of bookings) {
    if (booking.status === 'Cancelled') continue;
    const tour = booking.kind === 'tour' && booking.itemId ? tours.get(booking.itemId) : undefined;
    const dates = bookingDatesTouched(alert, booking, tour);
    if (dates.length > 0) out.push({ booking, dates });
  }
  return out.sort((a, b) => a.booking.travelDate.localeCompare(b.booking.travelDate) || a.booking.id.localeCompare(b.booking.id));
}

/**
 * The first travel date a booking the alert may touch can start on: trips and stays are at most `longestTrip` days
 * long, so the backends read the bookings starting from then to the alert's last day.
 */
/** Trips and stays are at most this many days: the bookings an alert may touch start at most this long before it. */
export const longestTripDays = Math.max(limits.itineraryDays, limits.stayNights);

export const earliestTouchedStart = (alert: Pick<Alert, 'from'>, longestTrip: number) => addDays(alert.from, -longestTrip);

/** The WhatsApp message the operator sends a traveller the alert touches, ready to edit. */
export function alertWhatsAppText(alert: Alert, booking: Booking, formatDate: (date: string) => string): string {
  const dates = alert.from === alert.to ? formatDate(alert.from) : `${formatDate(alert.from)} to ${formatDate(alert.to)}`;
  const reference = booking.reference ? ` (${booking.reference})` : '';
  return [
    `Namaste ${booking.userName}, about your trip ${booking.itemName}${reference} from ${formatDate(booking.travelDate)}.`,
    `${alertKindWords[alert.kind]}: ${alert.title}, ${dates}.`,
    alert.message,
    'We will help you change your plans: please reply here or call us.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The alerts among `alerts` that touch this booked trip: what its traveller's trip page shows (also offline). */
export function alertsForTrip(alerts: readonly Alert[], booking: Booking, tour: TourPackage | null | undefined): Alert[] {
  const tours = new Map(tour ? [[tour.id, tour]] : []);
  return alerts.filter((alert) => affectedBookings(alert, [booking], tours).length > 0);
}
