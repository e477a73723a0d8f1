import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { DeskBookingInput } from '@/backend/schemas/desk-bookings';

/** The operator books for a caller: the backend prices, holds and references it; the bookings list follows. */
export function useCreateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeskBookingInput) => (await getBackend()).bookings.createForCustomer(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
