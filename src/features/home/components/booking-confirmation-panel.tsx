import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { bookingQueries } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { checkCircleIcon } from '@/components/ui/icons/check-circle';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import {
  bookingSuccessMessage,
  confirmationOf,
  notHeldMessage,
  parseStoredConfirmation,
  type BookingConfirmation,
} from '@/lib/booking-confirmation';
import { mealPlanWords } from '@/lib/meal-plans';
import { InlineNotice, useNoticeInPlace } from '@/components/ui/notice';
import { clearStoredConfirmation } from '@/lib/booking-confirmation-store';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { myBookingsPath } from '@/lib/paths';
import { site } from '@/lib/site';
import { SupportHours } from '@/components/business/business-details';
import { useCurrentUser } from '@/backend/session';
import { travellerDetailsDueOn, travellerDetailsDueWords } from '@/backend/domain/traveller-details-due';

/** The button that had the focus goes with the panel: the page's content takes it, as after the skip link. */
function dismiss(accountId: string) {
  clearStoredConfirmation(accountId);
  const main = document.getElementById('main');
  if (main) {
    main.tabIndex = -1;
    main.focus({ preventScroll: true });
  }
}

const partyWords: Record<BookingConfirmation['kind'], [string, string]> = {
  hotel: ['guest', 'guests'],
  room: ['guest', 'guests'],
  tour: ['traveller', 'travellers'],
  trip: ['traveller', 'travellers'],
  flight: ['passenger', 'passengers'],
  flightRequest: ['passenger', 'passengers'],
};

function datesOf(confirmation: BookingConfirmation): string {
  const { kind, travelDate, endDate } = confirmation;
  if (kind === 'room' || kind === 'hotel')
    return `Check-in ${formatCalendarDate(travelDate)}, check-out ${formatCalendarDate(endDate)}`;
  return travelDate === endDate
    ? formatCalendarDate(travelDate)
    : `${formatCalendarDate(travelDate)} to ${formatCalendarDate(endDate)}`;
}

/**
 * What was booked: a room by its name and the hotel ('Deluxe Double, Hotel Aster', the meal plan follows on its own
 * line); anything else with its kind ('Sikkim Delight (tour package)').
 */
function bookedWords(confirmation: BookingConfirmation): string {
  if (confirmation.kind === 'room') return confirmation.itemName;
  return `${confirmation.itemName} (${bookingKindLabels[confirmation.kind].toLowerCase()})`;
}

/** What happens next, by the booking's status as the backend answers it now. */
function NextStep({ status }: { status: Booking['status'] }) {
  if (status === 'Confirmed')
    return (
      <>
        <strong>Confirmed:</strong> we have confirmed this booking. My bookings shows what to pay and when; quote your reference
        when you call or write to us.
      </>
    );
  if (status === 'Cancelled')
    return (
      <>
        <strong>Cancelled:</strong> this request was cancelled. My bookings shows what was refunded; call or write to us to book
        again.
      </>
    );
  return (
    <>
      <strong>What happens next:</strong> we confirm within one working day (<SupportHours />) and e-mail you the details. Quote
      your reference when you call or write to us.
    </>
  );
}

/**
 * The request the signed-in account sent last from this browser, on the home page the booking form returns to:
 * what was booked, when, for whom, the total, its status now and what happens next. Only the account's own bookings
 * are read, so the panel shows a booking only when the backend says it is this account's; it stays, across reloads,
 * until dismissed or the account signs out. It floats over the page (fixed, like the travel alerts) so nothing on
 * the page moves when it arrives, and is loaded as a chunk of its own, only when something is stored.
 */
