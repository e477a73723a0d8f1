import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { QuoteDraftInput } from '@/backend/schemas';
import type { PageCursor } from '@/backend/types';

/** Every quote screen reads under this key, so a save or a send refreshes the list, the enquiry and the dashboard. */
export const quotesKey = ['quotes'] as const;

export const quoteQueries = {
  pages: (size: number) =>
    infiniteQueryOptions({
      queryKey: [...quotesKey, 'pages', size],
      queryFn: async ({ pageParam }) => (await getBackend()).quotes.page({ size, after: pageParam }),
      initialPageParam: null as PageCursor | null,
      getNextPageParam: (last) => last.next,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...quotesKey, 'detail', id], queryFn: async () => (await getBackend()).quotes.get(id) }),
};

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuoteDraftInput) => (await getBackend()).quotes.saveDraft(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
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
        queryClient.invalidateQueries({ queryKey: quotesKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
      ]),
  });
}
