import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { limits } from '@/backend/limits';
import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { normalizePhone, whatsappHref } from '@/backend/domain/phone';
import { previewTourPrice } from '@/backend/domain/pricing';
import { priceTaxOf } from '@/backend/domain/gst/booking-tax';
import { changedSinceSent, checkQuoteContent, quoteState, quoteStateWords } from '@/backend/domain/quotes';
import { nightsFromDuration } from '@/backend/domain/tour-dates';
import { hotelAsterQueries, quoteQueries, settingsQueries, tourQueries } from '@/backend/queries';
import { emailSchema, quoteContentSchema, type Quote, type QuoteContentInput, type TourPackage } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminQuotePath, adminQuotesPath } from '@/lib/admin-paths';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { QuoteStateBadge } from '../components/quote-state-badge';
import { useSaveQuote, useSendQuote } from '../quote-queries';

interface LineForm {
  kind: 'band' | 'option' | 'surcharge' | 'room' | 'discount' | 'tax' | 'other';
  label: string;
  detail: string;
  amount: string;
}

interface StayForm {
  night: string;
  place: string;
  hotel: string;
  roomTypeId: string;
  rooms: string;
}

interface QuoteForm {
  title: string;
  name: string;
  email: string;
  phone: string;
  tourId: string;
  startDate: string;
  endDate: string;
  ages: string[];
  days: { title: string; description: string }[];
  stays: StayForm[];
  vehicle: string;
  inclusions: string;
  exclusions: string;
  lines: LineForm[];
  validUntil: string;
  note: string;
}

const emptyLine = (): LineForm => ({ kind: 'other', label: '', detail: '', amount: '' });

/** A new quote's form: from the enquiry's details when it was made from one. */
function newForm(params: URLSearchParams): QuoteForm {
  const contact = params.get('contact')?.trim() ?? '';
  const isEmail = emailSchema.safeParse(contact).success;
  const travellers = Math.min(20, Math.max(1, Number(params.get('travellers')) || 2));
  const startDate = params.get('date') ?? '';
  return {
    title: params.get('subject') ?? '',
    name: params.get('name') ?? '',
    email: isEmail ? contact : '',
    phone: isEmail ? '' : contact,
    tourId: '',
    startDate,
    endDate: startDate,
    ages: Array.from({ length: travellers }, () => '30'),
    days: [],
    stays: [],
    vehicle: '',
    inclusions: '',
    exclusions: '',
    lines: [emptyLine()],
    validUntil: addDays(todayInIndia(), 14),
    note: '',
  };
}

function formOf(quote: Quote): QuoteForm {
  const { content } = quote;
  return {
    title: content.title,
    name: content.customer.name,
    email: content.customer.email,
    phone: content.customer.phone,
    tourId: content.tourId,
    startDate: content.startDate,
    endDate: content.endDate,
    ages: content.party.map((traveller) => String(traveller.age)),
    days: content.days.map((day) => ({ title: day.title, description: day.description })),
    stays: content.stays.map((stay) => ({ ...stay, rooms: String(stay.rooms) })),
    vehicle: content.vehicle,
    inclusions: content.inclusions.join('\n'),
    exclusions: content.exclusions.join('\n'),
    lines: content.lines.map((line) => ({ ...line, amount: String(line.amount) })),
    validUntil: content.validUntil,
    note: content.note,
  };
}

const listOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function contentOf(form: QuoteForm): QuoteContentInput {
  return {
    title: form.title,
    customer: {
      name: form.name,
      email: form.email.trim(),
      phone: form.phone.trim() ? (normalizePhone(form.phone) ?? form.phone) : '',
    },
    tourId: form.tourId,
    startDate: form.startDate,
    endDate: form.endDate,
    party: form.ages.map((age) => ({ age: Number(age) })),
    days: form.days,
    stays: form.stays.map((stay) => ({ ...stay, rooms: Number(stay.rooms) || 1 })),
    vehicle: form.vehicle,
    inclusions: listOf(form.inclusions),
    exclusions: listOf(form.exclusions),
    lines: form.lines.map((line) => ({ ...line, amount: Number(line.amount) })),
    validUntil: form.validUntil,
    note: form.note,
  };
}

