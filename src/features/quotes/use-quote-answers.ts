import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/** The customer accepts this version of the quote: a Pending booking, which My bookings then lists. */
export function useAcceptQuote(token: string, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await getBackend()).quotes.accept(token, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
  });
}

/** The customer's message back to the operator about the quote. */
export function useAskForChange(token: string) {
  return useMutation({ mutationFn: async (text: string) => (await getBackend()).quotes.askForChange(token, text) });
}
