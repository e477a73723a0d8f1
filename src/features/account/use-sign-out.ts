import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { forgetStoredConfirmations } from '@/lib/booking-confirmation-store';

/**
 * Signs the customer out (the session hooks then report `null`). The home page's request-received panels go
 * first: the next person on this browser sees nothing of this account's bookings.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      forgetStoredConfirmations();
      await (await getBackend()).auth.signOut();
    },
  });
}
