import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { addDays } from '@/backend/domain/calendar';
import { travellerPermitStatuses } from '@/backend/domain/traveller-documents';
import { permitDeskQueries } from '@/backend/queries';
import { InlineNotice } from '@/components/ui/notice';
import { adminPermitDeskPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/format';

/** Days ahead the dashboard looks for trips whose travellers' documents are still missing. */
const daysAhead = 7;

/** "Needs attention": tour bookings starting in the next 7 days whose permits still lack a traveller's documents. */
export function DocumentsMissingSoon({ today }: { today: string }) {
  const headingId = useId();
  const desk = useQuery(permitDeskQueries.departures(today, addDays(today, daysAhead - 1)));
  const missing = (desk.data?.bookings ?? []).flatMap((booking) => {
    const tour = booking.itemId ? desk.data?.tours[booking.itemId] : undefined;
    if (!tour || !desk.data) return [];
    const documents = desk.data.documents.find((entry) => entry.bookingId === booking.id);
    const incomplete = travellerPermitStatuses(booking, tour, desk.data.permits, documents).filter((status) => !status.complete);
    return incomplete.length > 0 ? [{ booking, travellers: incomplete.length }] : [];
  });

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="flex items-center justify-between gap-3 text-base font-bold text-brand-900">
        Documents missing for trips in the next 7 days
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">
          {missing.length}
        </span>
      </h3>
      {desk.isError ? (
        <div className="mt-3">
          <InlineNotice kind="error">Could not load the travellers&apos; documents.</InlineNotice>
        </div>
      ) : !desk.data ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : missing.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Every traveller of the coming week has given their documents.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {missing.map(({ booking, travellers }) => (
            <li key={booking.id} className="py-2.5">
              <Link
                to={adminPermitDeskPath()}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {booking.userName}: {booking.itemName}
              </Link>
              <span className="block text-sm text-slate-600">
                {booking.reference ? `${booking.reference} · ` : ''}
                {travellers === 1 ? '1 traveller' : `${travellers} travellers`} missing documents, travelling{' '}
                {formatCalendarDate(booking.travelDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
