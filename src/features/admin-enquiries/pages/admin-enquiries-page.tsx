import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { enquiryQueries } from '@/backend/queries';
import type { Enquiry } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate, formatDateTime } from '@/lib/format';
import { EnquiryQuotes } from '../components/enquiry-quotes';
import { ReplyBox } from '../components/reply-box';
import { ReplyTemplatesForm } from '../components/reply-templates-form';
import { replyLinks } from '../reply-links';
import { useSetEnquiryHandled } from '../use-set-enquiry-handled';

const pageSize = 20;

export function AdminEnquiriesPage() {
  const enquiries = useInfiniteQuery({
    ...enquiryQueries.pages(pageSize),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  const setHandled = useSetEnquiryHandled();
  const notify = useNotify();

  // The value being saved, set in the click's own render: the box changes at once and stays changed until the
  // list has been read again, instead of springing back until the mutation's state arrives.
  const [saving, setSaving] = useState<{ id: string; handled: boolean } | null>(null);

  function toggle(enquiry: Enquiry, handled: boolean) {
    const change = { id: enquiry.id, handled };
    setSaving(change);
    setHandled.mutate(change, {
      onSuccess: () =>
        notify('success', handled ? `Marked as handled: ${enquiry.name}.` : `Marked as waiting for a reply: ${enquiry.name}.`),
      onError: (error) => {
        console.warn('Could not update the enquiry:', error);
        notify('error', 'Could not update the enquiry. Please try again.');
      },
      // After the hook's own onSettled, which waits for the list to be read again.
      onSettled: () => setSaving((current) => (current === change ? null : current)),
    });
  }

  /** What the box shows: the value being saved for the enquiry being changed, else the stored one. */
  const shownHandled = (enquiry: Enquiry) => (saving?.id === enquiry.id ? saving.handled : enquiry.handled);

  const waiting = enquiries.data?.filter((enquiry) => !enquiry.handled).length ?? 0;

  return (
    <>
      <PageMeta title="Enquiries" description="Questions sent through the enquiry forms of the website." />
      <AdminPageHeader
        title="Enquiries"
        description="Questions sent from the Hotel Aster and tour pages, newest first. Each one was also e-mailed to the bookings address; reply here from a template, or tick it once you have replied elsewhere."
      />
      <ReplyTemplatesForm />
      {enquiries.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch the enquiries.</InlineNotice>
          <Button variant="secondary" onClick={() => void enquiries.refetch()}>
            Try again
          </Button>
        </div>
      ) : enquiries.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading enquiries...
          </p>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-40 w-full rounded-2xl" />
          ))}
        </div>
      ) : enquiries.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          No enquiries yet.
        </p>
      ) : (
        <div className="space-y-4">
          <p role="status" className="text-sm font-medium text-slate-700">
            {waiting === 0
              ? `All ${countLabel(enquiries.data.length, 'enquiry', 'enquiries')} shown are handled.`
              : `${countLabel(waiting, 'enquiry', 'enquiries')} of the ${enquiries.data.length} shown ${waiting === 1 ? 'waits' : 'wait'} for a reply.`}
          </p>
          <ul className="space-y-4">
            {enquiries.data.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard enquiry={enquiry} handled={shownHandled(enquiry)} onToggle={(handled) => toggle(enquiry, handled)} />
              </li>
            ))}
          </ul>
          {enquiries.hasNextPage ? (
            <Button variant="secondary" onClick={() => void enquiries.fetchNextPage()} disabled={enquiries.isFetchingNextPage}>
              {enquiries.isFetchingNextPage ? 'Loading...' : 'Show older enquiries'}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}

function EnquiryCard({
  enquiry,
  handled,
  onToggle,
}: {
  enquiry: Enquiry;
  handled: boolean;
  onToggle: (handled: boolean) => void;
}) {
  const reply = replyLinks(enquiry.contact);
  const headingId = `enquiry-${enquiry.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-handled={handled ? '' : undefined}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${handled ? 'border-slate-200' : 'border-amber-300 shadow-[inset_4px_0_0_var(--color-amber-400)]'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {enquiry.name} <span className="font-normal text-slate-600">about {enquiry.subject}</span>
          </h2>
          <p className="text-sm text-slate-600">Received {formatDateTime(enquiry.createdAt)}</p>
        </div>
        {enquiry.bookedAs ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
            Booked: {enquiry.bookedAs}
          </span>
        ) : handled ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Handled</span>
        ) : (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Awaiting reply</span>
        )}
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">Contact</dt>
        <dd className="flex flex-wrap gap-x-3 break-all">
          {reply.links.length === 0
            ? reply.shown
            : reply.links.map((link) => (
                <a key={link.href} href={link.href} className="font-semibold text-brand-700 underline underline-offset-2">
                  {link.label}
                </a>
              ))}
        </dd>
        {enquiry.travelDate ? (
          <>
            <dt className="font-semibold text-slate-900">Travel date</dt>
            <dd>{formatCalendarDate(enquiry.travelDate)}</dd>
          </>
        ) : null}
        {enquiry.travellers ? (
          <>
            <dt className="font-semibold text-slate-900">Travellers</dt>
            <dd>{enquiry.travellers}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 whitespace-pre-line break-words text-slate-800">{enquiry.message}</p>
      {enquiry.replies?.length ? (
        <section aria-label={`Replies to ${enquiry.name}`} className="mt-4 space-y-3 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-bold text-brand-900">Your replies</h3>
          <ol className="space-y-3">
            {enquiry.replies.map((reply) => (
              <li key={reply.at} className="rounded-xl bg-brand-50 px-4 py-3">
                <p className="text-xs font-semibold text-slate-700">
                  {reply.via === 'email' ? 'E-mailed' : 'Sent on WhatsApp'} {formatDateTime(reply.at)} by {reply.by}
                </p>
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{reply.text}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <details open={!handled} className="mt-4 border-t border-slate-100 pt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
          {enquiry.replies?.length ? 'Reply again' : 'Reply'}
        </summary>
        <div className="pt-2">
          <ReplyBox enquiry={enquiry} />
        </div>
      </details>
      <EnquiryQuotes enquiry={enquiry} />
      <CheckboxField
        className="mt-4 border-t border-slate-100 pt-4"
        label="Handled"
        // The visible word first, then whose enquiry it is: every card has one such box.
        aria-label={`Handled: the enquiry from ${enquiry.name}`}
        checked={handled}
        onChange={(event) => onToggle(event.target.checked)}
      />
    </article>
  );
}
