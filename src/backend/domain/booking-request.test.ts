import { nightsFromDuration, tourEndDate } from './booking-request';

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
