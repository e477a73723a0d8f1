import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { InlineNotice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { Icon, type IconShape } from '@/components/ui/icon';
import { termsPath } from '@/lib/paths';
import { useCurrentUser } from '@/backend/session';

interface BookingLayoutProps {
  eyebrow: string;
  title: string;
  back: { to: string; label: string };
  /** What is being booked: shown beside the form on wide screens, above it on phones. */
  summary: ReactNode;
  children: ReactNode;
}

export function BookingLayout({ eyebrow, title, back, summary, children }: BookingLayoutProps) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true">←</span> {back.label}
        </Link>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
        <h1 className="mt-1 font-display text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{title}</h1>
        <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
          <aside aria-label="Booking summary" className="lg:sticky lg:top-24">
            {summary}
          </aside>
          <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** Picture, title and facts of what is being booked. */
export function SummaryCard({ image, children }: { image?: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      {image}
      <div className="p-5 sm:p-6">{children}</div>
    </div>
  );
}

export function SummaryFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {facts.map((fact) => (
        <div key={fact.label} className="flex items-baseline justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <dt className="text-sm text-slate-600">{fact.label}</dt>
          <dd className="text-right font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ConfirmSectionProps {
  label: string;
  busy: boolean;
  /** Why the last attempt failed; the form stays as it was. */
  error?: string | null;
  /** The prefilled text of the 'Chat on WhatsApp' link beside the button. */
  whatsappMessage: string;
  /** What the request holds while it waits for confirmation, when it holds something. */
  holds?: 'room' | 'seats';
}

/** What verifying the account's address changes for a request that would hold rooms or seats. */
export const unverifiedHoldNote = (holds: 'room' | 'seats') =>
  `Your e-mail address is not verified yet. We will still take this request, but only requests from verified accounts keep ${holds === 'room' ? 'the room' : 'seats'} for you while we confirm. To have ${holds === 'room' ? 'it' : 'them'} kept, open the link we e-mailed you, then send your request.`;

/** Terms line, payment note, the confirm button and the WhatsApp alternative at the foot of every booking form. */
const infoIcon: IconShape = {
  box: 20,
  holes: true,
  paths: [
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-11.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM9 9.25a.75.75 0 0 1 .75-.75h.5a.75.75 0 0 1 .75.75v4a.75.75 0 0 1-1.5 0V10h-.25A.75.75 0 0 1 9 9.25Z',
  ],
};

export function ConfirmSection({ label, busy, error, whatsappMessage, holds }: ConfirmSectionProps) {
  const chargeNoteId = useId();
  const user = useCurrentUser();
  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      {holds && user?.emailVerified === false ? (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">{unverifiedHoldNote(holds)}</p>
      ) : null}
      <p className="flex gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Icon shape={infoIcon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <span>
          Your request goes straight to our team, who confirm it within one working day. You can follow it in{' '}
          <strong>My bookings</strong>.
        </span>
      </p>
      <p className="mt-4 text-sm text-slate-700">
        By confirming you agree to our{' '}
        <Link to={termsPath()} className="font-semibold text-brand-700 underline">
          Terms and Conditions
        </Link>
        .
      </p>
      {error ? (
        <div className="mt-4">
          <InlineNotice kind="error">{error}</InlineNotice>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={busy}
          aria-describedby={chargeNoteId}
          className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-accent-500 px-6 py-3.5 text-base font-bold text-brand-900 shadow-sm transition-colors hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:min-w-56"
        >
          {busy ? (
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-3 border-current/30 border-t-current motion-reduce:animate-none"
            />
          ) : null}
          {label}
        </button>
        <WhatsAppLink message={whatsappMessage} className="w-full py-3.5 sm:w-auto" />
      </div>
      {/* Right under the button, and read with it: the button's words come from the spec, the truth from here. */}
      <p id={chargeNoteId} className="mt-3 text-sm font-medium text-slate-800">
        This sends a booking request. Nothing is charged: online payment is switched off.
      </p>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {busy ? 'Sending your booking...' : ''}
      </p>
    </div>
  );
}

/** The total before confirming: how it is made up, then the amount. */
export function TripTotal({ title, lines, total, note }: { title: string; lines: string[]; total: number; note: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={titleId} className="text-sm font-bold tracking-wider text-brand-800 uppercase">
        {title}
      </h2>
      <div aria-live="polite" className="mt-3">
        <ul className="space-y-1 text-slate-700">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-brand-200 pt-3">
          <span className="font-semibold text-slate-900">Total</span>
          <span className="text-2xl font-bold text-brand-900 tabular-nums">{formatRupees(total)}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">{note}</p>
      </div>
    </section>
  );
}

export function BookingNotFound({ message, to, linkLabel }: { message: string; to: string; linkLabel: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta noindex title="Not found" description={message} />
      <h1 className="font-display text-3xl font-bold text-brand-900">{message}</h1>
      <p className="mt-3 text-slate-600">The link may be old, or the item is no longer offered.</p>
      <ButtonLink to={to} className="mt-8">
        {linkLabel}
      </ButtonLink>
    </section>
  );
}

export function BookingSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <PageMeta noindex title="Booking" description="Complete your booking with Himalayan Aster Tours." />
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-9 w-2/3" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[5fr_7fr]">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
