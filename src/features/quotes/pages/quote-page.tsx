import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { todayInIndia } from '@/backend/domain/calendar';
import { formatPhone } from '@/backend/domain/phone';
import { quotePrice, quoteTaxOf } from '@/backend/domain/quote-content';
import { isBackendError } from '@/backend/errors';
import { quoteQueries, settingsQueries } from '@/backend/queries';
import { useCurrentUser } from '@/backend/session';
import type { Billing, QuoteView } from '@/backend/schemas';
import { BillingFields } from '@/components/booking/billing-fields';
import {
  billingFieldsSchema,
  billingOfFields,
  billingOfTyped,
  checkBilling,
  type BillingFieldValues,
} from '@/components/booking/billing-values';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { homePath, myBookingsPath, signInPath } from '@/lib/paths';
import { site } from '@/lib/site';
import { useAcceptQuote, useAskForChange } from '../use-quote-answers';

/**
 * A customer's quote, opened from its link: the latest version, clean on a phone and on paper. No account is needed
 * to read it or to ask for a change; accepting asks the customer to sign in (or sign up) and comes back here.
 */
export function QuotePage() {
  const { token = '' } = useParams();
  const quote = useQuery(quoteQueries.view(token));
  const business = useQuery(settingsQueries.business()).data;
  const call = business ? (
    <a href={`tel:${business.phone}`} className="font-semibold underline underline-offset-2">
      {formatPhone(business.phone)}
    </a>
  ) : (
    'our office'
  );

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-6 text-slate-900 sm:py-10 print:max-w-none print:p-0">
      <PageMeta title="Your trip quote" description="A trip quote from Himalayan Aster Tours." noindex />
      <p className="mb-6 flex items-center justify-between gap-3 text-sm print:mb-2">
        <Link to={homePath()} className="font-display text-lg font-bold text-brand-900">
          {site.name}
        </Link>
        <Button variant="secondary" size="sm" className="min-h-11 print:hidden" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      {quote.isPending ? (
        <p role="status">Opening your quote...</p>
      ) : quote.isError ? (
        <InlineNotice kind="error">
          {isBackendError(quote.error, 'not-found') ? quote.error.message : 'Could not open the quote. Please try again.'} You can
          also call us on {call}.
        </InlineNotice>
      ) : (
        <QuoteBody view={quote.data} token={token} call={call} />
      )}
    </main>
  );
}

const acceptBillingSchema = billingFieldsSchema.superRefine(checkBilling);

/** The billing fields as the quote names the customer, for them to confirm or change when accepting. */
const billingFieldsOf = (billing: Billing | undefined): BillingFieldValues => ({
  billState: billing?.state ?? '',
  gstin: billing?.gstin ?? '',
  businessName: billing?.businessName ?? '',
  pan: billing?.pan ?? '',
});

