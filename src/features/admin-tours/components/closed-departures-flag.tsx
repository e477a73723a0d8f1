import { closedDepartures } from '@/backend/domain/permits';
import type { PermitType, TourPermit } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

interface ClosedDeparturesProps {
  tour: { permits?: readonly TourPermit[]; departures: Readonly<Record<string, number>> };
}

/**
 * In the tour's form, under its permits: its fixed departures that would put a permit day on a closed weekday (Nathula
 * on a Monday), with the reason, so the operator moves them. Nothing when there are none. (The occupancy page's
 * departures table flags them too, every tour's at once; the tours list does not, so its pages read only tours.)
 */
export function ClosedDeparturesList({ tour, permits }: ClosedDeparturesProps & { permits: readonly PermitType[] | undefined }) {
  const closed = permits ? closedDepartures(tour, permits) : [];
  if (closed.length === 0) return null;
  // Spans: it may sit inside a label or a cell.
  return (
    <span className="mt-1 block space-y-0.5 text-sm font-medium text-red-700">
      {closed.map((departure) => (
        <span key={departure.date} className="block">
          {`Departure ${formatCalendarDate(departure.date)} falls on a closed day. ${departure.closed.map((day) => day.reason).join(' ')}`}
        </span>
      ))}
    </span>
  );
}
