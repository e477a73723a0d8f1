import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { documentsInWords, tourPermitTypes } from '@/backend/domain/permits';
import { travellerPermitStatuses, type TravellerPermitStatus } from '@/backend/domain/traveller-permits';
import { bookingPermits, tripStartDate } from '@/backend/domain/trip-places';
import { travellerDetailsDueOn, travellerDetailsDueWords } from '@/backend/domain/traveller-details-due';
import { permitQueries, tourQueries, travellerDocumentQueries } from '@/backend/queries';
import { idTypeWords, type Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/format';
import { TravellerDocumentsForm } from './traveller-documents-form';

/**
 * "Travellers and permits" on a tour booking whose trip enters a permit area: per traveller, what the permit office
 * still needs and by when, and a form to give the ID and upload the ID and the photo. Shown to the booking's own
 * customer only (My bookings); nothing here is ever prerendered.
 */
export function TravellersAndPermits({ booking, userId }: { booking: Booking; userId: string }) {
  // A tailored trip's permits follow from its own days; a catalogue tour's are the tour's.
  const fromTour = booking.kind === 'tour' && !booking.plan && Boolean(booking.itemId);
  const active = booking.status !== 'Cancelled' && (fromTour || booking.plan !== undefined);
  const tour = useQuery({ ...tourQueries.detail(booking.itemId ?? ''), enabled: active && fromTour });
  const permits = useQuery({ ...permitQueries.list(), enabled: active });
  const documents = useQuery({ ...travellerDocumentQueries.mine(userId), enabled: active });
  const headingId = useId();
  const detailsDueOn = travellerDetailsDueOn(booking);

  if (!active || (fromTour && !tour.data) || !permits.data) return null;
  const trip = { permits: bookingPermits(booking, tour.data, permits.data) };
  const needed = tourPermitTypes(trip, permits.data);
  if (needed.length === 0) return null;
  if (documents.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        We could not load your travellers&apos; documents. Please reload the page.
      </p>
    );
  if (!documents.data) return null;

  const statuses = travellerPermitStatuses(
    { ...booking, travelDate: tripStartDate(booking) },
    trip,
    permits.data,
    documents.data.find((entry) => entry.bookingId === booking.id),
  );

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="font-display text-base font-bold text-brand-900">
        Travellers and permits
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        This trip needs {needed.map((permit) => permit.name).join(', ')}. We file {needed.length === 1 ? 'it' : 'them'} for you
        with each traveller&apos;s photo ID and photo; only you and our team can see them, and we delete them after your trip.
      </p>
      {detailsDueOn ? (
        <p className="mt-2 text-sm font-medium text-amber-900">
          {travellerDetailsDueWords(formatCalendarDate(detailsDueOn), 'below')}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-100">
        {statuses.map((status) => (
          <li key={status.traveller.index} className="py-3">
            <TravellerRow booking={booking} status={status} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TravellerRow({ booking, status }: { booking: Booking; status: TravellerPermitStatus }) {
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const { traveller, document } = status;
  const needsNothing = status.permits.length === 0;

  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{traveller.name}</p>
          {needsNothing ? (
            <p className="text-sm text-slate-700">No permit documents needed on this trip.</p>
          ) : status.complete ? (
            <p className="text-sm font-medium text-green-800">
              Documents complete
              {document?.idType ? ` (${idTypeWords[document.idType]} ${document.idNumber ?? ''})` : ''}
            </p>
          ) : (
            <p className="text-sm text-amber-900">
              Missing: {status.missing.join(', ')}.{status.dueDate ? ` Due by ${formatCalendarDate(status.dueDate)}.` : ''}
            </p>
          )}
          {needsNothing ? null : (
            <p className="text-sm text-slate-600">
              {status.permits.map((permit) => `${permit.needed.permit.name}: ${documentsInWords(permit.needed)}`).join(' ')}
            </p>
          )}
        </div>
        {needsNothing ? null : (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11 shrink-0"
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => setEditing((open) => !open)}
          >
            {editing
              ? 'Close'
              : status.complete
                ? `Change documents for ${traveller.name}`
                : `Add documents for ${traveller.name}`}
          </Button>
        )}
      </div>
      {editing ? (
        <TravellerDocumentsForm id={formId} booking={booking} status={status} onSaved={() => setEditing(false)} />
      ) : null}
    </div>
  );
}
