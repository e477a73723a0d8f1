import { paymentStateLabels, waitingClaims, type PaymentMark } from '@/backend/domain/payment-plan';
import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/ui/notice';
import { useMarkPayment } from './use-mark-payment';

/**
 * Beside a payment the customer says they made (its UTR found in the bank's statement): marks that amount received
 * in one press, which matches the claim in the same write.
 */
export function MarkClaimPaid({ booking }: { booking: Booking }) {
  const claim = waitingClaims(booking)[0];
  const mark = useMarkPayment(booking.id);
  const notify = useNotify();
  if (!claim) return null;
  const next: Exclude<PaymentMark, 'none'> = claim.purpose === 'advance' ? 'advance' : 'full';

  async function record() {
    try {
      await mark.mutateAsync(next);
      notify('success', `Marked: ${paymentStateLabels[next].toLowerCase()} for ${booking.reference ?? booking.userName}.`);
    } catch (error) {
      console.warn('Marking the payment failed:', error);
      notify('error', 'The payment could not be marked. Please try again.');
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-h-11"
      disabled={mark.isPending}
      aria-label={`Mark ${paymentStateLabels[next].toLowerCase()} for UTR ${claim.utr}, ${booking.userName}`}
      onClick={() => void record()}
    >
      {mark.isPending ? 'Marking...' : `Mark ${paymentStateLabels[next].toLowerCase()}`}
    </Button>
  );
}
