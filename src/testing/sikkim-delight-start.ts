import { addDays } from '@/backend/domain/calendar';
import { weekdayOf } from '@/backend/domain/permits';

/**
 * The first start date `daysAhead` days or more after `today` that the sample Sikkim Delight offers: its day 2 goes
 * to Nathula, closed on Mondays and Tuesdays (the sample permit types), so the booking function refuses a start on a
 * Sunday or a Monday. Kept apart from the backends so that the journeys (e2e/support/clock.ts) pick their dates by
 * the same rule as the unit tests (./tour-dates.ts), each from its own clock's today.
 */
export function sikkimDelightStartAfter(today: string, daysAhead: number): string {
  for (let offset = daysAhead; ; offset++) {
    const date = addDays(today, offset);
    if (![1, 2].includes(weekdayOf(addDays(date, 1)))) return date;
  }
}
