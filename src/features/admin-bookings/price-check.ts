import { partyProblem, priceRoomStay, type RoomStayPrice } from '@/backend/domain/room-stay';
import type { Booking, HotelAster } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';

/**
 * The operator's check of a Hotel Aster room booking: its total and its split into season and off-season nights,
 * priced again from the rates and seasons stored now. The hosted backend's rules check the total against the
 * stated split but cannot tell which nights are in season, so a customer writing to the database directly could
 * claim off-season nights in the season; this check shows it. A rate or season changed after the booking was
 * made shows the same way: it is a prompt to look, not proof of tampering.
 */
type PricedStay = Pick<RoomStayPrice, 'nights' | 'seasonNights' | 'offSeasonNights' | 'total'>;

export type PriceCheck =
  | { result: 'matches' }
  | { result: 'mismatch'; expected: PricedStay; totalDiffers: boolean; splitDiffers: boolean }
  | { result: 'unchecked'; reason: string };

export function checkRoomPrice(booking: Booking, hotel: HotelAster): PriceCheck | null {
  if (booking.kind !== 'room') return null;
  const room = hotel.rooms.find((candidate) => candidate.id === booking.itemId);
  if (!room) return { result: 'unchecked', reason: 'This room type is no longer listed, so its rates cannot be checked.' };
  if (!booking.mealPlan)
    return { result: 'unchecked', reason: 'The booking does not say its meal plan, so its rates cannot be checked.' };
  // The guests as the booking states them (older bookings: every traveller an adult, one room).
  const children = booking.children ?? 0;
  const party = { adults: booking.adults ?? (booking.travellers ?? 1) - children, children, rooms: booking.rooms ?? 1 };
  if (booking.endDate <= booking.travelDate)
    return { result: 'unchecked', reason: 'The check-out date is not after the check-in date.' };
  if (partyProblem(room, party))
    return { result: 'unchecked', reason: 'The room type no longer sleeps this party, so its rates cannot be checked.' };
  const expected: PricedStay = priceRoomStay(room, booking.mealPlan, party, booking.travelDate, booking.endDate, hotel.profile);
  // The tax is a line of its own on the stored price: the rates make the rest.
  const tax = (booking.lines ?? []).filter((line) => line.kind === 'tax').reduce((sum, line) => sum + line.amount, 0);
  const totalDiffers = expected.total + tax !== booking.totalPrice;
  const splitDiffers = expected.seasonNights !== booking.seasonNights || expected.offSeasonNights !== booking.offSeasonNights;
  return totalDiffers || splitDiffers ? { result: 'mismatch', expected, totalDiffers, splitDiffers } : { result: 'matches' };
}

const nights = (count: number) => `${count} ${count === 1 ? 'night' : 'nights'}`;

/** The mark's sentences: 'Total does not match the rates: ₹4,400 expected.' */
export function priceCheckMessages(check: Extract<PriceCheck, { result: 'mismatch' }>): string[] {
  const messages: string[] = [];
  if (check.totalDiffers) messages.push(`Total does not match the rates: ${formatRupees(check.expected.total)} expected.`);
  if (check.splitDiffers) {
    messages.push(
      `Season split does not match the rates: ${nights(check.expected.seasonNights)} in season and ${nights(check.expected.offSeasonNights)} off-season expected.`,
    );
  }
  return messages;
}

/** Why a mismatch is a prompt to check rather than an accusation. */
export const priceCheckCaveat =
  'Checked against the rates and seasons saved today: a rate changed after the booking was made also shows here.';