/** The field names the schema's paths map to, for the list of problems. */
const pathWords: Record<string, string> = {
  title: 'Title',
  customer: 'Customer',
  startDate: 'Start date',
  endDate: 'End date',
  party: 'Travellers',
  days: 'Day-by-day plan',
  stays: 'Stays',
  lines: 'Price lines',
  validUntil: 'Valid until',
};

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
  const [form, setForm] = useState<QuoteForm>(() => (quote ? formOf(quote) : newForm(params)));
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
  const today = todayInIndia();

  const set = <K extends keyof QuoteForm>(key: K, value: QuoteForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const tour = tours.data?.find((candidate) => candidate.id === form.tourId);

  /** Checks the form; the problems are listed above the buttons. */
  function checked() {
    const parsed = quoteContentSchema.safeParse(contentOf(form));
    if (!parsed.success) {
      setProblems(
        parsed.error.issues.map(
          (issue) => `${pathWords[String(issue.path[0])] ?? String(issue.path[0] ?? 'Quote')}: ${issue.message}`,
        ),
      );
      return null;
    }
    try {
      checkQuoteContent(parsed.data);
    } catch (error) {
      setProblems([error instanceof Error ? error.message : 'The quote is not valid.']);
      return null;
    }
    setProblems([]);
    return { ...(quote ? { id: quote.id } : {}), enquiryId, content: parsed.data };
  }

  function onSave(event: FormEvent) {
    event.preventDefault();
    const input = checked();
    if (!input) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        notify('success', 'Quote saved.');
        if (!quote) void navigate(adminQuotePath(saved.id), { replace: true });
      },
      onError: (error) => setProblems([error.message]),
    });
  }

  function onSend() {
    const input = checked();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (result) => {
        setSentPath(result.path);
        notify('success', `Quote sent: version ${result.quote.versions.length}.`);
        if (!quote) void navigate(adminQuotePath(result.quote.id), { replace: true });
      },
      onError: (error) => setProblems([error.message]),
    });
  }

  function applyTourPlan(chosen: TourPackage) {
    const nights = nightsFromDuration(chosen.duration);
    setForm((current) => ({
      ...current,
      tourId: chosen.id,
      title: current.title || chosen.name,
      days: chosen.itinerary.map((day) => ({ title: day.title, description: day.description })),
      inclusions: chosen.inclusions.join('\n'),
      exclusions: chosen.exclusions.join('\n'),
      endDate: current.startDate && nights > 0 ? addDays(current.startDate, nights) : current.endDate,
    }));
  }

  function priceFromTour(chosen: TourPackage) {
    if (!form.startDate) {
      setProblems(['Start date: give the start date before pricing from the tour.']);
      return;
    }
    const preview = previewTourPrice(
      chosen,
      {
        travelDate: form.startDate,
        party: form.ages.map((age) => ({ name: '', age: Number(age), nationality: 'IN' })),
        options: [],
      },
      { peakPeriods: peaks.data?.periods ?? [], tax: priceTaxOf(taxSettings.data) },
    );
    if (!preview.ok) {
      setProblems([preview.problem]);
      return;
    }
    setProblems([]);
    set(
      'lines',
      preview.trip.lines.map((line) => ({ ...line, amount: String(line.amount) })),
    );
  }

  const total = form.lines.reduce((sum, line) => sum + (Number(line.amount) || 0), 0);
  const state = quote ? quoteState(quote, today) : 'draft';
  const link = sentPath ?? (quote && quote.versions.length ? `/quote/${quote.token}` : null);
  const absoluteLink = link ? `${window.location.origin}${link}` : null;
  const whatsappMessage = absoluteLink
    ? `Namaste ${form.name.trim().split(/\s+/)[0] ?? ''}, here is our quote for ${form.title}: ${absoluteLink}`
    : '';
  const phone = normalizePhone(form.phone);
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
      {quote ? (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <QuoteStateBadge state={state} words={quoteStateWords} />
          {quote.versions.length ? `Version ${quote.versions.length} sent.` : 'Not sent yet.'}
          {quote.versions.length && changedSinceSent(quote) ? ' Changed since: sending makes a new version.' : ''}
          {quote.accepted ? ` Accepted: booking ${quote.accepted.reference}.` : ''}
        </p>
      ) : null}

      {absoluteLink ? (
        <section aria-label="The customer's link" className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="text-sm font-semibold text-emerald-900">The customer's link</p>
          <p className="mt-1 break-all text-sm" data-testid="quote-link">
            {absoluteLink}
          </p>
          <a
            href={phone ? whatsappHref(phone, whatsappMessage) : `https://wa.me/?text=${encodeURIComponent(whatsappMessage)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            Send the link on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>
      ) : null}

      {quote?.changeRequests.length ? (
        <section aria-labelledby="quote-changes" className="mb-6 rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <h2 id="quote-changes" className="font-bold text-brand-900">
            Changes the customer asked for
          </h2>
          <ol className="mt-2 space-y-2">
            {quote.changeRequests.map((request) => (
              <li key={request.at} className="text-sm">
                <span className="font-semibold">
                  On version {request.version}, {formatDateTime(request.at)}:
                </span>{' '}
                <span className="whitespace-pre-line">{request.message}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <form onSubmit={onSave} className="space-y-8" noValidate>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold text-brand-900">Customer and trip</legend>
          <TextField
            label="Title"
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            className="sm:col-span-2"
          />
          <TextField label="Customer's name" value={form.name} onChange={(event) => set('name', event.target.value)} />
          <TextField
            label="Customer's e-mail"
            type="email"
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <TextField
            label="Customer's phone"
            type="tel"
            value={form.phone}
            onChange={(event) => set('phone', event.target.value)}
          />
          <TextField label="Vehicle" value={form.vehicle} onChange={(event) => set('vehicle', event.target.value)} />
          <TextField
            label="Start date"
            type="date"
            value={form.startDate}
            onChange={(event) => set('startDate', event.target.value)}
          />
          <TextField label="End date" type="date" value={form.endDate} onChange={(event) => set('endDate', event.target.value)} />
          <TextField
            label="Number of travellers"
            type="number"
            min={1}
            max={limits.tourTravellers}
            value={String(form.ages.length)}
            onChange={(event) => {
              const count = Math.min(limits.tourTravellers, Math.max(1, Number(event.target.value) || 1));
              set(
                'ages',
                Array.from({ length: count }, (_, index) => form.ages[index] ?? '30'),
              );
            }}
          />
          <TextField
            label="Valid until"
            type="date"
            value={form.validUntil}
            onChange={(event) => set('validUntil', event.target.value)}
          />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
            {form.ages.map((age, index) => (
              <TextField
                key={index}
                label={`Age of traveller ${index + 1}`}
                type="number"
                min={0}
                max={limits.travellerAge}
                value={age}
                onChange={(event) =>
                  set(
                    'ages',
                    form.ages.map((other, at) => (at === index ? event.target.value : other)),
                  )
                }
              />
            ))}
          </div>
          <TextAreaField
            label="Note to the customer"
            value={form.note}
            onChange={(event) => set('note', event.target.value)}
            className="sm:col-span-2"
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-brand-900">Day-by-day plan</legend>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField label="Start from a tour" value={form.tourId} onChange={(event) => set('tourId', event.target.value)}>
              <option value="">No tour</option>
              {(tours.data ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" disabled={!tour} onClick={() => tour && applyTourPlan(tour)}>
              Use the tour's itinerary
            </Button>
          </div>
          <ol className="space-y-4">
            {form.days.map((day, index) => (
              <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
                <TextField
                  label={`Day ${index + 1}: title`}
                  value={day.title}
                  onChange={(event) =>
                    set(
                      'days',
                      form.days.map((other, at) => (at === index ? { ...other, title: event.target.value } : other)),
                    )
                  }
                />
                <TextAreaField
                  className="mt-3"
                  label={`Day ${index + 1}: what happens`}
                  value={day.description}
                  onChange={(event) =>
                    set(
                      'days',
                      form.days.map((other, at) => (at === index ? { ...other, description: event.target.value } : other)),
                    )
                  }
                />
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3 min-h-11"
                  onClick={() =>
                    set(
                      'days',
                      form.days.filter((_, at) => at !== index),
                    )
                  }
                >
                  Remove day {index + 1}
                </Button>
              </li>
            ))}
          </ol>
          <Button variant="secondary" onClick={() => set('days', [...form.days, { title: '', description: '' }])}>
            Add a day
          </Button>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-brand-900">Stays</legend>
          <ol className="space-y-4">
            {form.stays.map((stay, index) => {
              const change = (patch: Partial<StayForm>) =>
                set(
                  'stays',
                  form.stays.map((other, at) => (at === index ? { ...other, ...patch } : other)),
                );
              return (
                <li key={index} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
                  <TextField
                    label={`Night ${index + 1}: date`}
                    type="date"
                    value={stay.night}
                    onChange={(event) => change({ night: event.target.value })}
                  />
                  <TextField
                    label={`Night ${index + 1}: place`}
                    value={stay.place}
                    onChange={(event) => change({ place: event.target.value })}
                  />
                  <TextField
                    label={`Night ${index + 1}: hotel`}
                    value={stay.hotel}
                    onChange={(event) => change({ hotel: event.target.value })}
                  />
                  <SelectField
                    label={`Night ${index + 1}: Hotel Aster room`}
                    value={stay.roomTypeId}
                    onChange={(event) => change({ roomTypeId: event.target.value })}
                  >
                    <option value="">Not at Hotel Aster</option>
                    {(aster.data?.rooms ?? []).map((room) => (
                      <option key={room.id} value={room.id}>
                        {room.name}
                      </option>
                    ))}
                  </SelectField>
                  {stay.roomTypeId ? (
                    <TextField
                      label={`Night ${index + 1}: rooms`}
                      type="number"
                      min={1}
                      value={stay.rooms}
                      onChange={(event) => change({ rooms: event.target.value })}
                    />
                  ) : null}
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 self-end"
                    onClick={() =>
                      set(
                        'stays',
                        form.stays.filter((_, at) => at !== index),
                      )
                    }
                  >
                    Remove night {index + 1}
                  </Button>
                </li>
              );
            })}
          </ol>
          <Button
            variant="secondary"
            onClick={() => {
              const last = form.stays.at(-1);
              const night = last?.night ? addDays(last.night, 1) : form.startDate;
              set('stays', [
                ...form.stays,
                { night, place: last?.place ?? '', hotel: last?.hotel ?? '', roomTypeId: '', rooms: '1' },
              ]);
            }}
          >
            Add a night
          </Button>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-bold text-brand-900">Included and not included</legend>
          <TextAreaField
            label="Included"
            hint="One item a line."
            value={form.inclusions}
            onChange={(event) => set('inclusions', event.target.value)}
          />
          <TextAreaField
            label="Not included"
            hint="One item a line."
            value={form.exclusions}
            onChange={(event) => set('exclusions', event.target.value)}
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-bold text-brand-900">Price</legend>
          {tour ? (
            <Button variant="secondary" onClick={() => priceFromTour(tour)}>
              Price from {tour.name}
            </Button>
          ) : null}
          <ol className="space-y-3">
            {form.lines.map((line, index) => {
              const change = (patch: Partial<LineForm>) =>
                set(
                  'lines',
                  form.lines.map((other, at) => (at === index ? { ...other, ...patch } : other)),
                );
              return (
                <li
                  key={index}
                  className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_2fr_1fr_auto]"
                >
                  <TextField
                    label={`Line ${index + 1}: what`}
                    value={line.label}
                    onChange={(event) => change({ label: event.target.value })}
                  />
                  <TextField
                    label={`Line ${index + 1}: detail`}
                    value={line.detail}
                    onChange={(event) => change({ detail: event.target.value })}
                  />
                  <TextField
                    label={`Line ${index + 1}: amount (₹)`}
                    type="number"
                    inputMode="numeric"
                    value={line.amount}
                    onChange={(event) =>
                      change({
                        amount: event.target.value,
                        kind: Number(event.target.value) < 0 ? 'discount' : line.kind === 'discount' ? 'other' : line.kind,
                      })
                    }
                  />
                  <Button
                    variant="secondary"
                    size="sm"
                    className="min-h-11 self-end"
                    onClick={() =>
                      set(
                        'lines',
                        form.lines.filter((_, at) => at !== index),
                      )
                    }
                  >
                    Remove line {index + 1}
                  </Button>
                </li>
              );
            })}
          </ol>
          <Button variant="secondary" onClick={() => set('lines', [...form.lines, emptyLine()])}>
            Add a price line
          </Button>
          <p className="text-lg font-bold text-brand-900" aria-live="polite">
            Total: {formatRupees(Math.max(0, total))}
          </p>
        </fieldset>

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
          <Button onClick={onSend} disabled={busy || Boolean(quote?.accepted)}>
            {send.isPending ? 'Sending...' : quote?.versions.length ? 'Send the new version' : 'Send'}
          </Button>
        </div>
      </form>

      {quote?.versions.length ? (
        <section aria-labelledby="quote-history" className="mt-10">
          <h2 id="quote-history" className="text-lg font-bold text-brand-900">
            Versions sent
          </h2>
          <ol className="mt-3 space-y-2">
            {[...quote.versions].reverse().map((version, index) => (
              <li key={version.version} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <span className="font-semibold">Version {version.version}</span> · sent {formatDateTime(version.sentAt)} by{' '}
                {version.by} · {formatRupees(version.total)} · valid until {formatCalendarDate(version.content.validUntil)}
                {index > 0 ? ' · superseded' : ''}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
