import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, isCalendarDate } from '@/backend/domain/calendar';
import { permitDeskQueries } from '@/backend/queries';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminPermitDeskPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/format';
import { deskBookings, readyTravellers } from '../permit-desk';
import { permitOfficeColumns, permitOfficeRow } from '../permit-office-csv';

/**
 * The permit office's list for one permit on one day, on a page of its own (no admin menu) to print: only the
 * travellers whose documents are complete, in the columns the office asks for.
 */
export function AdminPermitOfficePrintPage() {
  const [params] = useSearchParams();
  const permitId = params.get('permit') ?? '';
  const date = params.get('date') ?? '';
  const valid = permitId !== '' && isCalendarDate(date);
  // A booking that started up to a fortnight earlier can reach the permit's day.
  const desk = useQuery({ ...permitDeskQueries.departures(valid ? addDays(date, -14) : '', date), enabled: valid });
  const rows = useMemo(
    () => (desk.data ? readyTravellers(deskBookings(desk.data, { permitId, from: date, to: date }), permitId, date) : []),
    [desk.data, permitId, date],
  );
  const permit = desk.data?.permits.find((candidate) => candidate.id === permitId);
  const title = `${permit?.name ?? 'Permit'}, ${valid ? formatCalendarDate(date) : ''}`;

  return (
    <main className="mx-auto max-w-4xl bg-white p-6 text-slate-900">
      <PageMeta title="Permit office list" description="Travellers ready to file for one permit on one day." />
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <Link
          to={adminPermitDeskPath()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          Back to the permit desk
        </Link>
        <Button onClick={() => window.print()} className="min-h-11">
          Print
        </Button>
      </div>
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-slate-700">
        Himalayan Aster Tours, Tadong, Gangtok. Travellers whose documents are complete.
      </p>
      {!valid ? (
        <div className="mt-4">
          <InlineNotice kind="error">This list needs a permit and a date.</InlineNotice>
        </div>
      ) : desk.isError ? (
        <div className="mt-4">
          <InlineNotice kind="error">Could not load the travellers.</InlineNotice>
        </div>
      ) : desk.isPending ? (
        <p role="status" className="mt-4">
          Loading the travellers...
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4">No traveller is ready to file for this permit on this day.</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="border border-slate-400 px-2 py-1">
                No.
              </th>
              {permitOfficeColumns.map((column) => (
                <th key={column} scope="col" className="border border-slate-400 px-2 py-1">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${index}-${row.traveller.name}`}>
                <td className="border border-slate-400 px-2 py-1">{index + 1}</td>
                {permitOfficeRow(row).map((cell, column) => (
                  <td key={permitOfficeColumns[column]} className="border border-slate-400 px-2 py-1">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
