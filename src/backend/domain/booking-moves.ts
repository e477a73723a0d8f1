import { BackendError } from '../errors';
import { formatCalendarDate, formatRupees } from '../../lib/format';
import type { Booking, BookingMove, BookingRequest, TourPackage } from '../schemas';
import { departureOf, holdsOf, type RealHold } from './availability';
import { priceRequest, type BookedItem } from './booking-request';
import { addDays, daysBetween } from './calendar';

/**
 * The operator moves a booking, or every booking of a fixed departure, to another date (a road closed, permits
 * suspended). The reference stays; what the booking held on its old dates is released and the same is held on the
 * new ones, checked against the rooms or seats there in the same write. Both adapters decide with this module.
 */

export interface MovePlan {
  before: Booking;
  after: Booking;
  /** Everything the booking holds now (released by the move): a trip's seats and its Hotel Aster nights alike. */
  release: RealHold[];
  /** Everything it holds once moved (checked, then held): all of it moves, or the move is refused. */
  hold: RealHold[];
}

export const cancelledNotMoved = 'A cancelled booking cannot be moved.';
export const notMovable = 'Only tours, tailored trips and Hotel Aster bookings can be moved to another date.';
export const notADeparture = (date: string) =>
  `The tour has no departure on ${formatCalendarDate(date)}: choose one of its departures, or add it to the tour first.`;
export const sameDate = 'The booking is already on that date.';
export const moveInPast = 'Choose a date from today on.';
export const noBookingsOnDeparture = 'No booking is on that departure.';

/** A booking whose Pending hold lapsed holds nothing: moving it holds nothing either. */
const holds = (booking: Booking) => booking.status !== 'Cancelled' && booking.holdReleasedAt === undefined;

/** One booking to `newDate` (the trip or stay keeps its length); refuses with words the operator understands. */
export function planMove(booking: Booking, newDate: string, tour: TourPackage | null, today: string): MovePlan {
  if (booking.status === 'Cancelled') throw new BackendError('invalid-data', cancelledNotMoved);
  if (booking.kind !== 'tour' && booking.kind !== 'room' && booking.kind !== 'trip')
    throw new BackendError('invalid-data', notMovable);
  if (newDate < today) throw new BackendError('invalid-data', moveInPast);
  if (newDate === booking.travelDate) throw new BackendError('invalid-data', sameDate);
  if (booking.fixedDeparture && !(tour && tour.departures[newDate] !== undefined))
    throw new BackendError('invalid-data', notADeparture(newDate));
  const shift = (date: string) => addDays(date, daysBetween(booking.travelDate, newDate));
  const after: Booking = {
    ...booking,
    travelDate: newDate,
    endDate: shift(booking.endDate),
    // The permits want the documents the same days before the trip: their date moves with it.
    ...(booking.documentsDueOn ? { documentsDueOn: shift(booking.documentsDueOn) } : {}),
    // A tailored trip moves whole: its days and its nights (those at Hotel Aster held on their new dates).
    ...(booking.plan
      ? {
          plan: {
            ...booking.plan,
            startDate: shift(booking.plan.startDate),
            endDate: shift(booking.plan.endDate),
            stays: booking.plan.stays.map((stay) => ({ ...stay, night: shift(stay.night) })),
          },
        }
      : {}),
  };
  return {
    before: booking,
    after,
    release: holds(booking) ? holdsOf(booking) : [],
    hold: holds(booking) ? holdsOf(after) : [],
  };
}

/** The bookings of a fixed departure that are not Cancelled: its tour's, and the tailored trips that start on it. */
export function onDeparture(booking: Booking, tourId: string, date: string): boolean {
  const departure = departureOf(booking);
  return departure?.tourId === tourId && departure.date === date && booking.status !== 'Cancelled';
}

/** Every booking of a departure to another departure of the same tour. */
export function planDepartureMove(
  bookings: readonly Booking[],
  tour: TourPackage,
  fromDate: string,
  toDate: string,
  today: string,
): MovePlan[] {
  const moving = bookings.filter((booking) => onDeparture(booking, tour.id, fromDate));
  if (moving.length === 0) throw new BackendError('not-found', noBookingsOnDeparture);
  return moving.map((booking) => planMove(booking, toDate, tour, today));
}

