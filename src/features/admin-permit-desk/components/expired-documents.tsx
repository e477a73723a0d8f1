import { useQuery } from '@tanstack/react-query';
import { travellerDocumentQueries } from '@/backend/queries';
import { documentRetentionDays } from '@/backend/domain/traveller-files';
import { isBackendError } from '@/backend/errors';
import { Button } from '@/components/ui/button';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { formatCalendarDate } from '@/lib/format';
import { usePurgeDocuments } from '../use-permit-desk-actions';

/**
 * Trips that ended more than the retention period ago and whose travellers' documents are still kept: the
 * operator deletes them all, records and files, in one action.
 */
export function ExpiredDocuments({ today }: { today: string }) {
  const expired = useQuery(travellerDocumentQueries.expired(today));
  const purge = usePurgeDocuments();
  const notify = useNotify();
  const list = expired.data ?? [];

  function deleteAll() {
    purge.mutate(
      list.map((entry) => entry.bookingId),
      {
        onSuccess: (count) =>
          notify('success', count === 1 ? 'Deleted the documents of 1 trip.' : `Deleted the documents of ${count} trips.`),
        onError: (error) => {
          console.warn('Could not delete the documents:', isBackendError(error) ? error.code : error);
          notify('error', 'Could not delete the documents. Please try again.');
        },
      },
    );
  }

  return (
    <section aria-labelledby="documents-to-delete" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="documents-to-delete" className="font-display text-xl font-bold text-brand-900">
        Documents to delete
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Identity documents are kept until {documentRetentionDays} days after the trip ends, then deleted, as the Privacy Policy
        promises.
      </p>
      {expired.isError ? (
        <div className="mt-3">
          <InlineNotice kind="error">Could not load the trips whose documents are due for deletion.</InlineNotice>
        </div>
      ) : expired.isPending ? null : list.length === 0 ? (
        <p className="mt-3 text-slate-700">No documents are due for deletion.</p>
      ) : (
        <>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {list.map((entry) => (
              <li key={entry.bookingId}>
                Booking {entry.bookingId}: trip ended {formatCalendarDate(entry.endDate)},{' '}
                {entry.travellers === 1 ? '1 traveller' : `${entry.travellers} travellers`}
              </li>
            ))}
          </ul>
          <Button variant="danger" className="mt-4 min-h-11" disabled={purge.isPending} onClick={deleteAll}>
            {purge.isPending
              ? 'Deleting...'
              : list.length === 1
                ? 'Delete the documents of 1 trip'
                : `Delete the documents of ${list.length} trips`}
          </Button>
        </>
      )}
    </section>
  );
}
