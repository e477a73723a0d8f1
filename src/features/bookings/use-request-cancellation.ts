import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries, queryKeys } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';

/**
 * Asks the operator to cancel one of the customer's bookings. The card shows the request at once; the lists
 * are then read again so the stored time (and any status change) replaces the guess.
 */
export function useRequestCancellation(userId: string) {
  const queryClient = useQueryClient();
  const mineKey = bookingQueries.myBookings(userId).queryKey;
  return useMutation({
    mutationFn: async (id: string) => (await getBackend()).bookings.requestCancellation(id),
    onSuccess: (_result, id) => {
      const requestedAt = new Date().toISOString();
      queryClient.setQueryData<Booking[]>(mineKey, (bookings) =>
        bookings?.map((booking) =>
          booking.id === id ? { ...booking, cancellationRequestedAt: booking.cancellationRequestedAt ?? requestedAt } : booking,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}
