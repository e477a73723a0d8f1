import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isRegistered } from '@/backend/domain/gst/booking-tax';
import { settingsQueries } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatCalendarDate } from '@/lib/format';

interface ConfirmCancelDialogProps {
  booking: Booking | null;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** What a cancellation issues by itself, once money came in and the operator is registered for GST. */
export const cancellationDocumentsNote =
  "What was paid is answered in the booking's tax documents: a refund voucher, or a credit note once it has its invoice, and an invoice for the cancellation charge kept.";

/**
 * Asks before a booking is set to Cancelled: it frees the booking's nights or seats, tells the customer and, for a
 * paid booking, issues its tax documents.
 */
export function ConfirmCancelDialog({ booking, busy, onConfirm, onDismiss }: ConfirmCancelDialogProps) {
  const messageId = useId();
  const tax = useQuery(settingsQueries.tax());
  const paid = Boolean(booking?.advanceReceivedAt ?? booking?.paidInFullAt);
  return (
    <Dialog open={booking !== null} onClose={onDismiss} title="Cancel this booking?" describedBy={messageId}>
      {booking ? (
        <>
          <div id={messageId} className="space-y-3 text-slate-700">
            <p>
              <strong className="text-slate-900">{booking.itemName}</strong> for {booking.userName}
              {booking.reference ? <span className="whitespace-nowrap"> ({booking.reference})</span> : null}, from{' '}
              {formatCalendarDate(booking.travelDate)}.
            </p>
            <p>
              Its rooms or seats become free for other travellers, and we e-mail {booking.userName} that the booking is cancelled.
            </p>
            {paid && tax.data && isRegistered(tax.data) ? <p>{cancellationDocumentsNote}</p> : null}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onDismiss} disabled={busy}>
              Keep booking
            </Button>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? 'Cancelling...' : 'Cancel booking'}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
