import { normalizePhone, whatsappHref } from '@/backend/domain/phone';
import { changedSinceSent, quoteStateWords } from '@/backend/domain/quote-content';
import type { Quote, QuoteState } from '@/backend/schemas';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { QuoteStateBadge } from './quote-state-badge';

/** Where a stored quote stands: its state, the versions sent, a change since, the booking it became. */
export function QuoteStanding({ quote, state }: { quote: Quote; state: QuoteState }) {
  return (
    <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <QuoteStateBadge state={state} words={quoteStateWords} />
      {quote.versions.length ? `Version ${quote.versions.length} sent.` : 'Not sent yet.'}
      {quote.versions.length && changedSinceSent(quote) ? ' Changed since: sending makes a new version.' : ''}
      {quote.accepted ? ` Accepted: booking ${quote.accepted.reference}.` : ''}
    </p>
  );
}

/** The customer's link, and the WhatsApp message that carries it to the phone typed in the form. */
export function QuoteLink({ link, name, title, phone }: { link: string; name: string; title: string; phone: string }) {
  const message = `Namaste ${name.trim().split(/\s+/)[0] ?? ''}, here is our quote for ${title}: ${link}`;
  const number = normalizePhone(phone);
  return (
    <section aria-label="The customer's link" className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm font-semibold text-emerald-900">The customer's link</p>
      <p className="mt-1 break-all text-sm" data-testid="quote-link">
        {link}
      </p>
      <a
        href={number ? whatsappHref(number, message) : `https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
      >
        Send the link on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/** What the customer asked to change, on which version. */
export function QuoteChangeRequests({ requests }: { requests: Quote['changeRequests'] }) {
  return (
    <section aria-labelledby="quote-changes" className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="quote-changes" className="font-bold text-brand-900">
        Changes the customer asked for
      </h2>
      <ol className="mt-2 space-y-2">
        {requests.map((request) => (
          <li key={request.at} className="text-sm">
            <span className="font-semibold">
              On version {request.version}, {formatDateTime(request.at)}:
            </span>{' '}
            <span className="whitespace-pre-line">{request.message}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The versions sent, newest first; all but the newest are superseded. */
export function QuoteVersionsSent({ versions }: { versions: Quote['versions'] }) {
  return (
    <section aria-labelledby="quote-history" className="mt-10">
      <h2 id="quote-history" className="text-lg font-bold text-brand-900">
        Versions sent
      </h2>
      <ol className="mt-3 space-y-2">
        {[...versions].reverse().map((version, index) => (
          <li key={version.version} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <span className="font-semibold">Version {version.version}</span> · sent {formatDateTime(version.sentAt)} by{' '}
            {version.by} · {formatRupees(version.total)} · valid until {formatCalendarDate(version.content.validUntil)}
            {index > 0 ? ' · superseded' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
