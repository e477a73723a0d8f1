import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';

/** Signs the customer out (the session hooks then report `null`). */
export function useSignOut() {
  return useMutation({ mutationFn: async () => (await getBackend()).auth.signOut() });
}
