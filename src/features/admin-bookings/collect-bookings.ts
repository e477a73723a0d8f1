import type { Booking } from '@/backend/schemas';
import type { BookingFilter, Page, PageRequest } from '@/backend/types';

/** Bookings read per request while exporting: few requests, each small enough to show progress. */
export const exportPageSize = 100;

export type ReadBookingPage = (filter: BookingFilter, request: PageRequest) => Promise<Page<Booking>>;

/**
 * Every booking that matches, read page by page in the list's order; `onProgress` hears how many have been read
 * after each page. Stops early when `signal` is aborted (the operator left the page).
 */
export async function collectBookings(
  read: ReadBookingPage,
  filter: BookingFilter,
  onProgress: (read: number) => void,
  signal?: AbortSignal,
): Promise<Booking[]> {
  const bookings: Booking[] = [];
  signal?.throwIfAborted();
  let page = await read(filter, { size: exportPageSize });
  for (;;) {
    bookings.push(...page.items);
    onProgress(bookings.length);
    if (!page.next) return bookings;
    signal?.throwIfAborted();
    page = await read(filter, { size: exportPageSize, after: page.next });
  }
}
