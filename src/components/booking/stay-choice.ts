import { isCalendarDate } from '@/backend/domain/calendar';
import { occupancyOf } from '@/backend/domain/room-stay';
import { limits } from '@/backend/limits';
import type { MealPlan, RoomType } from '@/backend/schemas';
import { mealPlanNames } from '@/lib/meal-plans';

/**
 * What a guest chose for a Hotel Aster stay before booking (on the hotel's page or in a Hotels search): the dates,
 * adults, children under 12, rooms and meal plan. It travels in the address
 * (`?checkIn=2027-01-10&checkOut=2027-01-13&adults=2&children=1&rooms=1&plan=map`), so it survives sign-in and
 * sign-up (they return to the address a guard came from) and a shared link. A search may send `guests` for adults.
 */
export interface StayChoice {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
  plan: MealPlan;
}

/** The plan a stay is priced with until the guest picks one: with breakfast, as most guests book. */
export const defaultPlan: MealPlan = 'cp';

/**
 * The choice in an address's query: dates from today on (check-out only after check-in), at most `most.adults`
 * adults and `most.rooms` rooms; anything malformed is left out, never an error. Without adults in the address, the
 * room's own `usual` party (`usualAdults`, else two).
 */
export function stayChoiceFrom(
  search: string | URLSearchParams,
  today: string,
  most: { adults: number; rooms: number; usualAdults?: number },
): StayChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDate(value) && value >= today ? value : '';
  };
  const count = (key: string) => {
    const text = params.get(key);
    const value = Number(text);
    return text !== null && text !== '' && Number.isInteger(value) && value >= 0 ? value : null;
  };
  const checkIn = date('checkIn');
  const checkOut = date('checkOut');
  return {
    checkIn,
    checkOut: checkIn && checkOut > checkIn ? checkOut : '',
    adults: Math.min(Math.max(count('adults') ?? count('guests') ?? most.usualAdults ?? 2, 1), Math.max(most.adults, 1)),
    children: Math.min(count('children') ?? 0, limits.roomGuests),
    rooms: Math.min(Math.max(count('rooms') ?? 1, 1), Math.max(most.rooms, 1)),
    plan: mealPlanNames.find((named) => named.id === params.get('plan'))?.id ?? defaultPlan,
  };
}

/** The query that carries a choice ('?checkIn=…&checkOut=…&adults=…'); empty dates and one room are left out. */
export function stayChoiceSearch(choice: StayChoice): string {
  const params = new URLSearchParams();
  if (choice.checkIn) params.set('checkIn', choice.checkIn);
  if (choice.checkOut) params.set('checkOut', choice.checkOut);
  params.set('adults', String(choice.adults));
  if (choice.children > 0) params.set('children', String(choice.children));
  if (choice.rooms > 1) params.set('rooms', String(choice.rooms));
  params.set('plan', choice.plan);
  return `?${params.toString()}`;
}

/**
 * The guest counts offered for a room type: adults up to what all its rooms take (extra beds included, within the
 * travellers a booking holds), children under 12 unless the room counts every guest alike, and its rooms; and the
 * adults a form opens with: a couple, or fewer where one room sleeps fewer (a single opens for one adult, not with a
 * message that the room is too small).
 */
export function stayGuestChoices(room: Pick<RoomType, 'guests' | 'occupancy' | 'rooms'>) {
  const occupancy = occupancyOf(room);
  const perRoom = occupancy.adults + (occupancy.extraBed ? 1 : 0);
  return {
    adults: Math.max(1, Math.min(limits.tourTravellers, room.rooms * perRoom)),
    children: occupancy.anyAge ? 0 : Math.min(limits.roomGuests, limits.tourTravellers - 1),
    rooms: room.rooms,
    usualAdults: Math.max(1, Math.min(2, occupancy.adults)),
  };
}
