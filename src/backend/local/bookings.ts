import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import { departureId, nightsByMonth, roomMonthId, type CounterChange } from '../domain/availability';
import { bookingOrder, matchesBookingFilter, needsAttentionFrom } from '../domain/booking-filter';
import { bookingPolicySchema, defaultBookingPolicy, type BookingPolicy } from '../domain/booking-policy';
import { flightNoLongerOffered, roomNoLongerOffered, tourNoLongerOffered, type BookedItem } from '../domain/booking-request';
import {
  askToCancel,
  placeBooking,
  placeFlightRequest,
  sendAwaitedCopies,
  type BookingStore,
  type Caller,
  type CustomerBookingStore,
  type PricingSettings,
} from '../domain/transactions/customer-requests';
import { linkToAccount, noAccountWithAddress, placeWalkInBooking } from '../domain/transactions/walk-in-bookings';
import {
  assignBookingDriver,
  changeBookingStatus,
  markBookingPayment,
  type OperatorBookingStore,
} from '../domain/transactions/operator-bookings';
import type { MoveStore } from '../domain/transactions/operator-alerts';
import { claimPayment } from '../domain/transactions/payment-claims';
import { isOwnPaymentScreenshot, paymentScreenshotPath, paymentScreenshotProblem } from '../domain/payment-screenshots';
import { paymentScreenshotPathSchema, utrSchema } from '../schemas/payment-claims';
import type { MailDraft } from '../domain/mail';
import { newestFirst } from '../domain/ordering';
import {
  bookingOfficeRecordSchema,
  bookingSchema,
  flightSchema,
  hotelAsterProfileSchema,
  notificationSettingsSchema,
  paymentSettingsSchema,
  peakPeriodsSchema,
  permitTypeSchema,
  defaultPaymentSettings,
  defaultTaxSettings,
  roomTypeSchema,
  taxDocumentSchema,
  taxSettingsSchema,
  tourSchema,
  type BookingOfficeRecord,
} from '../schemas';
import { linkToAccountInputSchema } from '../schemas/walk-in-bookings';
import type { BookingsApi } from '../types';
import { pageOf, requireAdmin, requireCustomer, type LocalContext } from './context';
import { normalizeEmail } from './customer-auth';
import { singletonIds, type LocalTransaction, type StoredDoc } from './db';

/** The stores a booking's transaction touches: the booking, its holds, its e-mails and what it is priced from. */
const holdStoreNames = [
  'hotelBookings',
  'roomNights',
  'departureSeats',
  'mail',
  'asterRooms',
  'tourPackages',
  'singletons',
  'bookingNotes',
  'flights',
  'permitTypes',
  'taxDocuments',
  'documentSeries',
] as const;
type HoldStores = [...typeof holdStoreNames];
export const holdStores: HoldStores = [...holdStoreNames];
export type HoldTransaction = LocalTransaction<HoldStores>;

/** The stored item a request books, or not-found with words a customer understands. */
async function bookedItem(tx: HoldTransaction, kind: 'tour' | 'room' | 'flight', itemId: string): Promise<BookedItem> {
  if (kind === 'tour') {
    const tour = parseOne(tourSchema, (await tx.objectStore('tourPackages').get(itemId)) ?? null, 'tour package');
    if (tour) return { kind, tour };
    throw new BackendError('not-found', tourNoLongerOffered);
  }
  if (kind === 'room') {
    const [room, profile] = await Promise.all([
      tx.objectStore('asterRooms').get(itemId),
      tx.objectStore('singletons').get(singletonIds.hotelAster),
    ]);
    const parsedRoom = parseOne(roomTypeSchema, room ?? null, 'room type');
    const parsedProfile = parseOne(hotelAsterProfileSchema, profile ?? null, 'Hotel Aster');
    if (parsedRoom && parsedProfile) {
      const { seasons, periods, closed } = parsedProfile;
      return { kind, room: parsedRoom, seasons, periods, closed };
    }
    throw new BackendError('not-found', roomNoLongerOffered);
  }
  const flight = parseOne(flightSchema, (await tx.objectStore('flights').get(itemId)) ?? null, 'flight');
  if (flight) return { kind, flight };
  throw new BackendError('not-found', flightNoLongerOffered);
}

/** Rooms held per night by the month counts of one room type, for these months. */
async function heldNights(tx: HoldTransaction, roomId: string, months: Iterable<string>): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const month of months) {
    const doc = await tx.objectStore('roomNights').get(roomMonthId(roomId, month));
    for (const [day, count] of Object.entries((doc?.held as Record<string, number> | undefined) ?? {}))
      held[`${month}-${day}`] = count;
  }
  return held;
}

