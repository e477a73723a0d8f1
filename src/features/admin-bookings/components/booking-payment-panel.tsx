import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { settingsQueries } from '@/backend/queries';
import { hasPaymentPlan, paymentPlan, paymentStateLabels, type PaymentMark } from '@/backend/domain/payment-plan';
import type { Booking } from '@/backend/schemas';
import { claimedAmountWords, PaymentAmounts, PaymentStateBadge } from '@/components/booking/payment-details';
import { Button } from '@/components/ui/button';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import { useMarkPayment } from '@/components/admin/use-mark-payment';

const marked: Record<PaymentMark, string> = {
  none: 'Payment marks cleared.',
  advance: 'Marked: advance received. The customer sees it in My bookings.',
  full: 'Marked: paid in full. The customer sees it in My bookings.',
};

/**
 * What the customer has paid by UPI or bank transfer (online payment is off): the advance and the balance from the
 * operator's payment instructions, and the operator's "Advance received" and "Paid in full" marks.
 */
export function BookingPaymentPanel({ booking }: { booking: Booking }) {
  const headingId = useId();
  const settings = useQuery(settingsQueries.payments());
  const mark = useMarkPayment(booking.id);
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);

  async function record(next: PaymentMark) {
    setFailure(null);
    try {
      await mark.mutateAsync(next);
      notify('success', marked[next]);
    } catch (error) {
      console.warn('Marking the payment failed:', error);
      setFailure('The payment could not be marked. Please try again.');
    }
  }

  const plan = settings.data && hasPaymentPlan(booking) ? paymentPlan(booking, settings.data) : null;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 font-display text-lg font-bold text-brand-900">
        Payment
      </h2>
      {!hasPaymentPlan(booking) ? (
        <p className="text-sm text-slate-600">Nothing to collect until the price is quoted.</p>
      ) : settings.isError ? (
        <InlineNotice kind="error">Could not load the payment instructions.</InlineNotice>
      ) : !plan || !settings.data ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the payment...
        </p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <PaymentStateBadge state={plan.state} />
            {booking.advanceReceivedAt ? (
              <span className="text-sm text-slate-600">Advance marked {formatDateTime(booking.advanceReceivedAt)}</span>
            ) : null}
            {booking.paidInFullAt ? (
              <span className="text-sm text-slate-600">Paid in full marked {formatDateTime(booking.paidInFullAt)}</span>
            ) : null}
          </div>
          <PaymentAmounts plan={plan} />
          <PaymentClaims booking={booking} />
          {booking.status !== 'Confirmed' && plan.state === 'unpaid' ? (
            <p className="text-sm text-slate-600">The customer is asked to pay once you confirm the booking.</p>
          ) : null}
          <div className="flex flex-wrap gap-2" role="group" aria-label="Mark what the customer has paid">
            <Button
              variant={plan.state === 'advance' ? 'primary' : 'secondary'}
              className="min-h-11"
              aria-pressed={plan.state === 'advance'}
              disabled={mark.isPending || plan.state === 'advance'}
              onClick={() => void record('advance')}
            >
              {paymentStateLabels.advance}
            </Button>
            <Button
              variant={plan.state === 'full' ? 'primary' : 'secondary'}
              className="min-h-11"
              aria-pressed={plan.state === 'full'}
              disabled={mark.isPending || plan.state === 'full'}
              onClick={() => void record('full')}
            >
              {paymentStateLabels.full}
            </Button>
            {plan.state !== 'unpaid' ? (
              <Button variant="ghost" className="min-h-11" disabled={mark.isPending} onClick={() => void record('none')}>
                Clear payment marks
              </Button>
            ) : null}
          </div>
          {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
        </div>
      )}
    </section>
  );
}

/**
 * The payments the customer says they made, each with its UTR to find in the bank's statement: marking the amount
 * received below matches them.
 */
function PaymentClaims({ booking }: { booking: Booking }) {
  const claims = booking.paymentClaims ?? [];
  if (claims.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">Paid, says the customer</h3>
      <ul className="grid gap-1 text-sm">
        {claims.map((claim) => (
          <li key={claim.utr} className={claim.matchedAt ? 'text-slate-600' : 'font-medium text-slate-900'}>
            UTR {claim.utr}, {claimedAmountWords(claim)}, {formatDateTime(claim.at)}
            {claim.note ? ` (“${claim.note}”)` : ''}:{' '}
            {claim.matchedAt ? `matched ${formatDateTime(claim.matchedAt)}` : 'waiting to be matched'}
          </li>
        ))}
      </ul>
    </div>
  );
}
