import type { Booking } from '../schemas/index';

/**
 * By when a trip with permits still wants its travellers' names, genders and photo IDs, and how that is said: the
 * "booking received" e-mail, the request-received panel, My bookings and the trip pack all say it from here, so they
 * name one date. Kept apart from traveller-permits.ts: the home page's panel reads it and stays light.
 */

/**
 * The date stored on the booking (the earliest any permit of the trip wants its documents by: set when the booking is
 * placed, moved with the trip, kept as documents are saved), while a traveller still owes something; null when
 * nothing is owed (no permits, everything given) or the booking is cancelled.
 */
export function travellerDetailsDueOn(booking: Pick<Booking, 'status' | 'documentsDueOn' | 'documentsComplete'>): string | null {
  if (booking.status === 'Cancelled' || booking.documentsComplete === true) return null;
  return booking.documentsDueOn ?? null;
}

/**
 * 'For the permits, please give each traveller’s name, gender and photo ID in My bookings by 13 Mar 2027.': `date`
 * as the site writes dates (or the e-mail template's placeholder), `where` the place they are given.
 */
export const travellerDetailsDueWords = (date: string, where = 'in My bookings') =>
  `For the permits, please give each traveller’s name, gender and photo ID ${where} by ${date}.`;
