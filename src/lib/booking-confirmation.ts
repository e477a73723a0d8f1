import { z } from 'zod';
import { limits } from '@/backend/limits';
import {
  bookingKindSchema,
  bookingReferenceSchema,
  emailSchema,
  isoDateSchema,
  mealPlanSchema,
  type Booking,
} from '@/backend/schemas';
import { storeConfirmation } from './booking-confirmation-store';

/** The spec's words after any confirmed booking (payment is disabled: nothing is charged). */
export const bookingSuccessMessage = 'Booking successful! (Payment Gateway Disabled)';

/**
 * What the home page's confirmation panel shows about the request just made. It comes back from localStorage,
 * which anything in this browser may have changed, so it is parsed like any other outside data; the panel shows
 * the facts of the booking as the backend answers them now, and keeps from this only the reference and where the
 * confirmation link went.
 */
export const bookingConfirmationSchema = z.object({
  reference: bookingReferenceSchema,
  kind: bookingKindSchema,
  itemName: z.string().min(1).max(limits.title),
  travelDate: isoDateSchema,
  endDate: isoDateSchema,
  travellers: z.number().int().min(1).max(limits.tourTravellers).optional(),
  totalPrice: z.number().int().min(0).max(limits.totalPrice),
  /** A room booking's meal plan and its rooms (absent: one), named in words on the panel. */
  mealPlan: mealPlanSchema.optional(),
  rooms: z.number().int().min(1).max(limits.roomsOfType).optional(),
  /** The tax line of the total, when the operator charges tax. */
  tax: z.number().int().min(1).max(limits.totalPrice).optional(),
  /**
   * The account's address, when the customer's copy of the request waits until they confirm it: the panel says
   * where the confirmation link went.
   */
  verificationSentTo: emailSchema.optional(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** The booking's tax, from its stored tax line: { tax } or nothing. */
function taxOf(booking: Booking): { tax?: number } {
  const tax = (booking.lines ?? []).filter((line) => line.kind === 'tax').reduce((sum, line) => sum + line.amount, 0);
  return tax > 0 ? { tax } : {};
}

/** What the panel shows of a stored booking, or null for one without a reference (never made by this site). */
export function confirmationOf(booking: Booking, verificationSentTo?: string): BookingConfirmation | null {
  const parsed = bookingConfirmationSchema.safeParse({
    reference: booking.reference,
    kind: booking.kind,
    itemName: booking.itemName,
    travelDate: booking.travelDate,
    endDate: booking.endDate,
    travellers: booking.travellers,
    totalPrice: booking.totalPrice,
    ...(booking.mealPlan ? { mealPlan: booking.mealPlan } : {}),
    ...(booking.rooms ? { rooms: booking.rooms } : {}),
    ...taxOf(booking),
    ...(verificationSentTo ? { verificationSentTo } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Remembers a booking the backend has just stored for the account that made it (`account`, the signed-in
 * customer): only that account's home page shows it.
 */
export function rememberBooking(booking: Booking, account: { id: string; email: string } | null | undefined) {
  const owner = booking.userId ?? account?.id;
  if (!owner) return;
  const waiting = booking.customerCopy === 'awaiting-verification' && account ? account.email : undefined;
  const confirmation = confirmationOf(booking, waiting);
  if (confirmation) storeConfirmation(owner, JSON.stringify(confirmation));
}

/** The stored confirmation, or null when the text is not one. */
export function parseStoredConfirmation(text: string): BookingConfirmation | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = bookingConfirmationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
