import { formatCalendarDate, formatDate, formatDateTime, formatIndianNumber, formatRupees } from './format';

describe('formatRupees', () => {
  it.each([
    [125000, '₹1,25,000'],
    [18500, '₹18,500'],
    [1000000, '₹10,00,000'],
    [0, '₹0'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('groups plain numbers the Indian way', () => {
    expect(formatIndianNumber(4500000)).toBe('45,00,000');
  });
});

describe('dates', () => {
  it('formats an ISO date-time in India time', () => {
    expect(formatDate('2026-09-14T20:00:00.000Z')).toBe('15 September 2026');
  });
  it('formats a calendar date without shifting it', () => {
    expect(formatCalendarDate('2026-12-20')).toBe('20 Dec 2026');
  });
  it('formats a moment with its time of day in India time', () => {
    expect(formatDateTime('2026-09-14T09:35:00.000Z')).toBe('14 Sept 2026, 3:05 pm');
  });
  it('returns unparseable input as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('soon')).toBe('soon');
  });
  it('formats a moment to the minute in India time', () => {
    // 20:00 UTC is 1:30 the next morning in India.
    expect(formatDateTime('2026-09-14T20:00:00.000Z')).toBe('15 Sept 2026, 1:30 am');
  });
});
