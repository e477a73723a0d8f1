import { useQuery } from '@tanstack/react-query';
import { alertConcernsPage, alertsForTrip, type AlertPage } from '@/backend/domain/alerts';
import { todayInIndia } from '@/backend/domain/calendar';
import { alertQueries } from '@/backend/queries';
import type { Alert, Booking, TourPackage } from '@/backend/schemas';

/** The active alerts (one bounded read for the whole site, shared by every page through the query cache). */
function useActiveAlerts() {
  return useQuery({ ...alertQueries.active(todayInIndia()), staleTime: 5 * 60_000 });
}

/** The active alerts of a page's places and tours. */
export function usePageAlerts(page: AlertPage): Alert[] {
  const alerts = useActiveAlerts();
  return (alerts.data ?? []).filter((alert) => alertConcernsPage(alert, page));
}

/**
 * The active alerts that touch a booked trip (its tour named, or a place on one of its days within the alert's
 * dates): what the traveller's trip page shows. The query's data may come from an offline copy: the caller keeps it.
 */
export function useTripAlerts(booking: Booking, tour: TourPackage | null | undefined): Alert[] {
  const alerts = useActiveAlerts();
  return alertsForTrip(alerts.data ?? [], booking, tour);
}
