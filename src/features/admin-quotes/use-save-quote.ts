import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { QuoteDraftInput } from '@/backend/schemas';

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuoteDraftInput) => (await getBackend()).quotes.saveDraft(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
  });
}

/** Saves the working copy, then sends it: the Outbox follows. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuoteDraftInput) => {
      const backend = await getBackend();
      const saved = await backend.quotes.saveDraft(input);
      return backend.quotes.send(saved.id);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
      ]),
  });
}
