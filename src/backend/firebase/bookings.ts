import { getDoc, query, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { newBookingFromRequest } from '../booking-requests';
import { BackendError } from '../errors';
import { bookingStatusSchema } from '../schemas';
import type { BookingsApi } from '../types';
import type { DataContext } from './catalog';
import { bookingConverter, parseInput } from './converters';
import { collectionRef, documentRef, isDocumentId, newestFirst, readAll, readMany } from './documents';
import { guard } from './error-codes';

/**
 * Admin calls (list, updateStatus) go through the admin app, whose token carries the claim. Customer calls
 * (create, listMine, requestCancellation) go through the default app with the customer's own token: the rules
 * let a customer create Pending bookings for themselves, read their own, and set only cancellationRequestedAt.
 *
 * `customerId` resolves to the signed-in customer's uid once Firebase Auth has restored the session, or null.
 */
export function createBookings(ctx: DataContext, customerId: () => Promise<string | null>): BookingsApi {
  async function requireCustomer(): Promise<string> {
    const uid = await customerId();
    if (uid === null) throw new BackendError('permission-denied');
    return uid;
  }

  return {
    // Sorted here: some bookings (the samples' kind) may lack createdAt, and orderBy would drop them.
    list: () => guard(async () => (await readAll(ctx.adminDb, 'hotelBookings', bookingConverter)).sort(newestFirst)),
    updateStatus: (id, status) =>
      guard(async () => {
        const next = parseInput(bookingStatusSchema, status);
        if (!isDocumentId(id)) throw new BackendError('not-found');
        const ref = documentRef(ctx.adminDb, 'hotelBookings', id);
        // Read first: the rules refuse an update of a missing booking as permission-denied, which would hide
        // the real reason from the admin.
        if (!(await getDoc(ref)).exists()) throw new BackendError('not-found');
        await updateDoc(ref, { status: next });
      }),
    create: (input) =>
      guard(async () => {
        const uid = await requireCustomer();
        const booking = newBookingFromRequest(input, uid, ctx.now());
        // setDoc on a taken id would be an update, which the rules refuse: no booking is ever overwritten.
        await setDoc(documentRef(ctx.publicDb, 'hotelBookings', booking.id), bookingConverter.toFields(booking));
        return booking;
      }),
    listMine: () =>
      guard(async () => {
        const uid = await requireCustomer();
        // No orderBy: sorted here, so the query needs no composite index and undated bookings still show.
        const mine = query(collectionRef(ctx.publicDb, 'hotelBookings'), where('userId', '==', uid));
        return (await readMany(mine, bookingConverter)).sort(newestFirst);
      }),
    requestCancellation: (id) =>
      guard(async () => {
        const uid = await requireCustomer();
        if (!isDocumentId(id)) throw new BackendError('not-found');
        const ref = documentRef(ctx.publicDb, 'hotelBookings', id);
        // The rules let a customer read only their own bookings: another customer's one, or a missing one,
        // is refused here as permission-denied (the rules cannot tell the two apart without revealing which
        // booking ids exist).
        const snapshot = await getDoc(ref);
        const data = snapshot.data();
        const current = data === undefined ? null : bookingConverter.fromDocument({ id: snapshot.id, data });
        if (!current) throw new BackendError('not-found');
        if (current.userId !== uid) throw new BackendError('permission-denied');
        if (current.status === 'Cancelled') throw new BackendError('invalid-data', 'This booking is already cancelled.');
        // Asked before: the first request's time stands (the rules refuse changing it anyway).
        if (current.cancellationRequestedAt !== undefined) return;
        await updateDoc(ref, { cancellationRequestedAt: new Date().toISOString() });
      }),
  };
}
