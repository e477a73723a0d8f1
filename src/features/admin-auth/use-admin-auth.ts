import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';

/** Signs an admin in: only admins get in, anybody else gets the port's 'Invalid email or password.'. */
export function useAdminSignIn() {
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) =>
      (await getBackend()).admin.signIn(email, password),
  });
}

/** Ends the admin session (the admin guard then sends the visitor to the login page). */
export function useAdminSignOut() {
  return useMutation({ mutationFn: async () => (await getBackend()).admin.signOut() });
}
