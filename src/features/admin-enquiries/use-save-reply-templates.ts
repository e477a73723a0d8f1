import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { settingsQueries } from '@/backend/queries';
import type { ReplyTemplates } from '@/backend/schemas';

/** Admin: saves the reply templates (the whole list). */
export function useSaveReplyTemplates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templates: ReplyTemplates) => (await getBackend()).settings.saveReplyTemplates(templates),
    onSuccess: (_result, templates) => queryClient.setQueryData(settingsQueries.replyTemplates().queryKey, templates),
  });
}
