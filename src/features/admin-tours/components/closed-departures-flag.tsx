import { useQuery } from '@tanstack/react-query';
import { closedDepartures } from '@/backend/domain/permits';
import { permitQueries } from '@/backend/queries';
import type { PermitType, TourPermit } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

interface ClosedDeparturesProps {
  tour: { permits?: readonly TourPermit[]; departures: Readonly<Record<string, number>> };
}

/**
 * Beside a tour in the admin list: its fixed departures that would put a permit day on a closed weekday (Nathula on
 * a Monday), with the reason, so the operator moves them. Nothing for the others.
 */
export function ClosedDeparturesFlag({ tour }: ClosedDeparturesProps) {
  const needsPermits = (tour.permits?.length ?? 0) > 0;
  const permits = useQuery({ ...permitQueries.list(), enabled: needsPermits });
  return <ClosedDeparturesList tour={tour} permits={permits.data} />;
}

export function ClosedDeparturesList({ tour, permits }: ClosedDeparturesProps & { permits: readonly PermitType[] | undefined }) {
  const closed = permits ? closedDepartures(tour, permits) : [];
  if (closed.length === 0) return null;
  // Spans: it sits inside the list's name cell, beside the tour's name.
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
