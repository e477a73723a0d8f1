import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';

/** Fails with the port's 'wrong-password' error when `current` is not the admin's password. */
export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) =>
      (await getBackend()).admin.changePassword(current, next),
  });
}
