import { useQuery } from '@tanstack/react-query';
import { mailQueries } from '@/backend/queries';
import type { MailMessage } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { deliveryInWords, mailDetails, templateNames } from '../mail-words';

/** How many of the latest e-mails the page lists. */
const shownCount = 50;

export function AdminOutboxPage() {
  const mail = useQuery(mailQueries.latest(shownCount));
  return (
    <>
      <PageMeta title="Outbox" description="The latest e-mails the website has sent." />
      <AdminPageHeader
        title="Outbox"
        description={
          <>
            The latest {shownCount} e-mails the website has written, newest first: booking requests, confirmations, cancellations
            and enquiries. On the live site these are sent by the e-mail extension; its delivery state shows here. The embedded
            demo sends nothing: its e-mails are only kept here.
          </>
        }
        actions={
          <Button variant="secondary" onClick={() => void mail.refetch()} disabled={mail.isFetching}>
            {mail.isFetching && !mail.isPending ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      {mail.isError ? (
        <InlineNotice kind="error">Could not fetch the e-mails. Please try again.</InlineNotice>
      ) : mail.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading e-mails...
          </p>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-36 w-full rounded-2xl" />
          ))}
        </div>
      ) : mail.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          No e-mails yet. A booking request or an enquiry writes the first ones.
        </p>
      ) : (
        <ul className="space-y-4">
          {mail.data.map((message) => (
            <li key={message.id}>
              <MailCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MailCard({ message }: { message: MailMessage }) {
  const headingId = `mail-${message.id}`;
  const details = mailDetails(message.template.data);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {templateNames[message.template.name]}
          </h2>
          <p className="text-sm break-all text-slate-700">
            To <span className="font-semibold text-slate-900">{message.to}</span>
          </p>
        </div>
        <p className="text-sm text-slate-600">{formatDateTime(message.createdAt)}</p>
      </div>
      {details.length > 0 ? (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {details.map((detail) => (
            <div key={`${detail.label}-${detail.value}`} className="contents">
              <dt className="font-semibold text-slate-900">{detail.label}</dt>
              <dd className="break-words whitespace-pre-line text-slate-700">{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {message.delivery ? (
        <p className="mt-4 border-t border-slate-100 pt-3 text-sm">
          <span className="font-semibold text-slate-900">Delivery:</span> {deliveryInWords(message.delivery)}
        </p>
      ) : null}
    </article>
  );
}
