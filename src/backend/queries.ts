import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getBackend } from './index';
import type { ArticleQuery, BookingFilter, DashboardCounts, Page, PageCursor, TourQuery } from './types';
import type { Booking, PermitFiling, PermitType, TourPackage, TravellerDocuments } from './schemas';

/**
 * Query keys and fetchers for every entity, shared by public and admin screens so that one mutation
 * invalidates every screen that shows the same data.
 */
export const queryKeys = {
  tours: ['tours'] as const,
  hotels: ['hotels'] as const,
  bookings: ['bookings'] as const,
  availability: ['availability'] as const,
  hotelAster: ['hotelAster'] as const,
  articles: ['articles'] as const,
  flights: ['flights'] as const,
  permits: ['permits'] as const,
  settings: ['settings'] as const,
  enquiries: ['enquiries'] as const,
  mail: ['mail'] as const,
  stats: ['stats'] as const,
  travellerDocuments: ['travellerDocuments'] as const,
  alerts: ['alerts'] as const,
  /** Every quote screen reads under it: a save or a send refreshes the list, the enquiry and the dashboard. */
  quotes: ['quotes'] as const,
  taxDocuments: ['taxDocuments'] as const,
};

/** Pages of a list: the first, then each `next` cursor (TanStack's infinite queries). */
const firstPage = null as PageCursor | null;

export const tourQueries = {
  /** Every tour: for the build (prerender, sitemap), not for lists, public or the operator's (they read pages). */
  all: () => queryOptions({ queryKey: [...queryKeys.tours, 'all'], queryFn: async () => (await getBackend()).tours.list() }),
  pages: (query: TourQuery, size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.tours, 'pages', query, size],
      queryFn: async ({ pageParam }) => (await getBackend()).tours.page(query, { size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
  featured: (count: number) =>
    queryOptions({
      queryKey: [...queryKeys.tours, 'featured', count],
      queryFn: async () => (await getBackend()).tours.featured(count),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.tours, 'detail', id], queryFn: async () => (await getBackend()).tours.get(id) }),
};

export const hotelQueries = {
  pages: (size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.hotels, 'pages', size],
      queryFn: async ({ pageParam }) => (await getBackend()).hotels.page({ size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
};

export const bookingQueries = {
  /** A payment's screenshot, for its customer or the operator to look at (a file: kept while the page is open). */
  paymentScreenshot: (path: string) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'paymentScreenshot', path],
      queryFn: async () => (await getBackend()).bookings.paymentScreenshot(path),
      staleTime: Infinity,
    }),
  /** The operator's list: one page at a time, with the total counted by the backend. */
  pages: (filter: BookingFilter, size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.bookings, 'pages', filter, size],
      queryFn: async ({ pageParam }) => (await getBackend()).bookings.page(filter, { size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
  count: (filter: BookingFilter) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'count', filter],
      queryFn: async () => (await getBackend()).bookings.count(filter),
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.bookings, 'detail', id], queryFn: async () => (await getBackend()).bookings.get(id) }),
  /**
   * What moving the booking to `newDate` would do (its price difference, or the refusal), for the move dialog before
   * confirming: under the bookings, so a move or a change of the booking reads it again.
   */
  movePreview: (id: string, newDate: string) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'movePreview', id, newDate],
      queryFn: async () => (await getBackend()).alerts.previewMove(id, newDate),
      retry: false,
    }),
  officeRecord: (id: string) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'office', id],
      queryFn: async () => (await getBackend()).bookings.officeRecord(id),
    }),
  needsAttention: (today: string) =>
    queryOptions({
      queryKey: [...queryKeys.bookings, 'attention', today],
      queryFn: async () => (await getBackend()).bookings.needsAttention(today),
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

export const availabilityQueries = {
  roomNights: (roomId: string, fromMonth: string, months: number) =>
    queryOptions({
      queryKey: [...queryKeys.availability, 'rooms', roomId, fromMonth, months],
      queryFn: async () => (await getBackend()).availability.roomNights(roomId, fromMonth, months),
    }),
  departureSeats: (tourId: string) =>
    queryOptions({
      queryKey: [...queryKeys.availability, 'departures', tourId],
      queryFn: async () => (await getBackend()).availability.departureSeats(tourId),
    }),
  occupancyMonth: (month: string) =>
    queryOptions({
      queryKey: [...queryKeys.availability, 'month', month],
      queryFn: async () => (await getBackend()).availability.occupancyMonth(month),
    }),
  departures: (fromDate: string) =>
    queryOptions({
      queryKey: [...queryKeys.availability, 'all-departures', fromDate],
      queryFn: async () => (await getBackend()).availability.departures(fromDate),
    }),
};

export const hotelAsterQueries = {
  content: () =>
    queryOptions({ queryKey: [...queryKeys.hotelAster, 'content'], queryFn: async () => (await getBackend()).hotelAster.get() }),
};

export const articleQueries = {
  /** Every article: for the build (prerender, sitemap), not for lists, public or the operator's (they read pages). */
  all: () =>
    queryOptions({ queryKey: [...queryKeys.articles, 'all'], queryFn: async () => (await getBackend()).articles.list() }),
  pages: (query: ArticleQuery, size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.articles, 'pages', query, size],
      queryFn: async ({ pageParam }) => (await getBackend()).articles.page(query, { size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
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
  list: () =>
    queryOptions({ queryKey: [...queryKeys.flights, 'list'], queryFn: async () => (await getBackend()).flights.list() }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.flights, 'detail', id], queryFn: async () => (await getBackend()).flights.get(id) }),
};

export const permitQueries = {
  /** Every permit type, by name: the tour pages, the booking form and the admin's lists read the same list. */
  list: () =>
    queryOptions({ queryKey: [...queryKeys.permits, 'list'], queryFn: async () => (await getBackend()).permits.list() }),
};

export const settingsQueries = {
  business: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'business'],
      queryFn: async () => (await getBackend()).settings.business(),
    }),
  notifications: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'notifications'],
      queryFn: async () => (await getBackend()).settings.notifications(),
    }),
  bookingPolicy: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'bookingPolicy'],
      queryFn: async () => (await getBackend()).settings.bookingPolicy(),
    }),
  payments: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'payments'],
      queryFn: async () => (await getBackend()).settings.paymentSettings(),
    }),
  tax: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'tax'],
      queryFn: async () => (await getBackend()).settings.taxSettings(),
    }),
  trip: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'trip'],
      queryFn: async () => (await getBackend()).settings.tripSettings(),
    }),
  peakPeriods: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'peakPeriods'],
      queryFn: async () => (await getBackend()).settings.peakPeriods(),
    }),
  replyTemplates: () =>
    queryOptions({
      queryKey: [...queryKeys.settings, 'replyTemplates'],
      queryFn: async () => (await getBackend()).settings.replyTemplates(),
    }),
};

