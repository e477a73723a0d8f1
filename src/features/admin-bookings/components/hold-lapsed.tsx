import { holdLapsed, type BookingPolicy } from '@/backend/domain/booking-policy';
import type { Booking } from '@/backend/schemas';

/**
 * Whether the request no longer holds its rooms or seats. Without the operator's policy (still loading, or not
 * readable) only a hold the backend has already released is known to have lapsed.
 */
export function hasLapsedHold(booking: Booking, policy: BookingPolicy | undefined, now = Date.now()): boolean {
  return policy ? holdLapsed(booking, policy, now) : Boolean(booking.holdReleasedAt);
}

/** The short mark a lapsed request, or one taken without a hold, carries in the list and on its page. */
export function HoldLapsedBadge({ booking }: { booking: Pick<Booking, 'notHeld'> }) {
  return (
    <span className="rounded-md bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
      {booking.notHeld ? 'Not held' : 'Hold lapsed'}
    </span>
  );
}

/** Why a request was taken without holding its rooms or seats, for the operator. */
export const notHeldWords: Record<NonNullable<Booking['notHeld']>, string> = {
  unverified: 'This request holds no rooms or seats: the account had not verified its e-mail address when it was sent.',
  share:
    'This request holds no rooms or seats: requests waiting for confirmation already held their share of them, the rest being kept for confirmed bookings and bookings made at the office.',
};

/** What a lapsed hold, or a request taken without one, means for the operator, on the booking's page. */
export function HoldLapsedNote({ booking, holdHours }: { booking: Pick<Booking, 'notHeld'>; holdHours: number }) {
  return (
    <p className="mt-3 rounded-md bg-orange-100 px-3 py-2 text-sm font-semibold text-orange-900">
      {booking.notHeld
        ? notHeldWords[booking.notHeld]
        : `This request no longer holds its rooms or seats: it was not confirmed within ${holdHours} hours.`}{' '}
      Confirming it holds them{booking.notHeld ? '' : ' again'} if they are still free.
    </p>
  );
}
