import { bookingStatuses, type BookingStatus, type Booking } from '@/backend/schemas';

/**
 * The Hotel Bookings filters, kept in the URL (`?status=Pending&from=2027-01-01&to=2027-01-31`) so a filtered
 * list can be reloaded, bookmarked and shared. Anything unreadable in the URL means "no filter".
 */
export const statusFilters = ['All', ...bookingStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export interface BookingFilters {
  status: StatusFilter;
  /** First check-in date shown, 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  /** Last check-in date shown, 'YYYY-MM-DD', or '' for no bound. */
  to: string;
}

export const noFilters: BookingFilters = { status: 'All', from: '', to: '' };

function calendarDate(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? '' : value;
}

function isStatus(value: string | null): value is BookingStatus {
  return (bookingStatuses as readonly string[]).includes(value ?? '');
}

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  return { status: isStatus(status) ? status : 'All', from: calendarDate(params.get('from')), to: calendarDate(params.get('to')) };
}

/** The URL query for `filters`, leaving out what is not filtered (and keeping unrelated parameters). */
export function writeBookingFilters(filters: BookingFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: [keyof BookingFilters, string][] = [
    ['status', filters.status === 'All' ? '' : filters.status],
    ['from', filters.from],
    ['to', filters.to],
  ];
  for (const [key, value] of values) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function hasActiveFilters(filters: BookingFilters): boolean {
  return filters.status !== 'All' || filters.from !== '' || filters.to !== '';
}

/** A date range that can match nothing: the 'to' date before the 'from' date. */
export function isReversedRange(filters: BookingFilters): boolean {
  return filters.from !== '' && filters.to !== '' && filters.to < filters.from;
}

/** Bookings with the status, and a check-in date within the range (both ends included). */
export function filterBookings(bookings: readonly Booking[], filters: BookingFilters): Booking[] {
  return bookings.filter(
    (booking) =>
      (filters.status === 'All' || booking.status === filters.status) &&
      // ISO calendar dates compare correctly as strings.
      (filters.from === '' || booking.travelDate >= filters.from) &&
      (filters.to === '' || booking.travelDate <= filters.to),
  );
}

/** A cancellation the customer asked for and the operator has not settled yet. */
export function awaitsCancellation(booking: Booking): boolean {
  return booking.cancellationRequestedAt !== undefined && booking.status !== 'Cancelled';
}