/** Applies counter changes inside the caller's transaction (a count never goes below zero). */
async function applyCounters(tx: HoldTransaction, changes: readonly CounterChange[]): Promise<void> {
  for (const change of changes) {
    if (change.kind === 'room-month') {
      const doc = (await tx.objectStore('roomNights').get(change.id)) ?? {
        id: change.id,
        roomId: change.roomId,
        month: change.month,
        held: {},
      };
      const held = { ...(doc.held as Record<string, number>) };
      for (const [day, delta] of Object.entries(change.days)) held[day] = Math.max(0, (held[day] ?? 0) + delta);
      await tx.objectStore('roomNights').put({ ...doc, held });
    } else {
      const doc = (await tx.objectStore('departureSeats').get(change.id)) ?? {
        id: change.id,
        tourId: change.tourId,
        date: change.date,
        held: 0,
      };
      await tx.objectStore('departureSeats').put({ ...doc, held: Math.max(0, (doc.held as number) + change.seats) });
    }
  }
}

async function operatorEmail(tx: {
  objectStore(name: 'singletons'): { get(key: string): Promise<StoredDoc | undefined> };
}): Promise<string> {
  const settings = parseOne(
    notificationSettingsSchema,
    (await tx.objectStore('singletons').get(singletonIds.notifications)) ?? null,
    'notification settings',
  );
  if (!settings) throw new BackendError('unavailable', 'The operator has not set where booking e-mails go.');
  return settings.operatorEmail;
}

async function bookingPolicyOf(tx: {
  objectStore(name: 'singletons'): { get(key: string): Promise<StoredDoc | undefined> };
}): Promise<BookingPolicy> {
  return (
    parseOne(
      bookingPolicySchema,
      (await tx.objectStore('singletons').get(singletonIds.bookingPolicy)) ?? null,
      'booking policy',
    ) ?? defaultBookingPolicy
  );
}

async function pricingSettingsOf(tx: HoldTransaction): Promise<PricingSettings> {
  const singletons = tx.objectStore('singletons');
  const [tax, peak, permits] = await Promise.all([
    singletons.get(singletonIds.tax),
    singletons.get(singletonIds.peakPeriods),
    tx.objectStore('permitTypes').getAll(),
  ]);
  return {
    permitTypes: parseEach(permitTypeSchema, permits, 'permit type'),
    tax: parseOne(taxSettingsSchema, tax ?? null, 'tax settings') ?? defaultTaxSettings,
    peakPeriods: parseOne(peakPeriodsSchema, peak ?? null, 'peak periods')?.periods ?? [],
  };
}

export const mailDoc = (draft: MailDraft, createdAt: string): StoredDoc => ({ ...draft, createdAt });

