import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { WalkInBookingInput } from '@/backend/schemas/walk-in-bookings';

/** The operator books for a caller: the backend prices, holds and references it; the bookings list follows. */
export function useCreateWalkInBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WalkInBookingInput) => (await getBackend()).bookings.createForCustomer(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
