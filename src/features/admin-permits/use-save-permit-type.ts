import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { PermitType } from '@/backend/schemas';

/** Saving or deleting a permit type refreshes every screen that reads them: the tour pages and the tour lists too. */
function useInvalidatePermits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.permits });
}

export function useSavePermitType() {
  const invalidate = useInvalidatePermits();
  return useMutation({
    mutationFn: async (permit: PermitType) => (await getBackend()).permits.save(permit),
    onSuccess: invalidate,
  });
}

export function useDeletePermitType() {
  const invalidate = useInvalidatePermits();
  return useMutation({
    mutationFn: async (permit: PermitType) => (await getBackend()).permits.remove(permit.id),
    onSuccess: invalidate,
  });
}
