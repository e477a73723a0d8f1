import { useState } from 'react';
import { isBackendError } from '@/backend/errors';
import { bookingStatusSchema, type Booking, type BookingStatus } from '@/backend/schemas';
import { useNotify } from '@/components/ui/notice';
import { useUpdateBookingStatus } from './use-update-booking-status';

export const statusUpdated = 'Booking status updated.';
export const statusUpdateFailed = 'Could not update booking status.';

/** What the operator hears when a status change fails: with the full night when re-holding a room found none. */
export function statusFailureMessage(error: unknown): string {
  if (isBackendError(error, 'sold-out')) return `${statusUpdateFailed} ${error.message} The booking stays Cancelled.`;
  return statusUpdateFailed;
}

/**
 * Changing a booking's status from a dropdown. Cancelling asks first (it releases the booking's nights or seats
 * and e-mails the customer): `confirming` holds the booking while the question is on screen.
 */
export function useBookingStatusChange() {
  const update = useUpdateBookingStatus();
  const notify = useNotify();
  const [confirming, setConfirming] = useState<Booking | null>(null);

  function send(booking: Booking, status: BookingStatus) {
    update.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => notify('success', statusUpdated),
        onError: (error) => {
          console.warn('Could not update booking status:', error);
          notify('error', statusFailureMessage(error));
        },
        onSettled: () => setConfirming(null),
      },
    );
  }

  function request(booking: Booking, value: string) {
    const status = bookingStatusSchema.parse(value);
    if (status === booking.status) return;
    if (status === 'Cancelled') setConfirming(booking);
    else send(booking, status);
  }

  return {
    request,
    confirming,
    busy: update.isPending,
    confirm: () => {
      if (confirming) send(confirming, 'Cancelled');
    },
    dismiss: () => {
      if (!update.isPending) setConfirming(null);
    },
  };
}