/** The customer and operator transactions' store, on one IndexedDB transaction. */
export function transactionStore(tx: HoldTransaction): BookingStore & CustomerBookingStore & OperatorBookingStore & MoveStore {
  const bookings = tx.objectStore('hotelBookings');
  const parsed = (docs: StoredDoc[]) => parseEach(bookingSchema, docs, 'booking');
  return {
    item: (kind, itemId) => bookedItem(tx, kind, itemId),
    roomHeld: (roomId, nights) => heldNights(tx, roomId, nightsByMonth(nights).keys()),
    roomCount: async (roomId) =>
      parseOne(roomTypeSchema, (await tx.objectStore('asterRooms').get(roomId)) ?? null, 'room type')?.rooms ?? 0,
    departureTaken: async (tourId, date) =>
      ((await tx.objectStore('departureSeats').get(departureId(tourId, date)))?.held as number | undefined) ?? 0,
    pendingOf: async (userId) =>
      parsed(await bookings.index('byUser').getAll(userId)).filter((booking) => booking.status === 'Pending'),
    pendingHoldersBefore: async (hold, createdBefore) => {
      const itemId = hold.kind === 'nights' ? hold.roomId : hold.tourId;
      // A tailored trip holds Hotel Aster nights whatever tour it names (its itemId): the Pending trips too.
      return parsed(await bookings.getAll()).filter(
        (booking) =>
          (booking.itemId === itemId || (hold.kind === 'nights' && booking.kind === 'trip')) &&
          booking.status === 'Pending' &&
          booking.createdAt !== undefined &&
          booking.createdAt <= createdBefore,
      );
    },
    referenceTaken: async (reference) => (await bookings.index('byReference').getKey(reference)) !== undefined,
    policy: () => bookingPolicyOf(tx),
    pricingSettings: () => pricingSettingsOf(tx),
    operatorEmail: () => operatorEmail(tx),
    booking: async (id) => parseOne(bookingSchema, (await bookings.get(id)) ?? null, 'booking'),
    awaitingCopyOf: async (userId) =>
      parsed(await bookings.index('byUser').getAll(userId)).filter((booking) => booking.customerCopy === 'awaiting-verification'),

    tour: async (id) => parseOne(tourSchema, (await tx.objectStore('tourPackages').get(id)) ?? null, 'tour package'),
    bookingsStarting: async (tourId, date) =>
      parsed(await bookings.getAll()).filter((booking) => booking.itemId === tourId && booking.travelDate === date),
    officeRecord: async (id) => {
      const found = await tx.objectStore('bookingNotes').get(id);
      return found ? parseOne(bookingOfficeRecordSchema, found, 'booking note') : null;
    },
    paymentSettings: async () =>
      parseOne(
        paymentSettingsSchema,
        (await tx.objectStore('singletons').get(singletonIds.payments)) ?? null,
        'payment settings',
      ) ?? defaultPaymentSettings,

    putBooking: async (booking) => void (await bookings.put(booking)),
    putReference: () => undefined,
    putOfficeRecord: async (id, record) => void (await tx.objectStore('bookingNotes').put({ id, ...record })),
    changeCounters: (changes) => applyCounters(tx, changes),
    markHoldReleased: async (id, at) => {
      const current = await bookings.get(id);
      if (current) await bookings.put({ ...current, holdReleasedAt: at });
    },
    putMail: async (draft, createdAt) => void (await tx.objectStore('mail').put(mailDoc(draft, createdAt))),

    taxSettings: async () =>
      parseOne(taxSettingsSchema, (await tx.objectStore('singletons').get(singletonIds.tax)) ?? null, 'tax settings') ??
      defaultTaxSettings,
    documentsOfBooking: async (bookingId) =>
      parseEach(taxDocumentSchema, await tx.objectStore('taxDocuments').index('byBooking').getAll(bookingId), 'tax document'),
    seriesLast: async (id) => {
      const stored = (await tx.objectStore('documentSeries').get(id)) as { last?: unknown } | undefined;
      return typeof stored?.last === 'number' ? stored.last : 0;
    },
    putSeries: async (id, last) => void (await tx.objectStore('documentSeries').put({ id, last })),
    // add, not put: a number once given is never written over.
    putDocument: async (document) => void (await tx.objectStore('taxDocuments').add(document)),
  };
}

type TransactionStore = ReturnType<typeof transactionStore>;

/** Runs one of the domain's write transactions in one IndexedDB transaction: all of it is stored, or nothing. */
export async function runInTransaction<T>(
  ctx: LocalContext,
  work: (store: TransactionStore, tx: HoldTransaction) => Promise<T>,
): Promise<T> {
  const tx = (await ctx.db()).transaction(holdStores, 'readwrite');
  try {
    const result = await work(transactionStore(tx), tx);
    await tx.done;
    return result;
  } catch (error) {
    abort(tx);
    throw error;
  }
}

