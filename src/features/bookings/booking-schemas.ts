import { z } from 'zod';
import { guestSchema, type GuestValues } from '@/lib/guest-schema';
import { dateTooFar, lastBookableDate } from '@/backend/domain/booking-policy';
import { lastCheckOutAfter } from '@/backend/domain/booking-horizon';
import { calendarTime, isCalendarDate } from '@/backend/domain/calendar';
import { stayProblem } from '@/backend/domain/room-stay';
import { limits } from '@/backend/limits';
import { mealPlanSchema, nationalitySchema, type Traveller } from '@/backend/schemas';
import { billingFieldsSchema, checkBilling } from '@/components/booking/billing-values';
import { defaultChildAge, type TripChoice } from '@/components/booking/trip-choice';

export { bookingSuccessMessage } from '@/lib/booking-confirmation';

export { guestSchema, type GuestValues };

/**
 * The last check-in or travel date the backend accepts when `today` is the first: the date inputs' `max` and the
 * schemas' bound come from here, so the form refuses what the backend would (the booking horizon).
 */
export const lastBookableFrom = (today: string) => lastBookableDate(calendarTime(today));

/** The last check-out the form offers: a stay of the longest length online, from the latest check-in allowed. */
export const lastCheckOutFrom = lastCheckOutAfter;

/** What the room's own rules say about a stay the form holds (a party too large, a minimum stay), or null. */
export type RoomStayCheck = (stay: {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  rooms: number;
}) => { path: 'checkOut' | 'rooms'; message: string } | null;

/**
 * Room stay: dates as 'YYYY-MM-DD'; `today` is passed in so the rule "no past dates" is testable. Guests are adults
 * and children under 12, in one or more rooms of the type; `check` adds the room's own rules.
 */
export function roomStaySchema(today: string, check?: RoomStayCheck) {
  return guestSchema
    .extend({
      checkIn: z.string().min(1, 'Please choose a check-in date.'),
      checkOut: z.string().min(1, 'Please choose a check-out date.'),
      adults: z.string().regex(/^\d+$/),
      children: z.string().regex(/^\d+$/),
      rooms: z.string().regex(/^\d+$/),
      plan: mealPlanSchema,
    })
    .extend(billingFieldsSchema.shape)
    .superRefine((stay, ctx) => {
      checkBilling(stay, ctx);
      // ISO calendar dates compare correctly as strings.
      if (stay.checkIn && stay.checkIn < today) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Check-in date cannot be in the past.' });
      } else if (stay.checkIn > lastBookableFrom(today)) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: dateTooFar });
      }
      const problem =
        isCalendarDate(stay.checkIn) && isCalendarDate(stay.checkOut) ? stayProblem(stay.checkIn, stay.checkOut) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: problem });
      const own =
        problem || !check
          ? null
          : check({ ...stay, adults: Number(stay.adults), children: Number(stay.children), rooms: Number(stay.rooms) });
      if (own) ctx.addIssue({ code: 'custom', path: [own.path], message: own.message });
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

/**
 * One traveller of the tour form: what prices them (a child's age and bed, an adult's room of their own) and, where
 * the trip's permits tell nationals apart, the nationality. An adult's age, and everyone's name and gender, are not
 * asked: the operator's answer does not need them, the permits ask them in My bookings before their due date.
 */
export const travellerRowSchema = z.object({
  /** A child's age in years (chosen with the party); '' for an adult. */
  age: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/, { error: 'Please choose the child’s age.', abort: true })
    .refine((age) => age === '' || Number(age) <= limits.travellerAge, 'Please choose the child’s age.'),
  nationality: nationalitySchema,
  sharedBed: z.boolean(),
  ownRoom: z.boolean(),
});
export type TravellerRow = z.input<typeof travellerRowSchema>;

/** An adult's row (no age), or a child's at `age`. */
export const emptyTravellerRow = (age = ''): TravellerRow => ({
  age,
  nationality: 'IN',
  sharedBed: false,
  ownRoom: false,
});

/** A row as the backend takes a traveller: a child at their age, an adult without one. */
export function travellerOfRow(row: TravellerRow): Traveller {
  const age = row.age.trim();
  return {
    name: '',
    ...(/^\d{1,3}$/.test(age) ? { age: Number(age) } : {}),
    nationality: /^[A-Z]{2}$/.test(row.nationality) ? row.nationality : 'IN',
    ...(row.sharedBed ? { ownBed: false } : {}),
    ...(row.ownRoom ? { ownRoom: true } : {}),
  };
}

