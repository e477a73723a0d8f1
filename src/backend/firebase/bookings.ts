import {
  collection,
  doc,
  getCount,
  limit,
  setDoc,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { z } from 'zod';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import {
  attentionListSize,
  awaitsPayment,
  hasDeparture,
  matchesBookingFilter,
  needsAttentionFrom,
} from '../domain/booking-filter';
import { parseBookingSearch } from '../domain/booking-search';
import { addDays } from '../domain/calendar';
import { newestFirst } from '../domain/ordering';
import {
  bookingOfficeRecordSchema,
  bookingSchema,
  flightRequestInputSchema,
  paymentClaimInputSchema,
  type Booking,
  type BookingOfficeRecord,
} from '../schemas';
import { walkInBookingInputSchema, linkToAccountInputSchema } from '../schemas/walk-in-bookings';
import { driverInputSchema, paymentMarkInputSchema, statusChangeInputSchema } from '../schemas/operator-bookings';
import type { BookingFilter, BookingsApi } from '../types';
import { bookingField } from './stored-fields';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage } from './documents';
import { guard } from './error-codes';
import { privateStorage, type PrivateStorageOptions } from './private-storage';
import { isOwnPaymentScreenshot, paymentScreenshotPath, paymentScreenshotProblem } from '../domain/payment-screenshots';
import { paymentScreenshotPathSchema, utrSchema } from '../schemas/payment-claims';

const countSchema = z.number().int().min(0);

/**
 * Bookings of every kind in `hotelBookings`. A customer's booking, flight request and cancellation request go
 * through the Cloud Functions (ctx.call), which decide in one transaction; the rules let customers read only their
 * own bookings and write none. Admin calls go through the admin app with the admin claim.
 */

const activeStatuses = ['Pending', 'Confirmed'] as const;

/** A booking as a function answered it: parsed like any stored document, never trusted as it came. */
const answered = (value: unknown) => parseInput(bookingSchema, value);

/**
 * The operator's filters as a Firestore query, plus the shared rule that decides (matchesBookingFilter). Null when
 * nothing can match. Ordered newest first, or by travel date when the travel date is bounded (bookingOrder).
 */
function filteredBookings(filter: BookingFilter): { filters: QueryConstraint[]; orders: QueryConstraint[] } | null {
  const filters: QueryConstraint[] = [];
  // Ties of the order are Firestore's own: by id, descending after createdAt descending, as newestFirst does.
  // (A filter on cancellationRequestedAt also orders by that field after createdAt: Firestore orders by every
  // field it compares, so only bookings of the very same microsecond could come out otherwise.)
  if (filter.status) filters.push(where(bookingField('status'), '==', filter.status));
  if (filter.kind) filters.push(where(bookingField('kind'), '==', filter.kind));
  if (filter.awaitingCancellation) {
    if (filter.status === 'Cancelled') return null;
    if (!filter.status) filters.push(where(bookingField('status'), 'in', activeStatuses));
    filters.push(where(bookingField('cancellationRequestedAt'), '!=', null));
  }
  if (filter.from) filters.push(where(bookingField('travelDate'), '>=', filter.from));
  if (filter.to) filters.push(where(bookingField('travelDate'), '<=', filter.to));
  const search = parseBookingSearch(filter.search);
  if (search?.by === 'reference') filters.push(where(bookingField('reference'), '==', search.value));
  if (search?.by === 'email') filters.push(where(bookingField('searchEmail'), '==', search.value));
  // A word of the name or of what was booked, a whole name, or a phone's last digits: one of the stored keys.
  if (search?.by === 'key') filters.push(where(bookingField('searchKeys'), 'array-contains', search.value));
  const orders = [
    ...(filter.from || filter.to ? [orderBy(bookingField('travelDate'))] : []),
    orderBy(bookingField('createdAt'), 'desc'),
  ];
  return { filters, orders };
}

