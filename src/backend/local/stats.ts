import { parseEach } from '../parse';
import { roomsHeldOn } from '../domain/availability';
import { monthOf } from '../domain/calendar';
import { bookingSchema, roomMonthHoldsSchema, roomTypeSchema } from '../schemas';
import type { StatsApi } from '../types';
import { requireAdmin, type LocalContext } from './context';

/** The dashboard's numbers. The firebase adapter has the server count them; here the store is small and local. */
const stores = { tours: 'tourPackages', hotels: 'hotels', bookings: 'hotelBookings' } as const;

export function createLocalStats(ctx: LocalContext): StatsApi {
  const count = async (what: keyof typeof stores) => {
    requireAdmin(ctx);
    return (await ctx.db()).count(stores[what]);
  };
  return {
    async counts() {
      const [tours, hotels, bookings] = await Promise.all([count('tours'), count('hotels'), count('bookings')]);
      return { tours, hotels, bookings };
    },
    count,
    async occupancy(date) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const rooms = parseEach(roomTypeSchema, await db.getAll('asterRooms'), 'room type').reduce(
        (sum, room) => sum + room.rooms,
        0,
      );
      const held = roomsHeldOn(date, parseEach(roomMonthHoldsSchema, await db.getAll('roomNights'), 'room nights'));
      return { held, rooms };
    },
    async confirmedRevenue(month) {
      requireAdmin(ctx);
      const bookings = parseEach(bookingSchema, await (await ctx.db()).getAll('hotelBookings'), 'booking');
      return bookings
        .filter((b) => b.status === 'Confirmed' && monthOf(b.travelDate) === month)
        .reduce((sum, b) => sum + b.totalPrice, 0);
    },
    async documentsMissing(from, to) {
      requireAdmin(ctx);
      const bookings = parseEach(bookingSchema, await (await ctx.db()).getAll('hotelBookings'), 'booking');
      return bookings.filter(
        (b) => b.documentsComplete === false && b.status !== 'Cancelled' && b.travelDate >= from && b.travelDate <= to,
      ).length;
    },
  };
}
