import { collection, getAggregate, getCount, sum } from 'firebase/firestore/lite';
import { query, where } from './query-shapes';
import { roomsHeldOn } from '../domain/availability';
import { monthOf, nextMonth } from '../domain/calendar';
import type { StatsApi } from '../types';
import { bookingField, roomNightsField, roomTypeField } from './stored-fields';
import type { FirebaseContext } from './context';
import { readAll } from './documents';
import { guard } from './error-codes';

/**
 * The dashboard's numbers as aggregation queries: the server counts and sums, no booking is downloaded.
 * (`getCount` is Firestore Lite's name for the full SDK's `getCountFromServer`.)
 */
const collections = { tours: 'tourPackages', hotels: 'hotels', bookings: 'hotelBookings' } as const;

export function createFirebaseStats(ctx: FirebaseContext): StatsApi {
  const db = () => ctx.adminDb;
  const count = async (what: keyof typeof collections) => (await getCount(collection(db(), collections[what]))).data().count;
  return {
    counts: () =>
      guard(async () => {
        await ctx.requireAdmin();
        // At once, not one after another.
        const [tours, hotels, bookings] = await Promise.all([count('tours'), count('hotels'), count('bookings')]);
        return { tours, hotels, bookings };
      }),
    count: (what) =>
      guard(async () => {
        await ctx.requireAdmin();
        return count(what);
      }),
    occupancy: (date) =>
      guard(async () => {
        await ctx.requireAdmin();
        // The month's hold counters, one small document per room type (what the booking calendar reads): they
        // count every night held, a stay's rooms and a tailored trip's nights at Hotel Aster alike.
        const counters = query(collection(db(), 'roomNights'), where(roomNightsField('month'), '==', monthOf(date)));
        const [rooms, held] = await Promise.all([
          getAggregate(collection(db(), 'asterRooms'), { rooms: sum(roomTypeField('rooms')) }),
          readAll(counters, (docs) =>
            docs.flatMap((stored) => ctx.convert.roomMonth.fromData(stored.data, `roomNights/${stored.id}`) ?? []),
          ),
        ]);
        return { held: roomsHeldOn(date, held), rooms: rooms.data().rooms ?? 0 };
      }),
    confirmedRevenue: (month) =>
      guard(async () => {
        await ctx.requireAdmin();
        const confirmed = query(
          collection(db(), 'hotelBookings'),
          where(bookingField('status'), '==', 'Confirmed'),
          where(bookingField('travelDate'), '>=', `${month}-01`),
          where(bookingField('travelDate'), '<', `${nextMonth(month)}-01`),
        );
        return (await getAggregate(confirmed, { total: sum(bookingField('totalPrice')) })).data().total ?? 0;
      }),
    documentsMissing: (from, to) =>
      guard(async () => {
        await ctx.requireAdmin();
        // The flag the backend keeps on each booking as documents are saved: counted, no booking or tour is read.
        const missing = query(
          collection(db(), 'hotelBookings'),
          where(bookingField('documentsComplete'), '==', false),
          where(bookingField('status'), 'in', ['Pending', 'Confirmed']),
          where(bookingField('travelDate'), '>=', from),
          where(bookingField('travelDate'), '<=', to),
        );
        return (await getCount(missing)).data().count;
      }),
  };
}
