import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { bookingQueries, hotelAsterQueries, settingsQueries } from '@/backend/queries';
import { awaitsCancellation } from '@/backend/domain/booking-filter';
import { daysBetween, todayInIndia } from '@/backend/domain/calendar';
import { departureOf } from '@/backend/domain/availability';
import { asterNightsOf } from '@/backend/domain/trip-places';
import { addressUnverified, notEmailedUnverified } from '@/backend/domain/mail';
import { ConfirmRequestDialog } from '@/components/admin/confirm-requests/confirm-request-dialog';
import { useConfirmRequests } from '@/components/admin/confirm-requests/use-confirm-requests';
import type { Booking } from '@/backend/schemas';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { PriceLines } from '@/components/booking/price-lines';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminBookingPath, adminBookingsPath } from '@/lib/admin-paths';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { mealPlanNames } from '@/lib/meal-plans';
import { BookingPaymentPanel } from '../components/booking-payment-panel';
import { TaxDocumentsPanel } from '../components/tax-documents-panel';
import { BookingStatusSelect } from '../components/booking-status-select';
import { ConfirmCancelDialog } from '../components/confirm-cancel-dialog';
import { CustomerPhone } from '../components/customer-phone';
import { HoldLapsedBadge, HoldLapsedNote, hasLapsedHold } from '../components/hold-lapsed';
import { OfficeNoteForm } from '../components/office-note-form';
import { LinkToAccountForm } from '../components/link-to-account-form';
import { DriverForm } from '../components/driver-form';
import { PriceCheckNote } from '../components/price-check-note';
import { RefundSummary } from '../components/refund-summary';
import { StatusHistory } from '../components/status-history';
import { DocumentsReminders } from '../components/documents-reminders';
import { BookingMoves } from '../components/booking-moves';
import { checkRoomPrice } from '../price-check';
import { useBookingStatusChange } from '../use-booking-status-change';

