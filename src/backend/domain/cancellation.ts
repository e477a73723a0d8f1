import { BackendError } from '../errors';
import type { Booking } from '../schemas';
import { daysBetween } from './calendar';

/**
 * Cancellation, in one place: what the policy charges and refunds, and whether a booking may still be asked to
 * be cancelled. Used by the policy page's examples, the customer's cancellation dialog, the operator's booking
 * panel and the customer's cancellation request (askToCancel), which both adapters run.
 *   30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher
 *   15 to 29 days: 25%;  7 to 14 days: 50%;  under 7 days: 100% (no refund)
 * Flight tickets are outside the schedule: fully non-refundable.
 */
export interface CancellationQuote {
  daysBefore: number;
  charge: number;
  refund: number;
  /** Short rule as the policy page words it. */
  rule: string;
}

/** Whole calendar days from `today` to `departure` (both 'YYYY-MM-DD'), independent of time zones. */
export function daysUntil(departure: string, today: string): number {
  return daysBetween(today, departure);
}

export function cancellationQuote(input: {
  total: number;
  travellers: number;
  departure: string;
  today: string;
}): CancellationQuote {
  const { total, travellers } = input;
  if (!(total >= 0) || !Number.isInteger(travellers) || travellers < 1)
    throw new Error('A booking needs a total and at least one traveller');
  const daysBefore = daysUntil(input.departure, input.today);
  let charge: number;
  let rule: string;
  if (daysBefore >= 30) {
    charge = Math.max(500 * travellers, Math.round(total * 0.1));
    rule = '30 or more days before departure: ₹500 per person or 10% of the total, whichever is higher';
  } else if (daysBefore >= 15) {
    charge = Math.round(total * 0.25);
    rule = '15 to 29 days before departure: 25% of the total';
  } else if (daysBefore >= 7) {
    charge = Math.round(total * 0.5);
    rule = '7 to 14 days before departure: 50% of the total';
  } else {
    charge = total;
    rule = 'Under 7 days before departure: 100% of the total, no refund';
  }
  charge = Math.min(charge, total);
  return { daysBefore, charge, refund: total - charge, rule };
}

export const flightsNonRefundableRule = 'Flight tickets are fully non-refundable';

/**
 * What the policy would give back if `booking` were cancelled on `today`, counted to its first day (check-in,
 * travel date or departure), once it has been paid.
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
    // Bookings of the original site do not record the party size.
    travellers: booking.travellers ?? 1,
    departure: booking.travelDate,
    today,
  });
}

export const alreadyCancelled = 'This booking is already cancelled.';

/**
 * Whether `userId` may ask to cancel `booking`: only their own, not one the operator has cancelled. Asking twice
 * is not an error: the first request's time stands (`alreadyRequested`).
 */
export function checkCancellationRequest(booking: Booking | null, userId: string): { alreadyRequested: boolean } {
  if (!booking) throw new BackendError('not-found');
  if (booking.userId !== userId) throw new BackendError('permission-denied');
  if (booking.status === 'Cancelled') throw new BackendError('invalid-data', alreadyCancelled);
  return { alreadyRequested: booking.cancellationRequestedAt !== undefined };
}
