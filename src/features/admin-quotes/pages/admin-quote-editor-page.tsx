import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { todayInIndia } from '@/backend/domain/calendar';
import { quoteState } from '@/backend/domain/quote-content';
import { hotelAsterQueries, quoteQueries, settingsQueries, tourQueries } from '@/backend/queries';
import type { Quote, QuoteContent } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminQuotePath, adminQuotesPath } from '@/lib/admin-paths';
import { QuoteBillingFields } from '../components/quote-billing-fields';
import { QuoteCustomerFields } from '../components/quote-customer-fields';
import { QuoteDaysEditor } from '../components/quote-days-editor';
import { QuoteLinesEditor } from '../components/quote-lines-editor';
import { QuoteListsEditor } from '../components/quote-lists-editor';
import { QuoteChangeRequests, QuoteLink, QuoteStanding, QuoteVersionsSent } from '../components/quote-sent';
import { QuoteStaysEditor } from '../components/quote-stays-editor';
import { useSaveQuote, useSendQuote } from '../use-save-quote';
import {
  newQuoteFormValues,
  quoteFormSchema,
  quoteProblems,
  quoteToFormValues,
  type QuoteFormInput,
  type QuoteFormOutput,
} from '../quote-form-values';

export function AdminQuoteEditorPage() {
  const { id } = useParams();
  const stored = useQuery({ ...quoteQueries.detail(id ?? ''), enabled: Boolean(id) });
  if (id && stored.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading the quote...
      </p>
    );
  }
  if (id && (stored.isError || !stored.data)) {
    return (
      <InlineNotice kind="error">
        Could not find this quote. <Link to={adminQuotesPath()}>Back to the quotes</Link>
      </InlineNotice>
    );
  }
  // Keyed by quote: the form starts again from what is stored when the operator opens another quote.
  return <QuoteEditor key={stored.data?.id ?? 'new'} quote={stored.data ?? null} />;
}

function QuoteEditor({ quote }: { quote: Quote | null }) {
  const [params] = useSearchParams();
  const today = useMemo(() => todayInIndia(), []);
  const form = useForm<QuoteFormInput, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: quote ? quoteToFormValues(quote) : newQuoteFormValues(params, today),
    // The problems are listed above the buttons as each save or send finds them; focus stays on the button pressed.
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [sentPath, setSentPath] = useState<string | null>(null);
  const tours = useQuery(tourQueries.all());
  const aster = useQuery(hotelAsterQueries.content());
  const taxSettings = useQuery(settingsQueries.tax());
  const peaks = useQuery(settingsQueries.peakPeriods());
  const save = useSaveQuote();
  const send = useSendQuote();
  const notify = useNotify();
  const navigate = useNavigate();
  const enquiryId = quote?.enquiryId ?? params.get('enquiry') ?? '';
  const [tourId, name, title, phone] = useWatch({ control: form.control, name: ['tourId', 'name', 'title', 'phone'] });
  const tour = tours.data?.find((candidate) => candidate.id === tourId);

  const inputOf = (content: QuoteContent) => {
    setProblems([]);
    return { ...(quote ? { id: quote.id } : {}), enquiryId, content };
  };
  const onInvalid = (errors: FieldErrors<QuoteFormInput>) => setProblems(quoteProblems(errors));

  const onSave = form.handleSubmit((content) => {
    save.mutate(inputOf(content), {
      onSuccess: (saved) => {
        notify('success', 'Quote saved.');
        if (!quote) void navigate(adminQuotePath(saved.id), { replace: true });
      },
      onError: (error) => setProblems([error.message]),
    });
  }, onInvalid);

  const onSend = form.handleSubmit((content) => {
    send.mutate(inputOf(content), {
      onSuccess: (result) => {
        setSentPath(result.path);
        notify('success', `Quote sent: version ${result.quote.versions.length}.`);
        if (!quote) void navigate(adminQuotePath(result.quote.id), { replace: true });
      },
      onError: (error) => setProblems([error.message]),
    });
  }, onInvalid);

  const state = quote ? quoteState(quote, today) : 'draft';
  const link = sentPath ?? (quote && quote.versions.length ? `/quote/${quote.token}` : null);
  const busy = save.isPending || send.isPending;

  return (
    <>
      <PageMeta title={quote ? `Quote: ${quote.content.title}` : 'New quote'} description="A quote for one customer." noindex />
      <AdminPageHeader
        title={quote ? `Quote for ${quote.content.customer.name}` : 'New quote'}
        description="The customer reads it on a link without an account; sending a changed quote makes a new version."
      />
      <p className="mb-4">
        <Link to={adminQuotesPath()} className="font-semibold text-brand-700 underline underline-offset-2">
          All quotes
        </Link>
      </p>
      {quote ? <QuoteStanding quote={quote} state={state} /> : null}
      {link ? <QuoteLink link={`${window.location.origin}${link}`} name={name} title={title} phone={phone} /> : null}
      {quote?.changeRequests.length ? <QuoteChangeRequests requests={quote.changeRequests} /> : null}

      <form onSubmit={(event) => void onSave(event)} className="space-y-8" noValidate>
        <QuoteCustomerFields form={form} />
        <QuoteBillingFields form={form} />
        <QuoteDaysEditor form={form} tours={tours.data ?? []} />
        <QuoteStaysEditor form={form} rooms={aster.data?.rooms ?? []} />
        <QuoteListsEditor form={form} />
        <QuoteLinesEditor
          form={form}
          tour={tour}
          peakPeriods={peaks.data?.periods ?? []}
          taxSettings={taxSettings.data}
          onProblems={setProblems}
        />

        {problems.length ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Please check the quote:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary" disabled={busy || Boolean(quote?.accepted)}>
            {save.isPending ? 'Saving...' : 'Save draft'}
          </Button>
          <Button onClick={() => void onSend()} disabled={busy || Boolean(quote?.accepted)}>
            {send.isPending ? 'Sending...' : quote?.versions.length ? 'Send the new version' : 'Send'}
          </Button>
        </div>
      </form>

      {quote?.versions.length ? <QuoteVersionsSent versions={quote.versions} /> : null}
    </>
  );
}
