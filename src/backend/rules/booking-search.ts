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
  if (trimmed.includes('@')) return { by: 'email', value: trimmed.toLowerCase() };
  const phone = /^[+\d][\d\s().-]{6,}$/.test(trimmed) ? normalizePhone(trimmed) : null;
  if (phone) return { by: 'phone', value: phone };
  return { by: 'name', value: searchableName(trimmed) };
}

/** A name as stored for search: lowercase (names are stored trimmed). */
export const searchableName = (name: string) => name.trim().toLowerCase();

export function matchesBookingSearch(booking: Booking, search: BookingSearch | null): boolean {
  if (!search) return true;
  switch (search.by) {
    case 'reference':
      return booking.reference === search.value;
    case 'email':
      return booking.userEmail.toLowerCase() === search.value;
    case 'phone':
      return booking.phone === search.value;
    case 'name':
      return searchableName(booking.userName).startsWith(search.value);
  }
}
