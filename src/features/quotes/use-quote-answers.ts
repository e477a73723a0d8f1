import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Billing } from '@/backend/schemas';

/**
 * The customer accepts this version of the quote, billed as they say (none: as the quote names them): a Pending
 * booking, which My bookings then lists.
 */
export function useAcceptQuote(token: string, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (billing: Billing | undefined) => (await getBackend()).quotes.accept(token, version, billing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}

/** The customer's message back to the operator about the quote. */
export function useAskForChange(token: string) {
  return useMutation({ mutationFn: async (text: string) => (await getBackend()).quotes.askForChange(token, text) });
}
