import {
  arrayUnion,
  collection,
  doc,
  getCount,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type Query,
  type QueryConstraint,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { holdChange, holdOf } from '../domain/availability';
import { attentionListSize, hasDeparture, matchesBookingFilter, needsAttentionFrom } from '../domain/booking-filter';
import { bookingReference } from '../domain/booking-reference';
import {
  flightNoLongerOffered,
  newBooking,
  newFlightRequest,
  roomNoLongerOffered,
  tourNoLongerOffered,
  type BookedItem,
  type NewBookingIds,
} from '../domain/booking-request';
import { parseBookingSearch } from '../domain/booking-search';
import { addDays } from '../domain/calendar';
import { checkCancellationRequest } from '../domain/cancellation';
import { randomId } from '../domain/ids';
import { historyIsFull, withStatusChange } from '../domain/status-history';
import { bookingReceivedMails, statusChangeMail, type MailDraft } from '../domain/mail';
import { newestFirst } from '../domain/ordering';
import { bookingOfficeRecordSchema, bookingRequestInputSchema, bookingStatusSchema, type Booking, type BookingOfficeRecord } from '../schemas';
import type { BookingFilter, BookingsApi } from '../types';
import { checkHold, writeHold } from './availability';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage, withServerTimes } from './documents';
import { firebaseErrorCode, guard } from './error-codes';

/**
 * Bookings of every kind in `hotelBookings`. Customer calls go through the customer app with the customer's own
 * token: one batch writes the booking, its reference, its hold counters and its two e-mails, and firestore.rules
 * checks each against the others and the stored prices. Admin calls go through the admin app.
 */

const activeStatuses = ['Pending', 'Confirmed'] as const;

/** The stored item a request books, or not-found with words a customer understands. */
async function bookedItem(ctx: FirebaseContext, kind: 'tour' | 'room' | 'flight', itemId: string): Promise<BookedItem> {
  const db = ctx.publicDb;
  const read = isDocumentId(itemId);
  if (kind === 'tour') {
    const tour = read ? await readOne(doc(db, 'tourPackages', itemId), ctx.convert.tour.fromDocument) : null;
    if (tour) return { kind, tour };
    throw new BackendError('not-found', tourNoLongerOffered);
  }
  if (kind === 'room') {
    const [room, profile] = read
      ? await Promise.all([
          readOne(doc(db, 'asterRooms', itemId), ctx.convert.room.fromDocument),
          readOne(doc(db, 'content', 'hotelAster'), (stored) => ctx.convert.hotelAster.fromData(stored.data, 'content/hotelAster')),
        ])
      : [null, null];
    if (room && profile) return { kind, room, seasons: profile.seasons };
    throw new BackendError('not-found', roomNoLongerOffered);
  }
  const flight = read ? await readOne(doc(db, 'flights', itemId), ctx.convert.flight.fromDocument) : null;
  if (flight) return { kind, flight };
  throw new BackendError('not-found', flightNoLongerOffered);
}

async function operatorEmail(ctx: FirebaseContext): Promise<string> {
  const settings = await readOne(doc(ctx.publicDb, 'settings', 'notifications'), (stored) => ctx.convert.notifications.fromData(stored.data, 'settings/notifications'));
  if (!settings) throw new BackendError('unavailable', 'The operator has not set where booking e-mails go.');
  return settings.operatorEmail;
}

/** A reference no booking has taken yet (bookingReferences/{reference} exists for each taken one). */
async function freeReference(ctx: FirebaseContext, candidate: string): Promise<string> {
  let reference = candidate;
  while ((await getDoc(doc(ctx.publicDb, 'bookingReferences', reference))).exists()) reference = bookingReference();
  return reference;
}

function writeMail(ctx: FirebaseContext, batch: WriteBatch, db: Firestore, draft: MailDraft): void {
  const fields = ctx.convert.mail.toFields({ ...draft, createdAt: new Date(ctx.now()).toISOString() });
  batch.set(doc(db, 'mail', draft.id), withServerTimes(fields, ctx.convert.mail.timeFields));
}

/**
 * The operator's filters as a Firestore query, plus the shared rule that decides (matchesBookingFilter). Null when
 * nothing can match. Ordered newest first, or by travel date when the travel date is bounded (bookingOrder).
 */
