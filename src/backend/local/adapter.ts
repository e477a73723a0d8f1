import { sampleFlights } from '../../../seed/data';
import { newBookingFromRequest } from '../booking-requests';
import { BackendError } from '../errors';
import { imagePath, timeId } from '../ids';
import { createSubject } from '../observable';
import { parseEach, parseInput, parseOne } from '../parse';
import {
  adminSessionSchema,
  articleInputSchema,
  articleSchema,
  bookingStatusSchema,
  bookingSchema,
  hotelInputSchema,
  hotelSchema,
  sessionUserSchema,
  signUpInputSchema,
  tourInputSchema,
  tourSchema,
  type AdminSession,
  type Article,
  type SessionUser,
} from '../schemas';
import type { Backend } from '../types';
import { openLocalDb, type DocStore, type LocalDb } from './db';
import { hashPassword, verifyPassword } from './password';

export const localImagePrefix = '/local-images/';
const currentUserKey = 'currentUser';
const adminSessionKey = 'adminSession';

export interface LocalBackendOptions {
  /** IndexedDB database name (tests use a fresh one each). */
  dbName?: string;
  demoAdmin: { email: string; password: string };
  /** Where the customer session lives (survives reloads) and the admin session (this browser session only). */
  persistentStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: { createdAt?: string; id: string }, b: { createdAt?: string; id: string }) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || byId(a, b);

