import type { Booking } from '../schemas';
import { normalizePhone } from './phone';

/**
 * The operator's booking search: a reference, an e-mail, a phone number or the start of a name. Each is an
 * exact lookup Firestore can index; bookings store their name and e-mail lowercased for it.
 */
export type BookingSearch =
  | { by: 'reference'; value: string }
  | { by: 'email'; value: string }
  | { by: 'phone'; value: string }
  | { by: 'name'; value: string };

export function parseBookingSearch(text: string | null | undefined): BookingSearch | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (/^ast-?[2-9a-z]{5}$/i.test(trimmed)) return { by: 'reference', value: `AST-${trimmed.slice(-5).toUpperCase()}` };
  if (trimmed.includes('@')) return { by: 'email', value: searchableEmail(trimmed) };
  const phone = /^[+\d][\d\s().-]{6,}$/.test(trimmed) ? normalizePhone(trimmed) : null;
  if (phone) return { by: 'phone', value: phone };
  return { by: 'name', value: searchableName(trimmed) };
}

/**
 * Lowercase A-Z only, as firestore.rules' `lower()` does (it leaves É as it is): the rules check that a booking's
 * searchName and searchEmail are its name and e-mail lowered that way, so the search must lower the same way.
 */
export const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** A name as stored for search: A-Z lowercased (names are stored trimmed). */
export const searchableName = (name: string) => lowerAscii(name.trim());

/** An e-mail address as stored for search. */
export const searchableEmail = (email: string) => lowerAscii(email.trim());

export function matchesBookingSearch(booking: Booking, search: BookingSearch | null): boolean {
  if (!search) return true;
  switch (search.by) {
    case 'reference':
      return booking.reference === search.value;
    case 'email':
      return searchableEmail(booking.userEmail) === search.value;
    case 'phone':
      return booking.phone === search.value;
    case 'name':
      return searchableName(booking.userName).startsWith(search.value);
  }
}
