import { useQuery } from '@tanstack/react-query';
import { alertConcernsPage, alertsForTrip, type AlertPage } from '@/backend/domain/alerts';
import { activeAlertsQuery } from './active-alerts-query';
import type { Alert, Booking, TourPackage } from '@/backend/schemas';

function useActiveAlerts() {
  return useQuery(activeAlertsQuery());
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