/** The embedded adapter: IndexedDB in the browser, seeded with the sample data on first open. */
export function createLocalBackend(options: LocalBackendOptions): Backend {
  const persistent = options.persistentStorage ?? globalThis.localStorage ?? memoryStorage();
  const session = options.sessionStorage ?? globalThis.sessionStorage ?? memoryStorage();
  const now = options.now ?? Date.now;
  // Ids are `<prefix>_<time>`: two creations in the same millisecond must still get different ids.
  let lastId = 0;
  const uniqueNow = () => (lastId = Math.max(now(), lastId + 1));

  let opened: Promise<LocalDb> | undefined;
  const db = () =>
    (opened ??= openLocalDb(options.dbName).then(async (database) => {
      await ensureDemoAdmin(database);
      return database;
    }));

  async function ensureDemoAdmin(database: LocalDb) {
    if ((await database.count('admins')) > 0) return;
    await database.put('admins', {
      email: normalizeEmail(options.demoAdmin.email),
      password: await hashPassword(options.demoAdmin.password),
    });
  }

  const storedUser = sessionUserSchema.safeParse(readJson(persistent, currentUserKey));
  const user = createSubject<SessionUser | null>(storedUser.success ? storedUser.data : null);
  const storedAdmin = adminSessionSchema.safeParse(readJson(session, adminSessionKey));
  const admin = createSubject<AdminSession | null>(storedAdmin.success ? storedAdmin.data : null);

  const setUser = (value: SessionUser | null) => {
    if (value) persistent.setItem(currentUserKey, JSON.stringify(value));
    else persistent.removeItem(currentUserKey);
    user.set(value);
  };
  const setAdmin = (value: AdminSession | null) => {
    if (value) session.setItem(adminSessionKey, JSON.stringify(value));
    else session.removeItem(adminSessionKey);
    admin.set(value);
  };

  async function requireExisting(store: DocStore, id: string) {
    if (!(await (await db()).getKey(store, id))) throw new BackendError('not-found');
  }

  /** The signed-in customer, the only one who may book or see their bookings. */
  function requireCustomer(): SessionUser {
    const current = user.current();
    if (!current) throw new BackendError('permission-denied');
    return current;
  }

  /** Stand-in for the rules of the hosted backend: only an admin session may write. */
  function requireAdmin() {
    if (!admin.current()) throw new BackendError('permission-denied');
  }

  async function removeImages(urls: string[]) {
    for (const url of urls) {
      try {
        await backend.images.remove(url);
      } catch (error) {
        console.warn(`Could not delete image ${url}`, error);
      }
    }
  }

  const backend: Backend = {
    kind: 'local',
    tours: {
      async list() {
        return parseEach(tourSchema, await (await db()).getAll('tourPackages'), 'tour package').sort(byId);
      },
      async get(id) {
        return parseOne(tourSchema, (await (await db()).get('tourPackages', id)) ?? null, 'tour package');
      },
      async add(input) {
        requireAdmin();
        const tour = parseInput(tourSchema, { ...parseInput(tourInputSchema, input), id: timeId('tour', uniqueNow()) });
        await (await db()).add('tourPackages', tour);
        return tour;
      },
      async update(tour) {
        requireAdmin();
        const parsed = parseInput(tourSchema, tour);
        await requireExisting('tourPackages', parsed.id);
        await (await db()).put('tourPackages', parsed);
      },
      async remove(id) {
        requireAdmin();
        await (await db()).delete('tourPackages', id);
      },
    },
    hotels: {
      async list() {
        return parseEach(hotelSchema, await (await db()).getAll('hotels'), 'hotel').sort(byId);
      },
      async get(id) {
        return parseOne(hotelSchema, (await (await db()).get('hotels', id)) ?? null, 'hotel');
      },
      async add(input) {
        requireAdmin();
        const hotel = parseInput(hotelSchema, { ...parseInput(hotelInputSchema, input), id: timeId('hotel', uniqueNow()) });
        await (await db()).add('hotels', hotel);
        return hotel;
      },
      async update(hotel) {
        requireAdmin();
        const parsed = parseInput(hotelSchema, hotel);
        await requireExisting('hotels', parsed.id);
        await (await db()).put('hotels', parsed);
      },
      async remove(id) {
        requireAdmin();
        const existing = await backend.hotels.get(id);
        if (existing) await removeImages(existing.images);
        await (await db()).delete('hotels', id);
      },
    },
    bookings: {
      async list() {
        requireAdmin();
        return parseEach(bookingSchema, await (await db()).getAll('hotelBookings'), 'hotel booking').sort(newestFirst);
      },
      async updateStatus(id, status) {
        requireAdmin();
        const next = parseInput(bookingStatusSchema, status);
        const database = await db();
        const tx = database.transaction('hotelBookings', 'readwrite');
        const current = parseOne(bookingSchema, (await tx.store.get(id)) ?? null, 'hotel booking');
        if (!current) throw new BackendError('not-found');
        await tx.store.put({ ...current, status: next });
        await tx.done;
      },
      async create(input) {
        const customer = requireCustomer();
        const booking = newBookingFromRequest(input, customer.id, uniqueNow());
        await (await db()).add('hotelBookings', booking);
        return booking;
      },
      async listMine() {
        const customer = requireCustomer();
        const all = parseEach(bookingSchema, await (await db()).getAll('hotelBookings'), 'hotel booking');
        return all.filter((booking) => booking.userId === customer.id).sort(newestFirst);
      },
      async requestCancellation(id) {
        const customer = requireCustomer();
        const database = await db();
        const tx = database.transaction('hotelBookings', 'readwrite');
        const current = parseOne(bookingSchema, (await tx.store.get(id)) ?? null, 'hotel booking');
        if (!current) throw new BackendError('not-found');
        if (current.userId !== customer.id) throw new BackendError('permission-denied');
        if (current.status === 'Cancelled') throw new BackendError('invalid-data', 'This booking is already cancelled.');
        // Asked before: the first request's time stands.
        if (current.cancellationRequestedAt !== undefined) return;
        await tx.store.put({ ...current, cancellationRequestedAt: new Date(now()).toISOString() });
        await tx.done;
      },
    },
    articles: {
      async list() {
        return parseEach(articleSchema, await (await db()).getAll('articles'), 'article').sort(newestFirst);
      },
      async get(id) {
        return parseOne(articleSchema, (await (await db()).get('articles', id)) ?? null, 'article');
      },
      async getBySlug(slug) {
        const matches = await (await db()).getAllFromIndex('articles', 'bySlug', slug);
        return parseEach(articleSchema, matches, 'article').sort(byId)[0] ?? null;
      },
      async save(input) {
        requireAdmin();
        const fields = parseInput(articleInputSchema, input);
        const database = await db();
        if (input.id) {
          const existing = await backend.articles.get(input.id);
          if (!existing) throw new BackendError('not-found');
          const article: Article = parseInput(articleSchema, { ...fields, id: existing.id, createdAt: existing.createdAt });
          await database.put('articles', article);
          return article.id;
        }
        const created = uniqueNow();
        const article = parseInput(articleSchema, { ...fields, id: timeId('article', created), createdAt: new Date(created).toISOString() });
        await database.add('articles', article);
        return article.id;
      },
      async remove(id) {
        requireAdmin();
        await (await db()).delete('articles', id);
      },
    },
    images: {
      async upload(file, onProgress) {
        requireAdmin();
        onProgress?.(0);
        const path = imagePath(file.name, uniqueNow());
        // Copy the bytes: a File handle can go stale once its input is cleared.
        const blob = new Blob([await file.arrayBuffer()], { type: file.type });
        await (await db()).put('images', {
          path,
          blob,
          contentType: file.type,
          size: file.size,
          timeCreated: new Date(now()).toISOString(),
        });
        onProgress?.(1);
        return `${localImagePrefix}${path}`;
      },
      async remove(url) {
        requireAdmin();
        if (!url.startsWith(localImagePrefix)) return;
        await (await db()).delete('images', url.slice(localImagePrefix.length));
      },
    },
    flights: {
      list: () => Promise.resolve(sampleFlights.slice()),
      get: (id) => Promise.resolve(sampleFlights.find((flight) => flight.id === id) ?? null),
    },
    stats: {
      async counts() {
        const database = await db();
        const [tours, hotels, bookings] = await Promise.all([
          database.count('tourPackages'),
          database.count('hotels'),
          database.count('hotelBookings'),
        ]);
        return { tours, hotels, bookings };
      },
    },
    auth: {
      user,
      async signUp(input) {
        const { name, email, password } = parseInput(signUpInputSchema, input);
        const database = await db();
        const normalized = normalizeEmail(email);
        if (await database.getKeyFromIndex('users', 'byEmail', normalized)) throw new BackendError('email-in-use');
        const stored = { id: String(uniqueNow()), name: name.trim(), email: normalized, password: await hashPassword(password) };
        try {
          await database.add('users', stored);
        } catch (error) {
          // The unique email index caught a sign-up that raced this one.
          throw new BackendError('email-in-use', undefined, { cause: error });
        }
        const sessionUser = { id: stored.id, name: stored.name, email: stored.email };
        setUser(sessionUser);
        return sessionUser;
      },
      async signIn(email, password) {
        const database = await db();
        const stored = await database.getFromIndex('users', 'byEmail', normalizeEmail(email));
        if (!stored || !(await verifyPassword(password, stored.password))) throw new BackendError('invalid-credentials');
        const sessionUser = { id: stored.id, name: stored.name, email: stored.email };
        setUser(sessionUser);
        return sessionUser;
      },
      signOut() {
        setUser(null);
        return Promise.resolve();
      },
    },
    admin: {
      session: admin,
      async signIn(email, password) {
        const stored = await (await db()).get('admins', normalizeEmail(email));
        if (!stored || !(await verifyPassword(password, stored.password))) throw new BackendError('invalid-credentials');
        const value = { email: stored.email };
        setAdmin(value);
        return value;
      },
      signOut() {
        setAdmin(null);
        return Promise.resolve();
      },
      async changePassword(current, next) {
        const active = admin.current();
        if (!active) throw new BackendError('permission-denied');
        const database = await db();
        const stored = await database.get('admins', active.email);
        if (!stored || !(await verifyPassword(current, stored.password))) throw new BackendError('wrong-password');
        await database.put('admins', { email: stored.email, password: await hashPassword(next) });
      },
    },
  };
  return backend;
}
