import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { settingsQueries } from '@/backend/queries';
import { hasPaymentPlan, paymentPlan } from '@/backend/domain/payment-plan';
import type { Booking, PaymentSettings } from '@/backend/schemas';
import { claimedAmountWords, PaymentAmounts, PaymentMethods, PaymentStateBadge } from '@/components/booking/payment-details';
import { waitingClaims } from '@/backend/domain/payment-plan';
import { ButtonLink } from '@/components/ui/button';
import { bookingTripPath, bookingVoucherPath } from '@/lib/paths';
import { UpiPay } from './upi-pay';

/**
 * A confirmed booking's payment, in My bookings: online payment is off, so the customer pays the advance now and the
 * balance by its date, by UPI or bank transfer, and sees what the operator has received. The voucher prints it all.
 */
export function BookingPayment({ booking }: { booking: Booking }) {
  const headingId = useId();
  const settings = useQuery({ ...settingsQueries.payments(), enabled: booking.status === 'Confirmed' });
  if (booking.status !== 'Confirmed') return null;
  const voucher = (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to={bookingTripPath(booking.id)} className="min-h-11">
        Your trip
      </ButtonLink>
      <ButtonLink to={bookingVoucherPath(booking.id)} variant="secondary" className="min-h-11">
        View and print your voucher
      </ButtonLink>
    </div>
  );
  if (!hasPaymentPlan(booking)) return voucher;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-emerald-200 bg-emerald-50/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-base font-bold text-brand-900">
          How to pay
        </h3>
        {settings.data ? <PaymentStateBadge state={paymentPlan(booking, settings.data).state} /> : null}
      </div>
      {settings.isError ? (
        <p className="mt-2 text-sm text-slate-700">We could not load the payment details: please call us for them.</p>
      ) : !settings.data ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the payment details...
        </p>
      ) : (
        <PaymentBody booking={booking} settings={settings.data} />
      )}
      <div className="mt-4">{voucher}</div>
    </section>
  );
}

function PaymentBody({ booking, settings }: { booking: Booking; settings: PaymentSettings }) {
  const plan = paymentPlan(booking, settings);
  if (plan.state === 'full') {
    return <p className="mt-2 text-sm text-slate-800">We have received your full payment. Thank you!</p>;
  }
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      <div>
        <p className="mb-1 text-sm text-slate-700">
          {plan.state === 'advance'
            ? 'We have received your advance. Please pay the balance by its date.'
            : 'Your booking is confirmed. Online payment is off: please pay by UPI or bank transfer.'}
        </p>
        <PaymentAmounts plan={plan} />
        <WaitingClaims booking={booking} />
      </div>
      <div>
        <PaymentMethods settings={settings} reference={booking.reference} />
        <UpiPay booking={booking} plan={plan} settings={settings} />
      </div>
    </div>
  );
}

/** The payments the customer has told us about that the operator has not matched yet. */
function WaitingClaims({ booking }: { booking: Booking }) {
  const waiting = waitingClaims(booking);
  if (waiting.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2">
      {waiting.map((claim) => (
        <li key={claim.utr} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          Payment claimed, UTR {claim.utr} ({claimedAmountWords(claim)}), waiting for the operator to match it.
        </li>
      ))}
    </ul>
  );
}
