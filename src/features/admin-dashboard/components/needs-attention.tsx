import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { bookingQueries } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import type { NeedsAttention as Lists } from '@/backend/types';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { adminBookingPath } from '@/lib/admin-paths';
import { formatCalendarDate, formatDate } from '@/lib/format';

interface Group {
  key: keyof Lists;
  title: string;
  empty: string;
  /** The line under each booking: why it is on the list. */
  why: (booking: Booking, today: string) => string;
}

const dayWord = (date: string, today: string) => (date === today ? 'today' : 'tomorrow');

const groups: Group[] = [
  {
    key: 'pending',
    title: 'Pending requests',
    empty: 'No requests waiting for an answer.',
    why: (booking) =>
      `Sent ${booking.createdAt ? formatDate(booking.createdAt) : 'earlier'}, travelling ${formatCalendarDate(booking.travelDate)}`,
  },
  {
    key: 'cancellationRequests',
    title: 'Cancellation requests',
    empty: 'No cancellation requests to answer.',
    why: (booking) =>
      `Asked to cancel on ${booking.cancellationRequestedAt ? formatDate(booking.cancellationRequestedAt) : 'an earlier day'}`,
  },
  {
    key: 'arrivals',
    title: 'Arrivals today and tomorrow',
    empty: 'Nobody arrives today or tomorrow.',
    why: (booking, today) =>
      `Arrives ${dayWord(booking.travelDate, today)}, ${formatCalendarDate(booking.travelDate)} (${booking.status})`,
  },
  {
    key: 'departures',
    title: 'Departures today and tomorrow',
    empty: 'Nobody leaves today or tomorrow.',
    why: (booking, today) =>
      `Leaves ${dayWord(booking.endDate, today)}, ${formatCalendarDate(booking.endDate)} (${booking.status})`,
  },
];

function AttentionGroup({ group, bookings, today }: { group: Group; bookings: Booking[]; today: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="flex items-center justify-between gap-3 text-base font-bold text-brand-900">
        {group.title}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">
          {bookings.length}
        </span>
      </h3>
      {bookings.length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {bookings.map((booking) => (
            <li key={booking.id} className="py-2.5">
              <Link
                to={adminBookingPath(booking.id)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {booking.userName}: {booking.itemName}
              </Link>
              <span className="block text-sm text-slate-600">
                {booking.reference ? `${booking.reference} · ` : ''}
                {group.why(booking, today)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{group.empty}</p>
      )}
    </section>
  );
}

/** What the operator should look at today: requests to answer, and who arrives or leaves today and tomorrow. */
export function NeedsAttention({ today }: { today: string }) {
  const lists = useQuery(bookingQueries.needsAttention(today));
  const headingId = useId();
  const nothing = lists.data && groups.every((group) => lists.data[group.key].length === 0);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-4 font-display text-xl font-bold text-brand-900">
        Needs attention
      </h2>
      {lists.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not load what needs attention.</InlineNotice>
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            Try again
          </Button>
        </div>
      ) : !lists.data ? (
        <p role="status" className="text-sm text-slate-600">
          Loading what needs attention...
        </p>
      ) : nothing ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
          All clear: no requests waiting, no cancellations to answer, and nobody arriving or leaving today or tomorrow. Enjoy the
          quiet!
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {groups.map((group) => (
            <AttentionGroup key={group.key} group={group} bookings={lists.data[group.key]} today={today} />
          ))}
        </div>
      )}
    </section>
  );
}
