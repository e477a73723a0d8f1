import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { PaymentMark } from '@/backend/domain/payment-plan';

/**
 * Records what the customer has paid offline; the booking's page, the lists and My bookings read it again, and so
 * do the tax documents (money in before the invoice takes a receipt voucher).
 */
export function useMarkPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mark: PaymentMark) => (await getBackend()).bookings.markPayment(id, mark),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.taxDocuments }),
      ]),
  });
}
