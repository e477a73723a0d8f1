import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { bookingQueries, settingsQueries } from '@/backend/queries';
import { daysBetween } from '@/backend/domain/calendar';
import { formatPhone, phoneHref } from '@/backend/domain/phone';
import { bookedTransfers } from '@/backend/domain/pricing';
import { hasPaymentPlan, paymentPlan, paymentStateLabels } from '@/backend/domain/payment-plan';
import type { Booking, BookingKind, PaymentSettings, SessionUser } from '@/backend/schemas';
import { useBusinessSettings } from '@/components/business/business-details';
import { PaymentAmounts, PaymentMethods } from '@/components/booking/payment-details';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate, formatRupees } from '@/lib/format';
import { mealPlanNames } from '@/lib/meal-plans';
import { BackToMyBookings, PrintableAccountPage, PrintablePageSkeleton } from '../components/printable-account-page';
import { TravellerNames } from '../components/traveller-names';

/**
 * Printed, the page is the voucher alone: the site's header and footer and the page's own buttons stay on screen.
 * The layout is not this page's to change, so the rule names its landmarks (the voucher uses neither element).
 */
const printRules = `@media print {
  header, footer, [data-screen-only] { display: none !important; }
  main { min-height: 0 !important; }
  @page { margin: 14mm; }
}`;

const stayKinds: readonly BookingKind[] = ['room', 'hotel'];

/** A booking's voucher: what was booked in words, for whom, when, what it costs and what is paid, and who to call. */
export function BookingVoucherPage() {
  return (
    <PrintableAccountPage
      title="Booking voucher"
      description="The voucher of your booking with Himalayan Aster Tours."
      printRules={printRules}
    >
      {(user) => <Voucher user={user} />}
    </PrintableAccountPage>
  );
}

function Voucher({ user }: { user: SessionUser }) {
  const { id = '' } = useParams();
  // The customer's own bookings: the backend gives nobody else's, so a voucher is only ever its owner's.
  const bookings = useQuery(bookingQueries.myBookings(user.id));
  const payments = useQuery(settingsQueries.payments());

  if (bookings.isPending) return <PrintablePageSkeleton />;
  if (bookings.isError) {
    return (
      <div className="space-y-4">
        <InlineNotice kind="error">We could not load your booking. Please check your connection and try again.</InlineNotice>
        <Button variant="secondary" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const booking = bookings.data.find((one) => one.id === id);
  if (!booking || booking.status !== 'Confirmed') {
    return (
      <div className="space-y-4">
        <h1 className="font-display text-3xl font-bold text-brand-900">Voucher not available</h1>
        <p className="text-slate-700">
          {booking
            ? 'Your voucher is ready once we confirm this booking. We will e-mail you when we do.'
            : 'We could not find this booking among yours.'}
        </p>
        <BackToMyBookings />
      </div>
    );
  }
  return <VoucherSheet booking={booking} payments={payments.data} paymentsFailed={payments.isError} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-200 py-2 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4 print:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 break-inside-avoid">
      <h2 className="mb-2 font-display text-lg font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function VoucherSheet({
  booking,
  payments,
  paymentsFailed,
}: {
  booking: Booking;
  payments: PaymentSettings | undefined;
  paymentsFailed: boolean;
}) {
  const business = useBusinessSettings();
  const stay = stayKinds.includes(booking.kind);
  const nights = stay ? daysBetween(booking.travelDate, booking.endDate) : 0;
  const meals = mealPlanNames.find((plan) => plan.id === booking.mealPlan);
  const plan = payments && hasPaymentPlan(booking) ? paymentPlan(booking, payments) : null;
  const transfers = bookedTransfers(booking.lines);

  return (
    <article
      aria-labelledby="voucher-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">Himalayan Aster Tours</p>
          <h1 id="voucher-title" className="mt-1 font-display text-3xl font-bold text-brand-900">
            Booking voucher
          </h1>
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-600">Reference</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-brand-900">{booking.reference ?? '—'}</p>
          <p className="mt-1 text-sm font-semibold text-emerald-800">Confirmed</p>
        </div>
      </div>

      <SheetSection title="Booked">
        <dl>
          <Fact label="What">{booking.itemName}</Fact>
          <Fact label="Kind">{bookingKindLabels[booking.kind]}</Fact>
          {meals ? (
            <Fact label="Meal plan">
              {meals.label} ({meals.code})
            </Fact>
          ) : null}
          <Fact label={stay ? 'Check-in' : 'Travel date'}>{formatCalendarDate(booking.travelDate)}</Fact>
          {booking.endDate !== booking.travelDate ? (
            <Fact label={stay ? 'Check-out' : 'Until'}>{formatCalendarDate(booking.endDate)}</Fact>
          ) : null}
          {nights > 0 ? <Fact label="Nights">{countLabel(nights, 'night', 'nights')}</Fact> : null}
          {booking.travellers ? (
            <Fact label={stay ? 'Guests' : 'Travellers'}>
              {countLabel(booking.travellers, stay ? 'guest' : 'traveller', stay ? 'guests' : 'travellers')}
              <TravellerNames booking={booking} />
            </Fact>
          ) : null}
          {transfers.length > 0 ? (
            <Fact label="Pick-up and drop">
              <ul>
                {transfers.map((transfer) => (
                  <li key={transfer}>{transfer}</li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </dl>
      </SheetSection>

      <SheetSection title="Guest">
        <dl>
          <Fact label="Name">{booking.userName}</Fact>
          <Fact label="E-mail">{booking.userEmail}</Fact>
          {booking.phone ? <Fact label="Phone">{formatPhone(booking.phone)}</Fact> : null}
        </dl>
      </SheetSection>

      <SheetSection title="Payment">
        {!hasPaymentPlan(booking) ? (
          <p className="text-slate-800">To be quoted: we will tell you the price before you pay anything.</p>
        ) : plan && payments ? (
          <div className="space-y-4">
            <p className="font-semibold text-slate-900">{paymentStateLabels[plan.state]}</p>
            <PaymentAmounts plan={plan} />
            {plan.state !== 'full' ? <PaymentMethods settings={payments} reference={booking.reference} /> : null}
          </div>
        ) : paymentsFailed ? (
          <p className="text-slate-800">Total {formatRupees(booking.totalPrice)}. Please call us for the payment details.</p>
        ) : (
          <p role="status" className="text-slate-600">
            Loading the payment details...
          </p>
        )}
      </SheetSection>

      <SheetSection title="Contact us">
        {business ? (
          <dl>
            <Fact label="Phone">
              <a href={phoneHref(business.phone)} className="text-brand-700 underline underline-offset-2">
                {formatPhone(business.phone)}
              </a>
            </Fact>
            <Fact label="E-mail">
              <a href={`mailto:${business.email}`} className="break-all text-brand-700 underline underline-offset-2">
                {business.email}
              </a>
            </Fact>
            <Fact label="Address">{business.address}</Fact>
            <Fact label="Hours">{business.supportHours}</Fact>
          </dl>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
        <p className="mt-3 text-sm text-slate-700">Please show this voucher on arrival and quote your reference when you call.</p>
      </SheetSection>

      <div data-screen-only className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button className="min-h-11" onClick={() => window.print()}>
          Print voucher
        </Button>
        <BackToMyBookings />
      </div>
    </article>
  );
}
