import type { TourPackage } from '@/backend/schemas';
import { durationDays } from '@/lib/tour-duration';

/** How much of a tour's day-by-day itinerary is written, against the days its duration promises. */
export interface ItineraryCoverage {
  /** Days written in the itinerary. */
  planned: number;
  /** Days the duration text names, or null when it cannot be read ('Flexible'). */
  expected: number | null;
  state: 'complete' | 'missing' | 'extra' | 'unknown';
  /** 0 to 100, for the progress bar. */
  percent: number;
}

export function itineraryCoverage(tour: Pick<TourPackage, 'duration' | 'itinerary'>): ItineraryCoverage {
  const planned = tour.itinerary.length;
  const expected = durationDays(tour.duration);
  if (expected === null) return { planned, expected, state: 'unknown', percent: planned > 0 ? 100 : 0 };
  const state = planned === expected ? 'complete' : planned < expected ? 'missing' : 'extra';
  return { planned, expected, state, percent: Math.min(100, Math.round((planned / expected) * 100)) };
}

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** '6 of 6 days'; '2 days' when the duration names no number of days. */
export function coverageText(coverage: ItineraryCoverage): string {
  return coverage.expected === null ? days(coverage.planned) : `${coverage.planned} of ${days(coverage.expected)}`;
}

/** 'Complete', 'Missing 2 days', '1 extra day', 'Duration unclear'. */
export function coverageBadge(coverage: ItineraryCoverage): string {
  switch (coverage.state) {
    case 'complete':
      return 'Complete';
    case 'missing':
      return `Missing ${days((coverage.expected ?? 0) - coverage.planned)}`;
    case 'extra':
      return coverage.planned - (coverage.expected ?? 0) === 1
        ? '1 extra day'
        : `${coverage.planned - (coverage.expected ?? 0)} extra days`;
    case 'unknown':
      return 'Duration unclear';
  }
}
