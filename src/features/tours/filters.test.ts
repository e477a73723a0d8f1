import { sampleTours } from '~seed/data/tours';
import { compareTours, matchesTourQuery } from '@/backend/domain/tour-query';
import type { TourPackage } from '@/backend/schemas';
import {
  hasActiveFilters,
  noFilters,
  packagesCount,
  parseTourFilters,
  toTourQuery,
  withFilter,
  withoutFilters,
  type TourFilters,
} from './filters';

const names = (tours: TourPackage[]) => tours.map((tour) => tour.id);
/** What the backend lists for these filters: the query they become, answered by the rules both adapters share. */
function applyTourFilters(tours: readonly TourPackage[], filters: TourFilters): TourPackage[] {
  const query = toTourQuery(filters);
  return tours.filter((tour) => matchesTourQuery(tour, query)).sort(compareTours(query.sort));
}
const filter = (changes: Partial<TourFilters>) => names(applyTourFilters(sampleTours, { ...noFilters, ...changes }));
const tour = (id: string, price: number, duration: string): TourPackage => ({
  ...sampleTours[0]!,
  id,
  name: id,
  price,
  duration,
  destinationsCovered: ['Somewhere'],
});

describe('parseTourFilters', () => {
  it('reads every filter from the URL', () => {
    const params = new URLSearchParams('destination=Darj&category=Honeymoon&price=under-15000&duration=up-to-4&sort=price-desc');
    expect(parseTourFilters(params)).toEqual({
      destination: 'Darj',
      category: 'Honeymoon',
      price: 'under-15000',
      duration: 'up-to-4',
      sort: 'price-desc',
    });
  });

  it('has no filters on the plain URL, and ignores the trip details', () => {
    expect(parseTourFilters(new URLSearchParams(''))).toEqual(noFilters);
    expect(parseTourFilters(new URLSearchParams('checkIn=2026-12-20&checkOut=2026-12-23&guests=2'))).toEqual(noFilters);
  });

  it('accepts any letter case and falls back to "any" for unknown values', () => {
    expect(parseTourFilters(new URLSearchParams('category=honeymoon&sort=PRICE-ASC'))).toMatchObject({
      category: 'Honeymoon',
      sort: 'price-asc',
    });
    expect(parseTourFilters(new URLSearchParams('category=Luxury&price=cheap&duration=forever&sort=random'))).toEqual(noFilters);
  });
});

describe('withFilter and withoutFilters', () => {
  const params = new URLSearchParams('destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2');

  it('sets one filter and keeps the rest of the URL', () => {
    expect(withFilter(params, 'category', 'Honeymoon').toString()).toBe(
      'destination=Darjeeling&checkIn=2026-12-20&checkOut=2026-12-23&guests=2&category=Honeymoon',
    );
    // The original is left alone: the router compares old and new.
    expect(params.has('category')).toBe(false);
  });

  it('removes a filter set back to its default', () => {
    expect(withFilter(params, 'destination', '').has('destination')).toBe(false);
    expect(withFilter(new URLSearchParams('sort=price-asc'), 'sort', 'recommended').toString()).toBe('');
  });

  it('clears every filter and sort but keeps the dates and guests', () => {
    const filtered = new URLSearchParams(`${params.toString()}&category=Family&price=over-40000&duration=5-7&sort=duration-asc`);
    expect(withoutFilters(filtered).toString()).toBe('checkIn=2026-12-20&checkOut=2026-12-23&guests=2');
  });
});

describe('hasActiveFilters', () => {
  it('is false for no filters or a blank destination, true for anything else', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ ...noFilters, destination: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...noFilters, destination: 'Paro' })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, sort: 'price-asc' })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, duration: '8-plus' })).toBe(true);
  });
});

describe('toTourQuery', () => {
  it('turns the presets into inclusive bounds and passes the rest on', () => {
    expect(
      toTourQuery({ destination: '  Pelling ', category: 'Family', price: 'under-15000', duration: '5-7', sort: 'price-desc' }),
    ).toEqual({
      destination: 'Pelling',
      category: 'Family',
      minPrice: null,
      maxPrice: 14999,
      minDays: 5,
      maxDays: 7,
      sort: 'price-desc',
    });
    expect(toTourQuery({ ...noFilters, price: 'over-40000', duration: '8-plus' })).toMatchObject({
      minPrice: 40001,
      maxPrice: null,
      minDays: 8,
      maxDays: null,
    });
    expect(toTourQuery(noFilters)).toEqual({
      destination: '',
      category: null,
      minPrice: null,
      maxPrice: null,
      minDays: null,
      maxDays: null,
      sort: 'recommended',
    });
  });
});

