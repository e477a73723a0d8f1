import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries, queryKeys } from '@/backend/queries';
import type { BookingStatus, Booking } from '@/backend/schemas';

interface StatusChange {
  id: string;
  status: BookingStatus;
}

/**
 * Sets a booking's status. The list changes at once (the operator sees the new status without a reload) and goes back to
 * what it was if the write fails.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  const listKey = bookingQueries.list().queryKey;
  return useMutation({
    mutationFn: async ({ id, status }: StatusChange) => (await getBackend()).bookings.updateStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<Booking[]>(listKey);
      queryClient.setQueryData<Booking[]>(listKey, (bookings) =>
        bookings?.map((booking) => (booking.id === id ? { ...booking, status } : booking)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    // A customer's own list (My bookings) shows the status too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.bookings, 'mine'] });
    },
  });
}
