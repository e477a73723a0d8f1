import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { tourQueries } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, RowActions, type Column } from '@/components/admin/data-table';
import { ShowMoreButton, useShowMore } from '@/components/show-more';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { coverageBadge, coverageText, itineraryCoverage, type ItineraryCoverage } from '../coverage';
import { adminToursPath } from '@/lib/admin-paths';

interface Row {
  tour: TourPackage;
  coverage: ItineraryCoverage;
}

const badgeTone: Record<ItineraryCoverage['state'], string> = {
  complete: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  missing: 'bg-accent-100 text-accent-700 ring-accent-400/40',
  extra: 'bg-sky-50 text-sky-800 ring-sky-200',
  unknown: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const barTone: Record<ItineraryCoverage['state'], string> = {
  complete: 'bg-emerald-600',
  missing: 'bg-accent-500',
  extra: 'bg-sky-600',
  unknown: 'bg-slate-400',
};

/** A tour id as part of an element id (ids of tours added in the admin are safe; this keeps it so). */
const nameId = (tour: TourPackage) => `itinerary-tour-${tour.id.replace(/\s+/g, '-')}`;

/** Rows read at once; "Show more" reads as many again. */
const pageSize = 25;

/** Which tours have a full day-by-day plan. The plans themselves are edited in each tour's form. */
export function AdminItinerariesPage() {
  // The page reads what it shows: the first tours in the operator's order (by id), then more on request.
  const tours = useInfiniteQuery(tourQueries.pages({}, pageSize));

  // A failure to load tours is only logged; the page then shows its empty state.
  useEffect(() => {
    if (tours.error) console.warn('Could not load tour packages:', tours.error);
  }, [tours.error]);

  const rows = useMemo(() => {
    const seen = new Set<string>();
    return tours.data?.pages
      .flatMap((page) => page.items)
      .filter((tour) => !seen.has(tour.id) && Boolean(seen.add(tour.id)))
      .map((tour) => ({ tour, coverage: itineraryCoverage(tour) }));
  }, [tours.data]);
  const complete = rows?.filter((row) => row.coverage.state === 'complete').length ?? 0;
  const { list, showMore } = useShowMore<HTMLDivElement>(rows?.length ?? 0, () => tours.fetchNextPage(), 'tbody > tr');

  const columns: Column<Row>[] = [
    {
      header: 'Tour',
      rowHeader: true,
      cell: ({ tour }) => (
        <span className="flex items-center gap-3">
          {tour.image ? (
            <img
              src={tour.image}
              alt=""
              width={64}
              height={43}
              loading="lazy"
              className="h-11 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-11 w-16 shrink-0 rounded-md bg-slate-100" />
          )}
          <span id={nameId(tour)}>{tour.name}</span>
        </span>
      ),
    },
    { header: 'Duration', cell: ({ tour }) => tour.duration, className: 'whitespace-nowrap' },
    {
      header: 'Itinerary days',
      cell: ({ coverage }) => (
        <span className="inline-flex min-w-32 flex-col items-end gap-1.5 sm:items-stretch">
          <span className="font-semibold whitespace-nowrap text-slate-900">{coverageText(coverage)}</span>
          {/* The text beside it says the same for screen readers. */}
          <span aria-hidden="true" className="block h-2 w-32 overflow-hidden rounded-full bg-slate-200">
            <span className={`block h-full rounded-full ${barTone[coverage.state]}`} style={{ width: `${coverage.percent}%` }} />
          </span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: ({ coverage }) => (
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${badgeTone[coverage.state]}`}
        >
          {coverageBadge(coverage)}
        </span>
      ),
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: ({ tour }) => (
        <RowActions>
          <Link
            to={adminToursPath()}
            aria-describedby={nameId(tour)}
            className="rounded-md px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            Edit in Manage Tours
          </Link>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Itineraries" description="Day-by-day itinerary coverage of every tour package." />
      <AdminPageHeader
        title="Itineraries"
        description="How much of each tour's day-by-day plan is written, against the days its duration promises. Plans are edited in each tour's form under Manage Tours."
      />
      {rows && rows.length > 0 ? (
        <p className="mb-4 text-sm font-medium text-slate-700">
          {tours.hasNextPage
            ? `${complete} of the first ${rows.length} tours have a complete itinerary.`
            : complete === rows.length
              ? `All ${rows.length === 1 ? '1 tour has' : `${rows.length} tours have`} a complete itinerary.`
              : `${complete} of ${rows.length} tours have a complete itinerary.`}
        </p>
      ) : null}
      <div ref={list}>
        <DataTable
          caption="Itinerary coverage by tour"
          columns={columns}
          rows={rows}
          rowKey={({ tour }) => tour.id}
          loading={tours.isPending}
          empty={
            <>
              No tour packages yet.{' '}
              <Link to={adminToursPath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                Add one in Manage Tours
              </Link>
              .
            </>
          }
        />
      </div>
      {tours.hasNextPage ? (
        <ShowMoreButton onClick={showMore} loading={tours.isFetchingNextPage}>
          Show more tours
        </ShowMoreButton>
      ) : null}
      {tours.isFetchNextPageError ? (
        <div className="mt-4 text-center">
          <InlineNotice kind="error">Could not load more tours. Please try again.</InlineNotice>
        </div>
      ) : null}
    </>
  );
}
