import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/backend/session';
import { readStoredConfirmation, subscribeToConfirmation } from '@/lib/booking-confirmation-store';

// Fetched only when this browser has a booking to confirm: most visitors never load it.
const BookingConfirmationPanel = lazy(() =>
  import('./booking-confirmation-panel').then((module) => ({ default: module.BookingConfirmationPanel })),
);

/**
 * The confirmation of the signed-in account's last booking request, read from this browser's storage under the
 * account's id. The prerendered page, its hydration and a visitor signed out have none; the panel floats over the
 * page once the account and its booking are known.
 */
export function StoredBookingConfirmation() {
  const accountId = useCurrentUser()?.id ?? null;
  const stored = useSyncExternalStore(
    subscribeToConfirmation,
    () => (accountId ? readStoredConfirmation(accountId) : null),
    () => null,
  );
  if (!stored || !accountId) return null;
  return (
    <Suspense fallback={null}>
      <BookingConfirmationPanel key={accountId} stored={stored} accountId={accountId} />
    </Suspense>
  );
}
