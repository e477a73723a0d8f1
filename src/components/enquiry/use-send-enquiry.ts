import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { EnquiryInput } from '@/backend/schemas';

/** Anyone sends an enquiry: the backend stores it and e-mails the operator's copy at once. */
export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EnquiryInput) => (await getBackend()).enquiries.create(input),
    // The admin's list, should the operator have it open in this browser.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.enquiries }),
  });
}
