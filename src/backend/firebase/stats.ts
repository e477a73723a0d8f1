import { collection, getAggregate, getCount, getDocs, query, sum, where } from 'firebase/firestore/lite';
import { dayOfMonthOf, monthOf, nextMonth } from '../rules/calendar';
import type { StatsApi } from '../types';
import type { FirebaseContext } from './context';
import { guard } from './error-codes';

/**
 * The dashboard's numbers as aggregation queries: the server counts and sums, no document is downloaded (but
 * tonight's occupancy, below).
 * (`getCount` is Firestore Lite's name for the full SDK's `getCountFromServer`.)
 */
export function createFirebaseStats(ctx: FirebaseContext): StatsApi {
  const db = () => ctx.adminDb;
  const count = async (name: string) => (await getCount(collection(db(), name))).data().count;
  return {
    counts: () =>
      guard(async () => {
        await ctx.requireAdmin();
        const [tours, hotels, bookings] = await Promise.all([count('tourPackages'), count('hotels'), count('hotelBookings')]);
        return { tours, hotels, bookings };
      }),
    occupancy: (date) =>
      guard(async () => {
        await ctx.requireAdmin();
        // Rooms: summed by the server. Tonight's holds: the month's counter documents, one per room type (at most
        // limits.roomTypes), read as they are. Summing `held.<day>` on the server would need one composite index
        // per day of the month (a sum reads the summed field from an index).
        const [rooms, months] = await Promise.all([
          getAggregate(collection(db(), 'asterRooms'), { rooms: sum('rooms') }),
          getDocs(query(collection(db(), 'roomNights'), where('month', '==', monthOf(date)))),
        ]);
        const day = dayOfMonthOf(date);
        const counts = months.docs.map((stored) => ctx.convert.roomMonth.fromData(stored.data(), `roomNights/${stored.id}`));
        const held = counts.reduce((total, count) => total + (count?.held[day] ?? 0), 0);
        return { held, rooms: rooms.data().rooms ?? 0 };
      }),
    confirmedRevenue: (month) =>
      guard(async () => {
        await ctx.requireAdmin();
        const confirmed = query(
          collection(db(), 'hotelBookings'),
          where('status', '==', 'Confirmed'),
          where('checkInDate', '>=', `${month}-01`),
          where('checkInDate', '<', `${nextMonth(month)}-01`),
        );
        return (await getAggregate(confirmed, { total: sum('totalPrice') })).data().total ?? 0;
      }),
  };
}
