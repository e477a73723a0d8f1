import { useState } from 'react';
import { hotelAsterPlaces, tourPlaceTexts } from '@/backend/domain/alerts';
import type { AlertBannerFor } from './alert-banner-slot';
import { AlertList } from './alert-list';
import { usePageAlerts } from './use-active-alerts';

/**
 * The floating banner of a public page: above the page's bottom bar on phones, in the corner on wide screens.
 * Hidden alerts stay hidden for the rest of the visit (a new alert shows again).
 */
export function AlertBanner({ tour, hotelAster = false, search }: AlertBannerFor) {
  const alerts = usePageAlerts({
    tourIds: tour ? [tour.id] : [],
    places: [...(hotelAster ? hotelAsterPlaces : []), ...(tour ? tourPlaceTexts(tour) : [])],
    ...(search ? { search } : {}),
  });
  const [hidden, setHidden] = useState(readHidden);
  const shown = alerts.filter((alert) => !hidden.includes(alert.id));
  if (shown.length === 0) return null;
  return (
    <div className="fixed inset-x-2 bottom-24 z-40 max-h-[60vh] overflow-y-auto sm:inset-x-auto sm:right-4 sm:w-[26rem] lg:bottom-4">
      <AlertList
        alerts={shown}
        onHide={() => {
          const next = [...hidden, ...shown.map((alert) => alert.id)];
          setHidden(next);
          try {
            sessionStorage.setItem(hiddenKey, JSON.stringify(next));
          } catch {
            // Storage refused (private mode): hidden for this page only.
          }
        }}
      />
    </div>
  );
}

const hiddenKey = 'hidden-alerts';

function readHidden(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(hiddenKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
