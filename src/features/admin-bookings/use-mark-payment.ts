import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { PaymentMark } from '@/backend/domain/payment-plan';

/** Records what the customer has paid offline; the booking's page, the lists and My bookings read it again. */
export function useMarkPayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mark: PaymentMark) => (await getBackend()).bookings.markPayment(id, mark),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}
