import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineNotice } from '@/components/ui/notice';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { countLabel } from '@/lib/booking-kinds';
import { refundForBooking } from '@/backend/domain/cancellation';
import { todayInIndia } from '@/backend/domain/calendar';
import { cancellationPolicyPath } from '@/lib/paths';

interface CancelBookingDialogProps {
  booking: Booking;
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

function daysLabel(days: number): string {
  if (days < 0) return 'after your travel date';
  if (days === 0) return 'on your travel date';
  return `${countLabel(days, 'day', 'days')} before your travel date`;
}

/**
 * Confirms a cancellation request. Online payment is switched off, so no booking has been paid: cancelling the
 * request costs nothing, and the dialog says so first. What the policy would charge and refund today is shown
 * as what applies once a booking is paid, so nobody reads it as money they are about to lose.
 */
export function CancelBookingDialog({ booking, open, busy, error, onConfirm, onClose }: CancelBookingDialogProps) {
  const summaryId = useId();
  const quote = useMemo(() => (open ? refundForBooking(booking, todayInIndia()) : null), [booking, open]);
  if (!quote) return null;

  return (
    <Dialog open={open} onClose={() => (busy ? undefined : onClose())} title="Request cancellation" describedBy={summaryId}>
      <div id={summaryId}>
        <p className="text-slate-700">
          You are asking us to cancel <strong className="text-slate-900">{booking.itemName}</strong>
          {booking.reference ? (
            <>
              {' '}
              <span className="whitespace-nowrap">({booking.reference})</span>
            </>
          ) : null}
          , starting {formatCalendarDate(booking.travelDate)}.
        </p>
        <p className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
          Nothing has been paid for this booking, so cancelling this request costs you nothing.
        </p>
      </div>
      <section aria-labelledby={`${summaryId}-policy`} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 id={`${summaryId}-policy`} className="text-sm font-bold text-slate-900">
          Once a booking is paid
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          For a paid booking, cancelling today ({daysLabel(quote.daysBefore)}) would work out like this:
        </p>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Booking total</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(booking.totalPrice)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Cancellation charge</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{formatRupees(quote.charge)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
            <dt className="font-semibold text-slate-900">Refund</dt>
            <dd className="font-bold text-slate-900 tabular-nums">{formatRupees(quote.refund)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Policy:</span> {quote.rule}. Refunds of paid bookings go back to the
          original payment method in 10 to 15 working days.
        </p>
      </section>
      <p className="mt-4 text-sm text-slate-700">
        Our team confirms the cancellation by e-mail. Read the{' '}
        <Link to={cancellationPolicyPath()} className="font-semibold text-brand-700 underline">
          Cancellation &amp; Refund Policy
        </Link>
        .
      </p>
      {error ? (
        <div className="mt-4">
          <InlineNotice kind="error">{error}</InlineNotice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Keep my booking
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Sending request...' : 'Request cancellation'}
        </Button>
      </div>
    </Dialog>
  );
}
