import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { PermitFilingInput } from '@/backend/schemas';
import { purgeBatches } from './permit-desk';

/** The desk's writes; each reads the desk (and the Outbox, the office record) again once stored. */
export function useSaveFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filing: PermitFilingInput) => (await getBackend()).travellerDocuments.saveFiling(filing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.travellerDocuments }),
  });
}

export function useSendDocumentsReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { bookingId: string; missing: string; dueDate: string }) =>
      (await getBackend()).travellerDocuments.sendReminder(request.bookingId, {
        missing: request.missing,
        dueDate: request.dueDate,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
      ]),
  });
}

export function usePurgeDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    // However many trips have expired: one request per batch the function takes, one after the other.
    mutationFn: async (bookingIds: readonly string[]) => {
      const backend = await getBackend();
      let deleted = 0;
      for (const batch of purgeBatches(bookingIds)) deleted += await backend.travellerDocuments.purge(batch);
      return deleted;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.travellerDocuments }),
  });
}
