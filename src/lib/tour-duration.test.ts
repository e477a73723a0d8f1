import { durationDays } from './tour-duration';

describe('durationDays', () => {
  it.each([
    ['5 Nights / 6 Days', 6],
    ['3 Nights / 4 Days', 4],
    ['7 Nights / 8 Days', 8],
    ['1 Night / 2 Days', 2],
    ['6 days', 6],
    ['  10 DAYS ', 10],
    ['5N/6D', 6],
    ['4 Nights', 5],
    ['1 night', 2],
    ['Day trip', 1],
  ])('%s -> %d', (text, days) => {
    expect(durationDays(text)).toBe(days);
  });

  it('prefers the days over the nights when both are given, even if they disagree', () => {
    expect(durationDays('4 Nights / 7 Days')).toBe(7);
  });

  it.each(['', 'Flexible', 'A long weekend', '0 Days', 'Nights / Days'])('%j is unknown', (text) => {
    expect(durationDays(text)).toBeNull();
  });
});
