import type { Alert, Booking, TourPackage } from '@/backend/schemas';
import { AlertList } from './alert-list';
import { useTripAlerts } from './use-active-alerts';

/**
 * The operator's alerts that touch a booked trip, on its traveller's trip page (in the page, not floating). `stored`:
 * the alerts kept with an offline copy of the trip, shown while the backend cannot be reached.
 */
export function TripAlerts({
  booking,
  tour,
  stored = [],
}: {
  booking: Booking;
  tour: TourPackage | null | undefined;
  stored?: readonly Alert[];
}) {
  const live = useTripAlerts(booking, tour);
  const alerts = live.length > 0 ? live : stored;
  if (alerts.length === 0) return null;
  return (
    <div className="mb-6 print:hidden" data-screen-only>
      <AlertList alerts={alerts} />
    </div>
  );
}
