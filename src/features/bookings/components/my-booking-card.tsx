import { PriceLines } from '@/components/booking/price-lines';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isBackendError } from '@/backend/errors';
import type { BookingKind, Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/components/ui/notice';
import { formatDate, formatRupees } from '@/lib/format';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { mealPlanWords } from '@/lib/meal-plans';
import { formatDateRange } from '../date-range';
import { useRequestCancellation } from '../use-request-cancellation';
import { bookingEnquiryMessage } from '../whatsapp-messages';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { BookingPayment } from './booking-payment';
import { BookingTaxDocuments } from './booking-tax-documents';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { TravellersAndPermits } from './travellers-and-permits';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { Icon, type IconShape } from '@/components/ui/icon';
import { planeIcon } from '@/components/ui/icons/travel';
import { NotHeldNotice } from '@/components/booking/not-held-notice';

const datesLabel: Record<BookingKind, string> = {
  hotel: 'Stay',
  room: 'Stay',
  tour: 'Travel dates',
  trip: 'Travel dates',
  flight: 'Travel date',
  flightRequest: 'Travel date',
};
const partyLabel: Record<BookingKind, [string, string]> = {
  hotel: ['guest', 'guests'],
  room: ['guest', 'guests'],
  tour: ['traveller', 'travellers'],
  trip: ['traveller', 'travellers'],
  flight: ['passenger', 'passengers'],
  flightRequest: ['passenger', 'passengers'],
};

const suitcaseIcon: IconShape = {
  box: 24,
  paths: [
    'M9 4h6a1 1 0 0 1 1 1v2h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V5a1 1 0 0 1 1-1Zm1 3h4V6h-4v1Z',
  ],
};
const bedIcon: IconShape = {
  box: 24,
  paths: [
    'M3 6a1 1 0 0 1 2 0v6h6V9a2 2 0 0 1 2-2h5a3 3 0 0 1 3 3v8a1 1 0 1 1-2 0v-2H5v2a1 1 0 1 1-2 0V6Zm5 1.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  ],
};
const kindIcons: Record<BookingKind, IconShape> = {
  tour: suitcaseIcon,
  trip: suitcaseIcon,
  room: bedIcon,
  hotel: bedIcon,
  flight: planeIcon,
  flightRequest: planeIcon,
};
const clockIcon: IconShape = {
  box: 20,
  holes: true,
  paths: [
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12a.75.75 0 0 0-1.5 0v4.25c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06L10.75 9.94V6Z',
  ],
};

function cancellationFailure(error: unknown): string {
  const reason =
    isBackendError(error) && error.code !== 'unavailable' ? ` ${error.message}` : ' Please check your connection and try again.';
  return `We could not send your cancellation request.${reason}`;
}

/** `email`: the account's address, where its verification link went. */
export function MyBookingCard({ booking, userId, email }: { booking: Booking; userId: string; email: string }) {
  const titleId = useId();
  const notify = useNotify();
  const requestCancellation = useRequestCancellation(userId);
  const [asking, setAsking] = useState(false);
  const requestNote = useRef<HTMLParagraphElement>(null);
  const focusNote = useRef(false);
  const cancelled = booking.status === 'Cancelled';
  const canCancel = !cancelled && !booking.cancellationRequestedAt;

  // The button that opened the dialog is gone once the request is made: focus moves to what replaced it.
  useEffect(() => {
    if (focusNote.current && booking.cancellationRequestedAt) {
      focusNote.current = false;
      requestNote.current?.focus();
    }
  }, [booking.cancellationRequestedAt]);

  function confirmCancellation() {
    requestCancellation.mutate(booking.id, {
      onSuccess: () => {
        focusNote.current = true;
        setAsking(false);
        notify('success', 'Your cancellation request has been sent. We will confirm it by e-mail.');
      },
      onError: (error) => console.warn('Could not request the cancellation:', error),
    });
  }

  const facts: { label: string; value: ReactNode; wide?: boolean }[] = [
    // The dates come first and take a whole row on phones: they are the longest value.
    { label: datesLabel[booking.kind], value: formatDateRange(booking.travelDate, booking.endDate), wide: true },
    { label: 'Reference', value: <span className="font-mono tracking-wide">{booking.reference ?? '—'}</span> },
    ...(booking.travellers ? [{ label: 'Party', value: countLabel(booking.travellers, ...partyLabel[booking.kind]) }] : []),
    // A room's meal plan in words, and its rooms when more than one.
    ...(booking.mealPlan ? [{ label: 'Meal plan', value: mealPlanWords(booking.mealPlan) }] : []),
    ...(booking.rooms && booking.rooms > 1 ? [{ label: 'Rooms', value: String(booking.rooms) }] : []),
    { label: 'Total', value: <span className="text-lg text-brand-900">{formatRupees(booking.totalPrice)}</span> },
  ];

  return (
    <article
      aria-labelledby={titleId}
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${booking.cancellationRequestedAt && !cancelled ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="hidden size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid"
          >
            <Icon shape={kindIcons[booking.kind]} className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
              <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{bookingKindLabels[booking.kind]}</p>
              <BookingStatusBadge status={booking.status} />
            </div>
            <h2
              id={titleId}
              className={`mt-1 font-display text-lg leading-snug font-bold sm:text-xl ${cancelled ? 'text-slate-600' : 'text-brand-900'}`}
            >
              {booking.itemName}
            </h2>
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className={`min-w-0 ${fact.wide ? 'max-sm:col-span-2' : ''}`}>
              <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <NotHeldNotice booking={booking} email={email} />

        {booking.lines && booking.lines.length > 0 ? (
          <details className="rounded-xl border border-slate-200 px-4 py-2">
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">
              Price breakdown
            </summary>
            <div className="pb-2">
              <PriceLines lines={booking.lines} total={booking.totalPrice} caption={`Price breakdown of ${booking.itemName}`} />
            </div>
          </details>
        ) : null}

        {booking.cancellationRequestedAt && !cancelled ? (
          <p
            ref={requestNote}
            tabIndex={-1}
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
          >
            <Icon shape={clockIcon} className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Cancellation requested on {formatDate(booking.cancellationRequestedAt)}.</strong> Our team will confirm it
              by e-mail.
            </span>
          </p>
        ) : null}

        <BookingPayment booking={booking} />

        <BookingTaxDocuments booking={booking} />

        <TravellersAndPermits booking={booking} userId={userId} />

        <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{booking.createdAt ? `Booked on ${formatDate(booking.createdAt)}` : null}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <WhatsAppLink message={bookingEnquiryMessage(booking)} />
            {canCancel ? (
              <Button
                variant="secondary"
                onClick={() => {
                  requestCancellation.reset();
                  setAsking(true);
                }}
                aria-describedby={titleId}
              >
                Request cancellation
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <CancelBookingDialog
        booking={booking}
        open={asking}
        busy={requestCancellation.isPending}
        error={requestCancellation.isError ? cancellationFailure(requestCancellation.error) : null}
        onConfirm={confirmCancellation}
        onClose={() => setAsking(false)}
      />
    </article>
  );
}