function QuoteBody({ view, token, call }: { view: QuoteView; token: string; call: React.ReactNode }) {
  const { content } = view;
  const headingId = useId();
  const billingForm = useForm<BillingFieldValues>({
    resolver: zodResolver(acceptBillingSchema),
    defaultValues: billingFieldsOf(content.billing),
  });
  const typed = useWatch({ control: billingForm.control }) as BillingFieldValues;
  const taxSettings = useQuery(settingsQueries.tax()).data;
  const today = useMemo(() => todayInIndia(), []);
  // The GST and TCS as accepting today would charge them, for whom the customer bills (the quote's billing until
  // they change it): the same rules the backend books the quote by.
  const priced = useMemo(
    () => (taxSettings ? quotePrice(content, quoteTaxOf(taxSettings, billingOfTyped(typed) ?? content.billing, today)) : null),
    [taxSettings, content, typed, today],
  );
  const lines = priced?.lines ?? content.lines;
  const total = priced?.total ?? view.total;
  return (
    <article aria-labelledby={headingId} className="space-y-8">
      <header>
        <h1 id={headingId} className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
          {content.title}
        </h1>
        <p className="mt-1 text-slate-700">
          Prepared for {content.customer.name} · version {view.version}, sent {formatDateTime(view.sentAt)}
        </p>
        {view.changedSinceViewed ? (
          <p role="status" className="mt-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 font-semibold text-sky-900">
            This quote has changed since you last saw it: this is version {view.version}.
          </p>
        ) : null}
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Dates</dt>
        <dd>
          {formatCalendarDate(content.startDate)} to {formatCalendarDate(content.endDate)}
        </dd>
        <dt className="font-semibold">Travellers</dt>
        <dd>{content.party.length}</dd>
        {content.vehicle ? (
          <>
            <dt className="font-semibold">Vehicle</dt>
            <dd>{content.vehicle}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Valid until</dt>
        <dd>{formatCalendarDate(content.validUntil)}</dd>
      </dl>

      {content.note ? <p className="whitespace-pre-line">{content.note}</p> : null}

      {content.days.length ? (
        <section aria-labelledby={`${headingId}-days`}>
          <h2 id={`${headingId}-days`} className="text-xl font-bold text-brand-900">
            Day by day
          </h2>
          <ol className="mt-3 space-y-4">
            {content.days.map((day, index) => (
              <li key={index} className="break-inside-avoid">
                <h3 className="font-bold">
                  Day {index + 1}: {day.title}
                </h3>
                {day.description ? <p className="mt-1 whitespace-pre-line text-slate-800">{day.description}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {content.stays.length ? (
        <section aria-labelledby={`${headingId}-stays`}>
          <h2 id={`${headingId}-stays`} className="text-xl font-bold text-brand-900">
            Where you stay
          </h2>
          <ul className="mt-3 divide-y divide-slate-200">
            {content.stays.map((stay) => (
              <li key={stay.night} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-semibold">{formatCalendarDate(stay.night)}</span>
                <span>
                  {stay.place}
                  {stay.hotel ? `, ${stay.hotel}` : ''}
                  {stay.rooms > 1 ? ` (${stay.rooms} rooms)` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.inclusions.length || content.exclusions.length ? (
        <div className="grid gap-6 sm:grid-cols-2">
          {content.inclusions.length ? (
            <section aria-labelledby={`${headingId}-in`}>
              <h2 id={`${headingId}-in`} className="text-xl font-bold text-brand-900">
                Included
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {content.inclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {content.exclusions.length ? (
            <section aria-labelledby={`${headingId}-out`}>
              <h2 id={`${headingId}-out`} className="text-xl font-bold text-brand-900">
                Not included
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {content.exclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby={`${headingId}-price`} className="break-inside-avoid">
        <h2 id={`${headingId}-price`} className="text-xl font-bold text-brand-900">
          Price
        </h2>
        <table className="mt-3 w-full text-left">
          <tbody>
            {lines.map((line, index) => (
              <tr key={index} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {line.label}
                  {line.detail ? <span className="block text-sm text-slate-600">{line.detail}</span> : null}
                </th>
                <td className="py-2 text-right tabular-nums">{formatRupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-lg font-bold">
                Total
              </th>
              <td className="pt-3 text-right text-lg font-bold tabular-nums" data-testid="quote-total">
                {formatRupees(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      <QuoteActions view={view} token={token} call={call} total={total} billingForm={billingForm} />
    </article>
  );
}

function QuoteActions({
  view,
  token,
  call,
  total,
  billingForm,
}: {
  view: QuoteView;
  token: string;
  call: React.ReactNode;
  total: number;
  billingForm: UseFormReturn<BillingFieldValues>;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | undefined>();
  const accept = useAcceptQuote(token, view.version);
  const ask = useAskForChange(token);
  const gstin = useWatch({ control: billingForm.control, name: 'gstin' });
  const onAccept = billingForm.handleSubmit((values) => accept.mutate(billingOfFields(values)));

  function onAsk(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setMessageError('Please write what you would like changed.');
      return;
    }
    setMessageError(undefined);
    ask.mutate(message.trim(), { onSuccess: () => setMessage('') });
  }

  const reference = accept.data?.reference ?? view.acceptedReference;
  if (reference) {
    return (
      <section className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 print:hidden" role="status">
        <p className="font-semibold text-emerald-900">
          You accepted this quote. Your booking {reference} is Pending: we will confirm it shortly.
        </p>
        <Link to={myBookingsPath()} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          See it in My bookings
        </Link>
      </section>
    );
  }
  if (view.state === 'expired') {
    return (
      <InlineNotice kind="info">
        This quote expired on {formatCalendarDate(view.content.validUntil)} and can no longer be accepted. Please call us on{' '}
        {call} for a new one.
      </InlineNotice>
    );
  }

  return (
    <div className="space-y-6 print:hidden">
      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-brand-900">Happy with it?</h2>
        {user ? (
          <form onSubmit={(event) => void onAccept(event)} noValidate>
            <BillingFields
              register={billingForm.register}
              errors={billingForm.formState.errors}
              gstinGiven={gstin.trim() !== ''}
              askPan={view.content.overseas}
              className="mt-3"
            />
            <p className="mt-4 text-slate-700">
              Accepting books this trip for {formatRupees(total)}; we confirm every booking ourselves.
            </p>
            <Button type="submit" className="mt-3 w-full sm:w-auto" disabled={accept.isPending}>
              {accept.isPending ? 'Accepting...' : 'Accept this quote'}
            </Button>
          </form>
        ) : (
          <>
            <p className="mt-1 text-slate-700">To accept, sign in or sign up: you come back to this quote.</p>
            <Button className="mt-3 w-full sm:w-auto" onClick={() => void navigate(signInPath(), { state: { from: location } })}>
              Accept this quote
            </Button>
          </>
        )}
        {accept.isError ? (
          <div className="mt-3">
            <InlineNotice kind="error">
              {isBackendError(accept.error) ? accept.error.message : 'Could not accept the quote. Please try again.'}
            </InlineNotice>
          </div>
        ) : null}
      </section>

      <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-lg font-bold text-brand-900">Ask for a change</h2>
        {view.changeRequests.length ? (
          <ol className="mt-2 space-y-2 text-sm">
            {view.changeRequests.map((request) => (
              <li key={request.at} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-semibold">You wrote on {formatDateTime(request.at)}:</span>{' '}
                <span className="whitespace-pre-line">{request.message}</span>
              </li>
            ))}
          </ol>
        ) : null}
        <form onSubmit={onAsk} className="mt-3 space-y-3" noValidate>
          <TextAreaField
            label="What would you like changed?"
            value={message}
            error={messageError}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={ask.isPending}>
            {ask.isPending ? 'Sending...' : 'Send my message'}
          </Button>
          {ask.isSuccess ? (
            <p role="status" className="font-semibold text-emerald-800">
              Thank you: we have your message and will send you a new version.
            </p>
          ) : null}
          {ask.isError ? (
            <InlineNotice kind="error">
              {isBackendError(ask.error) ? ask.error.message : 'Could not send your message. Please try again.'}
            </InlineNotice>
          ) : null}
        </form>
      </section>
    </div>
  );
}
