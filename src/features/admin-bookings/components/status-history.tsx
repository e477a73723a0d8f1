import type { StatusChange } from '@/backend/schemas';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { formatDateTime } from '@/lib/format';

/** Who set which status when, oldest first. */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  if (history.length === 0) {
    return <p className="text-sm text-slate-600">No status changes yet: the booking is as the customer sent it.</p>;
  }
  return (
    <ol className="space-y-3">
      {history.map((change, index) => (
        <li key={`${change.at}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <BookingStatusBadge status={change.status} size="sm" />
          <span>
            by <span className="font-medium text-slate-900">{change.by}</span> on{' '}
            <time dateTime={change.at}>{formatDateTime(change.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
