import { BackendError } from '../errors';
import { formatCalendarDate } from '../../lib/format';
import type { Booking, BookingMove, TourPackage } from '../schemas';
import { departureOf, holdOf, type Hold } from './availability';
import { addDays, daysBetween } from './calendar';

/**
 * The operator moves a booking, or every booking of a fixed departure, to another date (a road closed, permits
 * suspended). The reference stays; what the booking held on its old dates is released and the same is held on the
 * new ones, checked against the rooms or seats there in the same write. Both adapters decide with this module.
 */

export interface MovePlan {
  before: Booking;
  after: Booking;
  /** What the booking holds now (released by the move). */
  release: Hold;
  /** What it holds once moved (checked, then held). */
  hold: Hold;
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
  const none: Hold = { kind: 'none' };
  return {
    before: booking,
    after,
    release: holds(booking) ? holdOf(booking) : none,
    hold: holds(booking) ? holdOf(after) : none,
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
export function combinedHolds(plans: readonly MovePlan[]): Hold[] {
  const seats = new Map<string, Extract<Hold, { kind: 'seats' }>>();
  const others: Hold[] = [];
  for (const { hold } of plans) {
    if (hold.kind === 'seats') {
      const key = `${hold.tourId}_${hold.date}`;
      const sum = seats.get(key);
      seats.set(key, sum ? { ...sum, seats: sum.seats + hold.seats } : { ...hold });
    } else if (hold.kind === 'nights') others.push(hold);
  }
  return [...seats.values(), ...others];
}

/** The line the operator's record of the booking keeps. */
export const moveRecord = (plan: MovePlan, at: string, by: string): BookingMove => ({
  at,
  by,
  from: plan.before.travelDate,
  to: plan.after.travelDate,
});
