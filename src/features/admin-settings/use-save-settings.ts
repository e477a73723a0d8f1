import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { BookingPolicy } from '@/backend/domain/booking-policy';
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

/** Admin: saves how many requests and room-nights one account may hold, and for how long a request holds. */
export function useSaveBookingPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: BookingPolicy) => (await getBackend()).settings.saveBookingPolicy(policy),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}