export function createLocalBookings(ctx: LocalContext): BookingsApi {
  const allBookings = async () => parseEach(bookingSchema, await (await ctx.db()).getAll('hotelBookings'), 'booking');

  const inTransaction = <T>(work: (store: TransactionStore) => Promise<T>) => runInTransaction(ctx, work);

  /** The demo has no e-mail to verify: its accounts count as verified (see README). */
  const caller = (): Caller => {
    const customer = requireCustomer(ctx);
    return { uid: customer.id, email: customer.email, emailVerified: customer.emailVerified ?? true };
  };
  // A clock that never repeats, like the hosted backend's request time: two bookings made within one
  // millisecond still list newest first.
  const clock = () => ({ now: ctx.uniqueNow() });

  return {
    create: async (input) => {
      const who = caller();
      return inTransaction((store) => placeBooking(store, input, who, clock()));
    },
    requestFlight: async (input) => {
      const who = caller();
      return inTransaction((store) => placeFlightRequest(store, input, who, clock()));
    },
    async listMine() {
      const customer = requireCustomer(ctx);
      const mine = await (await ctx.db()).getAllFromIndex('hotelBookings', 'byUser', customer.id);
      return parseEach(bookingSchema, mine, 'booking').sort(newestFirst);
    },
    requestCancellation: async (id) => {
      const who = caller();
      return inTransaction((store) => askToCancel(store, id, who, { now: ctx.now() }));
    },
    claimPayment: async (input) => {
      const who = caller();
      return inTransaction((store) => claimPayment(store, input, who, clock()));
    },
    // The demo keeps the screenshots with the travellers' files: private blobs the images' service worker never serves.
    async uploadPaymentScreenshot(bookingId, utr, file) {
      const customer = requireCustomer(ctx);
      const problem = paymentScreenshotProblem(file);
      if (problem) throw new BackendError('invalid-data', problem);
      const path = parseInput(
        paymentScreenshotPathSchema,
        paymentScreenshotPath(customer.id, bookingId, parseInput(utrSchema, utr)),
      );
      // Only under a booking of the customer's own, as storage.rules ask of the hosted bucket.
      const booking = parseOne(bookingSchema, (await (await ctx.db()).get('hotelBookings', bookingId)) ?? null, 'booking');
      if (!booking || booking.userId !== customer.id || booking.status === 'Cancelled')
        throw new BackendError('permission-denied');
      // Copy the bytes: a File handle can go stale once its input is cleared.
      const blob = new Blob([await file.arrayBuffer()], { type: file.type });
      const stored = { path, blob, contentType: file.type, size: file.size, timeCreated: new Date(ctx.now()).toISOString() };
      await (await ctx.db()).put('travellerFiles', stored);
      return path;
    },
    async paymentScreenshot(path) {
      const customer = ctx.customer.current();
      if (!(customer != null && isOwnPaymentScreenshot(path, customer.id))) requireAdmin(ctx);
      const stored = await (await ctx.db()).get('travellerFiles', parseInput(paymentScreenshotPathSchema, path));
      if (!stored) throw new BackendError('not-found');
      return stored.blob;
    },
    sendAwaitedCopies: async () => {
      const who = caller();
      return inTransaction((store) => sendAwaitedCopies(store, who, { now: ctx.now() }));
    },

    async page(filter, request) {
      requireAdmin(ctx);
      return pageOf(
        (await allBookings()).filter((booking) => matchesBookingFilter(booking, filter)).sort(bookingOrder(filter)),
        request,
      );
    },
    async count(filter) {
      requireAdmin(ctx);
      return (await allBookings()).filter((booking) => matchesBookingFilter(booking, filter)).length;
    },
    async get(id) {
      requireAdmin(ctx);
      return parseOne(bookingSchema, (await (await ctx.db()).get('hotelBookings', id)) ?? null, 'booking');
    },
    updateStatus: async (id, status, note) => {
      const admin = requireAdmin(ctx);
      await inTransaction((store) =>
        changeBookingStatus(store, { bookingId: id, status, note }, { uid: admin.email, email: admin.email }, clock()),
      );
    },
    markPayment: async (id, mark) => {
      const admin = requireAdmin(ctx);
      await inTransaction((store) =>
        markBookingPayment(store, { bookingId: id, mark }, { uid: admin.email, email: admin.email }, clock()),
      );
    },
    assignDriver: async (id, driver) => {
      requireAdmin(ctx);
      await inTransaction((store) => assignBookingDriver(store, { bookingId: id, driver }));
    },
    async officeRecord(id): Promise<BookingOfficeRecord> {
      requireAdmin(ctx);
      return (
        parseOne(bookingOfficeRecordSchema, (await (await ctx.db()).get('bookingNotes', id)) ?? {}, 'booking note') ?? {
          note: '',
          history: [],
        }
      );
    },
    async saveNote(id, note) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const tx = db.transaction(['hotelBookings', 'bookingNotes'], 'readwrite');
      if (!(await tx.objectStore('hotelBookings').getKey(id))) {
        abort(tx);
        throw new BackendError('not-found');
      }
      const current = parseOne(
        bookingOfficeRecordSchema,
        (await tx.objectStore('bookingNotes').get(id)) ?? {},
        'booking note',
      ) ?? { note: '', history: [] };
      await tx.objectStore('bookingNotes').put({ id, ...parseInput(bookingOfficeRecordSchema, { ...current, note }) });
      await tx.done;
    },
    async needsAttention(today) {
      requireAdmin(ctx);
      return needsAttentionFrom(await allBookings(), today);
    },
    // The demo's admin has no account id of its own: its address stands for it.
    createForCustomer: async (input) => {
      const admin = requireAdmin(ctx);
      return inTransaction((store) => placeWalkInBooking(store, input, { uid: admin.email, email: admin.email }, clock()));
    },
    async linkToAccount(input) {
      requireAdmin(ctx);
      const { bookingId, contact } = parseInput(linkToAccountInputSchema, input);
      const user = await (await ctx.db()).getFromIndex('users', 'byEmail', normalizeEmail(contact));
      if (!user) throw new BackendError('not-found', noAccountWithAddress);
      const account = { uid: user.id, email: user.email, emailVerified: user.emailVerified ?? true };
      return inTransaction((store) => linkToAccount(store, bookingId, account));
    },
  };
}

/** Gives up a transaction whose work failed half-way: nothing of it is stored. */
export function abort(tx: { abort(): void; done: Promise<unknown> }) {
  // The transaction may already have finished or aborted by itself (a failed request aborts it).
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // already finished
  }
}