export function BookingConfirmationPanel({ stored, accountId }: { stored: string; accountId: string }) {
  const remembered = parseStoredConfirmation(stored);
  const mine = useQuery(bookingQueries.myBookings(accountId));
  const booking = remembered ? mine.data?.find((item) => item.reference === remembered.reference) : undefined;
  const confirmation = booking ? confirmationOf(booking, remembered?.verificationSentTo) : null;
  // Kept only while it can still be shown: text that is not a confirmation (an older version, a hand edit) or a
  // reference the account's bookings do not hold is let go, so it is not read again.
  const unusable = !remembered || (mine.isSuccess && !confirmation);
  const titleId = useId();
  const account = useCurrentUser();
  const notHeld = booking ? notHeldMessage(booking, remembered?.verificationSentTo ?? account?.email) : null;
  const detailsDueOn = booking ? travellerDetailsDueOn(booking) : null;
  // The booking form's notices are said here, in the panel, not again on top of it.
  useNoticeInPlace(bookingSuccessMessage);
  useNoticeInPlace(notHeld);

  useEffect(() => {
    if (unusable) clearStoredConfirmation(accountId);
  }, [unusable, accountId]);

  if (!confirmation || !booking) return null;
  const facts = [
    { label: 'Booked', value: bookedWords(confirmation) },
    { label: 'Dates', value: datesOf(confirmation) },
    ...(confirmation.mealPlan ? [{ label: 'Meal plan', value: mealPlanWords(confirmation.mealPlan) }] : []),
    ...(confirmation.rooms && confirmation.rooms > 1 ? [{ label: 'Rooms', value: String(confirmation.rooms) }] : []),
    ...(confirmation.travellers
      ? [{ label: 'Travellers', value: countLabel(confirmation.travellers, ...partyWords[confirmation.kind]) }]
      : []),
    {
      label: 'Total',
      value: confirmation.tax
        ? `${formatRupees(confirmation.totalPrice)} including ${formatRupees(confirmation.tax)} taxes, nothing charged yet`
        : `${formatRupees(confirmation.totalPrice)}, nothing charged yet`,
    },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[70vh] overflow-y-auto border-t border-emerald-300 bg-emerald-50 shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[36rem] sm:rounded-xl sm:border"
    >
      <div className="px-4 py-4 sm:px-6 sm:py-5">
        <div className="flex flex-col gap-4">
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-emerald-800 uppercase">
              <Icon shape={checkCircleIcon} className="size-5 text-emerald-700" />
              Request received
            </p>
            <p className="mt-1 font-semibold text-emerald-900">{bookingSuccessMessage}</p>
            <h2 id={titleId} className="mt-1 font-display text-xl font-bold text-brand-900 sm:text-2xl">
              Your booking reference is{' '}
              <span className="font-mono tracking-wide whitespace-nowrap">{confirmation.reference}</span>
            </h2>
            <p className="mt-2">
              <BookingStatusBadge status={booking.status} size="sm" />
            </p>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="inline font-semibold text-slate-900">{fact.label}: </dt>
                  <dd className="inline text-slate-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-800">
              <NextStep status={booking.status} />
            </p>
            {detailsDueOn ? (
              <p className="mt-2 text-sm text-slate-800">{travellerDetailsDueWords(formatCalendarDate(detailsDueOn))}</p>
            ) : null}
            {notHeld ? (
              <div className="mt-3">
                <InlineNotice kind="info">{notHeld}</InlineNotice>
              </div>
            ) : null}
            {confirmation.verificationSentTo ? (
              <p className="mt-3 rounded-lg border-l-4 border-brand-500 bg-white px-4 py-3 text-slate-800">
                We have sent a link to <strong>{confirmation.verificationSentTo}</strong> to confirm your address. Your copy of
                this request follows once you confirm it.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={myBookingsPath()}
              className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              See My bookings
            </Link>
            <WhatsAppLink
              message={`Hello ${site.name}! About my booking ${confirmation.reference}: ${confirmation.itemName}, ${datesOf(confirmation)}.`}
            >
              Ask on WhatsApp
            </WhatsAppLink>
            <Button
              variant="ghost"
              onClick={() => dismiss(accountId)}
              aria-label={`Dismiss the confirmation of ${confirmation.reference}`}
            >
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
