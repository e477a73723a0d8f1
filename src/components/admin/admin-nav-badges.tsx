import { useQuery } from '@tanstack/react-query';
import { bookingQueries, enquiryQueries } from '@/backend/queries';
import { formatIndianNumber } from '@/lib/format';

/**
 * The work waiting behind a sidebar entry, counted by the backend (aggregation counts: no documents read):
 * Hotel Bookings, the pending requests and the cancellation requests to answer; Enquiries, those awaiting a reply.
 */
export function useAdminWorkWaiting(): { bookings: number | undefined; enquiries: number | undefined } {
  const pending = useQuery(bookingQueries.count({ status: 'Pending' }));
  const cancellations = useQuery(bookingQueries.count({ awaitingCancellation: true }));
  const enquiries = useQuery(enquiryQueries.countAwaitingReply());
  const bookings = pending.data !== undefined && cancellations.data !== undefined ? pending.data + cancellations.data : undefined;
  return { bookings, enquiries: enquiries.data };
}

/** A count beside a sidebar link; nothing when there is no work waiting. The words say what the number is. */
export function NavBadge({ count, what }: { count: number | undefined; what: string }) {
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-slate-950 tabular-nums">
      {formatIndianNumber(count)}
      <span className="sr-only"> {what}</span>
    </span>
  );
}
