import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { checkCircleIcon } from '@/components/ui/icons/check-circle';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { bookingSuccessMessage, parseStoredConfirmation, type BookingConfirmation } from '@/lib/booking-confirmation';
import { mealPlanWords } from '@/lib/meal-plans';
import { useNoticeInPlace } from '@/components/ui/notice';
import { clearStoredConfirmation } from '@/lib/booking-confirmation-store';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { myBookingsPath } from '@/lib/paths';
import { site } from '@/lib/site';
import { SupportHours } from '@/components/business/business-details';

/** The button that had the focus goes with the panel: the page's content takes it, as after the skip link. */
function dismiss() {
  clearStoredConfirmation();
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

/**
 * The request this browser sent last, on the home page the booking form returns to: what was booked, when,
 * for whom, the total, and what happens next. It stays, across reloads, until dismissed. Loaded as a chunk of
 * its own, and only when something is stored, so the home page's first load does not pay for it.
 */
export function BookingConfirmationPanel({ stored }: { stored: string }) {
  const confirmation = parseStoredConfirmation(stored);
  const valid = confirmation !== null;
  const titleId = useId();
  // The booking form's notice is said here, in the panel, not again on top of it.
  useNoticeInPlace(bookingSuccessMessage);

  // Text that is not a confirmation (an older version, a hand edit) is let go, so it is not read again.
  useEffect(() => {
    if (!valid) clearStoredConfirmation();
  }, [valid]);

  if (!confirmation) return null;
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
    <section aria-labelledby={titleId} className="border-b border-emerald-200 bg-emerald-50">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between lg:gap-10">
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 text-sm font-bold tracking-wider text-emerald-800 uppercase">
              <Icon shape={checkCircleIcon} className="size-5 text-emerald-700" />
              Request received
            </p>
            <p className="mt-1 font-semibold text-emerald-900">{bookingSuccessMessage}</p>
            <h2 id={titleId} className="mt-1 font-display text-2xl font-bold text-brand-900">
              Your booking reference is{' '}
              <span className="font-mono tracking-wide whitespace-nowrap">{confirmation.reference}</span>
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.label} className="min-w-0">
                  <dt className="inline font-semibold text-slate-900">{fact.label}: </dt>
                  <dd className="inline text-slate-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 max-w-3xl text-slate-800">
              <strong>What happens next:</strong> we confirm within one working day (<SupportHours />) and e-mail you the details.
              Quote your reference when you call or write to us.
            </p>
            {confirmation.verificationSentTo ? (
              <p className="mt-3 max-w-3xl rounded-lg border-l-4 border-brand-500 bg-white px-4 py-3 text-slate-800">
                We have sent a link to <strong>{confirmation.verificationSentTo}</strong> to confirm your address. Your copy of
                this request follows once you confirm it.
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row lg:flex-col">
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
            <Button variant="ghost" onClick={dismiss} aria-label={`Dismiss the confirmation of ${confirmation.reference}`}>
              Dismiss
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
