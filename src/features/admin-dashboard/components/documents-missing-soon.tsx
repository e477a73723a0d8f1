import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { addDays } from '@/backend/domain/calendar';
import { statsQueries } from '@/backend/queries';
import { InlineNotice } from '@/components/ui/notice';
import { adminPermitDeskPath } from '@/lib/admin-paths';

/** Days ahead the dashboard looks for trips whose travellers' documents are still missing. */
const daysAhead = 7;

/**
 * "Needs attention": how many tour bookings starting in the next 7 days still lack a traveller's documents, counted
 * by the backend from what each booking records (no booking, tour or document is read here). The permit desk lists
 * them, traveller by traveller.
 */
export function DocumentsMissingSoon({ today }: { today: string }) {
  const headingId = useId();
  const missing = useQuery(statsQueries.documentsMissing(today, addDays(today, daysAhead - 1)));

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="flex items-center justify-between gap-3 text-base font-bold text-brand-900">
        Documents missing for trips in the next 7 days
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">
          {missing.data ?? '…'}
        </span>
      </h3>
      {missing.isError ? (
        <div className="mt-3">
          <InlineNotice kind="error">Could not count the travellers&apos; missing documents.</InlineNotice>
        </div>
      ) : missing.data === undefined ? (
        <p className="mt-3 text-sm text-slate-600">Loading...</p>
      ) : missing.data === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Every traveller of the coming week has given their documents.</p>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          {missing.data === 1 ? '1 booking is' : `${missing.data} bookings are`} still missing a traveller&apos;s documents.{' '}
          <Link
            to={adminPermitDeskPath()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Open the permit desk
          </Link>
        </p>
      )}
    </section>
  );
}
