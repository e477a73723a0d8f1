import { BackendError } from '../errors';
import type { Booking } from '../schemas';

/**
 * Who asks a write of the domain, and when, as every store-taking function receives them: the backend's own
 * session and clock, never what a form typed. Its own module because the request functions and the modules they
 * use both name them (transactions/customer-requests.ts books through booking-request.ts, which reads transactions/traveller-documents.ts).
 */

/** A signed-in customer, as the backend's own session knows them. */
export interface Caller {
  uid: string;
  /** The account's address. */
  email: string;
  /** Whether the account has proved it owns that address: only then does it receive our e-mails. */
  emailVerified: boolean;
}

export interface RequestClock {
  /** Milliseconds; never repeats within one backend, so two requests in one millisecond still order. */
  now: number;
}

export const bookingNotYours = 'This booking is not one of yours.';

/**
 * The opening of every transaction a customer calls about one booking of theirs: the stored booking, refused when it is
 * another account's (or none: the same words, so an id tells nothing) and, with the transaction's own words, when cancelled.
 */
export async function ownBooking(
  store: { booking(id: string): Promise<Booking | null> },
  bookingId: string,
  caller: Caller,
  cancelled: string,
): Promise<Booking> {
  const booking = await store.booking(bookingId);
  if (!booking || booking.userId !== caller.uid) throw new BackendError('permission-denied', bookingNotYours);
  if (booking.status === 'Cancelled') throw new BackendError('invalid-data', cancelled);
  return booking;
}
