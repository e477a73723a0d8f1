import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { BookingPolicy } from '@/backend/domain/booking-policy';
import type {
  BusinessSettings,
  NotificationSettings,
  PaymentSettingsInput,
  PeakPeriods,
  TaxSettingsInput,
} from '@/backend/schemas';
import type { TripSettingsInput } from '@/backend/schemas/trip';
import type { SettingsApi } from '@/backend/types';
import { useNotify } from '@/components/ui/notice';

/** Admin: saves one settings document; every page that shows settings reads them again. */
function useSaveSetting<T>(save: (settings: SettingsApi, value: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: T) => save((await getBackend()).settings, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings }),
  });
}

/** The public business details. */
export const useSaveBusinessSettings = () => useSaveSetting((settings, value: BusinessSettings) => settings.saveBusiness(value));

/** Where the operator's booking and enquiry e-mails go. */
export const useSaveNotificationSettings = () =>
  useSaveSetting((settings, value: NotificationSettings) => settings.saveNotifications(value));

/** How many requests and room-nights one account may hold, and for how long a request holds. */
export const useSaveBookingPolicy = () => useSaveSetting((settings, value: BookingPolicy) => settings.saveBookingPolicy(value));

/** How customers pay a confirmed booking, and the tax on each kind of booking. */
export const useSavePaymentSettings = () =>
  useSaveSetting((settings, value: PaymentSettingsInput) => settings.savePaymentSettings(value));

/** How bookings are taxed and their tax documents written. */
export const useSaveTaxSettings = () => useSaveSetting((settings, value: TaxSettingsInput) => settings.saveTaxSettings(value));

/** What every trip page shows: the 24-hour number, the emergency numbers and the altitude advice. */
export const useSaveTripSettings = () => useSaveSetting((settings, value: TripSettingsInput) => settings.saveTripSettings(value));

/** The operator's named peak periods (Durga Puja, Diwali, New Year). */
export const useSavePeakPeriods = () => useSaveSetting((settings, value: PeakPeriods) => settings.savePeakPeriods(value));

/**
 * A settings form's submit: saves, then says so in a notice above the page (the form starts again from the saved
 * values once they are read back), or says in the form what failed. Resolves whether it saved.
 */
export function useSettingsSubmit<T>(
  save: (value: T) => Promise<unknown>,
  words: { what: string; failed: string; saved: string },
) {
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(value: T): Promise<boolean> {
    setFailure(null);
    try {
      await save(value);
    } catch (error) {
      console.warn(`Saving the ${words.what} failed:`, error);
      setFailure(words.failed);
      return false;
    }
    notify('success', words.saved);
    return true;
  }
  return { failure, submit };
}
