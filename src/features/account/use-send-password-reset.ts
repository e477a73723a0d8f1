import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';

/** Sends the password-reset e-mail (the embedded demo records it in its Outbox). */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => (await getBackend()).auth.sendPasswordReset(email),
    onError: (error) => console.warn('Could not send the password reset:', error),
  });
}
