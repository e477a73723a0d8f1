import { durationDays } from '../../lib/tour-duration';
import type { TourPackage } from '../schemas';
import type { TourQuery, TourSort } from '../types';

/**
 * What the tour list's filters mean, the same in both adapters: Firestore applies what it can in the query
 * (category, price and days ranges, order) and this decides the rest (the destination text).
 */
export function tourDays(tour: Pick<TourPackage, 'duration'>): number | null {
  return durationDays(tour.duration);
}

/**
 * The texts a visitor's place search reads on a tour: its name and places covered, each itinerary day's title and
 * stay, and its excursions (Nathula is an excursion of a Gangtok tour, not one of its places).
 */
export function tourSearchTexts(
  tour: Pick<TourPackage, 'name' | 'destinationsCovered'> & Partial<Pick<TourPackage, 'itinerary' | 'pricing'>>,
): string[] {
  return [
    tour.name,
    ...tour.destinationsCovered,
    ...(tour.itinerary ?? []).flatMap((day) => [day.title, ...(day.stay ? [day.stay] : [])]),
    ...(tour.pricing?.options ?? []).filter((option) => option.kind === 'excursion').map((option) => option.name),
  ];
}

/** Case-insensitive, partial: 'darj' finds Darjeeling Romance, 'tsomgo' the tour that covers Tsomgo Lake, 'nathula' the tour with its excursion. */
export function matchesDestination(
  tour: Pick<TourPackage, 'name' | 'destinationsCovered'> & Partial<Pick<TourPackage, 'itinerary' | 'pricing'>>,
  text: string | undefined,
): boolean {
  const wanted = (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return true;
  return tourSearchTexts(tour).some((place) => place.toLowerCase().replace(/\s+/g, ' ').includes(wanted));
}

const within = (value: number | null, min: number | null | undefined, max: number | null | undefined) =>
  value !== null && (min == null || value >= min) && (max == null || value <= max);

export function matchesTourQuery(tour: TourPackage, query: TourQuery): boolean {
  if (!matchesDestination(tour, query.destination)) return false;
  if (query.category && tour.category !== query.category) return false;
  if ((query.minPrice != null || query.maxPrice != null) && !within(tour.price, query.minPrice, query.maxPrice)) return false;
  // A duration nobody can read cannot be said to fall in a range.
  if ((query.minDays != null || query.maxDays != null) && !within(tourDays(tour), query.minDays, query.maxDays)) return false;
  return true;
}

/** Durations nobody can read go last, whichever the direction; ties keep the operator's order (id). */
function byDays(direction: 1 | -1) {
  return (a: TourPackage, b: TourPackage) => {
    const daysA = tourDays(a);
    const daysB = tourDays(b);
    if (daysA === null || daysB === null) return daysA === daysB ? 0 : daysA === null ? 1 : -1;
    return (daysA - daysB) * direction;
  };
}

const byId = (a: TourPackage, b: TourPackage) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const comparators: Record<TourSort, (a: TourPackage, b: TourPackage) => number> = {
  recommended: byId,
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(a, b),
  'duration-asc': (a, b) => byDays(1)(a, b) || byId(a, b),
  'duration-desc': (a, b) => byDays(-1)(a, b) || byId(a, b),
};

export function compareTours(sort: TourSort = 'recommended') {
  return comparators[sort];
}
