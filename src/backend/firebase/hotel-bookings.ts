import { getDoc, updateDoc } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { bookingStatusSchema } from '../schemas';
import type { HotelBookingsApi } from '../types';
import type { DataContext } from './catalog';
import { hotelBookingConverter, parseInput } from './converters';
import { documentRef, isDocumentId, newestFirst, readAll } from './documents';
import { guard } from './error-codes';

/** Bookings are admin-only (the rules refuse everybody else), so both calls use the admin app. */
export function createHotelBookings(ctx: DataContext): HotelBookingsApi {
  return {
    // Sorted here: some bookings (the samples' kind) may lack createdAt, and orderBy would drop them.
    list: () => guard(async () => (await readAll(ctx.adminDb, 'hotelBookings', hotelBookingConverter)).sort(newestFirst)),
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
  };
}
