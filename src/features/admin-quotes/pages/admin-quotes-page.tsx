import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { quoteState, quoteStateWords } from '@/backend/domain/quote-content';
import { todayInIndia } from '@/backend/domain/calendar';
import { quoteQueries } from '@/backend/queries';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { adminNewQuotePath, adminQuotePath } from '@/lib/admin-paths';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/lib/format';
import { QuoteStateBadge } from '../components/quote-state-badge';

const pageSize = 20;

/** Every quote, the latest changed first, with where it stands. */
export function AdminQuotesPage() {
  const quotes = useInfiniteQuery({
    ...quoteQueries.pages(pageSize),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  const today = todayInIndia();
  return (
    <>
      <PageMeta title="Quotes" description="Trips tailored for one customer, sent as a link." noindex />
      <AdminPageHeader
        title="Quotes"
        description="Trips tailored for one customer: a day-by-day plan, stays, vehicle and price, sent as a link they read without an account, ask to change or accept."
      />
      <ButtonLink to={adminNewQuotePath()} className="mb-6">
        New quote
      </ButtonLink>
      {quotes.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch the quotes.</InlineNotice>
          <Button variant="secondary" onClick={() => void quotes.refetch()}>
            Try again
          </Button>
        </div>
      ) : quotes.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <p className="sr-only" role="status">
            Loading quotes...
          </p>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : quotes.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          No quotes yet. Make one from an enquiry, or start a new one.
        </p>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-3">
            {quotes.data.map((quote) => (
              <li key={quote.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Link
                      to={adminQuotePath(quote.id)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                    >
                      {quote.content.customer.name}: {quote.content.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {formatCalendarDate(quote.content.startDate)} to {formatCalendarDate(quote.content.endDate)} ·{' '}
                      {quote.content.party.length} travellers · {formatRupees(quote.total)}
                      {quote.versions.length ? ` · version ${quote.versions.length}` : ''} · changed{' '}
                      {formatDateTime(quote.updatedAt)}
                    </p>
                  </div>
                  <QuoteStateBadge state={quoteState(quote, today)} words={quoteStateWords} />
                </div>
              </li>
            ))}
          </ul>
          {quotes.hasNextPage ? (
            <Button variant="secondary" onClick={() => void quotes.fetchNextPage()} disabled={quotes.isFetchingNextPage}>
              {quotes.isFetchingNextPage ? 'Loading...' : 'Show older quotes'}
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
