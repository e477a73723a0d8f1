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
import { holdsOf } from '@/backend/domain/availability';
import { storeConfirmation } from './booking-confirmation-store';

/** The spec's words after any confirmed booking (payment is disabled: nothing is charged). */
export const bookingSuccessMessage = 'Booking successful! (Payment Gateway Disabled)';

/**
 * What a request keeps while it waits, in the customer's words: the room, the rooms or the seats, or both the seats
 * and the room(s) of a trip on a fixed departure that also sleeps at Hotel Aster.
 */
function keptWords(booking: Booking): { thing: string; are: string } {
  const holds = holdsOf(booking);
  const seats = holds.some((hold) => hold.kind === 'seats');
  const rooms = holds.reduce((most, hold) => (hold.kind === 'nights' ? Math.max(most, hold.rooms) : most), 0);
  const room = rooms > 1 ? 'the rooms' : 'the room';
  if (seats && rooms > 0) return { thing: `the seats and ${room}`, are: 'are' };
  if (seats) return { thing: 'the seats', are: 'are' };
  return rooms > 1 ? { thing: 'the rooms', are: 'are' } : { thing: 'the room', are: 'is' };
}

/**
 * What the customer is told about a Pending request the backend took without holding its rooms or seats (null for
 * any other booking): that nothing is kept for them, why, and what to do. `email` is the account's address, where
 * the verification link went when the account was made (unknown: 'you').
 */
export function notHeldMessage(booking: Booking, email: string | undefined): string | null {
  if (booking.status !== 'Pending' || !booking.notHeld) return null;
  const { thing, are } = keptWords(booking);
  const meanwhile = `We will still confirm this request if ${thing} ${are} free then; call or WhatsApp us to hear sooner.`;
  if (booking.notHeld === 'share')
    return `Not held: many requests are waiting for these dates, so this one does not keep ${thing} for you while we confirm it, and someone else may book first. ${meanwhile}`;
  return `Not held: your e-mail address is not verified yet, so this request does not keep ${thing} for you while we confirm it, and someone else may book first. Open the link we e-mailed ${email ? `to ${email}` : 'you'} when you signed up: once your address is verified, the requests you send keep their rooms and seats until we confirm. ${meanwhile}`;
}

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
