import { todayInIndia } from '@/backend/domain/calendar';
import { refundForBooking } from '@/backend/domain/cancellation';
import type { Booking } from '@/backend/schemas';
import { countLabel } from '@/lib/booking-kinds';
import { formatDateTime, formatRupees } from '@/lib/format';

function beforeTravel(days: number): string {
  if (days < 0) return 'after the travel date';
  if (days === 0) return 'on the travel date';
  return `${countLabel(days, 'day', 'days')} before the travel date`;
}

/**
 * What the cancellation policy gives for this booking: counted to the day the customer asked to cancel, or to
 * today when nobody has asked yet. Nothing is paid while the payment gateway is off, so the figures are worded
 * as what applies once a booking is paid.
 */
export function RefundSummary({ booking }: { booking: Booking }) {
  const asked = booking.cancellationRequestedAt;
  const quote = refundForBooking(booking, todayInIndia(asked ? new Date(asked) : new Date()));
  return (
    <div className="space-y-3 text-sm text-slate-700">
      <p>
        {asked ? (
          <>
            <strong className="text-slate-900">
              {booking.userName} asked to cancel on {formatDateTime(asked)}
            </strong>
            , {beforeTravel(quote.daysBefore)}.
          </>
        ) : (
          <>
            Nobody has asked to cancel. If {booking.userName} asked today, it would be {beforeTravel(quote.daysBefore)}.
          </>
        )}
      </p>
      <dl className="max-w-sm space-y-1.5 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex justify-between gap-4">
          <dt>Booking total</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(booking.totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Cancellation charge</dt>
          <dd className="font-semibold text-red-800 tabular-nums">{formatRupees(quote.charge)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1.5">
          <dt className="font-semibold text-slate-900">Refund once paid</dt>
          <dd className="font-bold text-emerald-800 tabular-nums">{formatRupees(quote.refund)}</dd>
        </div>
      </dl>
      <p>
        <span className="font-semibold text-slate-900">Policy:</span> {quote.rule}.
      </p>
      <p>
        Nothing has been paid yet (the payment gateway is off), so cancelling this request costs the customer nothing today. The
        figures above are what the policy gives once a booking is paid.
      </p>
    </div>
  );
}