/**
 * The rows of a party chosen before the form (on the tour page): the adults, then each child at their age, sharing
 * a bed or not. Priced as the tour page prices the same choice.
 */
export function partyRowsOfChoice(choice: Pick<TripChoice, 'adults' | 'childAges' | 'sharedBeds'>): TravellerRow[] {
  return [
    ...Array.from({ length: choice.adults }, () => emptyTravellerRow()),
    ...choice.childAges.map((age, index) => ({
      ...emptyTravellerRow(String(age)),
      sharedBed: choice.sharedBeds.includes(index + 1),
    })),
  ];
}

/**
 * The form's party: the first `adults` rows are the adults, the rest the children (their age chosen beside
 * "Children", as on the tour page). The rows of a new count: each group cut or grown at its end, what was chosen
 * kept; a new child has the tour page's default age.
 */
export function resizedParty(
  rows: readonly TravellerRow[],
  adults: number,
  next: { adults: number; children: number },
): TravellerRow[] {
  const sized = (group: readonly TravellerRow[], count: number, make: () => TravellerRow) =>
    count > group.length ? [...group, ...Array.from({ length: count - group.length }, make)] : group.slice(0, count);
  return [
    ...sized(rows.slice(0, adults), next.adults, () => emptyTravellerRow()),
    ...sized(rows.slice(adults), next.children, () => emptyTravellerRow(String(defaultChildAge))),
  ];
}

const isCount = (text: string, min: number, max: number) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/**
 * Tour booking: guest, travel date (today or later), the party as adults and children (1 to 20 travellers, a row
 * each: adults first, a child's row with their age), and the options chosen.
 */
export function tourTripSchema(today: string) {
  const tooMany = `Please choose between 1 and ${maxTourTravellers} travellers.`;
  return (
    guestSchema
      .extend({
        travelDate: travelDateSchema(today),
        adults: countSchema(maxTourTravellers, tooMany),
        children: z.string().regex(/^\d+$/, tooMany),
        party: z.array(travellerRowSchema).max(maxTourTravellers),
        vehicle: z.string(),
        pickup: z.string(),
        drop: z.string(),
        extras: z.array(z.string()),
      })
      .extend(billingFieldsSchema.shape)
      .superRefine(checkBilling)
      // Said only of valid counts: a count out of range has its own message.
      .refine(
        (trip) =>
          !isCount(trip.adults, 1, maxTourTravellers) ||
          !isCount(trip.children, 0, maxTourTravellers) ||
          Number(trip.adults) + Number(trip.children) <= maxTourTravellers,
        { message: tooMany, path: ['children'] },
      )
      .refine(
        (trip) =>
          !isCount(trip.adults, 1, maxTourTravellers) ||
          !isCount(trip.children, 0, maxTourTravellers - Number(trip.adults)) ||
          trip.party.length === Number(trip.adults) + Number(trip.children),
        { message: 'Please give the details of each traveller.', path: ['adults'] },
      )
      .superRefine((trip, ctx) => {
        if (!isCount(trip.adults, 1, maxTourTravellers)) return;
        // The adults' rows carry no age; each child's is one of the ages offered beside "Children".
        trip.party.forEach((row, index) => {
          const child = index >= Number(trip.adults);
          const age = row.age.trim();
          if (child ? !/^\d{1,3}$/.test(age) || Number(age) > limits.childAge : age !== '')
            ctx.addIssue({ code: 'custom', path: ['party', index, 'age'], message: 'Please choose the child’s age.' });
        });
      })
  );
}
export type TourTripValues = z.infer<ReturnType<typeof tourTripSchema>>;

/** Flight booking: passenger, travel date (today or later) and 1 to 9 passengers. */
export function flightTripSchema(today: string) {
  return guestSchema
    .extend({
      travelDate: travelDateSchema(today),
      passengers: countSchema(maxFlightPassengers, `Please choose between 1 and ${maxFlightPassengers} passengers.`),
    })
    .extend(billingFieldsSchema.shape)
    .superRefine(checkBilling);
}
export type FlightTripValues = z.infer<ReturnType<typeof flightTripSchema>>;
