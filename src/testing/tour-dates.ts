import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { weekdayOf } from '@/backend/domain/permits';

/**
 * The first start date `daysAhead` days or more from today (in India) that the sample Sikkim Delight offers: its
 * day 2 goes to Nathula, closed on Mondays and Tuesdays (the sample permit types), so the booking function refuses
 * a start on a Sunday or a Monday. Tests that book it for a date counted from today take theirs from here, so they
 * pass on every day of the week.
 */
export function sikkimDelightStart(daysAhead: number): string {
  for (let offset = daysAhead; ; offset++) {
    const date = addDays(todayInIndia(), offset);
    if (![1, 2].includes(weekdayOf(addDays(date, 1)))) return date;
  }
}
