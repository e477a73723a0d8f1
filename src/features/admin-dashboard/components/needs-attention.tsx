import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { bookingQueries, enquiryQueries, quoteQueries, settingsQueries } from '@/backend/queries';
import { attentionListSize } from '@/backend/domain/booking-filter';
import type { Booking, Enquiry, PaymentSettings, Quote } from '@/backend/schemas';
import type { NeedsAttention as Lists } from '@/backend/types';
import { ConfirmRequestDialog } from '@/components/admin/confirm-requests/confirm-request-dialog';
import { useConfirmRequests } from '@/components/admin/confirm-requests/use-confirm-requests';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { adminBookingPath, adminEnquiriesPath, adminQuotePath } from '@/lib/admin-paths';
import { formatCalendarDate, formatDate, formatRupees } from '@/lib/format';
import { formatAge } from '@/lib/format-age';
import { paymentPlan, waitingClaims } from '@/backend/domain/payment-plan';
import { claimedAmountWords, stillDueWords } from '@/components/booking/payment-details';
import { MarkClaimPaid } from '@/components/admin/mark-claim-paid';
import { PaymentScreenshot } from '@/components/booking/payment-screenshot';

type BookingList = keyof Lists;

interface Group {
  key: BookingList;
  title: string;
  empty: string;
  /** The line under each booking: why it is on the list (`payments`: the operator's payment settings, once loaded). */
  why: (booking: Booking, today: string, now: number, payments: PaymentSettings | undefined) => string;
  /** What to look at beside that line (a claimed payment's screenshot). */
  beside?: (booking: Booking) => ReactNode;
}

const dayWord = (date: string, today: string) => (date === today ? 'today' : 'tomorrow');
const amount = (booking: Booking) => (booking.kind === 'flightRequest' ? 'price to be quoted' : formatRupees(booking.totalPrice));

const pendingGroup: Group = {
  key: 'pending',
  title: 'Pending requests',
  empty: 'No requests waiting for an answer.',
  why: (booking, _today, now) =>
    `Sent ${booking.createdAt ? formatAge(booking.createdAt, now) : 'earlier'} · ${amount(booking)} · travelling ${formatCalendarDate(booking.travelDate)}`,
};

const otherGroups: Group[] = [
  {
    key: 'cancellationRequests',
    title: 'Cancellation requests',
    empty: 'No cancellation requests to answer.',
    why: (booking, _today, now) =>
      `Asked to cancel on ${booking.cancellationRequestedAt ? `${formatDate(booking.cancellationRequestedAt)} (${formatAge(booking.cancellationRequestedAt, now)})` : 'an earlier day'} · ${amount(booking)}`,
  },
  {
    key: 'paymentsDue',
    title: 'Payments due',
    empty: 'Every confirmed trip ahead has its advance, and no payment waits to be matched.',
    // What is still to come, each with its due date (the advance's stored when the trip was confirmed).
    why: (booking, _today, _now, payments) => {
      const claim = waitingClaims(booking)[0];
      return [
        claim ? `Paid, says the customer: UTR ${claim.utr}, ${claimedAmountWords(claim)}` : 'Advance not received',
        payments ? stillDueWords(paymentPlan(booking, payments)) : amount(booking),
        `travelling ${formatCalendarDate(booking.travelDate)}`,
      ].join(' · ');
    },
    beside: (booking) => {
      const claim = waitingClaims(booking)[0];
      return claim?.screenshotPath ? <PaymentScreenshot path={claim.screenshotPath} utr={claim.utr} /> : null;
    },
  },
  {
    key: 'arrivals',
    title: 'Arrivals today and tomorrow',
    empty: 'Nobody arrives today or tomorrow.',
    why: (booking, today) =>
      `Arrives ${dayWord(booking.travelDate, today)}, ${formatCalendarDate(booking.travelDate)} (${booking.status})`,
  },
  {
    key: 'departures',
    title: 'Departures today and tomorrow',
    empty: 'Nobody leaves today or tomorrow.',
    why: (booking, today) =>
      `Leaves ${dayWord(booking.endDate, today)}, ${formatCalendarDate(booking.endDate)} (${booking.status})`,
  },
];

function GroupFrame({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="flex items-center justify-between gap-3 text-base font-bold text-brand-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 tabular-nums">{count}</span>
      </h3>
      {children}
    </section>
  );
}

