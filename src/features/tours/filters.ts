import type { TourPackage } from '@/backend/schemas';
import { tourCategories, type TourCategory } from '@/backend/tour-categories';
import { formatRupees } from '@/lib/format';
import { durationDays } from '@/lib/tour-duration';

/**
 * The tour list's filters and sort order. They live in the URL (`/hotels?destination=&category=&price=&
 * duration=&sort=`) so that a filtered list can be shared and the back button restores it; these pure
 * functions read that URL, apply it to the packages and write changes back.
 */

export const pricePresets = [
  { value: 'under-15000', label: `Under ${formatRupees(15000)}`, matches: (price: number) => price < 15000 },
  { value: '15000-40000', label: `${formatRupees(15000)} – ${formatRupees(40000)}`, matches: (price: number) => price >= 15000 && price <= 40000 },
  { value: 'over-40000', label: `Above ${formatRupees(40000)}`, matches: (price: number) => price > 40000 },
] as const;
export type PricePreset = (typeof pricePresets)[number]['value'];

export const durationRanges = [
  { value: 'up-to-4', label: 'Up to 4 days', matches: (days: number) => days <= 4 },
  { value: '5-7', label: '5–7 days', matches: (days: number) => days >= 5 && days <= 7 },
  { value: '8-plus', label: '8+ days', matches: (days: number) => days >= 8 },
] as const;
export type DurationRange = (typeof durationRanges)[number]['value'];

export const sortOptions = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'duration-asc', label: 'Duration: short to long' },
  { value: 'duration-desc', label: 'Duration: long to short' },
] as const;
export type TourSort = (typeof sortOptions)[number]['value'];

export interface TourFilters {
  /** As typed: matched case-insensitively, ignoring surrounding spaces, against the name and the places. */
  destination: string;
  category: TourCategory | null;
  price: PricePreset | null;
  duration: DurationRange | null;
  sort: TourSort;
}

export const noFilters: TourFilters = { destination: '', category: null, price: null, duration: null, sort: 'recommended' };

/** URL parameters that filter or sort; the trip details from the home search (dates, guests) are not among them. */
export const filterParams = ['destination', 'category', 'price', 'duration', 'sort'] as const;
export type FilterParam = (typeof filterParams)[number];

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

/** Reads the filters from the URL; unknown values (a hand-edited or outdated link) fall back to "any". */
export function parseTourFilters(params: URLSearchParams): TourFilters {
  return {
    destination: params.get('destination') ?? '',
    category: oneOf(tourCategories, params.get('category')),
    price: oneOf(pricePresets.map((preset) => preset.value), params.get('price')),
    duration: oneOf(durationRanges.map((range) => range.value), params.get('duration')),
    sort: oneOf(sortOptions.map((option) => option.value), params.get('sort')) ?? 'recommended',
  };
}

/**
 * The URL parameters with one filter changed. An empty value or the default removes the parameter, so the
 * plain list keeps the plain URL `/hotels`. Other parameters (including the trip details) are kept.
 */
export function withFilter(params: URLSearchParams, key: FilterParam, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '' || (key === 'sort' && value === 'recommended')) next.delete(key);
  else next.set(key, value);
  return next;
}

/** The URL parameters without any filter or sort, keeping the trip details. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterParams) next.delete(key);
  return next;
}

/** True when something narrows or reorders the list. */
export function hasActiveFilters(filters: TourFilters): boolean {
  return (
    filters.destination.trim() !== '' || filters.category !== null || filters.price !== null || filters.duration !== null || filters.sort !== 'recommended'
  );
}

/** Case-insensitive, partial: 'darj' finds Darjeeling Romance, 'tsomgo' finds the tour that covers Tsomgo Lake. */
export function matchesDestination(tour: TourPackage, text: string): boolean {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return true;
  return [tour.name, ...tour.destinationsCovered].some((place) => place.toLowerCase().includes(wanted));
}

export function matchesTourFilters(tour: TourPackage, filters: TourFilters): boolean {
  if (!matchesDestination(tour, filters.destination)) return false;
  if (filters.category && tour.category !== filters.category) return false;
  if (filters.price && !pricePresets.find((preset) => preset.value === filters.price)?.matches(tour.price)) return false;
  if (filters.duration) {
    const days = durationDays(tour.duration);
    // A duration we cannot read cannot be said to fall in the range.
    if (days === null || !durationRanges.find((range) => range.value === filters.duration)?.matches(days)) return false;
  }
  return true;
}

/** Compares two durations in days; durations we cannot read go last whichever the direction. */
function byDuration(direction: 1 | -1) {
  return (a: TourPackage, b: TourPackage) => {
    const daysA = durationDays(a.duration);
    const daysB = durationDays(b.duration);
    if (daysA === null || daysB === null) return daysA === daysB ? 0 : daysA === null ? 1 : -1;
    return (daysA - daysB) * direction;
  };
}

const comparators: Record<Exclude<TourSort, 'recommended'>, (a: TourPackage, b: TourPackage) => number> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  'duration-asc': byDuration(1),
  'duration-desc': byDuration(-1),
};

/**
 * The packages that pass the filters, in the chosen order. 'Recommended' is the operator's own order (the
 * list as stored); ties in any other order keep it too, because Array.prototype.sort is stable.
 */
export function applyTourFilters(tours: readonly TourPackage[], filters: TourFilters): TourPackage[] {
  const kept = tours.filter((tour) => matchesTourFilters(tour, filters));
  return filters.sort === 'recommended' ? kept : kept.sort(comparators[filters.sort]);
}

/** '1 package', '4 packages'. */
export function packagesCount(count: number): string {
  return count === 1 ? '1 package' : `${count} packages`;
}
