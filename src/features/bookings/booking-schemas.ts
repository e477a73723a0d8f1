import { z } from 'zod';
import { guestSchema, type GuestValues } from '@/lib/guest-schema';
import { isCalendarDate } from '@/backend/domain/calendar';
import { stayProblem } from '@/backend/domain/room-stay';

/** The spec's alert after any confirmed booking (payment is disabled: nothing is charged). */
export const bookingSuccessMessage = 'Booking successful! (Payment Gateway Disabled)';

export { guestSchema, type GuestValues };

export const mealPlanIds = ['ep', 'cp', 'map'] as const;

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
      }
      const problem = isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut) ? stayProblem(stay.checkIn, stay.checkOut) : null;
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
  return z
    .string()
    .min(1, { error: 'Please choose a travel date.', abort: true })
    // ISO calendar dates compare correctly as strings.
    .refine((date) => date >= today, 'Travel date cannot be in the past.');
}

export const maxTourTravellers = 20;
export const maxFlightPassengers = 9;

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
