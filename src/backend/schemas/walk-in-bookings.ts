import { z } from 'zod';
import { limits } from '../limits';
import { bookingRequestFieldsSchema, requestFieldsTogether } from './bookings';
import { count, emailSchema, optionalText, text } from './fields';

// A booking the operator makes at the office for a caller or a walk-in, who may have no account and no e-mail.

/** What the operator books: a tour, a Hotel Aster room stay, a listed flight, or a flight to ask the airlines for. */
export const walkInBookingKinds = ['tour', 'room', 'flight', 'flightRequest'] as const;

/** A discount without its reason is refused with these words (the form says the same). */
export const discountNeedsReason = 'Please give the reason for the discount.';
export const discountAboveTotal = 'The discount cannot be more than the total.';

/**
 * What the operator sends to book for a customer. Prices are not in it: the backend prices the tour, stay or
 * flight exactly as it prices a customer's booking, then takes off the discount.
 */
export const walkInBookingInputSchema = bookingRequestFieldsSchema
  .extend({
    kind: z.enum(walkInBookingKinds),
    /** Tour id, room type id or flight id (absent for a flight request). */
    itemId: text(limits.title).optional(),
    /** Optional: only with one does the customer get the "booking received" e-mail. */
    userEmail: z.union([z.literal(''), emailSchema]).default(''),
    /** Flight requests: where from and to. */
    from: optionalText(limits.flightRequestPlace).optional(),
    to: optionalText(limits.flightRequestPlace).optional(),
    /** Confirmed at once (a walk-in paying in person) or Pending (a caller who will pay later). */
    status: z.enum(['Pending', 'Confirmed']).default('Confirmed'),
    /** Its reason is checked by placeWalkInBooking (domain/transactions/walk-in-bookings.ts), which says what is missing. */
    discount: z.object({ amount: count(1, limits.totalPrice), reason: optionalText(limits.title) }).optional(),
  })
  .superRefine(requestFieldsTogether)
  .refine((input) => input.kind === 'flightRequest' || input.itemId !== undefined, {
    message: 'Please choose what to book',
    path: ['itemId'],
  })
  .refine((input) => input.kind !== 'flightRequest' || (!!input.from && !!input.to), {
    message: 'Please give where the flight leaves from and goes to',
    path: ['to'],
  });
export type WalkInBookingInput = z.input<typeof walkInBookingInputSchema>;

/** Which account a walk-in booking joins: the operator found it by the customer's e-mail or phone. */
export const linkToAccountInputSchema = z.object({
  bookingId: text(limits.title),
  /** The account's e-mail address, or the phone the customer gave when signing up. */
  contact: text(limits.email),
});
export type LinkToAccountInput = z.input<typeof linkToAccountInputSchema>;