describe('the filters on the sample packages', () => {
  it('keeps the operator order by default', () => {
    expect(filter({})).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight']);
  });

  it('filters by destination text', () => {
    expect(filter({ destination: 'Darjeeling' })).toEqual(['darjeeling-romance']);
    expect(filter({ destination: 'hill' })).toEqual(['darjeeling-romance', 'nepal-adventure']);
    expect(filter({ destination: 'Lhasa' })).toEqual([]);
  });

  it('filters by category', () => {
    expect(filter({ category: 'Cultural' })).toEqual(['bhutan-discovery']);
  });

  it('filters by price preset', () => {
    expect(filter({ price: 'under-15000' })).toEqual(['darjeeling-romance']);
    expect(filter({ price: '15000-40000' })).toEqual(['bhutan-discovery', 'sikkim-delight']);
    expect(filter({ price: 'over-40000' })).toEqual(['nepal-adventure']);
  });

  it('filters by duration in days', () => {
    expect(filter({ duration: 'up-to-4' })).toEqual(['darjeeling-romance']);
    expect(filter({ duration: '5-7' })).toEqual(['bhutan-discovery', 'sikkim-delight']);
    expect(filter({ duration: '8-plus' })).toEqual(['nepal-adventure']);
  });

  it('combines filters', () => {
    expect(filter({ price: '15000-40000', duration: '5-7', category: 'Family' })).toEqual(['sikkim-delight']);
    expect(filter({ destination: 'Darjeeling', category: 'Adventure' })).toEqual([]);
  });

  it('sorts by price and by duration both ways', () => {
    expect(filter({ sort: 'price-asc' })).toEqual([
      'darjeeling-romance',
      'sikkim-delight',
      'bhutan-discovery',
      'nepal-adventure',
    ]);
    expect(filter({ sort: 'price-desc' })).toEqual([
      'nepal-adventure',
      'bhutan-discovery',
      'sikkim-delight',
      'darjeeling-romance',
    ]);
    expect(filter({ sort: 'duration-asc' })).toEqual([
      'darjeeling-romance',
      'sikkim-delight',
      'bhutan-discovery',
      'nepal-adventure',
    ]);
    expect(filter({ sort: 'duration-desc' })).toEqual([
      'nepal-adventure',
      'bhutan-discovery',
      'sikkim-delight',
      'darjeeling-romance',
    ]);
  });

  it('sorts the filtered list, without touching the input', () => {
    const input = [...sampleTours];
    expect(names(applyTourFilters(input, { ...noFilters, price: '15000-40000', sort: 'price-desc' }))).toEqual([
      'bhutan-discovery',
      'sikkim-delight',
    ]);
    expect(input).toEqual(sampleTours);
  });
});

describe('price and duration edges', () => {
  const edges = [
    tour('a', 14999, '2 Days'),
    tour('b', 15000, '4 Days'),
    tour('c', 40000, '5 Days'),
    tour('d', 40001, '7 Days'),
    tour('e', 0, '8 Days'),
  ];
  const pick = (changes: Partial<TourFilters>) => names(applyTourFilters(edges, { ...noFilters, ...changes }));

  it('puts 15,000 and 40,000 in the middle band', () => {
    expect(pick({ price: 'under-15000' })).toEqual(['a', 'e']);
    expect(pick({ price: '15000-40000' })).toEqual(['b', 'c']);
    expect(pick({ price: 'over-40000' })).toEqual(['d']);
  });

  it('puts 4, 5, 7 and 8 days where their labels say', () => {
    expect(pick({ duration: 'up-to-4' })).toEqual(['a', 'b']);
    expect(pick({ duration: '5-7' })).toEqual(['c', 'd']);
    expect(pick({ duration: '8-plus' })).toEqual(['e']);
  });

  it('keeps the operator order (by id) among equal prices', () => {
    const tied = [tour('x', 100, '2 Days'), tour('y', 50, '2 Days'), tour('z', 100, '2 Days')];
    expect(names(applyTourFilters(tied, { ...noFilters, sort: 'price-desc' }))).toEqual(['x', 'z', 'y']);
    expect(names(applyTourFilters(tied, { ...noFilters, sort: 'duration-asc' }))).toEqual(['x', 'y', 'z']);
  });

  it('leaves out unreadable durations from a duration filter and sorts them last', () => {
    const mixed = [tour('flexible', 100, 'Flexible'), tour('long', 100, '9 Days'), tour('short', 100, '2 Days')];
    expect(names(applyTourFilters(mixed, { ...noFilters, duration: '8-plus' }))).toEqual(['long']);
    expect(names(applyTourFilters(mixed, { ...noFilters, sort: 'duration-asc' }))).toEqual(['short', 'long', 'flexible']);
    expect(names(applyTourFilters(mixed, { ...noFilters, sort: 'duration-desc' }))).toEqual(['long', 'short', 'flexible']);
  });
});

describe('packagesCount', () => {
  it.each([
    [0, '0 packages'],
    [1, '1 package'],
    [4, '4 packages'],
  ])('%d -> %s', (count, text) => {
    expect(packagesCount(count)).toBe(text);
  });
});
