import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries, queryKeys } from '@/backend/queries';
import type { BookingStatus, Booking } from '@/backend/schemas';
import type { Page } from '@/backend/types';

interface StatusChange {
  id: string;
  status: BookingStatus;
}

/**
 * Sets a booking's status. The list and the booking's panel change at once (the operator sees the new status
 * without a reload) and go back to what they were if the write fails.
 */
export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  const pagesKey = [...queryKeys.bookings, 'pages'];
  return useMutation({
    mutationFn: async ({ id, status }: StatusChange) => (await getBackend()).bookings.updateStatus(id, status),
    onMutate: async ({ id, status }) => {
      const detailKey = bookingQueries.detail(id).queryKey;
      await Promise.all([queryClient.cancelQueries({ queryKey: pagesKey }), queryClient.cancelQueries({ queryKey: detailKey })]);
      const before = queryClient.getQueriesData<InfiniteData<Page<Booking>>>({ queryKey: pagesKey });
      const detailBefore = queryClient.getQueryData(detailKey);
      if (detailBefore) {
        const patched: Booking = { ...detailBefore, status };
        queryClient.setQueryData(detailKey, patched);
      }
      queryClient.setQueriesData<InfiniteData<Page<Booking>>>(
        { queryKey: pagesKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((booking) => (booking.id === id ? { ...booking, status } : booking)),
            })),
          },
      );
      return { before, detailBefore };
    },
    onError: (_error, { id }, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      if (context?.detailBefore) queryClient.setQueryData(bookingQueries.detail(id).queryKey, context.detailBefore);
    },
    // Counts, the customer's own list (My bookings), availability, the dashboard and the tax documents (a
    // cancellation answers them) follow the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.taxDocuments }),
      ]),
  });
}
