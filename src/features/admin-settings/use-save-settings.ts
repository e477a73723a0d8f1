import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { BusinessSettings, NotificationSettings } from '@/backend/schemas';

/** Admin: saves the public business details; every page that shows them reads them again. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: BusinessSettings) => (await getBackend()).settings.saveBusiness(settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}

/** Admin: saves where the operator's booking and enquiry e-mails go. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => (await getBackend()).settings.saveNotifications(settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
