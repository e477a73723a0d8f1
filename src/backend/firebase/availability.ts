import { collection, doc, increment, query, where, type Firestore, type WriteBatch } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { limits } from '../limits';
import {
  departureId,
  holdShortfall,
  netHoldChanges,
  nightsByMonth,
  roomMonthId,
  type CounterChange,
  type Hold,
} from '../domain/availability';
import { addDays, nextMonth } from '../domain/calendar';
import { byId, byPageOrder } from '../domain/ordering';
import { roomNoLongerOffered } from '../domain/booking-request';
import type { AvailabilityApi, DepartureOccupancy } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne } from './documents';
import { guard } from './error-codes';

/**
 * The hold counters: roomNights/{roomId}_{YYYY-MM} `{ roomId, month, held: { DD: n } }` and
 * departureSeats/{tourId}_{date} `{ tourId, date, held }` (counts only: anyone reads them). Writers change them only with increment()
 * inside the batch that writes the booking or its status, so concurrent customers serialize on the server and
 * firestore.rules can check each new count against the room count or the seats.
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

async function departureTaken(ctx: FirebaseContext, db: Firestore, tourId: string, date: string): Promise<number> {
  const id = departureId(tourId, date);
  const counts = await readOne(doc(db, 'departureSeats', id), (stored) =>
    ctx.convert.departureSeats.fromData(stored.data, `departureSeats/${id}`),
  );
  return counts?.held ?? 0;
}

/**
 * Refuses to hold what is not free, with the message naming the first full night or the seats left: read from
 * the stored counters, the room count and the tour's seats (the same check the local adapter makes inside its
 * transaction; here the rules make it again when the batch lands). `freed`: what the same batch releases (a
 * booking moved by a few days frees nights it then holds again).
 */
export async function checkHold(ctx: FirebaseContext, db: Firestore, hold: Hold, freed: readonly Hold[] = []): Promise<void> {
  if (hold.kind === 'nights') {
    const months = [...nightsByMonth(hold.nights).keys()];
    const [room, ...held] = await Promise.all([
      readOne(doc(db, 'asterRooms', hold.roomId), ctx.convert.room.fromDocument),
      ...months.map((month) => roomMonthHeld(ctx, db, hold.roomId, month)),
    ]);
    if (!room) throw new BackendError('not-found', roomNoLongerOffered);
    holdShortfall(hold, { held: Object.assign({}, ...held) as Record<string, number>, rooms: room.rooms, freed });
  } else if (hold.kind === 'seats') {
    const [tour, taken] = await Promise.all([
      readOne(doc(db, 'tourPackages', hold.tourId), ctx.convert.tour.fromDocument),
      departureTaken(ctx, db, hold.tourId, hold.date),
    ]);
    holdShortfall(hold, { taken, seats: tour?.departures[hold.date] ?? 0, freed });
  }
}

/** Adds the counter writes of holding (`delta` 1) or releasing (-1) what a booking holds to `batch`. */
export function writeHold(batch: WriteBatch, db: Firestore, hold: Hold, delta: 1 | -1): void {
  writeCounterChanges(batch, db, netHoldChanges([[hold, delta]]));
}

/** Adds counter changes to `batch`, each counter document written once (increments, so concurrent writers add up). */
export function writeCounterChanges(batch: WriteBatch, db: Firestore, changes: readonly CounterChange[]): void {
  for (const change of changes) {
    if (change.kind === 'room-month') {
      const held = Object.fromEntries(Object.entries(change.days).map(([day, delta]) => [day, increment(delta)]));
      batch.set(doc(db, 'roomNights', change.id), { roomId: change.roomId, month: change.month, held }, { merge: true });
    } else {
      batch.set(
        doc(db, 'departureSeats', change.id),
        { tourId: change.tourId, date: change.date, held: increment(change.seats) },
        { merge: true },
      );
    }
  }
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
        const counts = await readAll(query(collection(ctx.publicDb, 'departureSeats'), where('tourId', '==', tourId)), (docs) =>
          docs.map((stored) => ctx.convert.departureSeats.fromData(stored.data, `departureSeats/${stored.id}`)),
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
        // A stay is at most limits.stayNights long, so the bookings with a night in the month start at most that
        // many days before it: one range on the check-in date, the shared rule on the check-out date.
        const candidates = query(
          collection(ctx.adminDb, 'hotelBookings'),
          where('kind', '==', 'room'),
          where('checkInDate', '>=', addDays(start, -limits.stayNights)),
          where('checkInDate', '<', end),
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
          readAll(query(collection(ctx.adminDb, 'departureSeats'), where('date', '>=', fromDate)), (docs) =>
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