/**
 * What the plans hold on their new dates, as one hold per room type or departure where they can be added up (the
 * seats of a whole departure are checked together), for the availability check.
 */
export function combinedHolds(plans: readonly MovePlan[]): RealHold[] {
  const seats = new Map<string, Extract<RealHold, { kind: 'seats' }>>();
  const others: RealHold[] = [];
  for (const hold of plans.flatMap((plan) => plan.hold)) {
    if (hold.kind === 'seats') {
      const key = `${hold.tourId}_${hold.date}`;
      const sum = seats.get(key);
      seats.set(key, sum ? { ...sum, seats: sum.seats + hold.seats } : { ...hold });
    } else others.push(hold);
  }
  return [...seats.values(), ...others];
}

/** What a move does to the price: the trip at the operator's rates on its old dates and on its new ones. */
export type MovePrice = NonNullable<BookingMove['price']>;

/** The booking's choices as a request on its own dates: what the customer's booking was priced from. */
function requestOf(booking: Booking, kind: 'tour' | 'room'): BookingRequest {
  return {
    kind,
    itemId: booking.itemId ?? '',
    userName: booking.userName,
    userEmail: booking.userEmail ?? '',
    phone: booking.phone ?? '',
    travelDate: booking.travelDate,
    endDate: booking.endDate,
    travellers: booking.travellers ?? 1,
    options: booking.options ?? [],
    ...(booking.party ? { party: booking.party } : {}),
    ...(booking.mealPlan ? { mealPlan: booking.mealPlan } : {}),
    ...(booking.adults !== undefined ? { adults: booking.adults } : {}),
    ...(booking.children !== undefined ? { children: booking.children } : {}),
    ...(booking.rooms !== undefined ? { rooms: booking.rooms } : {}),
    ...(booking.billing ? { billing: booking.billing } : {}),
  };
}

/**
 * The price difference of a move, priced by the domain's pricing as a customer's booking is: the same travellers,
 * options, meal plan and billing, once on the old dates and once on the new, both at today's rates, so the
 * difference is the dates' alone (a season, a rate period, a peak surcharge) and not a discount or a rate changed
 * since booking. The new dates go through the customer's checks (a departure of the tour, the hotel's closed dates
 * and minimum stay), refused in their words. Null for what is not priced from stored rates: a tailored trip keeps
 * its quote's price, and a booking whose old dates the rates no longer price (its departure removed) has nothing
 * to compare with.
 */
export function movePrice(plan: MovePlan, item: BookedItem | null): MovePrice | null {
  const kind = plan.before.kind;
  if (!item || (kind !== 'tour' && kind !== 'room') || item.kind !== kind) return null;
  const after = priceRequest(requestOf(plan.after, kind), item).totalPrice;
  let before: number;
  try {
    before = priceRequest(requestOf(plan.before, kind), item).totalPrice;
  } catch (error) {
    if (error instanceof BackendError) return null;
    throw error;
  }
  return { before, after, difference: after - before };
}

/** The difference in words, for the operator before confirming, the booking's record and the customer's e-mail. */
export function movePriceWords(price: MovePrice): string {
  const rates = `${formatRupees(price.after)} instead of ${formatRupees(price.before)}`;
  if (price.difference === 0) return `The price is the same on the new dates (${formatRupees(price.after)}).`;
  return price.difference > 0
    ? `The new dates cost ${formatRupees(price.difference)} more (${rates}).`
    : `The new dates cost ${formatRupees(-price.difference)} less (${rates}).`;
}

/** The line the operator's record of the booking keeps. */
export const moveRecord = (plan: MovePlan, at: string, by: string, price: MovePrice | null = null): BookingMove => ({
  at,
  by,
  from: plan.before.travelDate,
  to: plan.after.travelDate,
  ...(price ? { price } : {}),
});
