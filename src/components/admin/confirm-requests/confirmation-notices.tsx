import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import type { QueuedConfirmation } from './queued-confirmations';
import { useConfirmRequests } from './use-confirm-requests';

const whose = (booking: Booking) => `${booking.userName}’s request${booking.reference ? ` (${booking.reference})` : ''}`;

function message({ booking, state }: QueuedConfirmation): string {
  switch (state) {
    case 'waiting':
      return booking.userEmail
        ? `Confirming ${whose(booking)}: the confirmation e-mail goes to ${booking.userEmail} in a few seconds.`
        : `Confirming ${whose(booking)} in a few seconds. No e-mail address was given: call the customer.`;
    case 'saving':
      return `Confirming ${whose(booking)}...`;
    case 'done':
      return booking.userEmail
        ? `Confirmed ${whose(booking)}. The customer was e-mailed at ${booking.userEmail}.`
        : `Confirmed ${whose(booking)}. No e-mail address was given: call the customer.`;
    case 'undone':
      return `Undone: ${whose(booking)} stays Pending. No e-mail was sent.`;
    case 'failed':
      return `Could not confirm ${whose(booking)}. It stays Pending; please try again.`;
  }
}

/**
 * What happens to the requests the operator confirmed: each can be undone while it waits, then says the customer
 * was e-mailed. Shown on every admin page (the layout holds it), so moving on to the next request keeps it in view.
 */
export function ConfirmationNotices() {
  const { items, undo, dismiss } = useConfirmRequests();
  return (
    <div
      role="status"
      aria-label="Confirmations"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-end gap-2 sm:left-auto sm:w-[28rem]"
    >
      {items.map((item) => (
        <div
          key={item.booking.id}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
            item.state === 'failed' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <p className="min-w-0 flex-1 break-words">{message(item)}</p>
          {item.state === 'waiting' ? (
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 shrink-0"
              aria-label={`Undo confirming ${whose(item.booking)}`}
              onClick={() => undo(item.booking.id)}
            >
              Undo
            </Button>
          ) : item.state === 'failed' || item.state === 'done' || item.state === 'undone' ? (
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 shrink-0"
              aria-label={`Dismiss: ${whose(item.booking)}`}
              onClick={() => dismiss(item.booking.id)}
            >
              Dismiss
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
