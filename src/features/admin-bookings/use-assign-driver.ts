import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { DriverAssignment } from '@/backend/schemas';

/**
 * Assigns the trip's driver (or takes the assignment away); the booking's page and the customer's trip page read it
 * again. The outcome is reported from here, not from `mutate`'s own callbacks: the form is keyed by the stored driver,
 * so the page's fresh read may replace it before those would run.
 */
export function useAssignDriver(
  id: string,
  report: { saved: (driver: DriverAssignment | null) => void; failed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (driver: DriverAssignment | null) => (await getBackend()).bookings.assignDriver(id, driver),
    onSuccess: (_result, driver) => report.saved(driver),
    onError: (error) => report.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
