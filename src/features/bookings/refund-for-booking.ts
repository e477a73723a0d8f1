import type { Booking } from '@/backend/schemas';
import { cancellationQuote, daysUntil, type CancellationQuote } from '@/lib/refund';

export const flightsNonRefundableRule = 'Flight tickets are fully non-refundable';

/**
 * What the cancellation policy gives back if the customer cancels `booking` on `today`, counted to its first
 * day (check-in, travel date or departure). The policy keeps flight tickets out of the refund schedule.
 */
export function refundForBooking(booking: Booking, today: string): CancellationQuote {
  if (booking.kind === 'flight') {
    return {
      daysBefore: daysUntil(booking.travelDate, today),
      charge: booking.totalPrice,
      refund: 0,
      rule: flightsNonRefundableRule,
    };
  }
  return cancellationQuote({
    total: booking.totalPrice,
    // Bookings from before booking requests existed do not record the party size.
    travellers: booking.travellers ?? 1,
    departure: booking.travelDate,
    today,
  });
}