export const enquiryQueries = {
  pages: (size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.enquiries, 'pages', size],
      queryFn: async ({ pageParam }) => (await getBackend()).enquiries.page({ size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
  /** The oldest enquiries not handled yet: the dashboard's "awaiting a reply". */
  awaitingReply: (count: number) =>
    queryOptions({
      queryKey: [...queryKeys.enquiries, 'awaiting', count],
      queryFn: async () => (await getBackend()).enquiries.awaitingReply(count),
    }),
  /** How many enquiries wait for a reply: the sidebar's badge. */
  countAwaitingReply: () =>
    queryOptions({
      queryKey: [...queryKeys.enquiries, 'awaiting-count'],
      queryFn: async () => (await getBackend()).enquiries.countAwaitingReply(),
    }),
};

export const quoteQueries = {
  pages: (size: number) =>
    infiniteQueryOptions({
      queryKey: [...queryKeys.quotes, 'pages', size],
      queryFn: async ({ pageParam }) => (await getBackend()).quotes.page({ size, after: pageParam }),
      initialPageParam: firstPage,
      getNextPageParam: (page) => page.next,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...queryKeys.quotes, 'detail', id], queryFn: async () => (await getBackend()).quotes.get(id) }),
  forEnquiry: (enquiryId: string) =>
    queryOptions({
      queryKey: [...queryKeys.quotes, 'enquiry', enquiryId],
      queryFn: async () => (await getBackend()).quotes.forEnquiry(enquiryId),
    }),
  /** Viewed and not answered since: the dashboard's "awaiting an answer". */
  awaitingAnswer: (count: number) =>
    queryOptions({
      queryKey: [...queryKeys.quotes, 'awaitingAnswer', count],
      queryFn: async () => (await getBackend()).quotes.awaitingAnswer(count),
    }),
  /** The customer's link. Read once per visit: each read may mark the quote viewed, and the "changed" notice is of the first read. */
  view: (token: string) =>
    queryOptions({
      queryKey: [...queryKeys.quotes, 'view', token],
      queryFn: async () => (await getBackend()).quotes.read(token),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
};

export const mailQueries = {
  latest: (count: number) =>
    queryOptions({
      queryKey: [...queryKeys.mail, 'latest', count],
      queryFn: async () => (await getBackend()).mail.latest(count),
    }),
};

export const statsQueries = {
  counts: () =>
    queryOptions({ queryKey: [...queryKeys.stats, 'counts'], queryFn: async () => (await getBackend()).stats.counts() }),
  /** One of the counts: the dashboard's cards each show theirs as soon as it is counted. */
  count: (what: keyof DashboardCounts) =>
    queryOptions({ queryKey: [...queryKeys.stats, 'count', what], queryFn: async () => (await getBackend()).stats.count(what) }),
  occupancy: (date: string) =>
    queryOptions({
      queryKey: [...queryKeys.stats, 'occupancy', date],
      queryFn: async () => (await getBackend()).stats.occupancy(date),
    }),
  confirmedRevenue: (month: string) =>
    queryOptions({
      queryKey: [...queryKeys.stats, 'revenue', month],
      queryFn: async () => (await getBackend()).stats.confirmedRevenue(month),
    }),
  /** Trips starting from `from` to `to` whose travellers' documents are incomplete. */
  documentsMissing: (from: string, to: string) =>
    queryOptions({
      queryKey: [...queryKeys.stats, 'documents-missing', from, to],
      queryFn: async () => (await getBackend()).stats.documentsMissing(from, to),
    }),
};

/** Travellers' identity documents: the customer's own, and the operator's permit desk. Never prerendered. */
export const travellerDocumentQueries = {
  mine: (userId: string) =>
    queryOptions({
      queryKey: [...queryKeys.travellerDocuments, 'mine', userId],
      queryFn: async () => (await getBackend()).travellerDocuments.listMine(),
    }),
  forBookings: (bookingIds: readonly string[]) =>
    queryOptions({
      queryKey: [...queryKeys.travellerDocuments, 'permitDesk', bookingIds],
      queryFn: async () => (await getBackend()).travellerDocuments.forBookings(bookingIds),
    }),
  filings: (bookingIds: readonly string[]) =>
    queryOptions({
      queryKey: [...queryKeys.travellerDocuments, 'filings', bookingIds],
      queryFn: async () => (await getBackend()).travellerDocuments.filings(bookingIds),
    }),
  expired: (today: string) =>
    queryOptions({
      queryKey: [...queryKeys.travellerDocuments, 'expired', today],
      queryFn: async () => (await getBackend()).travellerDocuments.expired(today),
    }),
};

/** Tax documents as issued: a booking's (its customer or the operator) and a month's (the operator). */
export const taxDocumentQueries = {
  ofBooking: (bookingId: string) =>
    queryOptions({
      queryKey: [...queryKeys.taxDocuments, 'booking', bookingId],
      queryFn: async () => (await getBackend()).taxDocuments.ofBooking(bookingId),
    }),
  inMonth: (month: string) =>
    queryOptions({
      queryKey: [...queryKeys.taxDocuments, 'month', month],
      queryFn: async () => (await getBackend()).taxDocuments.inMonth(month),
    }),
};

/** Everything the permit desk shows about the tour departures of a date range (Cancelled bookings left out). */
export interface PermitDeskData {
  bookings: Booking[];
  tours: Record<string, TourPackage>;
  permits: PermitType[];
  documents: TravellerDocuments[];
  filings: PermitFiling[];
}

async function loadPermitDesk(from: string, to: string): Promise<PermitDeskData> {
  const backend = await getBackend();
  const bookings: Booking[] = [];
  // Tours and trips tailored in a quote (earlier ones were stored as tours or, holding Hotel Aster rooms, as room
  // stays with a plan): their permits follow from where they are each day (trip-places.ts).
  for (const kind of ['tour', 'trip', 'room'] as const) {
    let after: PageCursor | null = null;
    do {
      const page: Page<Booking> = await backend.bookings.page({ kind, from, to }, { size: 100, after });
      bookings.push(
        ...page.items.filter((booking) => booking.status !== 'Cancelled' && (kind !== 'room' || booking.plan !== undefined)),
      );
      after = page.next;
    } while (after);
  }
  const tourIds = [...new Set(bookings.flatMap((booking) => (booking.itemId ? [booking.itemId] : [])))];
  const ids = bookings.map((booking) => booking.id);
  const [tours, permits, documents, filings] = await Promise.all([
    Promise.all(tourIds.map((id) => backend.tours.get(id))),
    backend.permits.list(),
    backend.travellerDocuments.forBookings(ids),
    backend.travellerDocuments.filings(ids),
  ]);
  return {
    bookings,
    tours: Object.fromEntries(tours.flatMap((tour) => (tour ? [[tour.id, tour]] : []))),
    permits,
    documents,
    filings,
  };
}

export const permitDeskQueries = {
  /** The tour bookings starting from `from` to `to` (inclusive), with their tours, permits, documents and filings. */
  departures: (from: string, to: string) =>
    queryOptions({
      queryKey: [...queryKeys.travellerDocuments, 'departures', from, to],
      queryFn: () => loadPermitDesk(from, to),
    }),
};
