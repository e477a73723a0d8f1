import { roomNightRate, type TaxRules } from '@/backend/domain/gst/booking-tax';
import {
  priceRoomStay,
  roomItemName,
  roomsNeeded,
  stayCalendarProblem,
  withRoomTax,
  type StayCalendar,
} from '@/backend/domain/room-stay';
import type { MealPlan, RoomType } from '@/backend/schemas';
import type { TripDetails } from './trip-summary';

/**
 * The operator's own Hotel Aster, in Tadong, Gangtok, at the top of a Hotels search for where it stands: its room
 * types priced for the dates and guests searched, with the same room pricing the booking form and placeBooking
 * use, the cheapest stay first.
 */

export { searchesAsterPlace } from './aster-place';

/** The plan the search prices by: room only, the lowest. */
export const offerPlan: MealPlan = 'ep';

/**
 * A room type's offer. Prices are before tax; `tax` is the GST the stay will be charged (each night at its slab, as
 * placeBooking charges it) and `rate` the GST rate of the lowest night, both 0 before the operator's GST
 * registration is saved.
 */
export type RoomOffer =
  | { kind: 'priced'; room: RoomType; rooms: number; nights: number; total: number; tax: number }
  | { kind: 'nightly'; room: RoomType; from: number; rate: number }
  | { kind: 'unavailable'; room: RoomType; reason: string };

/** The lowest nightly price of the room (room only, either season), for a search without dates. */
const lowestNightly = (room: RoomType) => Math.min(room.rates.season[offerPlan], room.rates.offSeason[offerPlan]);

/**
 * Each room type for the search: priced for the stay when it has both dates (in as many rooms as the guests need),
 * else from its lowest nightly rate; a stay it cannot take (too many guests, a closed night, a minimum stay) says
 * why. Priced stays come first, cheapest first, then the nightly prices, then the rooms that do not fit.
 */
export function asterRoomOffers(
  rooms: readonly RoomType[],
  calendar: StayCalendar,
  trip: TripDetails,
  taxRules: TaxRules | null = null,
): RoomOffer[] {
  const guests = { adults: trip.guests ?? 2, children: 0 };
  const offers = rooms.map((room): RoomOffer => {
    const needed = roomsNeeded(room, guests);
    if (needed === null) return { kind: 'unavailable', room, reason: `Too small for ${guests.adults} guests` };
    if (!trip.checkIn || !trip.checkOut) {
      const from = lowestNightly(room);
      const rate = taxRules ? roomNightRate({ perRoom: from, perRoomRoomOnly: from }, taxRules) : 0;
      return { kind: 'nightly', room, from, rate };
    }
    const problem = stayCalendarProblem(trip.checkIn, trip.checkOut, calendar);
    if (problem) return { kind: 'unavailable', room, reason: problem };
    const stay = priceRoomStay(room, offerPlan, { ...guests, rooms: needed }, trip.checkIn, trip.checkOut, calendar);
    const { tax } = withRoomTax(stay, roomItemName(room), taxRules);
    return { kind: 'priced', room, rooms: needed, nights: stay.nights, total: stay.total, tax };
  });
  const rank = (offer: RoomOffer) => (offer.kind === 'priced' ? 0 : offer.kind === 'nightly' ? 1 : 2);
  const price = (offer: RoomOffer) => (offer.kind === 'priced' ? offer.total : offer.kind === 'nightly' ? offer.from : 0);
  return offers
    .map((offer, index) => ({ offer, index }))
    .sort((a, b) => rank(a.offer) - rank(b.offer) || price(a.offer) - price(b.offer) || a.index - b.index)
    .map(({ offer }) => offer);
}
