import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/** Admin: replies to an enquiry (e-mail, or recorded as sent on WhatsApp); the list, the badge and the Outbox follow. */
export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, text }: { id: string; text: string }) => (await getBackend()).enquiries.reply(id, { text }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.enquiries }),
        queryClient.invalidateQueries({ queryKey: queryKeys.mail }),
      ]),
  });
}
