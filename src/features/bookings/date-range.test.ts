import { formatDateRange } from './date-range';

describe('formatDateRange', () => {
  it.each([
    ['2026-12-12', '2026-12-12', '12 Dec 2026'],
    ['2027-02-20', '2027-02-23', '20–23 Feb 2027'],
    ['2027-02-28', '2027-03-03', '28 Feb – 3 Mar 2027'],
    ['2026-12-29', '2027-01-03', '29 Dec 2026 – 3 Jan 2027'],
  ])('writes %s to %s as %s', (from, to, expected) => {
    expect(formatDateRange(from, to)).toBe(expected);
  });

  it('shows what it cannot read as it is', () => {
    expect(formatDateRange('soon', 'later')).toBe('soon – later');
  });
});
