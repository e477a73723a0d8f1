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

/** Case-insensitive, partial: 'darj' finds Darjeeling Romance, 'tsomgo' the tour that covers Tsomgo Lake. */
export function matchesDestination(tour: Pick<TourPackage, 'name' | 'destinationsCovered'>, text: string | undefined): boolean {
  const wanted = (text ?? '').trim().toLowerCase();
  if (!wanted) return true;
  return [tour.name, ...tour.destinationsCovered].some((place) => place.toLowerCase().includes(wanted));
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