function filteredBookings(filter: BookingFilter): { filters: QueryConstraint[]; orders: QueryConstraint[] } | null {
  const filters: QueryConstraint[] = [];
  // Ties of the order are Firestore's own: by id, descending after createdAt descending, as newestFirst does.
  // (A filter on searchName or cancellationRequestedAt also orders by that field after createdAt: Firestore
  // orders by every field it compares, so only bookings of the very same microsecond could come out otherwise.)
  if (filter.status) filters.push(where('status', '==', filter.status));
  if (filter.kind) filters.push(where('kind', '==', filter.kind));
  if (filter.awaitingCancellation) {
    if (filter.status === 'Cancelled') return null;
    if (!filter.status) filters.push(where('status', 'in', activeStatuses));
    filters.push(where('cancellationRequestedAt', '!=', null));
  }
  if (filter.from) filters.push(where('checkInDate', '>=', filter.from));
  if (filter.to) filters.push(where('checkInDate', '<=', filter.to));
  const search = parseBookingSearch(filter.search);
  if (search?.by === 'reference') filters.push(where('reference', '==', search.value));
  if (search?.by === 'email') filters.push(where('searchEmail', '==', search.value));
  if (search?.by === 'phone') filters.push(where('phone', '==', search.value));
  if (search?.by === 'name') {
    // Every stored name that starts with the text: from the text up to the text followed by the last code point.
    filters.push(where('searchName', '>=', search.value), where('searchName', '<=', `${search.value}\u{10FFFF}`));
  }
  const orders = [...(filter.from || filter.to ? [orderBy('checkInDate')] : []), orderBy('createdAt', 'desc')];
  return { filters, orders };
}

