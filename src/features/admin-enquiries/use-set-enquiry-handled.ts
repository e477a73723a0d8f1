import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/** Admin: marks an enquiry as handled, or as waiting again. */
export function useSetEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      (await getBackend()).enquiries.setHandled(id, handled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.enquiries }),
  });
}
