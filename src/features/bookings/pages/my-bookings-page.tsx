import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '@/backend/queries';
import type { SessionUser } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { MyBookingCard } from '../components/my-booking-card';
import { useSendAwaitedCopies } from '../use-send-awaited-copies';
import { Icon, type IconShape } from '@/components/ui/icon';
import { tourListPath } from '@/lib/paths';
import { SupportHours } from '@/components/business/business-details';

/** How often the list is read again while the page is open, so a status the operator sets shows up by itself. */
const refreshMs = 15_000;

const mountainsIcon: IconShape = { box: 24, line: 1.8, paths: ['M3 20h18M5 20l5-9 3 5 2-3 4 7M14.5 6.5a2 2 0 1 0 0-.01'] };

export function MyBookingsPage() {
  const user = useCurrentUser();
  return (
    <div className="bg-slate-50">
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <PageMeta noindex title="My bookings" description="Your booking requests with Himalayan Aster Tours." />
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Your account</p>
        <h1 className="mt-1 font-display text-3xl font-bold text-brand-900 sm:text-4xl">My bookings</h1>
        <p className="mt-3 max-w-2xl text-slate-700">
          Every tour, room and flight you book with us, with its status. Our team confirms each request, usually within one
          working day (<SupportHours />
          ); this page updates by itself.
        </p>
        <div className="mt-8">{user ? <BookingList user={user} /> : <ListSkeleton />}</div>
      </section>
    </div>
  );
}

function BookingList({ user }: { user: SessionUser }) {
  const bookings = useQuery({ ...bookingQueries.myBookings(user.id), refetchInterval: refreshMs, refetchOnWindowFocus: true });
  useSendAwaitedCopies(user.id);

  if (bookings.isPending) return <ListSkeleton />;
  if (bookings.isError) {
    return (
      <div className="space-y-4">
        <InlineNotice kind="error">We could not load your bookings. Please check your connection and try again.</InlineNotice>
        <Button variant="secondary" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-accent-100 text-accent-700">
          <Icon shape={mountainsIcon} className="size-7" />
        </span>
        <h2 className="mt-4 font-display text-2xl font-bold text-brand-900">No bookings yet</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">
          When you book a tour, a room at Hotel Aster or a flight, it shows up here with its status.
        </p>
        <ButtonLink to={tourListPath()} variant="accent" size="lg" className="mt-6">
          Browse tour packages
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {bookings.data.some((booking) => booking.customerCopy === 'awaiting-verification') ? (
        <p className="mb-4 rounded-lg border-l-4 border-brand-500 bg-white px-4 py-3 text-sm text-slate-800">
          We have sent a link to <strong>{user.email}</strong> to confirm your address. Your copy of this request follows once you
          confirm it.
        </p>
      ) : null}
      <p className="mb-4 text-sm text-slate-600">
        {bookings.data.length === 1 ? '1 booking' : `${bookings.data.length} bookings`}, newest first.
      </p>
      <ul className="space-y-5">
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <MyBookingCard booking={booking} userId={user.id} email={user.email} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-5">
      <p role="status" className="sr-only">
        Loading your bookings...
      </p>
      {[0, 1].map((index) => (
        <div key={index} className="rounded-2xl border border-slate-200 bg-white p-6">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-3 h-6 w-2/3" />
          <Skeleton className="mt-5 h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