/** The list's filters travel with the link to a booking, so "All bookings" goes back to the same list. */
function listAddress(state: unknown): string {
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${adminBookingsPath()}${search}` : adminBookingsPath();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 font-display text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field the booking has, in the order the operator reads them. */
function BookingFacts({ booking }: { booking: Booking }) {
  const plan = mealPlanNames.find((option) => option.id === booking.mealPlan);
  const stay = booking.kind === 'room' || booking.kind === 'hotel';
  const nights = stay ? daysBetween(booking.travelDate, booking.endDate) : 0;
  const asterNights = booking.kind === 'trip' && booking.plan ? asterNightsOf(booking.plan.stays) : null;
  // A tour on one of its fixed departures, or a trip tailored from it that starts on one: both hold its seats.
  const departure = departureOf(booking);
  return (
    <dl className="space-y-3">
      <Fact label="What">{booking.itemName}</Fact>
      <Fact label="Kind">{bookingKindLabels[booking.kind]}</Fact>
      {booking.reference ? <Fact label="Reference">{booking.reference}</Fact> : null}
      <Fact label={stay ? 'Check-in' : 'Travel date'}>{formatCalendarDate(booking.travelDate)}</Fact>
      {booking.endDate !== booking.travelDate ? (
        <Fact label={stay ? 'Check-out' : 'Until'}>{formatCalendarDate(booking.endDate)}</Fact>
      ) : null}
      {nights > 0 ? <Fact label="Nights">{nights}</Fact> : null}
      {booking.travellers ? (
        <Fact
          label={stay ? 'Guests' : booking.kind === 'flight' || booking.kind === 'flightRequest' ? 'Passengers' : 'Travellers'}
        >
          {booking.travellers}
        </Fact>
      ) : null}
      {plan ? (
        <Fact label="Meal plan">
          {plan.code} ({plan.label.toLowerCase()})
        </Fact>
      ) : null}
      {booking.seasonNights !== undefined || booking.offSeasonNights !== undefined ? (
        <Fact label="Nights charged">
          {countLabel(booking.seasonNights ?? 0, 'night', 'nights')} at the season rate,{' '}
          {countLabel(booking.offSeasonNights ?? 0, 'night', 'nights')} off-season
        </Fact>
      ) : null}
      {asterNights ? (
        <Fact label="Nights at Hotel Aster">{asterNights.nights.map((night) => formatCalendarDate(night)).join(', ')}</Fact>
      ) : null}
      {booking.kind === 'tour' || departure ? (
        <Fact label="Departure">{departure ? 'A fixed departure (its seats are held)' : 'On request'}</Fact>
      ) : null}
      <Fact label="Total">
        <span className="font-semibold">
          {booking.kind === 'flightRequest' ? 'To be quoted' : formatRupees(booking.totalPrice)}
        </span>
      </Fact>
      {booking.createdAt ? <Fact label="Sent">{formatDateTime(booking.createdAt)}</Fact> : null}
    </dl>
  );
}

export function AdminBookingDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const booking = useQuery(bookingQueries.detail(id));
  const record = useQuery(bookingQueries.officeRecord(id));
  const hotel = useQuery({ ...hotelAsterQueries.content(), enabled: booking.data?.kind === 'room' });
  const policy = useQuery(settingsQueries.bookingPolicy());
  const statusChange = useBookingStatusChange();
  const statusId = useId();
  const navigate = useNavigate();
  const requests = useConfirmRequests();
  const [confirming, setConfirming] = useState(false);
  // The requests waiting for an answer, oldest first (the dashboard's list): "Confirm and open next" goes on to them.
  const [today] = useState(() => todayInIndia());
  const waiting = useQuery({ ...bookingQueries.needsAttention(today), enabled: booking.data?.status === 'Pending' });
  const back = (
    <Link to={listAddress(location.state)} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      <span aria-hidden="true">← </span>All bookings
    </Link>
  );

  if (booking.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading the booking...
      </p>
    );
  }
  if (booking.isError) {
    return (
      <div className="space-y-3">
        <InlineNotice kind="error">Could not fetch bookings.</InlineNotice>
        <Button variant="secondary" onClick={() => void booking.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!booking.data) {
    return (
      <>
        <PageMeta title="Booking not found" description="This booking does not exist." />
        <h1 className="font-display text-2xl font-bold text-brand-900">Booking not found.</h1>
        <p className="mt-2 mb-4 text-slate-600">It may have been deleted, or the address is not complete.</p>
        {back}
      </>
    );
  }

  const current = booking.data;
  const title = current.reference ? `Booking ${current.reference}` : `Booking of ${current.userName}`;
  const check = hotel.data ? checkRoomPrice(current, hotel.data) : null;
  const lapsed = hasLapsedHold(current, policy.data);
  const queued = requests.isQueued(current.id);
  const next = waiting.data?.pending.find((other) => other.id !== current.id && !requests.isQueued(other.id));

  return (
    <>
      <PageMeta title={title} description={`${current.userName}: ${current.itemName}`} />
      <div className="mb-6 space-y-2">
        {back}
        <h1 tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h1>
        <p className="text-slate-600">
          {current.userName} · {current.itemName} · {formatCalendarDate(current.travelDate)}
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Section title="Where it stands">
            <div className="flex flex-wrap items-center gap-3">
              <BookingStatusBadge status={current.status} />
              <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
                Status
              </label>
              <BookingStatusSelect id={statusId} booking={current} onChange={(value) => statusChange.request(current, value)} />
              {lapsed ? <HoldLapsedBadge booking={current} /> : null}
            </div>
            {current.status === 'Pending' ? (
              <div className="mt-4">
                {queued ? (
                  <p className="text-sm font-medium text-slate-700">Confirming: you can still undo it below.</p>
                ) : (
                  <Button onClick={() => setConfirming(true)} className="min-h-11">
                    Confirm request
                  </Button>
                )}
              </div>
            ) : null}
            {lapsed && policy.data ? <HoldLapsedNote booking={current} holdHours={policy.data.holdHours} /> : null}
            {awaitsCancellation(current) ? (
              <p className="mt-3 rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
                The customer asked to cancel: set the booking to Cancelled once it is settled.
              </p>
            ) : null}
          </Section>
          <Section title="Customer">
            <dl className="space-y-3">
              <Fact label="Name">{current.userName}</Fact>
              <Fact label="E-mail">
                {current.userEmail ? (
                  <a href={`mailto:${current.userEmail}`} className="break-all text-brand-700 underline underline-offset-2">
                    {current.userEmail}
                  </a>
                ) : (
                  <span className="text-slate-600">Not given: call the customer</span>
                )}
                {addressUnverified(current) ? (
                  <span className="mt-1 block font-semibold text-amber-900">{notEmailedUnverified}</span>
                ) : null}
              </Fact>
              <Fact label="Phone">
                {current.phone ? (
                  <CustomerPhone booking={current} whatsapp />
                ) : (
                  <span className="text-slate-600">Not given (booked before the forms asked for it)</span>
                )}
              </Fact>
              {current.madeBy === 'operator' ? (
                <Fact label="Booked by">Made by the operator{current.madeByAdmin ? ` (${current.madeByAdmin.email})` : ''}</Fact>
              ) : null}
            </dl>
            {current.madeBy === 'operator' ? (
              <div className="mt-4 border-t border-slate-200 pt-4">
                <LinkToAccountForm booking={current} />
              </div>
            ) : null}
          </Section>
          <Section title="Booking">
            <BookingFacts booking={current} />
            {current.lines?.length ? (
              <div className="mt-4">
                <PriceLines lines={current.lines} total={current.totalPrice} caption="How the total was priced" showCaption />
              </div>
            ) : null}
            {check ? (
              <div className="mt-4">
                <PriceCheckNote check={check} detailed />
              </div>
            ) : null}
          </Section>
        </div>
        <div className="space-y-6">
          {current.status !== 'Cancelled' || current.cancellationRequestedAt ? (
            <Section title="Cancellation and refund">
              <RefundSummary booking={current} />
            </Section>
          ) : null}
          <BookingPaymentPanel booking={current} />
          <Section title="Tax documents">
            <TaxDocumentsPanel booking={current} />
          </Section>
          {(current.kind === 'tour' || current.kind === 'trip') && current.status !== 'Cancelled' ? (
            <Section title="Driver">
              <DriverForm
                key={`${current.driver?.name}|${current.driver?.phone}`}
                bookingId={current.id}
                saved={current.driver}
              />
            </Section>
          ) : null}
          <Section title="Note for the office">
            {record.data ? (
              <OfficeNoteForm key={record.data.note} bookingId={current.id} saved={record.data.note} />
            ) : record.isError ? (
              <InlineNotice kind="error">Could not load the note.</InlineNotice>
            ) : (
              <p role="status" className="text-sm text-slate-600">
                Loading the note...
              </p>
            )}
          </Section>
          <Section title="Status history">
            {record.data ? (
              <>
                <StatusHistory history={record.data.history} />
                {record.data.reminders?.length ? <DocumentsReminders reminders={record.data.reminders} /> : null}
                {record.data.moves?.length ? <BookingMoves moves={record.data.moves} /> : null}
              </>
            ) : record.isError ? (
              <InlineNotice kind="error">Could not load the history.</InlineNotice>
            ) : null}
          </Section>
        </div>
      </div>
      <ConfirmRequestDialog
        bookings={confirming ? [current] : []}
        onConfirm={(note) => {
          requests.confirm([current], note);
          setConfirming(false);
        }}
        onConfirmAndNext={(note) => {
          requests.confirm([current], note);
          setConfirming(false);
          void navigate(next ? adminBookingPath(next.id) : listAddress(location.state), { state: location.state as unknown });
        }}
        onDismiss={() => setConfirming(false)}
      />
      <ConfirmCancelDialog
        booking={statusChange.confirming}
        busy={statusChange.busy}
        onConfirm={statusChange.confirm}
        onDismiss={statusChange.dismiss}
      />
    </>
  );
}
