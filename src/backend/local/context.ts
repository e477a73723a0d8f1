import { BackendError } from '../errors';
import { uniqueClock } from '../domain/ids';
import type { StoragePathOf } from '../domain/image-usage';
import type { AdminSession, SessionUser } from '../schemas';
import type { Subject } from '../observable';
import type { PageCursor } from '../types';
import type { LocalDb } from './db';

/** What every part of the embedded adapter is built from. */
export interface LocalContext {
  db(): Promise<LocalDb>;
  /** Wall-clock milliseconds (tests pass their own). */
  now(): number;
  /** Milliseconds that never repeat, for `<prefix>_<time>` ids and image paths. */
  uniqueNow(): number;
  customer: Subject<SessionUser | null>;
  admin: Subject<AdminSession | null>;
  /** The PBKDF2 rounds of a new password hash, and below which a sign-in upgrades a stored one. */
  passwordIterations: number;
}

export function createClock(now: () => number) {
  return { now, uniqueNow: uniqueClock(now) };
}

/** The signed-in customer, the only one who may book or see their bookings. */
export function requireCustomer(ctx: LocalContext): SessionUser {
  const current = ctx.customer.current();
  if (!current) throw new BackendError('permission-denied');
  return current;
}

/** Stand-in for the hosted backend's rules: only an admin session may write content or read bookings. */
export function requireAdmin(ctx: LocalContext): AdminSession {
  const current = ctx.admin.current();
  if (!current) throw new BackendError('permission-denied');
  return current;
}

export async function requireExisting(
  ctx: LocalContext,
  store: 'tourPackages' | 'hotels' | 'articles' | 'hotelBookings',
  id: string,
) {
  if (!(await (await ctx.db()).getKey(store, id))) throw new BackendError('not-found');
}

/** Uploaded pictures are served at /local-images/<storage path>. */
export const localImagePrefix = '/local-images/';

export const localImagePath: StoragePathOf = (url) =>
  url.startsWith(localImagePrefix) ? url.slice(localImagePrefix.length) : null;

interface LocalCursor extends PageCursor {
  adapter: 'local';
  offset: number;
}

/**
 * One page of a list the embedded adapter holds in full anyway (IndexedDB is on the visitor's own device): the
 * cursor is a position in it. The firebase adapter pages by query instead.
 */
export function pageOf<T>(all: readonly T[], request: { size: number; after?: PageCursor | null }) {
  const start = request.after && request.after.adapter === 'local' ? (request.after as LocalCursor).offset : 0;
  const items = all.slice(start, start + request.size);
  const end = start + items.length;
  const next: LocalCursor | null = end < all.length ? { adapter: 'local', offset: end } : null;
  return { items, next };
}
