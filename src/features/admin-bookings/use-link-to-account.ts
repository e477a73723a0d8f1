import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/** Joins a walk-in booking to the customer's account; the booking's page and the lists read it again. */
export function useLinkToAccount(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contact: string) => (await getBackend()).bookings.linkToAccount({ bookingId, contact }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
