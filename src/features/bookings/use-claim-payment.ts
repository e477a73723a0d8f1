import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries, queryKeys } from '@/backend/queries';
import type { Booking, PaymentClaimInput } from '@/backend/schemas';

/**
 * "I have paid": sends the UTR of one amount due; the booking as stored (with its claim waiting) replaces the one
 * in My bookings at once, and the lists are read again.
 */
export function useClaimPayment(userId: string) {
  const queryClient = useQueryClient();
  const mineKey = bookingQueries.myBookings(userId).queryKey;
  return useMutation({
    mutationFn: async (input: PaymentClaimInput) => (await getBackend()).bookings.claimPayment(input),
    onSuccess: (stored) => {
      queryClient.setQueryData<Booking[]>(mineKey, (bookings) =>
        bookings?.map((booking) => (booking.id === stored.id ? stored : booking)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}
