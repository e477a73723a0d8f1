import { addDays, todayInIndia } from '@/backend/domain/calendar';
import type { Backend } from '@/backend';
import { testCustomer } from './backend';
import { raiFamily } from './rai-family';
import { sikkimDelightStartAfter } from './sikkim-delight-start';

/**
 * The first start date `daysAhead` days or more from today (in India) that the sample Sikkim Delight offers (its
 * Nathula day open: ./sikkim-delight-start.ts). Tests that book it for a date counted from today take theirs from
 * here, so they pass on every day of the week.
 */
export const sikkimDelightStart = (daysAhead: number): string => sikkimDelightStartAfter(todayInIndia(), daysAhead);

/**
 * The test customer signed up on `backend` with a Sikkim Delight booked for two Indian adults (Asha and Karma Rai),
 * starting `daysAhead` days from today or on the first day after that the Nathula day is open.
 */
export async function bookNathulaTrip(backend: Backend, daysAhead: number) {
  const departure = sikkimDelightStart(daysAhead);
  await backend.auth.signUp(testCustomer);
  const booking = await backend.bookings.create({
    kind: 'tour',
    itemId: 'sikkim-delight',
    userName: testCustomer.name,
    userEmail: testCustomer.email,
    phone: '+919832012345',
    travelDate: departure,
    endDate: addDays(departure, 5),
    travellers: 2,
    party: raiFamily,
  });
  return { booking, departure };
}
