import {
  hasActiveFilters,
  isReversedRange,
  noFilters,
  readBookingFilters,
  toBookingFilter,
  writeBookingFilters,
  type BookingFilters,
} from './booking-filters';

describe('readBookingFilters', () => {
  it('reads status, kind, check-in range, cancellation requests and the search from the URL', () => {
    expect(
      readBookingFilters(new URLSearchParams('status=Pending&kind=room&from=2027-01-01&to=2027-01-31&awaiting=1&q=%20Pema%20')),
    ).toEqual({
      status: 'Pending',
      kind: 'room',
      from: '2027-01-01',
      to: '2027-01-31',
      awaiting: true,
      search: 'Pema',
    });
  });

  it('treats missing or unreadable values as no filter', () => {
    expect(readBookingFilters(new URLSearchParams())).toEqual(noFilters);
    expect(readBookingFilters(new URLSearchParams('status=pending&kind=boat&from=tomorrow&to=2027-02-30&awaiting=yes'))).toEqual(
      noFilters,
    );
    expect(readBookingFilters(new URLSearchParams('status=All&kind=All'))).toEqual(noFilters);
  });

  it('keeps at most 254 characters of a search', () => {
    expect(readBookingFilters(new URLSearchParams({ q: 'a'.repeat(400) })).search).toHaveLength(254);
  });
});

describe('writeBookingFilters', () => {
  it('writes only what filters, and keeps other parameters', () => {
    expect(writeBookingFilters({ ...noFilters, status: 'Confirmed', to: '2027-02-01' }).toString()).toBe(
      'status=Confirmed&to=2027-02-01',
    );
    expect(writeBookingFilters({ ...noFilters, kind: 'flight', awaiting: true, search: ' AST-7K3Q9 ' }).toString()).toBe(
      'kind=flight&awaiting=1&q=AST-7K3Q9',
    );
    expect(writeBookingFilters(noFilters, new URLSearchParams('status=Pending&q=pema&page=2')).toString()).toBe('page=2');
  });

  it('round-trips through the URL', () => {
    const filters: BookingFilters = {
      status: 'Cancelled',
      kind: 'tour',
      from: '2027-01-01',
      to: '2027-03-01',
      awaiting: true,
      search: 'pema@example.com',
    };
    expect(readBookingFilters(writeBookingFilters(filters))).toEqual(filters);
  });
});

describe('hasActiveFilters and isReversedRange', () => {
  it('say whether anything filters', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ ...noFilters, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...noFilters, kind: 'room' })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, awaiting: true })).toBe(true);
    expect(hasActiveFilters({ ...noFilters, search: 'Pema' })).toBe(true);
  });

  it("flag a range whose 'to' is before its 'from'", () => {
    expect(isReversedRange({ ...noFilters, from: '2027-02-01', to: '2027-01-01' })).toBe(true);
    expect(isReversedRange({ ...noFilters, from: '2027-01-01', to: '2027-01-01' })).toBe(false);
    expect(isReversedRange({ ...noFilters, from: '2027-02-01' })).toBe(false);
  });
});

describe('toBookingFilter', () => {
  it('asks the backend for nothing when nothing filters', () => {
    expect(toBookingFilter(noFilters)).toEqual({});
  });

  it('passes every filter that is set, under the names the backend reads', () => {
    expect(
      toBookingFilter({
        status: 'Pending',
        kind: 'room',
        from: '2027-01-01',
        to: '2027-01-31',
        awaiting: true,
        search: ' 98320 12345 ',
      }),
    ).toEqual({
      status: 'Pending',
      kind: 'room',
      from: '2027-01-01',
      to: '2027-01-31',
      awaitingCancellation: true,
      search: '98320 12345',
    });
  });
});
