import { z } from 'zod';
import { guestSchema, type GuestValues } from '@/lib/guest-schema';
import { dateTooFar, lastBookableDate } from '@/backend/domain/booking-policy';
import { addDays, calendarTime, isCalendarDate } from '@/backend/domain/calendar';
import { stayProblem } from '@/backend/domain/room-stay';
import { limits } from '@/backend/limits';

/** The spec's alert after any confirmed booking (payment is disabled: nothing is charged). */
export const bookingSuccessMessage = 'Booking successful! (Payment Gateway Disabled)';

export { guestSchema, type GuestValues };

export const mealPlanIds = ['ep', 'cp', 'map'] as const;

/**
 * The last check-in or travel date the backend accepts when `today` is the first: the date inputs' `max` and the
 * schemas' bound come from here, so the form refuses what the backend would (the booking horizon).
 */
export const lastBookableFrom = (today: string) => lastBookableDate(calendarTime(today));

/** The last check-out the form offers: a stay of the longest length online, from the latest check-in allowed. */
export function lastCheckOutFrom(today: string, checkIn: string): string {
  const last = lastBookableFrom(today);
  const from = isCalendarDate(checkIn) && checkIn >= today && checkIn <= last ? checkIn : last;
  return addDays(from, limits.stayNights);
}

/** Room stay: dates as 'YYYY-MM-DD'; `today` is passed in so the rule "no past dates" is testable. */
export function roomStaySchema(today: string) {
  return guestSchema
    .extend({
      checkIn: z.string().min(1, 'Please choose a check-in date.'),
      checkOut: z.string().min(1, 'Please choose a check-out date.'),
      guests: z.string().regex(/^\d+$/),
      plan: z.enum(mealPlanIds),
    })
    .superRefine((stay, ctx) => {
      // ISO calendar dates compare correctly as strings.
      if (stay.checkIn && stay.checkIn < today) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in date cannot be in the past.' });
      } else if (stay.checkIn > lastBookableFrom(today)) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: dateTooFar });
      }
      const problem =
        isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut) ? stayProblem(stay.checkIn, stay.checkOut) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: problem });
    });
}
export type RoomStayValues = z.infer<ReturnType<typeof roomStaySchema>>;

/** A count chosen from a select ('1'..'max'): kept as text in the form, checked here. */
function countSchema(max: number, message: string) {
  return z
    .string()
    .regex(/^\d+$/, { error: message, abort: true })
    .refine((value) => Number(value) >= 1 && Number(value) <= max, message);
}

function travelDateSchema(today: string) {
  return (
    z
      .string()
      .min(1, { error: 'Please choose a travel date.', abort: true })
      // ISO calendar dates compare correctly as strings.
      .refine((date) => date >= today, { error: 'Travel date cannot be in the past.', abort: true })
      .refine((date) => date <= lastBookableFrom(today), dateTooFar)
  );
}

export const maxTourTravellers = limits.tourTravellers;
export const maxFlightPassengers = limits.flightPassengers;

/** Tour booking: guest, travel date (today or later) and 1 to 20 travellers. */
export function tourTripSchema(today: string) {
  return guestSchema.extend({
    travelDate: travelDateSchema(today),
    travellers: countSchema(maxTourTravellers, `Please choose between 1 and ${maxTourTravellers} travellers.`),
  });
}
export type TourTripValues = z.infer<ReturnType<typeof tourTripSchema>>;

/** Flight booking: passenger, travel date (today or later) and 1 to 9 passengers. */
export function flightTripSchema(today: string) {
  return guestSchema.extend({
    travelDate: travelDateSchema(today),
    passengers: countSchema(maxFlightPassengers, `Please choose between 1 and ${maxFlightPassengers} passengers.`),
  });
}
export type FlightTripValues = z.infer<ReturnType<typeof flightTripSchema>>;
