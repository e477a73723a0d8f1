import { BackendError } from '../errors';
import { parseEach, parseOne } from '../parse';
import { departureId, roomMonthId } from '../domain/availability';
import { nextMonth } from '../domain/calendar';
import { byPageOrder, byId } from '../domain/ordering';
import { bookingSchema, departureHoldsSchema, roomMonthHoldsSchema, roomTypeSchema, tourSchema } from '../schemas';
import type { AvailabilityApi, DepartureOccupancy } from '../types';
import { requireAdmin, type LocalContext } from './context';

/** Rooms and seats held, for the booking calendar and the operator's occupancy page. */
export function createLocalAvailability(ctx: LocalContext): AvailabilityApi {
  async function roomMonth(roomId: string, month: string): Promise<Record<string, number>> {
    const doc = parseOne(
      roomMonthHoldsSchema,
      (await (await ctx.db()).get('roomNights', roomMonthId(roomId, month))) ?? null,
      'room nights',
    );
    const held: Record<string, number> = {};
    for (const [day, count] of Object.entries(doc?.held ?? {})) if (count > 0) held[`${month}-${day}`] = count;
    return held;
  }

  return {
    async roomNights(roomId, fromMonth, months) {
      const held: Record<string, number> = {};
      for (let month = fromMonth, i = 0; i < months; i++, month = nextMonth(month))
        Object.assign(held, await roomMonth(roomId, month));
      return held;
    },
    async departureSeats(tourId) {
      const docs = parseEach(departureHoldsSchema, await (await ctx.db()).getAll('departureSeats'), 'departure seats');
      return Object.fromEntries(docs.filter((doc) => doc.tourId === tourId).map((doc) => [doc.date, doc.held]));
    },
    async occupancyMonth(month) {
      requireAdmin(ctx);
      if (!/^\d{4}-\d{2}$/.test(month)) throw new BackendError('invalid-data');
      const db = await ctx.db();
      const rooms = parseEach(roomTypeSchema, await db.getAll('asterRooms'), 'room type').sort(byPageOrder);
      const held = Object.fromEntries(
        await Promise.all(rooms.map(async (room) => [room.id, await roomMonth(room.id, month)] as const)),
      );
      const start = `${month}-01`;
      const end = `${nextMonth(month)}-01`;
      const bookings = parseEach(bookingSchema, await db.getAll('hotelBookings'), 'booking').filter(
        (booking) => (booking.kind === 'room' || booking.kind === 'trip') && booking.travelDate < end && booking.endDate > start,
      );
      return { month, rooms, held, bookings: bookings.sort((a, b) => a.travelDate.localeCompare(b.travelDate) || byId(a, b)) };
    },
    async departures(fromDate) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const tours = parseEach(tourSchema, await db.getAll('tourPackages'), 'tour package');
      const rows: DepartureOccupancy[] = [];
      for (const tour of tours) {
        for (const [date, seats] of Object.entries(tour.departures)) {
          if (date < fromDate) continue;
          const doc = parseOne(
            departureHoldsSchema,
            (await db.get('departureSeats', departureId(tour.id, date))) ?? null,
            'departure seats',
          );
          rows.push({ tour, date, seats, taken: doc?.held ?? 0 });
        }
      }
      return rows.sort((a, b) => a.date.localeCompare(b.date) || byId(a.tour, b.tour));
    },
  };
}
