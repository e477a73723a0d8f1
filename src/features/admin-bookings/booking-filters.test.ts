import type { Booking } from '@/backend/schemas';
import {
  awaitsCancellation,
  filterBookings,
  hasActiveFilters,
  isReversedRange,
  noFilters,
  readBookingFilters,
  writeBookingFilters,
} from './booking-filters';

const booking = (id: string, status: Booking['status'], travelDate: string, extra: Partial<Booking> = {}): Booking => ({
  id,
  itemName: 'Sikkim Delight',
  userName: 'Pema',
  userEmail: 'pema@example.com',
  travelDate,
  endDate: travelDate,
  totalPrice: 1000,
  status,
  kind: 'tour',
  ...extra,
});

const bookings = [
  booking('a', 'Pending', '2027-01-05'),
  booking('b', 'Confirmed', '2027-01-10'),
  booking('c', 'Cancelled', '2027-01-31'),
  booking('d', 'Pending', '2027-02-01'),
];
const ids = (list: Booking[]) => list.map((item) => item.id);

describe('readBookingFilters', () => {
  it('reads status and check-in range from the URL', () => {
    expect(readBookingFilters(new URLSearchParams('status=Pending&from=2027-01-01&to=2027-01-31'))).toEqual({
      status: 'Pending',
      from: '2027-01-01',
      to: '2027-01-31',
    });
  });

  it('treats missing or unreadable values as no filter', () => {
    expect(readBookingFilters(new URLSearchParams())).toEqual(noFilters);
    expect(readBookingFilters(new URLSearchParams('status=pending&from=tomorrow&to=2027-13-45'))).toEqual(noFilters);
    expect(readBookingFilters(new URLSearchParams('status=All'))).toEqual(noFilters);
  });
});

describe('writeBookingFilters', () => {
  it('writes only what filters, and keeps other parameters', () => {
    expect(writeBookingFilters({ status: 'Confirmed', from: '', to: '2027-02-01' }).toString()).toBe('status=Confirmed&to=2027-02-01');
    expect(writeBookingFilters(noFilters, new URLSearchParams('status=Pending&page=2')).toString()).toBe('page=2');
  });

  it('round-trips through the URL', () => {
    const filters = { status: 'Cancelled', from: '2027-01-01', to: '2027-03-01' } as const;
    expect(readBookingFilters(writeBookingFilters(filters))).toEqual(filters);
  });
});

describe('filterBookings', () => {
  it('shows everything without filters', () => {
    expect(ids(filterBookings(bookings, noFilters))).toEqual(['a', 'b', 'c', 'd']);
    expect(hasActiveFilters(noFilters)).toBe(false);
  });

  it('filters by status', () => {
    expect(ids(filterBookings(bookings, { ...noFilters, status: 'Pending' }))).toEqual(['a', 'd']);
    expect(ids(filterBookings(bookings, { ...noFilters, status: 'Cancelled' }))).toEqual(['c']);
  });

  it('filters by check-in date, both ends included', () => {
    expect(ids(filterBookings(bookings, { ...noFilters, from: '2027-01-10', to: '2027-01-31' }))).toEqual(['b', 'c']);
    expect(ids(filterBookings(bookings, { ...noFilters, from: '2027-01-11' }))).toEqual(['c', 'd']);
    expect(ids(filterBookings(bookings, { ...noFilters, to: '2027-01-05' }))).toEqual(['a']);
  });

  it('combines status and dates', () => {
    const filters = { status: 'Pending', from: '2027-01-06', to: '' } as const;
    expect(ids(filterBookings(bookings, filters))).toEqual(['d']);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('matches nothing for a reversed range, and says so', () => {
    const filters = { ...noFilters, from: '2027-02-01', to: '2027-01-01' };
    expect(isReversedRange(filters)).toBe(true);
    expect(filterBookings(bookings, filters)).toEqual([]);
    expect(isReversedRange({ ...noFilters, from: '2027-01-01', to: '2027-01-01' })).toBe(false);
  });
});

describe('awaitsCancellation', () => {
  it('is true for a request the operator has not settled', () => {
    const requested = { cancellationRequestedAt: '2026-12-01T10:00:00.000Z' };
    expect(awaitsCancellation(booking('x', 'Pending', '2027-01-01', requested))).toBe(true);
    expect(awaitsCancellation(booking('x', 'Confirmed', '2027-01-01', requested))).toBe(true);
    expect(awaitsCancellation(booking('x', 'Cancelled', '2027-01-01', requested))).toBe(false);
    expect(awaitsCancellation(booking('x', 'Pending', '2027-01-01'))).toBe(false);
  });
});
