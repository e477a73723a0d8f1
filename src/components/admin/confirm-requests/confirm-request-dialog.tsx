import { useId, useState } from 'react';
import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { formatCalendarDate } from '@/lib/format';
import { undoWindowMs } from './queued-confirmations';

interface ConfirmRequestDialogProps {
  /** The requests to confirm; the dialog is open while there are some. */
  bookings: readonly Booking[];
  onConfirm: (note: string) => void;
  /** Offered on a booking's own page: confirm, then open the next pending request. */
  onConfirmAndNext?: ((note: string) => void) | undefined;
  onDismiss: () => void;
}

const seconds = undoWindowMs / 1000;

/** Says who will be e-mailed before a request is confirmed, with an optional note for the customer. */
export function ConfirmRequestDialog({ bookings, onConfirm, onConfirmAndNext, onDismiss }: ConfirmRequestDialogProps) {
  const messageId = useId();
  const [note, setNote] = useState('');
  const one = bookings.length === 1 ? bookings[0] : undefined;
  const close = () => {
    setNote('');
    onDismiss();
  };
  const act = (action: (note: string) => void) => {
    action(note);
    setNote('');
  };
  return (
    <Dialog
      open={bookings.length > 0}
      onClose={close}
      title={one ? 'Confirm this request?' : `Confirm ${bookings.length} requests?`}
      describedBy={messageId}
      size="lg"
    >
      <div id={messageId} className="space-y-3 text-slate-700">
        {one ? (
          <p>
            <strong className="text-slate-900">{one.itemName}</strong> for {one.userName}
            {one.reference ? <span className="whitespace-nowrap"> ({one.reference})</span> : null}, from{' '}
            {formatCalendarDate(one.travelDate)}.
          </p>
        ) : null}
        <p>
          {one?.userEmail ? (
            <>
              We will e-mail <strong className="break-all text-slate-900">{one.userEmail}</strong> that the booking is confirmed.
            </>
          ) : one ? (
            'No e-mail address was given for this booking: call the customer to tell them it is confirmed.'
          ) : (
            'We will e-mail each customer that their booking is confirmed:'
          )}
        </p>
        {one ? null : (
          <ul className="list-disc space-y-1 pl-5">
            {bookings.map((booking) => (
              <li key={booking.id}>
                {booking.userName}
                {booking.reference ? ` (${booking.reference})` : ''}:{' '}
                <span className="break-all">{booking.userEmail ?? 'no e-mail address: call them'}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-slate-600">You can undo it for {seconds} seconds: nothing is sent until then.</p>
      </div>
      <TextAreaField
        className="mt-4"
        label="Note to the customer (optional)"
        hint="Goes in the confirmation e-mail."
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} className="min-h-11">
          Not now
        </Button>
        {onConfirmAndNext ? (
          <Button variant="secondary" onClick={() => act(onConfirmAndNext)} className="min-h-11">
            Confirm and open next
          </Button>
        ) : null}
        <Button onClick={() => act(onConfirm)} className="min-h-11">
          {one ? 'Confirm request' : `Confirm ${bookings.length} requests`}
        </Button>
      </div>
    </Dialog>
  );
}
