import { z } from 'zod';
import { paymentMarkSchema } from '../domain/payment-plan';
import { limits } from '../limits';
import { bookingStatusSchema, driverAssignmentSchema } from './bookings';
import { customerNoteSchema } from './enquiry-replies';
import { isoDateSchema, text } from './fields';

// What the operator sends to change a booking (domain/transactions/operator-bookings.ts decides the rest).

const bookingId = text(limits.title);

export const statusChangeInputSchema = z.object({
  bookingId,
  status: bookingStatusSchema,
  /** A line for the customer, put into the e-mail the change sends. */
  note: customerNoteSchema.optional(),
});
export type StatusChangeInput = z.input<typeof statusChangeInputSchema>;

export const paymentMarkInputSchema = z.object({ bookingId, mark: paymentMarkSchema });
export type PaymentMarkInput = z.input<typeof paymentMarkInputSchema>;

/** A driver named, or null to take the name off. */
export const driverInputSchema = z.object({ bookingId, driver: driverAssignmentSchema.nullable() });
export type DriverInput = z.input<typeof driverInputSchema>;

/** One booking to another date. */
export const moveInputSchema = z.object({ bookingId, newDate: isoDateSchema });
export type MoveInput = z.input<typeof moveInputSchema>;

/** Every booking of a fixed departure to another departure of the same tour. */
export const departureMoveInputSchema = z.object({ tourId: text(limits.title), fromDate: isoDateSchema, toDate: isoDateSchema });
export type DepartureMoveInput = z.input<typeof departureMoveInputSchema>;

export const notifyInputSchema = z.object({ alertId: text(limits.title) });
export type NotifyInput = z.input<typeof notifyInputSchema>;
