import { bookingReference } from '../lib/booking-reference';
import { timeId } from './ids';
import { parseInput } from './parse';
import { bookingRequestInputSchema, bookingSchema, type Booking } from './schemas';

/**
 * The booking a customer's request becomes, in either adapter: Pending, theirs, dated now, with a reference
 * to quote on the phone. Bad input is a BackendError('invalid-data').
 */
export function newBookingFromRequest(input: unknown, userId: string, created: number): Booking {
  const request = parseInput(bookingRequestInputSchema, input);
  return parseInput(bookingSchema, {
    id: timeId('booking', created),
    itemId: request.itemId,
    itemName: request.itemName,
    userName: request.userName,
    userEmail: request.userEmail,
    userId,
    travelDate: request.travelDate,
    endDate: request.endDate,
    totalPrice: request.totalPrice,
    travellers: request.travellers,
    mealPlan: request.mealPlan,
    kind: request.kind,
    status: 'Pending',
    createdAt: new Date(created).toISOString(),
    reference: bookingReference(),
  });
}