function BookingGroup({
  group,
  bookings,
  today,
  now,
  payments,
  action,
}: {
  group: Group;
  bookings: Booking[];
  today: string;
  now: number;
  payments?: PaymentSettings | undefined;
  action?: (booking: Booking) => ReactNode;
}) {
  return (
    <GroupFrame title={group.title} count={bookings.length}>
      {bookings.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0">
                <Link
                  to={adminBookingPath(booking.id)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {booking.userName}: {booking.itemName}
                </Link>
                <span className="block text-sm text-slate-600">
                  {booking.reference ? `${booking.reference} · ` : ''}
                  {group.why(booking, today, now, payments)}
                </span>
                {group.beside?.(booking)}
              </span>
              {action?.(booking)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{group.empty}</p>
      )}
    </GroupFrame>
  );
}

function EnquiryGroup({ enquiries, now }: { enquiries: Enquiry[] | undefined; now: number }) {
  return (
    <GroupFrame title="Enquiries awaiting a reply" count={enquiries?.length ?? 0}>
      {enquiries === undefined ? (
        <p className="mt-2 text-sm text-slate-600">Could not load the enquiries.</p>
      ) : enquiries.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className="py-2">
              <Link
                to={`${adminEnquiriesPath()}#enquiry-${enquiry.id}`}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {enquiry.name}: {enquiry.subject}
              </Link>
              <span className="block text-sm text-slate-600">Sent {formatAge(enquiry.createdAt, now)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Every enquiry has its reply.</p>
      )}
    </GroupFrame>
  );
}

/** Quotes the customer opened three days ago or more without answering: worth a call. */
function QuoteGroup({ quotes, now }: { quotes: Quote[] | undefined; now: number }) {
  return (
    <GroupFrame title="Quotes viewed, not answered" count={quotes?.length ?? 0}>
      {quotes === undefined ? (
        <p className="mt-2 text-sm text-slate-600">Could not load the quotes.</p>
      ) : quotes.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {quotes.map((quote) => (
            <li key={quote.id} className="py-2">
              <Link
                to={adminQuotePath(quote.id)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {quote.content.customer.name}: {quote.content.title}
              </Link>
              <span className="block text-sm text-slate-600">
                Viewed {quote.viewedAt ? formatAge(quote.viewedAt, now) : 'earlier'} · {formatRupees(quote.total)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No quote waits for an answer.</p>
      )}
    </GroupFrame>
  );
}

/**
 * What the operator should look at first, at the top of the dashboard: requests to answer (oldest first, with
 * their age and amount, each confirmable here), cancellation requests, enquiries awaiting a reply, confirmed trips
 * whose advance has not come, and who arrives or leaves today and tomorrow. Each list is a short, limited read.
 */
export function NeedsAttention({ today }: { today: string }) {
  const lists = useQuery(bookingQueries.needsAttention(today));
  const enquiries = useQuery(enquiryQueries.awaitingReply(attentionListSize));
  const quotes = useQuery(quoteQueries.awaitingAnswer(attentionListSize));
  const payments = useQuery(settingsQueries.payments());
  const requests = useConfirmRequests();
  const [confirming, setConfirming] = useState<Booking | null>(null);
  const [now] = useState(() => Date.now());
  const headingId = useId();
  const data = lists.data;
  const nothing =
    data &&
    enquiries.data?.length === 0 &&
    quotes.data?.length === 0 &&
    [pendingGroup, ...otherGroups].every((group) => data[group.key].length === 0);
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 font-display text-xl font-bold text-brand-900">
        Needs attention
      </h2>
      {lists.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not load what needs attention.</InlineNotice>
          <Button variant="secondary" onClick={() => void lists.refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-600">
          Loading what needs attention...
        </p>
      ) : nothing ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
          All clear: no requests waiting, no cancellations or enquiries to answer, no payments due, and nobody arriving or leaving
          today or tomorrow. Enjoy the quiet!
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <BookingGroup
            group={pendingGroup}
            bookings={data.pending}
            today={today}
            now={now}
            action={(booking) =>
              requests.isQueued(booking.id) ? (
                <span className="text-sm font-semibold text-slate-700">Confirming…</span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="min-h-11"
                  aria-label={`Confirm request of ${booking.userName}${booking.reference ? `, ${booking.reference}` : ''}`}
                  onClick={() => setConfirming(booking)}
                >
                  Confirm request
                </Button>
              )
            }
          />
          <BookingGroup group={otherGroups[0]!} bookings={data.cancellationRequests} today={today} now={now} />
          <EnquiryGroup enquiries={enquiries.isError ? undefined : (enquiries.data ?? [])} now={now} />
          <QuoteGroup quotes={quotes.isError ? undefined : (quotes.data ?? [])} now={now} />
          {otherGroups.slice(1).map((group) => (
            <BookingGroup
              key={group.key}
              group={group}
              bookings={data[group.key]}
              today={today}
              now={now}
              payments={payments.data}
              action={group.key === 'paymentsDue' ? (booking) => <MarkClaimPaid booking={booking} /> : undefined}
            />
          ))}
        </div>
      )}
      <ConfirmRequestDialog
        bookings={confirming ? [confirming] : []}
        onConfirm={(note) => {
          if (confirming) requests.confirm([confirming], note);
          setConfirming(null);
        }}
        onDismiss={() => setConfirming(null)}
      />
    </section>
  );
}
