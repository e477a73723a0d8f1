import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { IssueDocumentInput } from '@/backend/schemas';

/** Asks the server's tax documents transaction to issue a tax document; the booking's documents and the month's read again. */
export function useIssueTaxDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: IssueDocumentInput) => (await getBackend()).taxDocuments.issue(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.taxDocuments }),
  });
}