export function createFirebaseBookings(ctx: FirebaseContext, files: PrivateStorageOptions): BookingsApi {
  const storageOf = privateStorage(files);
  const bookings = (db: Firestore) => collection(db, 'hotelBookings');

  async function officeRecordOf(id: string): Promise<BookingOfficeRecord> {
    const stored = await readOne(doc(ctx.adminDb, 'bookingNotes', id), (found) =>
      ctx.convert.officeRecord.fromData(found.data, `bookingNotes/${id}`),
    );
    return stored ?? { note: '', history: [] };
  }

  async function requireBooking(id: string): Promise<Booking> {
    const booking = isDocumentId(id)
      ? await readOne(doc(ctx.adminDb, 'hotelBookings', id), ctx.convert.booking.fromDocument)
      : null;
    if (!booking) throw new BackendError('not-found');
    return booking;
  }

  const readBookings = (source: Query) => readAll(source, ctx.convert.booking.fromDocuments);

  return {
    // The customer's choices only: the function reads them, prices, checks, holds and stores (functions/src/index.ts),
    // and its refusals come back in its words.
    // Refreshed first, so an address verified since sign-in gets its copy at once.
    create: (input) =>
      guard(async () => {
        await ctx.refreshCustomer();
        return answered(await ctx.call('createBooking', input));
      }),
    requestFlight: (input) =>
      guard(async () => {
        await ctx.refreshCustomer();
        return answered(await ctx.call('requestFlight', parseInput(flightRequestInputSchema, input)));
      }),
    listMine: () =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        // The rules let a customer list only a query filtered on their own uid. A customer's bookings are few:
        // sorted here, by the shared order.
        return (await readBookings(query(bookings(ctx.publicDb), where(bookingField('userId'), '==', userId)))).sort(newestFirst);
      }),
    requestCancellation: (id) =>
      guard(async () => {
        await ctx.requireCustomer();
        await ctx.call('requestCancellation', { bookingId: id });
      }),
    // The function checks the booking is the caller's, prices the amount and stores the claim (functions/src/index.ts).
    claimPayment: (input) =>
      guard(async () => {
        await ctx.requireCustomer();
        return answered(await ctx.call('claimPayment', parseInput(paymentClaimInputSchema, input)));
      }),
    // storage.rules let only the booking's customer write under their folder and the booking, a picture up to 5 MB.
    uploadPaymentScreenshot: (bookingId, utr, file) =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        const problem = paymentScreenshotProblem(file);
        if (problem) throw new BackendError('invalid-data', problem);
        const path = parseInput(
          paymentScreenshotPathSchema,
          paymentScreenshotPath(userId, bookingId, parseInput(utrSchema, utr)),
        );
        const { sdk, storage } = await storageOf(files.customerApp);
        await sdk.uploadBytes(sdk.ref(storage, path), file, { contentType: file.type });
        return path;
      }),
    paymentScreenshot: (path) =>
      guard(async () => {
        const customer = await ctx.requireCustomer().catch(() => null);
        const own = customer !== null && isOwnPaymentScreenshot(path, customer);
        if (!own) await ctx.requireAdmin();
        const { sdk, storage } = await storageOf(own ? files.customerApp : files.adminApp);
        return sdk.getBlob(sdk.ref(storage, parseInput(paymentScreenshotPathSchema, path)));
      }),
    sendAwaitedCopies: () =>
      guard(async () => {
        await ctx.requireCustomer();
        // Nothing waits unless the address was verified since the copies were held back.
        if (!(await ctx.refreshCustomer())) return 0;
        return countSchema.parse(await ctx.call('sendAwaitedCopies', {}));
      }),

    page: (filter, request) =>
      guard(async () => {
        await ctx.requireAdmin();
        const shape = filteredBookings(filter);
        if (!shape) return { items: [], next: null };
        const source = query(bookings(ctx.adminDb), ...shape.filters, ...shape.orders);
        return readPage(
          { query: source, read: ctx.convert.booking.fromDocument, keep: (booking) => matchesBookingFilter(booking, filter) },
          request,
        );
      }),
    count: (filter) =>
      guard(async () => {
        await ctx.requireAdmin();
        const shape = filteredBookings(filter);
        if (!shape) return 0;
        // The page's own query, orders and all: the same index serves both, and a document the orders leave out
        // (one without the ordered field) is not counted either.
        return (await getCount(query(bookings(ctx.adminDb), ...shape.filters, ...shape.orders))).data().count;
      }),
    get: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return isDocumentId(id) ? readOne(doc(ctx.adminDb, 'hotelBookings', id), ctx.convert.booking.fromDocument) : null;
      }),
    // The operator's writes to a booking: the function checks the admin claim and runs the operator's
    // transaction (domain/transactions/operator-bookings.ts) in one transaction; the rules let no browser write a booking.
    updateStatus: (id, status, note) =>
      guard(async () => {
        await ctx.requireAdmin();
        await ctx.adminCall('changeBookingStatus', parseInput(statusChangeInputSchema, { bookingId: id, status, note }));
      }),
    markPayment: (id, mark) =>
      guard(async () => {
        await ctx.requireAdmin();
        await ctx.adminCall('markBookingPayment', parseInput(paymentMarkInputSchema, { bookingId: id, mark }));
      }),
    assignDriver: (id, driver) =>
      guard(async () => {
        await ctx.requireAdmin();
        await ctx.adminCall('assignBookingDriver', parseInput(driverInputSchema, { bookingId: id, driver }));
      }),
    // The function checks the admin claim, prices, holds and stores in one transaction (functions/src/index.ts).
    createForCustomer: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        return answered(await ctx.adminCall('createWalkInBooking', parseInput(walkInBookingInputSchema, input)));
      }),
    // Finding an account by its address takes the Admin SDK: the function does it, then links.
    linkToAccount: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        return answered(await ctx.adminCall('linkWalkInBooking', parseInput(linkToAccountInputSchema, input)));
      }),
    officeRecord: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        return isDocumentId(id) ? await officeRecordOf(id) : { note: '', history: [] };
      }),
    saveNote: (id, note) =>
      guard(async () => {
        await ctx.requireAdmin();
        await requireBooking(id);
        const saved = parseInput(bookingOfficeRecordSchema.shape.note, note);
        // The note alone (the rules let the browser write nothing else): the history, reminders and moves the
        // transactions write stay as they are, whatever lands meanwhile.
        await setDoc(doc(ctx.adminDb, 'bookingNotes', id), { note: saved }, { merge: true });
      }),
    needsAttention: (today) =>
      guard(async () => {
        await ctx.requireAdmin();
        const all = bookings(ctx.adminDb);
        const tomorrow = addDays(today, 1);
        const active = where(bookingField('status'), 'in', activeStatuses);
        const first = limit(attentionListSize);
        // Each query finds the first candidates of one list; the shared rule then makes the four lists from
        // them all, as the local adapter does from every booking.
        const [pending, cancellationRequests, arrivals, departures, paymentsDue] = await Promise.all([
          readBookings(query(all, where(bookingField('status'), '==', 'Pending'), orderBy(bookingField('createdAt')), first)),
          readBookings(
            query(
              all,
              active,
              where(bookingField('cancellationRequestedAt'), '!=', null),
              orderBy(bookingField('cancellationRequestedAt')),
              orderBy(bookingField('createdAt')),
              first,
            ),
          ),
          readBookings(
            query(
              all,
              active,
              where(bookingField('travelDate'), '>=', today),
              where(bookingField('travelDate'), '<=', tomorrow),
              orderBy(bookingField('travelDate')),
              orderBy(bookingField('createdAt'), 'desc'),
              first,
            ),
          ),
          // Only stays and trips that end on a later day than they start have a departure: Firestore cannot
          // compare two fields, so the shared rule picks them among the candidates.
          readPage(
            {
              query: query(
                all,
                active,
                where(bookingField('endDate'), '>=', today),
                where(bookingField('endDate'), '<=', tomorrow),
                orderBy(bookingField('endDate')),
                orderBy(bookingField('createdAt'), 'desc'),
              ),
              read: ctx.convert.booking.fromDocument,
              keep: hasDeparture,
              sparse: true,
            },
            { size: attentionListSize },
          ).then((page) => page.items),
          // Confirmed trips from today on whose advance has not come, or with a payment claim to match: Firestore cannot ask for a missing field, so
          // the shared rule picks them among the next confirmed trips (a bounded read).
          readPage(
            {
              query: query(
                all,
                where(bookingField('status'), '==', 'Confirmed'),
                where(bookingField('travelDate'), '>=', today),
                orderBy(bookingField('travelDate')),
                orderBy(bookingField('createdAt'), 'desc'),
              ),
              read: ctx.convert.booking.fromDocument,
              keep: (booking) => awaitsPayment(booking, today),
              sparse: true,
            },
            { size: attentionListSize },
          ).then((page) => page.items),
        ]);
        const candidates = new Map(
          [...pending, ...cancellationRequests, ...arrivals, ...departures, ...paymentsDue].map((booking) => [
            booking.id,
            booking,
          ]),
        );
        return needsAttentionFrom([...candidates.values()], today);
      }),
  };
}