export function createFirebaseBookings(ctx: FirebaseContext): BookingsApi {
  const bookings = (db: Firestore) => collection(db, 'hotelBookings');

  /**
   * Stores a customer's new booking with its reference, hold and e-mails in one batch. A refused batch is read
   * again: when the nights or seats went meanwhile (another customer's batch landed first, and the rules refused
   * the count), the customer hears which night; otherwise the refusal stands.
   */
  async function store(build: (ids: Omit<NewBookingIds, 'userId'>) => Booking): Promise<Booking> {
    const db = ctx.publicDb;
    const id = randomId();
    // The time is the server's (serverTimestamp); this one only satisfies the schema until then.
    const candidate = bookingReference();
    const draft = build({ id, reference: candidate, createdAt: new Date(ctx.now()).toISOString() });
    const hold = holdOf(draft);
    await checkHold(ctx, db, hold);
    const reference = await freeReference(ctx, candidate);
    const booking: Booking = { ...draft, reference };
    const to = await operatorEmail(ctx);

    const batch = writeBatch(db);
    batch.set(doc(db, 'hotelBookings', id), withServerTimes(ctx.convert.booking.toFields(booking), ctx.convert.booking.timeFields));
    batch.set(doc(db, 'bookingReferences', reference), { bookingId: id });
    writeHold(batch, db, hold, 1, id);
    for (const mail of bookingReceivedMails(booking, to)) writeMail(ctx, batch, db, mail);
    try {
      await batch.commit();
    } catch (error) {
      if (firebaseErrorCode(error) === 'permission-denied') await checkHold(ctx, db, hold);
      throw error;
    }
    // As stored: with the server's time.
    return (await readOne(doc(db, 'hotelBookings', id), ctx.convert.booking.fromDocument)) ?? booking;
  }

  async function officeRecordOf(id: string): Promise<{ record: BookingOfficeRecord; exists: boolean }> {
    const stored = await readOne(doc(ctx.adminDb, 'bookingNotes', id), (found) => ({ record: ctx.convert.officeRecord.fromData(found.data, `bookingNotes/${id}`) }));
    return { record: stored?.record ?? { note: '', history: [] }, exists: stored !== null };
  }

  async function requireBooking(id: string): Promise<Booking> {
    const booking = isDocumentId(id) ? await readOne(doc(ctx.adminDb, 'hotelBookings', id), ctx.convert.booking.fromDocument) : null;
    if (!booking) throw new BackendError('not-found');
    return booking;
  }

  const readBookings = (source: Query) => readAll(source, ctx.convert.booking.fromDocuments);

  return {
    create: (input) =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        const request = parseInput(bookingRequestInputSchema, input);
        const item = await bookedItem(ctx, request.kind, request.itemId);
        return store((ids) => newBooking(request, item, { ...ids, userId }));
      }),
    requestFlight: (input) =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        return store((ids) => newFlightRequest(input, { ...ids, userId }));
      }),
    listMine: () =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        // The rules let a customer list only a query filtered on their own uid. A customer's bookings are few:
        // sorted here, by the shared order.
        return (await readBookings(query(bookings(ctx.publicDb), where('userId', '==', userId)))).sort(newestFirst);
      }),
    requestCancellation: (id) =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        if (!isDocumentId(id)) throw new BackendError('not-found');
        const ref = doc(ctx.publicDb, 'hotelBookings', id);
        // Another customer's booking, or a missing one, is refused by the rules as permission-denied: they cannot
        // tell the two apart without revealing which booking ids exist.
        const current = await readOne(ref, ctx.convert.booking.fromDocument);
        const { alreadyRequested } = checkCancellationRequest(current, userId);
        // Asked before: the first request's time stands.
        if (!alreadyRequested) await updateDoc(ref, { cancellationRequestedAt: serverTimestamp() });
      }),

    page: (filter, request) =>
      guard(async () => {
        await ctx.requireAdmin();
        const shape = filteredBookings(filter);
        if (!shape) return { items: [], next: null };
        const source = query(bookings(ctx.adminDb), ...shape.filters, ...shape.orders);
        return readPage({ query: source, read: ctx.convert.booking.fromDocument, keep: (booking) => matchesBookingFilter(booking, filter) }, request);
      }),
    count: (filter) =>
      guard(async () => {
        await ctx.requireAdmin();
        const shape = filteredBookings(filter);
        if (!shape) return 0;
        return (await getCount(query(bookings(ctx.adminDb), ...shape.filters))).data().count;
      }),
    get: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return isDocumentId(id) ? readOne(doc(ctx.adminDb, 'hotelBookings', id), ctx.convert.booking.fromDocument) : null;
      }),
    updateStatus: (id, status) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const next = parseInput(bookingStatusSchema, status);
        const db = ctx.adminDb;
        const current = await requireBooking(id);
        if (current.status === next) return;
        const change = holdChange(current.status, next);
        const hold = holdOf(current);
        // Holding again checks the room count or the seats first: the rules trust the operator here.
        if (change > 0) await checkHold(ctx, db, hold);
        const at = ctx.now();
        const entry = { status: next, at: new Date(at).toISOString(), by: admin.email };
        const { exists, record } = await officeRecordOf(id);

        const batch = writeBatch(db);
        batch.update(doc(db, 'hotelBookings', id), { status: next });
        if (change !== 0) writeHold(batch, db, hold, change, id);
        // arrayUnion: two operators changing the status at once both stay in the history; a full history is written
        // whole, its oldest change let go.
        const history = !exists ? { note: '', history: [entry] } : historyIsFull(record.history) ? { history: withStatusChange(record.history, entry) } : { history: arrayUnion(entry) };
        batch.set(doc(db, 'bookingNotes', id), history, { merge: true });
        const mail = statusChangeMail(current, next, at);
        if (mail) writeMail(ctx, batch, db, mail);
        await batch.commit();
      }),
    officeRecord: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return isDocumentId(id) ? (await officeRecordOf(id)).record : { note: '', history: [] };
      }),
    saveNote: (id, note) =>
      guard(async () => {
        await ctx.requireAdmin();
        await requireBooking(id);
        const { record, exists } = await officeRecordOf(id);
        const saved = parseInput(bookingOfficeRecordSchema, { ...record, note });
        // Only the note: a status change landing meanwhile keeps its history entry.
        await setDoc(doc(ctx.adminDb, 'bookingNotes', id), exists ? { note: saved.note } : { note: saved.note, history: [] }, { merge: true });
      }),
    needsAttention: (today) =>
      guard(async () => {
        await ctx.requireAdmin();
        const all = bookings(ctx.adminDb);
        const tomorrow = addDays(today, 1);
        const active = where('status', 'in', activeStatuses);
        const first = limit(attentionListSize);
        // Each query finds the first candidates of one list; the shared rule then makes the four lists from
        // them all, as the local adapter does from every booking.
        const [pending, cancellationRequests, arrivals, departures] = await Promise.all([
          readBookings(query(all, where('status', '==', 'Pending'), orderBy('createdAt'), first)),
          readBookings(query(all, active, where('cancellationRequestedAt', '!=', null), orderBy('cancellationRequestedAt'), orderBy('createdAt'), first)),
          readBookings(query(all, active, where('checkInDate', '>=', today), where('checkInDate', '<=', tomorrow), orderBy('checkInDate'), orderBy('createdAt', 'desc'), first)),
          // Only stays and trips that end on a later day than they start have a departure: Firestore cannot
          // compare two fields, so the shared rule picks them among the candidates.
          readPage(
            {
              query: query(all, active, where('checkOutDate', '>=', today), where('checkOutDate', '<=', tomorrow), orderBy('checkOutDate'), orderBy('createdAt', 'desc')),
              read: ctx.convert.booking.fromDocument,
              keep: hasDeparture,
              sparse: true,
            },
            { size: attentionListSize },
          ).then((page) => page.items),
        ]);
        const candidates = new Map([...pending, ...cancellationRequests, ...arrivals, ...departures].map((booking) => [booking.id, booking]));
        return needsAttentionFrom([...candidates.values()], today);
      }),
  };
}
