import type { Booking } from '../schemas';
import type { BookingFilter } from '../types';
import { addDays } from './calendar';
import { matchesBookingSearch, parseBookingSearch } from './booking-search';
import { newestFirst, oldestFirst } from './ordering';
import { hasPaymentPlan, paymentStateOf, waitingClaims } from './payment-plan';

/**
 * What the operator's booking filters and "Needs attention" lists mean, the same in both adapters (the firebase
 * one asks Firestore for the same with indexed queries).
 */
export const awaitsCancellation = (booking: Booking) =>
  booking.cancellationRequestedAt !== undefined && booking.status !== 'Cancelled';

export function matchesBookingFilter(booking: Booking, filter: BookingFilter): boolean {
  if (filter.status && booking.status !== filter.status) return false;
  if (filter.kind && booking.kind !== filter.kind) return false;
  if (filter.from && booking.travelDate < filter.from) return false;
  if (filter.to && booking.travelDate > filter.to) return false;
  if (filter.awaitingCancellation && !awaitsCancellation(booking)) return false;
  return matchesBookingSearch(booking, parseBookingSearch(filter.search));
}

export const byTravelDate = (a: Booking, b: Booking) => a.travelDate.localeCompare(b.travelDate) || newestFirst(a, b);

/** Newest first; by travel date when the filter bounds the travel date (what Firestore can order such a query by). */
export function bookingOrder(filter: BookingFilter) {
  return filter.from || filter.to ? byTravelDate : newestFirst;
}

/** How many of each "Needs attention" list the dashboard shows. */
export const attentionListSize = 10;

const active = (booking: Booking) => booking.status !== 'Cancelled';
/** Bookings that end on a later day than they start: someone checks out or comes back. */
export const hasDeparture = (booking: Booking) => booking.endDate > booking.travelDate;

/**
 * A Confirmed booking, not travelled yet, whose advance has not reached the operator (a payment to chase), or whose
 * customer says they paid an amount the operator has not matched yet (a UTR to look for in the statement).
 */
export const awaitsPayment = (booking: Booking, today: string) =>
  booking.status === 'Confirmed' &&
  booking.travelDate >= today &&
  hasPaymentPlan(booking) &&
  (paymentStateOf(booking) === 'unpaid' || waitingClaims(booking).length > 0);

const byRequestTime = (a: Booking, b: Booking) =>
  (a.cancellationRequestedAt ?? '').localeCompare(b.cancellationRequestedAt ?? '') || oldestFirst(a, b);

/** The dashboard's lists, from all bookings (the embedded adapter's way; Firestore answers each with a query). */
export function needsAttentionFrom(bookings: readonly Booking[], today: string) {
  const tomorrow = addDays(today, 1);
  const take = (list: Booking[]) => list.slice(0, attentionListSize);
  return {
    pending: take(bookings.filter((b) => b.status === 'Pending').sort(oldestFirst)),
    cancellationRequests: take(bookings.filter(awaitsCancellation).sort(byRequestTime)),
    arrivals: take(bookings.filter((b) => active(b) && b.travelDate >= today && b.travelDate <= tomorrow).sort(byTravelDate)),
    departures: take(
      bookings
        .filter((b) => active(b) && hasDeparture(b) && b.endDate >= today && b.endDate <= tomorrow)
        .sort((a, b) => a.endDate.localeCompare(b.endDate) || newestFirst(a, b)),
    ),
    paymentsDue: take(bookings.filter((b) => awaitsPayment(b, today)).sort(byTravelDate)),
  };
}
