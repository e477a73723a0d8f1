import { addDays, todayInIndia } from '@/backend/domain/calendar';
import type { Backend } from '@/backend';
import type { BookingRequestInput } from '@/backend/schemas';
import { customerRequests } from './backend';
import { raiFamily } from './rai-family';
import { sikkimDelightStartAfter } from './sikkim-delight-start';

/**
 * The first start date `daysAhead` days or more from today (in India) that the sample Sikkim Delight offers (its
 * Nathula day open: ./sikkim-delight-start.ts). Tests that book it for a date counted from today take theirs from
 * here, so they pass on every day of the week.
 */
export const sikkimDelightStart = (daysAhead: number): string => sikkimDelightStartAfter(todayInIndia(), daysAhead);

type Party = NonNullable<BookingRequestInput['party']>;

/**
 * The test customer signed up on `backend` with the Sikkim Delight (6 days) requested from `start` for `party`,
 * with what `more` adds (its options); returns the booking.
 */
export async function bookSikkimDelight(backend: Backend, start: string, party: Party, more: Partial<BookingRequestInput> = {}) {
  return customerRequests(backend, {
    kind: 'tour',
    itemId: 'sikkim-delight',
    travelDate: start,
    endDate: addDays(start, 5),
    travellers: party.length,
    party,
    ...more,
  });
}

/**
 * The test customer signed up on `backend` with a Sikkim Delight booked for two Indian adults (Asha and Karma Rai),
 * starting `daysAhead` days from today or on the first day after that the Nathula day is open.
 */
export async function bookNathulaTrip(backend: Backend, daysAhead: number) {
  const departure = sikkimDelightStart(daysAhead);
  const booking = await bookSikkimDelight(backend, departure, raiFamily);
  return { booking, departure };
}
