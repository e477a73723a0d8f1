import type { TourQuery } from '@/backend/types';
import { tourCategories, type TourCategory } from '@/backend/tour-categories';
import { formatRupees } from '@/lib/format';

/**
 * The tour list's filters and sort order. They live in the URL (`/hotels?destination=&category=&price=&
 * duration=&sort=`) so that a filtered list can be shared and the back button restores it; these pure
 * functions read that URL, write changes back, and turn it into the query the backend answers.
 */

/** Price bands, inclusive, in whole rupees (prices are whole rupees, so "under 15,000" ends at 14,999). */
export const pricePresets = [
  { value: 'under-15000', label: `Under ${formatRupees(15000)}`, min: null, max: 14999 },
  { value: '15000-40000', label: `${formatRupees(15000)} – ${formatRupees(40000)}`, min: 15000, max: 40000 },
  { value: 'over-40000', label: `Above ${formatRupees(40000)}`, min: 40001, max: null },
] as const;
export type PricePreset = (typeof pricePresets)[number]['value'];

/** Duration bands in days, inclusive. */
export const durationRanges = [
  { value: 'up-to-4', label: 'Up to 4 days', min: null, max: 4 },
  { value: '5-7', label: '5–7 days', min: 5, max: 7 },
  { value: '8-plus', label: '8+ days', min: 8, max: null },
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
    price: oneOf(
      pricePresets.map((preset) => preset.value),
      params.get('price'),
    ),
    duration: oneOf(
      durationRanges.map((range) => range.value),
      params.get('duration'),
    ),
    sort:
      oneOf(
        sortOptions.map((option) => option.value),
        params.get('sort'),
      ) ?? 'recommended',
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
    filters.destination.trim() !== '' ||
    filters.category !== null ||
    filters.price !== null ||
    filters.duration !== null ||
    filters.sort !== 'recommended'
  );
}

/** What the backend is asked for: the URL's presets as bounds, the destination as typed (trimmed). */
export function toTourQuery(filters: TourFilters): TourQuery {
  const price = pricePresets.find((preset) => preset.value === filters.price);
  const duration = durationRanges.find((range) => range.value === filters.duration);
  return {
    destination: filters.destination.trim(),
    category: filters.category,
    minPrice: price?.min ?? null,
    maxPrice: price?.max ?? null,
    minDays: duration?.min ?? null,
    maxDays: duration?.max ?? null,
    sort: filters.sort,
  };
}

/** '1 package', '4 packages'. */
export function packagesCount(count: number): string {
  return count === 1 ? '1 package' : `${count} packages`;
}
