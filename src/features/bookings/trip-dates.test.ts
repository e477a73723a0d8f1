import { formatDateRange, nightsFromDuration, todayInIndia, tourEndDate } from './trip-dates';

describe('nightsFromDuration', () => {
  it.each([
    ['5 Nights / 6 Days', 5],
    ['4 Nights / 5 Days', 4],
    ['1 Night / 2 Days', 1],
    ['6 Days / 5 Nights', 5],
    ['10nights', 10],
    ['3-Night escape', 3],
    ['2 nights', 2],
  ])('reads %s as %i nights', (duration, nights) => {
    expect(nightsFromDuration(duration)).toBe(nights);
  });

  it.each(['Day trip', '6 Days', '', 'Nights: flexible'])('falls back to 0 nights for %j', (duration) => {
    expect(nightsFromDuration(duration)).toBe(0);
  });
});

describe('tourEndDate', () => {
  it('adds the nights to the travel date, across month and year ends', () => {
    expect(tourEndDate('2026-12-20', '5 Nights / 6 Days')).toBe('2026-12-25');
    expect(tourEndDate('2026-12-29', '4 Nights / 5 Days')).toBe('2027-01-02');
    expect(tourEndDate('2028-02-27', '3 Nights / 4 Days')).toBe('2028-03-01');
  });

  it('ends on the same day when the duration names no nights', () => {
    expect(tourEndDate('2026-12-20', 'Day trip')).toBe('2026-12-20');
  });
});

describe('todayInIndia', () => {
  it('gives the calendar date in India (UTC+5:30)', () => {
    expect(todayInIndia(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(todayInIndia(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

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
