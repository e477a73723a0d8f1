import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries, queryKeys } from '@/backend/queries';
import type { Booking, PaymentClaimInput } from '@/backend/schemas';

/**
 * "I have paid": sends the UTR of one amount due (and its screenshot, when the customer adds one); the booking as stored (with its claim waiting) replaces the one
 * in My bookings at once, and the lists are read again.
 */
export function useClaimPayment(userId: string) {
  const queryClient = useQueryClient();
  const mineKey = bookingQueries.myBookings(userId).queryKey;
  return useMutation({
    // The screenshot goes first, to the path the claim then names: the claim refuses a path not made for it.
    mutationFn: async ({ screenshot, ...input }: PaymentClaimInput & { utr: string; screenshot?: File | undefined }) => {
      const backend = await getBackend();
      const screenshotPath = screenshot
        ? await backend.bookings.uploadPaymentScreenshot(input.bookingId, input.utr, screenshot)
        : undefined;
      return backend.bookings.claimPayment({ ...input, ...(screenshotPath ? { screenshotPath } : {}) });
    },
    onSuccess: (stored) => {
      queryClient.setQueryData<Booking[]>(mineKey, (bookings) =>
        bookings?.map((booking) => (booking.id === stored.id ? stored : booking)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
  });
}
