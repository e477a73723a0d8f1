import { coverageBadge, coverageText, itineraryCoverage } from './coverage';

const day = { title: 'A day', description: '' };
const tour = (duration: string, planned: number) => ({ duration, itinerary: Array.from({ length: planned }, () => day) });

describe('itineraryCoverage', () => {
  it('is complete when every day of the duration has a plan', () => {
    const coverage = itineraryCoverage(tour('5 Nights / 6 Days', 6));
    expect(coverage).toEqual({ planned: 6, expected: 6, state: 'complete', percent: 100 });
    expect(coverageText(coverage)).toBe('6 of 6 days');
    expect(coverageBadge(coverage)).toBe('Complete');
  });

  it('counts the missing days', () => {
    const coverage = itineraryCoverage(tour('3 Nights / 4 Days', 1));
    expect(coverage).toMatchObject({ state: 'missing', percent: 25 });
    expect(coverageText(coverage)).toBe('1 of 4 days');
    expect(coverageBadge(coverage)).toBe('Missing 3 days');
    expect(coverageBadge(itineraryCoverage(tour('3 Nights / 4 Days', 3)))).toBe('Missing 1 day');
  });

  it('treats a tour without an itinerary as missing every day', () => {
    const coverage = itineraryCoverage(tour('7 Nights / 8 Days', 0));
    expect(coverage).toMatchObject({ planned: 0, expected: 8, state: 'missing', percent: 0 });
    expect(coverageText(coverage)).toBe('0 of 8 days');
    expect(coverageBadge(coverage)).toBe('Missing 8 days');
  });

  it('notices more days than the duration, and caps the bar at full', () => {
    const coverage = itineraryCoverage(tour('1 Night / 2 Days', 3));
    expect(coverage).toMatchObject({ state: 'extra', percent: 100 });
    expect(coverageText(coverage)).toBe('3 of 2 days');
    expect(coverageBadge(coverage)).toBe('1 extra day');
    expect(coverageBadge(itineraryCoverage(tour('2 Days', 4)))).toBe('2 extra days');
  });

  it('says when the duration cannot be read', () => {
    const coverage = itineraryCoverage(tour('Flexible', 1));
    expect(coverage).toEqual({ planned: 1, expected: null, state: 'unknown', percent: 100 });
    expect(coverageText(coverage)).toBe('1 day');
    expect(coverageBadge(coverage)).toBe('Duration unclear');
  });
});
