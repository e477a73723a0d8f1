import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { AlertInput } from '@/backend/schemas';

/**
 * The operator's writes on alerts. Each refreshes the alerts (the banners read them too); notifying refreshes the
 * Outbox, moving the bookings and their seats.
 */
function useRefresh(...keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveAlert() {
  const refresh = useRefresh(queryKeys.alerts);
  return useMutation({
    mutationFn: async (input: AlertInput) => (await getBackend()).alerts.save(input),
    onSuccess: refresh,
  });
}

export function useCloseAlert() {
  const refresh = useRefresh(queryKeys.alerts);
  return useMutation({
    mutationFn: async (alertId: string) => (await getBackend()).alerts.close(alertId),
    onSuccess: refresh,
  });
}

export function useNotifyAll() {
  // The alert keeps the record of what was sent.
  const refresh = useRefresh(queryKeys.alerts, queryKeys.mail);
  return useMutation({
    mutationFn: async (alertId: string) => (await getBackend()).alerts.notifyAll(alertId),
    onSuccess: refresh,
  });
}

/** One booking to a new date, or a whole departure (`fromDate` given) to another departure. */
export type MoveRequest =
  | { what: 'booking'; bookingId: string; newDate: string }
  | { what: 'departure'; tourId: string; fromDate: string; newDate: string };

export function useMoveBookings() {
  const refresh = useRefresh(queryKeys.alerts, queryKeys.bookings, queryKeys.availability, queryKeys.mail);
  return useMutation({
    mutationFn: async (move: MoveRequest) => {
      const backend = await getBackend();
      if (move.what === 'booking') {
        await backend.alerts.moveBooking(move.bookingId, move.newDate);
        return 1;
      }
      return backend.alerts.moveDeparture(move.tourId, move.fromDate, move.newDate);
    },
    onSuccess: refresh,
  });
}
