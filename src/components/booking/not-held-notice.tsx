import type { Booking } from '@/backend/schemas';
import { InlineNotice } from '@/components/ui/notice';
import { notHeldMessage } from '@/lib/booking-confirmation';

/**
 * Says, on a request the backend took without holding its rooms or seats, that nothing is kept for the customer
 * and what to do (a polite status: it is news, not an error). Nothing for any other booking.
 */
export function NotHeldNotice({ booking, email }: { booking: Booking; email: string | undefined }) {
  const message = notHeldMessage(booking, email);
  return message ? <InlineNotice kind="info">{message}</InlineNotice> : null;
}
