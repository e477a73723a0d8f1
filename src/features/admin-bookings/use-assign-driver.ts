import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { DriverAssignment } from '@/backend/schemas';

/** Assigns the trip's driver (or takes the assignment away); the booking's page and the customer's trip page read it again. */
export function useAssignDriver(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (driver: DriverAssignment | null) => (await getBackend()).bookings.assignDriver(id, driver),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
