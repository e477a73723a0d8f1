import { isCalendarDate } from '@/backend/domain/calendar';
import { bookingKinds, bookingStatuses, type BookingKind, type BookingStatus } from '@/backend/schemas';
import type { BookingFilter } from '@/backend/types';

/**
 * The Hotel Bookings filters, kept in the URL (`?status=Pending&kind=room&from=2027-01-01&to=2027-01-31&awaiting=1
 * &q=AST-7K3Q9`) so a filtered list can be reloaded, bookmarked and shared. Anything unreadable in the URL means
 * "no filter". The backend runs them as indexed queries (BookingFilter).
 */
export const statusFilters = ['All', ...bookingStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const kindFilters = ['All', ...bookingKinds] as const;
export type KindFilter = (typeof kindFilters)[number];

export interface BookingFilters {
  status: StatusFilter;
  kind: KindFilter;
  /** First check-in date shown, 'YYYY-MM-DD', or '' for no bound. */
  from: string;
  /** Last check-in date shown, 'YYYY-MM-DD', or '' for no bound. */
  to: string;
  /** Only bookings whose customer asked to cancel and that are not Cancelled yet. */
  awaiting: boolean;
  /** A name, e-mail, phone or reference, as typed ('' for none). */
  search: string;
}

export const noFilters: BookingFilters = { status: 'All', kind: 'All', from: '', to: '', awaiting: false, search: '' };

/** Longest search text kept from the URL: more than any name, e-mail or phone number. */
const searchLimit = 254;

const calendarDate = (value: string | null) => (value && isCalendarDate(value) ? value : '');
const isStatus = (value: string | null): value is BookingStatus => (bookingStatuses as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is BookingKind => (bookingKinds as readonly string[]).includes(value ?? '');

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    status: isStatus(status) ? status : 'All',
    kind: isKind(kind) ? kind : 'All',
    from: calendarDate(params.get('from')),
    to: calendarDate(params.get('to')),
    awaiting: params.get('awaiting') === '1',
    search: (params.get('q') ?? '').trim().slice(0, searchLimit),
  };
}

/** The URL query for `filters`, leaving out what is not filtered (and keeping unrelated parameters). */
export function writeBookingFilters(filters: BookingFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: [string, string][] = [
    ['status', filters.status === 'All' ? '' : filters.status],
    ['kind', filters.kind === 'All' ? '' : filters.kind],
    ['from', filters.from],
    ['to', filters.to],
    ['awaiting', filters.awaiting ? '1' : ''],
    ['q', filters.search.trim()],
  ];
  for (const [key, value] of values) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function hasActiveFilters(filters: BookingFilters): boolean {
  return (
    filters.status !== 'All' ||
    filters.kind !== 'All' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.awaiting ||
    filters.search.trim() !== ''
  );
}

/** A date range that can match nothing: the 'to' date before the 'from' date. */
export function isReversedRange(filters: BookingFilters): boolean {
  return filters.from !== '' && filters.to !== '' && filters.to < filters.from;
}

/** What the backend is asked for: only the filters that are set (the query key stays the same for the same list). */
export function toBookingFilter(filters: BookingFilters): BookingFilter {
  const filter: BookingFilter = {};
  if (filters.status !== 'All') filter.status = filters.status;
  if (filters.kind !== 'All') filter.kind = filters.kind;
  if (filters.from) filter.from = filters.from;
  if (filters.to) filter.to = filters.to;
  if (filters.awaiting) filter.awaitingCancellation = true;
  if (filters.search.trim()) filter.search = filters.search.trim();
  return filter;
}
