import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getBackend } from '@/backend';
import { backendMessages, busyBooking, isBackendError } from '@/backend/errors';
import { queryKeys } from '@/backend/queries';
import { useCurrentUser } from '@/backend/session';
import type { BookingRequestInput } from '@/backend/schemas';
import { useNotify } from '@/components/ui/notice';
import { notHeldMessage, rememberBooking } from '@/lib/booking-confirmation';
import { bookingSuccessMessage } from './booking-schemas';

export function bookingFailureMessage(error: unknown): string {
  // A full night or departure is not a connection problem: the backend's own words say what to change.
  if (isBackendError(error, 'sold-out')) return `${error.message} Nothing was booked.`;
  // The operator's limits and the booking window are worded for the customer already: shown as they come.
  if (isBackendError(error, 'limit-reached')) return error.message;
  if (isBackendError(error, 'invalid-data') && error.message !== backendMessages['invalid-data']) return error.message;
  // Others were booking the same rooms or seats at that moment: nothing is wrong with the connection or the form.
  if (isBackendError(error, 'unavailable') && error.message === busyBooking) return `${busyBooking} Nothing was booked yet.`;
  const reason = isBackendError(error) && error.code !== 'unavailable' ? ` (${error.message})` : '';
  return `We could not send your booking${reason}. Nothing was booked: please check your connection and try again, or chat with us on WhatsApp.`;
}

/**
 * Sends a booking request to the operator, remembers it for the home page's confirmation panel, then shows the
 * spec's success notice (and, for a request taken without holding its rooms or seats, what that means) and leaves
 * for `redirectTo`.
 * A failure keeps the guest on the form with a message. The request is sent once however often the form is
 * submitted (double clicks, Enter pressed twice), and never again after it has gone through.
 */
export function useConfirmBooking(redirectTo: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useCurrentUser();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (input: BookingRequestInput) => (await getBackend()).bookings.create(input),
    onSuccess: (booking) => {
      // The home page shows what was booked until the traveller dismisses it.
      rememberBooking(booking, account);
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
    // Refused for a full night or departure: what the form shows as free is out of date.
    onError: (error) => {
      if (isBackendError(error, 'sold-out')) void queryClient.invalidateQueries({ queryKey: queryKeys.availability });
    },
  });

  async function confirm(input: BookingRequestInput) {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    let booking;
    try {
      booking = await create.mutateAsync(input);
    } catch (failure) {
      console.warn('Could not create the booking:', failure);
      setError(bookingFailureMessage(failure));
      sending.current = false;
      return;
    }
    setSent(true);
    notify('success', bookingSuccessMessage);
    // A request taken without a hold says so at once: the customer may think the room is theirs.
    const notHeld = notHeldMessage(booking, account?.email ?? booking.userEmail);
    if (notHeld) notify('info', notHeld);
    await navigate(redirectTo);
  }

  return { confirm, busy: create.isPending || sent, error };
}
