import { useQuery } from '@tanstack/react-query';
import { flightQueries, hotelAsterQueries, tourQueries } from '@/backend/queries';
import { roomBookingId } from '@/lib/slug';
import type { SignInReason } from '../auth-flow';

/** The name of what the visitor was about to book, once it has loaded; null while unknown or gone. */
function useBookedName(reason: SignInReason): string | null {
  const tour = useQuery({ ...tourQueries.detail(reason.kind === 'tour' ? reason.id : ''), enabled: reason.kind === 'tour' });
  const flight = useQuery({
    ...flightQueries.detail(reason.kind === 'flight' ? reason.id : ''),
    enabled: reason.kind === 'flight',
  });
  const aster = useQuery({ ...hotelAsterQueries.content(), enabled: reason.kind === 'room' });
  if (reason.kind === 'tour') return tour.data?.name ?? null;
  if (reason.kind === 'flight')
    return flight.data ? `the ${flight.data.airline} flight from ${flight.data.origin} to ${flight.data.destination}` : null;
  if (reason.kind === 'room') {
    const room = aster.data?.rooms.find((candidate) => roomBookingId(candidate.name) === reason.bookingId);
    return room ? `the ${room.name} room at Hotel Aster` : null;
  }
  return null;
}

function sentence(reason: SignInReason, name: string | null): string {
  switch (reason.kind) {
    case 'tour':
    case 'room':
    case 'flight':
      return name ? `Sign in or create an account to book ${name}.` : 'Sign in or create an account to complete your booking.';
    case 'flight-request':
      return 'Sign in or create an account to send your flight request. What you typed is kept.';
    case 'bookings':
      return 'Sign in to see your bookings.';
    case 'other':
      return 'Please sign in or create an account to continue.';
  }
}

/** Says why the sign-in or sign-up page appeared when a page that needs an account sent the visitor here. */
export function SignInReasonNote({ reason }: { reason: SignInReason }) {
  const name = useBookedName(reason);
  return <p className="mb-6 rounded-xl bg-accent-100 px-4 py-3 font-semibold text-brand-900">{sentence(reason, name)}</p>;
}
