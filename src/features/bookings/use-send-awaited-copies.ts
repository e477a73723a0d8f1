import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/**
 * Asks the backend, once per visit of the page, to send the customer's copies of requests that waited for a
 * verified address: the customer may have confirmed it since. It is a courtesy, not the page's purpose, so a
 * failure is only logged (the next visit tries again).
 */
export function useSendAwaitedCopies(userId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: async () => (await getBackend()).bookings.sendAwaitedCopies(),
    onSuccess: (sent) => {
      // The list's notes about waiting copies go once the copies are out.
      if (sent > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    },
    onError: (error) => console.warn('Could not send the copies of requests that waited for a verified address:', error),
  });
  useEffect(() => {
    mutate();
  }, [mutate, userId]);
}
