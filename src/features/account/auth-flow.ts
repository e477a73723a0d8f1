import { isBackendError } from '@/backend/errors';
import { flightListPath, homePath, myBookingsPath, signInPath, signUpPath } from '@/lib/paths';

export const authUnavailableMessage = 'Authentication service is not available.';

/** The text to show for a failed sign-in or sign-up: the port's message is the spec's wording. */
export function authErrorMessage(error: unknown): string {
  if (isBackendError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Where to go after signing in: the page a guard sent the visitor from (`state.from`), or home. Only paths of
 * this site are accepted, and never the sign-in pages themselves.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return homePath();
  const from = state.from;
  if (typeof from !== 'object' || from === null) return homePath();
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return homePath();
  if (pathname === signInPath() || pathname === signUpPath()) return homePath();
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** The text of a form's named fields, '' for a missing one (what the sign-in and sign-up forms send). */
export function formText<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Record<Field, string> {
  const data = new FormData(form);
  const values = {} as Record<Field, string>;
  for (const field of fields) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** What a guard sent the visitor to sign in for, read from the address it remembered. */
export type SignInReason =
  | { kind: 'tour'; id: string }
  | { kind: 'room'; bookingId: string }
  | { kind: 'flight'; id: string }
  | { kind: 'flight-request' }
  | { kind: 'bookings' }
  | { kind: 'other' };

/** Room booking addresses are tour booking addresses with this prefix (see roomBookingPath). */
const roomPrefix = 'hotel-aster-';

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Why the sign-in page appeared, or null when the visitor came to it on their own. */
export function signInReason(state: unknown): SignInReason | null {
  const path = returnPath(state);
  if (path === homePath()) return null;
  const { pathname } = new URL(path, 'https://site.invalid');
  const booking = /^\/booking\/([^/]+)$/.exec(pathname)?.[1];
  const flight = /^\/flight-booking\/([^/]+)$/.exec(pathname)?.[1];
  const id = decoded(booking ?? flight ?? '');
  if (booking && id) return id.startsWith(roomPrefix) ? { kind: 'room', bookingId: id } : { kind: 'tour', id };
  if (flight && id) return { kind: 'flight', id };
  if (pathname === flightListPath()) return { kind: 'flight-request' };
  if (pathname === myBookingsPath()) return { kind: 'bookings' };
  return { kind: 'other' };
}
