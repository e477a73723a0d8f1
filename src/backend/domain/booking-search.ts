import { limits } from '../limits';
import type { Booking } from '../schemas';

/**
 * The operator's booking search, typed into one box: a reference, an e-mail address, the last 4 to 6 digits of a
 * phone number (or the whole number, in any format), or a word of the customer's name or of the tour or room
 * booked. Firestore can only look values up exactly, so each booking stores its search keys (bookingSearchKeys)
 * and a search becomes one key to look up (parseBookingSearch): the same rule in both adapters.
 */
export type BookingSearch =
  | { by: 'reference'; value: string }
  | { by: 'email'; value: string }
  /** One of the booking's search keys: a word or the start of one, a whole name, or `#` and a phone's last digits. */
  | { by: 'key'; value: string };

/** How many of a phone number's last digits a search matches: 4 to 6, fewer finds too many, more is the whole number. */
const phoneDigits = { min: 4, max: 6 } as const;
/** Word starts from this many letters are keys ("Sik" finds Sikkim); a shorter word is found whole only. */
const shortestStart = 3;
const longestKey = 20;

/**
 * Lowercase A-Z only (É stays as it is): bookings store their name and e-mail lowered this way (searchName,
 * searchEmail), and a search is lowered the same way to find them.
 */
export const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** A name as stored for search: A-Z lowercased (names are stored trimmed). */
export const searchableName = (name: string) => lowerAscii(name.trim());

/** An e-mail address as stored for search. */
export const searchableEmail = (email: string | undefined) => lowerAscii((email ?? '').trim());

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** A phone as typed, any format ('07700 900123', '+91 98320-12345', '12345'): its digits, or null when it is not one. */
function typedPhoneDigits(text: string): string | null {
  if (!/^[+\d][\d\s().-]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= phoneDigits.min ? digits : null;
}

const phoneKey = (digits: string) => `#${digits.slice(-phoneDigits.max)}`;

/**
 * What a booking can be found by, besides its reference and e-mail: each word of the customer's name and of the
 * tour or room booked, each start of 3 or more letters of those words, the whole name and the whole item name
 * (words joined by one space), and the last 4, 5 and 6 digits of the phone.
 */
export function bookingSearchKeys(booking: Pick<Booking, 'userName' | 'itemName' | 'phone'>): string[] {
  const keys = new Set<string>();
  for (const text of [booking.userName, booking.itemName]) {
    const words = wordsOf(text);
    if (words.length > 1) keys.add(words.join(' '));
    for (const word of words) {
      keys.add(word.slice(0, longestKey));
      for (let end = shortestStart; end < Math.min(word.length, longestKey); end++) keys.add(word.slice(0, end));
    }
  }
  const digits = booking.phone?.replace(/\D/g, '') ?? '';
  for (let count = phoneDigits.min; count <= phoneDigits.max && count <= digits.length; count++) {
    keys.add(`#${digits.slice(-count)}`);
  }
  return [...keys].slice(0, limits.bookingSearchKeys);
}

export function parseBookingSearch(text: string | null | undefined): BookingSearch | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (/^ast-?[2-9a-z]{5}$/i.test(trimmed)) return { by: 'reference', value: `AST-${trimmed.slice(-5).toUpperCase()}` };
  if (trimmed.includes('@')) return { by: 'email', value: searchableEmail(trimmed) };
  // The last digits, whatever was typed before them: '07700 900123' typed locally finds +44 7700 900123.
  const digits = typedPhoneDigits(trimmed);
  if (digits) return { by: 'key', value: phoneKey(digits) };
  const words = wordsOf(trimmed);
  if (words.length === 0) return null;
  // Several words find a whole name ("Rahul Sen") or a whole tour or room name.
  return { by: 'key', value: words.length === 1 ? words[0].slice(0, longestKey) : words.join(' ') };
}

export function matchesBookingSearch(booking: Booking, search: BookingSearch | null): boolean {
  if (!search) return true;
  switch (search.by) {
    case 'reference':
      return booking.reference === search.value;
    case 'email':
      return searchableEmail(booking.userEmail) === search.value;
    case 'key':
      return bookingSearchKeys(booking).includes(search.value);
  }
}
