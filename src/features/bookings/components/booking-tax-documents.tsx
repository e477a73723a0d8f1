import { useQuery } from '@tanstack/react-query';
import { taxDocumentQueries } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import { TaxDocumentLinks } from '@/components/tax/tax-document-links';
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
      <div className="mt-1">
        <TaxDocumentLinks documents={documents.data} pathOf={(document) => taxDocumentPath(booking.id, document.id)} />
      </div>
    </section>
  );
}
