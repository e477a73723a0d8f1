import { holdLapsed, type BookingPolicy } from '@/backend/domain/booking-policy';
import type { Booking } from '@/backend/schemas';

/**
 * Whether the request no longer holds its rooms or seats. Without the operator's policy (still loading, or not
 * readable) only a hold the backend has already released is known to have lapsed.
 */
export function hasLapsedHold(booking: Booking, policy: BookingPolicy | undefined, now = Date.now()): boolean {
  return policy ? holdLapsed(booking, policy, now) : Boolean(booking.holdReleasedAt);
}

/** The short mark a lapsed request carries in the list and on its page. */
export function HoldLapsedBadge() {
  return <span className="rounded-md bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">Hold lapsed</span>;
}

/** What a lapsed hold means for the operator, on the booking's page. */
export function HoldLapsedNote({ holdHours }: { holdHours: number }) {
  return (
    <p className="mt-3 rounded-md bg-orange-100 px-3 py-2 text-sm font-semibold text-orange-900">
      This request no longer holds its rooms or seats: it was not confirmed within {holdHours} hours. Confirming it holds them
      again if they are still free.
    </p>
  );
}
