import { bookingReference } from '../lib/booking-reference';
import { timeId } from './ids';
import { parseInput } from './parse';
import { bookingRequestInputSchema, hotelBookingSchema, type HotelBooking } from './schemas';

/**
 * The booking a customer's request becomes, in either adapter: Pending, theirs, dated now, with a reference
 * to quote on the phone. Bad input is a BackendError('invalid-data').
 */
export function newBookingFromRequest(input: unknown, userId: string, created: number): HotelBooking {
  const request = parseInput(bookingRequestInputSchema, input);
  return parseInput(hotelBookingSchema, {
    id: timeId('booking', created),
    hotelId: request.itemId,
    hotelName: request.itemName,
    userName: request.userName,
    userEmail: request.userEmail,
    userId,
    checkInDate: request.checkInDate,
    checkOutDate: request.checkOutDate,
    totalPrice: request.totalPrice,
    travellers: request.travellers,
    mealPlan: request.mealPlan,
    kind: request.kind,
    status: 'Pending',
    createdAt: new Date(created).toISOString(),
    reference: bookingReference(),
  });
}
