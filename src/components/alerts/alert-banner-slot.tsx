import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { TourPackage } from '@/backend/schemas';
import { useAppStarted } from '@/lib/use-app-started';
import { activeAlertsQuery } from './active-alerts-query';

// Its own chunk, fetched only when there is an alert to show: the alerts never hold up the first paint or weigh on
// the page's first script.
const AlertBanner = lazy(() => import('./alert-banner').then((module) => ({ default: module.AlertBanner })));

/**
 * Where a public page shows the operator's travel alerts for its places and tours. Nothing is prerendered and
 * nothing is read until the app has started; the banner then floats over the page (fixed, so nothing on the page
 * moves when it arrives).
 */
export function AlertBannerSlot(props: AlertBannerFor) {
  const started = useAppStarted();
  const alerts = useQuery({ ...activeAlertsQuery(), enabled: started });
  if (!started || !alerts.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <AlertBanner {...props} />
    </Suspense>
  );
}

/** What the page is for: a tour (its id, places and days), Hotel Aster, or a visitor's search. */
export interface AlertBannerFor {
  tour?: Pick<TourPackage, 'id' | 'name' | 'destinationsCovered' | 'itinerary'>;
  /** The Hotel Aster page: the alerts that name the hotel's place (Tadong, Gangtok). */
  hotelAster?: boolean;
  search?: string;
}
