import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { tourQueries } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from '@/components/admin/data-table';
import { ShowMoreButton, useShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatRupees } from '@/lib/format';
import { TourFormDialog } from '../components/tour-form-dialog';
import { useDeleteTour } from '../use-save-tour';
import { tourPath } from '@/lib/paths';
import { Icon } from '@/components/ui/icon';
import { plusIcon } from '@/components/ui/icons/admin';

const rowButton = 'rounded-md px-2.5 py-1.5 text-sm font-semibold';

/** Rows read at once; "Show more" reads as many again. */
const adminToursPageSize = 25;

export function AdminToursPage() {
  // The page reads what it shows: the first rows in the operator's order (by id), then more on request.
  const tours = useInfiniteQuery(tourQueries.pages({}, adminToursPageSize));
  const rows = useMemo(() => uniqueById(tours.data?.pages.flatMap((page) => page.items)), [tours.data]);
  const { list, showMore } = useShowMore<HTMLDivElement>(rows?.length ?? 0, () => tours.fetchNextPage(), 'tbody > tr');
  const notify = useNotify();
  const [editing, setEditing] = useState<{ tour: TourPackage | null } | null>(null);
  const [deleting, setDeleting] = useState<TourPackage | null>(null);
  const deleteTour = useDeleteTour();

  // A failure to load tours is only logged; the page then shows its empty state.
  useEffect(() => {
    if (tours.error) console.warn('Could not load tour packages:', tours.error);
  }, [tours.error]);

  function confirmDelete() {
    if (!deleting || deleteTour.isPending) return;
    deleteTour.mutate(deleting, {
      onSuccess: () => notify('success', 'Tour package deleted successfully.'),
      onError: (error) => {
        console.warn('Failed to delete tour:', error);
        notify('error', 'Failed to delete tour.');
      },
      onSettled: () => setDeleting(null),
    });
  }

  const columns: Column<TourPackage>[] = [
    {
      header: 'Tour',
      rowHeader: true,
      cell: (tour) => (
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
          <span>{tour.name}</span>
        </span>
      ),
    },
    { header: 'Duration', cell: (tour) => tour.duration, className: 'whitespace-nowrap' },
    {
      header: 'Category',
      cell: (tour) => (
        <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {tour.category}
        </span>
      ),
    },
    {
      header: 'Price',
      cell: (tour) => <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(tour.price)}</span>,
    },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (tour) => (
        <RowActions>
          <Link
            to={tourPath(tour.id)}
            className={`${rowButton} text-slate-700 hover:bg-slate-100`}
            aria-label={`View ${tour.name}`}
          >
            View
          </Link>
          <button
            type="button"
            onClick={() => setEditing({ tour })}
            className={`${rowButton} text-brand-700 hover:bg-brand-50`}
            aria-label={`Edit ${tour.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={() => setDeleting(tour)}
            className={`${rowButton} text-red-700 hover:bg-red-50`}
            aria-label={`Delete ${tour.name}`}
          >
            Delete
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Manage Tours" description="Add, edit and delete the tour packages shown on the website." />
      <AdminPageHeader
        title="Manage Tours"
        description="The packages listed on the Packages page. Changes show on the website straight away."
        actions={
          <Button onClick={() => setEditing({ tour: null })}>
            <Icon shape={plusIcon} className="size-4" />
            Add New Tour
          </Button>
        }
      />
      <div ref={list}>
        <DataTable
          caption="Tour packages"
          columns={columns}
          rows={rows}
          rowKey={(tour) => tour.id}
          loading={tours.isPending}
          empty="No tour packages yet. Use Add New Tour to create the first one."
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
      {editing ? <TourFormDialog tour={editing.tour} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tour package"
        message={
          <>
            <p>Are you sure you want to delete this tour package?</p>
            {deleting ? <p className="mt-2 font-semibold text-slate-900">{deleting.name}</p> : null}
          </>
        }
        confirmLabel="Delete"
        fallbackFocus={focusTargetAfterRowRemoval}
        busy={deleteTour.isPending}
        onConfirm={confirmDelete}
        onCancel={() => (deleteTour.isPending ? undefined : setDeleting(null))}
      />
    </>
  );
}

/** Each tour once: a tour that moved between pages while they were read is not listed twice. */
function uniqueById(tours: readonly TourPackage[] | undefined): TourPackage[] | undefined {
  const seen = new Set<string>();
  return tours?.filter((tour) => !seen.has(tour.id) && Boolean(seen.add(tour.id)));
}
