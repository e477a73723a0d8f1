import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { tourQueries } from '@/backend/queries';
import { hotelAsterPath, tourListPath } from '@/lib/paths';
import { AlertBannerSlot } from './alert-banner-slot';

const tourPage = /^\/hotel\/([^/]+)\/?$/;

/**
 * The travel alerts of the page being shown, from its address: a tour's page (the tour as the page read it, from
 * the query cache), the tour list searched for a place, the Hotel Aster page. Rendered by the site's footer, whose
 * chunk loads beside the page's first one, so that no page's first script carries the alerts.
 */
export function RouteAlerts() {
  const { pathname, search } = useLocation();
  const tourId = tourPage.exec(pathname)?.[1];
  const tour = useQuery({ ...tourQueries.detail(decodeURIComponent(tourId ?? '')), enabled: tourId !== undefined });
  if (tourId !== undefined) return tour.data ? <AlertBannerSlot tour={tour.data} /> : null;
  if (pathname === hotelAsterPath()) return <AlertBannerSlot hotelAster />;
  const destination = pathname === tourListPath() ? (new URLSearchParams(search).get('destination')?.trim() ?? '') : '';
  return destination ? <AlertBannerSlot search={destination} /> : null;
}
