import { collection, doc, type Firestore } from 'firebase/firestore/lite';
import { query, where } from './query-shapes';
import { BackendError } from '../errors';
import { longestTripDays } from '../domain/alerts';
import { departureId, roomMonthId } from '../domain/availability';
import { addDays, nextMonth } from '../domain/calendar';
import { byId, byPageOrder } from '../domain/ordering';
import type { AvailabilityApi, DepartureOccupancy } from '../types';
import { bookingField, departureSeatsField } from './stored-fields';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne } from './documents';
import { guard } from './error-codes';

/**
 * The hold counters: roomNights/{roomId}_{YYYY-MM} `{ roomId, month, held: { DD: n } }` and
 * departureSeats/{tourId}_{date} `{ tourId, date, held }` (counts only: anyone reads them). Only the functions write
 * them, in the transaction that writes the booking, its status or its move (functions/src/firestore-store.ts), where
 * the domain checks them against the room count or the seats.
 */

/** Rooms of one type held per night of one month, by date; nights with none are absent. */
export async function roomMonthHeld(
  ctx: FirebaseContext,
  db: Firestore,
  roomId: string,
  month: string,
): Promise<Record<string, number>> {
  const id = roomMonthId(roomId, month);
  if (!isDocumentId(id)) return {};
  const counts = await readOne(doc(db, 'roomNights', id), (stored) =>
    ctx.convert.roomMonth.fromData(stored.data, `roomNights/${id}`),
  );
  const held: Record<string, number> = {};
  for (const [day, count] of Object.entries(counts?.held ?? {})) if (count > 0) held[`${month}-${day}`] = count;
  return held;
}

/** Rooms and seats held, for the booking calendar and the operator's occupancy page. */
export function createFirebaseAvailability(ctx: FirebaseContext): AvailabilityApi {
  return {
    roomNights: (roomId, fromMonth, months) =>
      guard(async () => {
        const list: string[] = [];
        for (let month = fromMonth, i = 0; i < months; i++, month = nextMonth(month)) list.push(month);
        const held = await Promise.all(list.map((month) => roomMonthHeld(ctx, ctx.publicDb, roomId, month)));
        return Object.assign({}, ...held) as Record<string, number>;
      }),
    departureSeats: (tourId) =>
      guard(async () => {
        const counts = await readAll(
          query(collection(ctx.publicDb, 'departureSeats'), where(departureSeatsField('tourId'), '==', tourId)),
          (docs) => docs.map((stored) => ctx.convert.departureSeats.fromData(stored.data, `departureSeats/${stored.id}`)),
        );
        return Object.fromEntries(counts.filter((count) => count !== null).map((count) => [count.date, count.held]));
      }),
    occupancyMonth: (month) =>
      guard(async () => {
        await ctx.requireAdmin();
        if (!/^\d{4}-\d{2}$/.test(month)) throw new BackendError('invalid-data');
        const start = `${month}-01`;
        const end = `${nextMonth(month)}-01`;
        const rooms = (await readAll(collection(ctx.adminDb, 'asterRooms'), ctx.convert.room.fromDocuments)).sort(byPageOrder);
        // Stays and tailored trips (their nights at Hotel Aster) are at most longestTripDays long, so the bookings
        // with a night in the month start at most that many days before it: one range on the check-in date, the
        // shared rule on the check-out date.
        const candidates = query(
          collection(ctx.adminDb, 'hotelBookings'),
          where(bookingField('kind'), 'in', ['room', 'trip']),
          where(bookingField('travelDate'), '>=', addDays(start, -longestTripDays)),
          where(bookingField('travelDate'), '<', end),
        );
        const [held, bookings] = await Promise.all([
          Promise.all(rooms.map(async (room) => [room.id, await roomMonthHeld(ctx, ctx.adminDb, room.id, month)] as const)),
          readAll(candidates, ctx.convert.booking.fromDocuments),
        ]);
        const inMonth = bookings.filter((booking) => booking.travelDate < end && booking.endDate > start);
        return {
          month,
          rooms,
          held: Object.fromEntries(held),
          bookings: inMonth.sort((a, b) => a.travelDate.localeCompare(b.travelDate) || byId(a, b)),
        };
      }),
    departures: (fromDate) =>
      guard(async () => {
        await ctx.requireAdmin();
        const [tours, counts] = await Promise.all([
          readAll(collection(ctx.adminDb, 'tourPackages'), ctx.convert.tour.fromDocuments),
          readAll(query(collection(ctx.adminDb, 'departureSeats'), where(departureSeatsField('date'), '>=', fromDate)), (docs) =>
            docs.map((stored) => ctx.convert.departureSeats.fromData(stored.data, `departureSeats/${stored.id}`)),
          ),
        ]);
        const taken = new Map(
          counts.filter((count) => count !== null).map((count) => [departureId(count.tourId, count.date), count.held]),
        );
        const rows: DepartureOccupancy[] = [];
        for (const tour of tours) {
          for (const [date, seats] of Object.entries(tour.departures)) {
            if (date >= fromDate) rows.push({ tour, date, seats, taken: taken.get(departureId(tour.id, date)) ?? 0 });
          }
        }
        return rows.sort((a, b) => a.date.localeCompare(b.date) || byId(a.tour, b.tour));
      }),
  };
}
