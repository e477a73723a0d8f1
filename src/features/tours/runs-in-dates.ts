import type { TourPackage } from '@/backend/schemas';
import { limits } from '@/backend/limits';
import { tripChoiceSearch } from '@/components/booking/trip-choice';
import type { TripDetails } from './trip-summary';

/**
 * Which tours run in the dates a home search brought: a tour with fixed departures runs when one of them starts
 * within the dates; a tour on request runs on any date. Without dates every tour counts as running.
 */

type Dated = Pick<TourPackage, 'departures'>;

/** The searched dates as a range of start dates: check-in to check-out, or the one date given. */
export function searchRange(trip: Pick<TripDetails, 'checkIn' | 'checkOut'>): { from: string; to: string } | null {
  const from = trip.checkIn ?? trip.checkOut;
  const to = trip.checkOut ?? trip.checkIn;
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The tour's departures starting within the range, soonest first. */
export function departuresBetween(tour: Dated, from: string, to: string): string[] {
  return Object.keys(tour.departures)
    .filter((date) => date >= from && date <= to)
    .sort();
}

export const runsOnRequest = (tour: Dated) => Object.keys(tour.departures).length === 0;

export function runsBetween(tour: Dated, from: string, to: string): boolean {
  return runsOnRequest(tour) || departuresBetween(tour, from, to).length > 0;
}

/** The tours split into those that run in the searched dates and those that do not, each in the order given. */
export function splitByDates<T extends Dated>(tours: readonly T[], trip: TripDetails): { running: T[]; notRunning: T[] } {
  const range = searchRange(trip);
  if (!range) return { running: [...tours], notRunning: [] };
  return {
    running: tours.filter((tour) => runsBetween(tour, range.from, range.to)),
    notRunning: tours.filter((tour) => !runsBetween(tour, range.from, range.to)),
  };
}

/** The next departures on or after `from` (at most `count`), for a tour that does not run in the dates searched. */
export function nextDepartures(tour: Dated, from: string, count = 3): string[] {
  return Object.keys(tour.departures)
    .filter((date) => date >= from)
    .sort()
    .slice(0, count);
}

/**
 * The trip choice a tour card carries to the tour page (and on to the booking form): the first departure in the
 * dates, or the check-in date for a tour on request, and the guests as adults. Empty without anything searched.
 */
export function cardChoiceSearch(tour: Dated, trip: TripDetails): string {
  const range = searchRange(trip);
  const date = range ? (runsOnRequest(tour) ? range.from : (departuresBetween(tour, range.from, range.to)[0] ?? '')) : '';
  const adults = trip.guests === null ? undefined : Math.min(trip.guests, limits.tourTravellers);
  if (!date && adults === undefined) return '';
  return tripChoiceSearch({ date, ...(adults === undefined ? {} : { adults }) });
}
