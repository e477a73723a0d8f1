import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { byPermitName } from '@/backend/domain/permits';
import { permitDeskQueries, permitQueries } from '@/backend/queries';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { adminPermitOfficePrintPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/format';
import { DeskBookingCard } from '../components/desk-booking-card';
import { ExpiredDocuments } from '../components/expired-documents';
import { deskBookings, permitDays, readyTravellers } from '../permit-desk';
import { permitOfficeCsv, permitOfficeFileName } from '../permit-office-csv';

/** The desk opens on the departures of the next 14 days. */
const windowDays = 14;

/** Hands the CSV to the browser as a download; nothing is sent anywhere. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function AdminPermitDeskPage() {
  const [today] = useState(() => todayInIndia());
  const [range, setRange] = useState({ from: today, to: addDays(today, windowDays - 1) });
  const [draft, setDraft] = useState(range);
  const [permitId, setPermitId] = useState('');
  const permits = useQuery(permitQueries.list());
  // Bookings starting up to a fortnight before the range can still have a permit day inside it.
  const desk = useQuery(permitDeskQueries.departures(addDays(range.from, -windowDays), range.to));

  const bookings = useMemo(
    () => (desk.data ? deskBookings(desk.data, { permitId, from: range.from, to: range.to }) : []),
    [desk.data, permitId, range],
  );
  const days = useMemo(() => permitDays(bookings), [bookings]);

  function applyRange(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
  }
  const rangeError = draft.from && draft.to && draft.from > draft.to ? 'The end date is before the start date' : undefined;

  return (
    <>
      <PageMeta title="Permit desk" description="Travellers' documents and permits for the coming departures." />
      <AdminPageHeader
        title="Permit desk"
        description="Every traveller of the coming tours and each permit they need: whose documents are complete, what is missing, and how far each permit has got."
      />

      <form
        onSubmit={applyRange}
        noValidate
        className="mb-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
      >
        <TextField
          label="Permit days from"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft((current) => ({ ...current, from: event.target.value }))}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          error={rangeError}
          onChange={(event) => setDraft((current) => ({ ...current, to: event.target.value }))}
        />
        <SelectField label="Permit" value={permitId} onChange={(event) => setPermitId(event.target.value)}>
          <option value="">All permits</option>
          {[...(permits.data ?? [])].sort(byPermitName).map((permit) => (
            <option key={permit.id} value={permit.id}>
              {permit.name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="min-h-11">
          Show
        </Button>
      </form>

      {desk.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not load the departures.</InlineNotice>
          <Button variant="secondary" onClick={() => void desk.refetch()}>
            Try again
          </Button>
        </div>
      ) : desk.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="sr-only">
            Loading the departures...
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <section aria-labelledby="ready-to-file" className="mb-8">
            <h2 id="ready-to-file" className="font-display text-xl font-bold text-brand-900">
              Ready to file
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Permit days from {formatCalendarDate(range.from)} to {formatCalendarDate(range.to)}.
            </p>
            {days.length === 0 ? (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-slate-700">
                No permits are needed on these days.
              </p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {days.map((day) => {
                  const label = `${day.permit.name}, ${formatCalendarDate(day.date)}`;
                  return (
                    <li key={`${day.date}-${day.permit.id}`} className="rounded-xl border border-slate-200 bg-white p-4">
                      <p className="font-semibold text-slate-900">{label}</p>
                      <p className="text-sm text-slate-700">
                        {day.ready} of {day.travellers} {day.travellers === 1 ? 'traveller' : 'travellers'} ready to file
                      </p>
                      <div className="mt-3 flex flex-wrap gap-2">
                        <Button
                          variant="secondary"
                          size="sm"
                          className="min-h-11"
                          disabled={day.ready === 0}
                          aria-label={`Export for the permit office: ${label}`}
                          onClick={() =>
                            download(
                              permitOfficeFileName(day.permit.id, day.date),
                              permitOfficeCsv(readyTravellers(bookings, day.permit.id, day.date)),
                            )
                          }
                        >
                          Export for the permit office
                        </Button>
                        <Link
                          to={adminPermitOfficePrintPath(day.permit.id, day.date)}
                          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                          aria-label={`Printable list: ${label}`}
                        >
                          Printable list
                        </Link>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="departures">
            <h2 id="departures" className="font-display text-xl font-bold text-brand-900">
              Departures
            </h2>
            {bookings.length === 0 ? (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-slate-700">
                No tour with a permit starts on these days.
              </p>
            ) : (
              <ul className="mt-3 space-y-4">
                {bookings.map((entry) => (
                  <li key={entry.booking.id}>
                    <DeskBookingCard entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <ExpiredDocuments today={today} />
    </>
  );
}
