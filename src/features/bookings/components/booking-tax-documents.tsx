import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { taxDocumentQueries } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import { formatCalendarDate, formatRupeesAndPaise } from '@/lib/format';
import { taxDocumentPath } from '@/lib/paths';

/**
 * The tax documents the operator has issued for one of the customer's bookings, each a link to its printable page.
 * Documents come after a payment or a confirmation, so a booking still waiting for both asks for none.
 */
export function BookingTaxDocuments({ booking }: { booking: Booking }) {
  const mayHave = booking.status !== 'Pending' || Boolean(booking.advanceReceivedAt);
  const documents = useQuery({ ...taxDocumentQueries.ofBooking(booking.id), enabled: mayHave });
  if (!mayHave || !documents.data || documents.data.length === 0) return null;
  return (
    <section aria-label={`Tax documents of ${booking.itemName}`} className="rounded-xl border border-slate-200 px-4 py-3">
      <h3 className="text-sm font-semibold text-slate-900">Tax documents</h3>
      <ul className="mt-1 divide-y divide-slate-100">
        {documents.data.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
            <Link
              to={taxDocumentPath(booking.id, document.id)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {document.title} {document.number}
            </Link>
            <span className="text-sm text-slate-600">
              {formatCalendarDate(document.date)} · {formatRupeesAndPaise(document.total)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
