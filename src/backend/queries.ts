import { queryOptions } from '@tanstack/react-query';
import { getBackend } from './index';

/**
 * Query keys and fetchers for every entity, shared by public and admin screens so that one mutation
 * invalidates every screen that shows the same data.
 */
export const queryKeys = {
  tours: ['tours'] as const,
  hotels: ['hotels'] as const,
  bookings: ['bookings'] as const,
  articles: ['articles'] as const,
  flights: ['flights'] as const,
  stats: ['stats'] as const,
};

export const tourQueries = {
  list: () => queryOptions({ queryKey: [...queryKeys.tours, 'list'], queryFn: async () => (await getBackend()).tours.list() }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.tours, 'detail', id], queryFn: async () => (await getBackend()).tours.get(id) }),
};

export const hotelQueries = {
  // The first page only, until the admin screens page through the port's lists.
  list: () => queryOptions({ queryKey: [...queryKeys.hotels, 'list'], queryFn: async () => (await (await getBackend()).hotels.page({ size: 100 })).items }),
};

export const bookingQueries = {
  list: () =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'list'],
      // The first page only, until the admin screens page through the port's lists.
      queryFn: async () => (await (await getBackend()).bookings.page({}, { size: 100 })).items,
    }),
  /**
   * The signed-in customer's own bookings. Under the same root key as the admin list, so a status change or
   * a new booking invalidates both; the user id keeps one customer's list from showing after another signs in.
   */
  myBookings: (userId: string) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'mine', userId],
      queryFn: async () => (await getBackend()).bookings.listMine(),
    }),
};

export const articleQueries = {
  list: () => queryOptions({ queryKey: [...queryKeys.articles, 'list'], queryFn: async () => (await getBackend()).articles.list() }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.articles, 'detail', id], queryFn: async () => (await getBackend()).articles.get(id) }),
  /** By slug, falling back to id, as the article page looks it up. */
  bySlugOrId: (slugOrId: string) =>
    queryOptions({
      queryKey: [...queryKeys.articles, 'slug', slugOrId],
      queryFn: async () => {
        const backend = await getBackend();
        return (await backend.articles.getBySlug(slugOrId)) ?? (await backend.articles.get(slugOrId));
      },
    }),
};

export const flightQueries = {
  list: () => queryOptions({ queryKey: [...queryKeys.flights, 'list'], queryFn: async () => (await getBackend()).flights.list() }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.flights, 'detail', id], queryFn: async () => (await getBackend()).flights.get(id) }),
};

export const statsQueries = {
  counts: () => queryOptions({ queryKey: [...queryKeys.stats, 'counts'], queryFn: async () => (await getBackend()).stats.counts() }),
};
