import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hotelQueries } from '@/backend/queries';
import type { Hotel } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, focusTargetAfterRowRemoval, RowActions, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatRupees } from '@/lib/format';
import { HotelFormDialog } from '../components/hotel-form-dialog';
import { deleteHotelMessage } from '../hotel-form-values';
import { useDeleteHotel } from '../use-save-hotel';
import { Icon } from '@/components/ui/icon';
import { plusIcon } from '@/components/ui/icons/admin';

const rowButton = 'rounded-md px-2.5 py-1.5 text-sm font-semibold';

export function AdminHotelsPage() {
  // The operator has a handful of partner hotels: the first page of 100 is all of them.
  const hotels = useInfiniteQuery({ ...hotelQueries.pages(100), select: (data) => data.pages.flatMap((page) => page.items) });
  const notify = useNotify();
  const [editing, setEditing] = useState<{ hotel: Hotel | null } | null>(null);
  const [deleting, setDeleting] = useState<Hotel | null>(null);
  const deleteHotel = useDeleteHotel();

  function confirmDelete() {
    if (!deleting || deleteHotel.isPending) return;
    deleteHotel.mutate(deleting, {
      onSuccess: () => notify('success', 'Hotel deleted successfully.'),
      onError: (error) => {
        console.warn('Failed to delete hotel:', error);
        notify('error', 'Failed to delete hotel.');
      },
      onSettled: () => setDeleting(null),
    });
  }

  const columns: Column<Hotel>[] = [
    {
      header: 'Hotel',
      rowHeader: true,
      cell: (hotel) => (
        <span className="flex items-center gap-3">
          {hotel.images[0] ? (
            <img
              src={hotel.images[0]}
              alt=""
              width={64}
              height={43}
              loading="lazy"
              className="h-11 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-11 w-16 shrink-0 rounded-md bg-slate-100" />
          )}
          <span>{hotel.name}</span>
        </span>
      ),
    },
    { header: 'Location', cell: (hotel) => hotel.location },
    {
      header: 'Price per night',
      cell: (hotel) => <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(hotel.price)}</span>,
    },
    { header: 'Images', cell: (hotel) => hotel.images.length },
    {
      header: 'Actions',
      hideHeader: true,
      cell: (hotel) => (
        <RowActions>
          <button
            type="button"
            onClick={() => setEditing({ hotel })}
            className={`${rowButton} text-brand-700 hover:bg-brand-50`}
            aria-label={`Edit ${hotel.name}`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={() => setDeleting(hotel)}
            className={`${rowButton} text-red-700 hover:bg-red-50`}
            aria-label={`Delete ${hotel.name}`}
          >
            Delete
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Manage Hotels" description="Add, edit and delete partner hotels and their photos." />
      <AdminPageHeader
        title="Manage Hotels"
        description="Partner hotels with their nightly price and photos."
        actions={
          <Button onClick={() => setEditing({ hotel: null })}>
            <Icon shape={plusIcon} className="size-4" />
            Add New Hotel
          </Button>
        }
      />
      {hotels.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch hotels. Please check your hosted-backend configuration.</InlineNotice>
          <Button variant="secondary" onClick={() => void hotels.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Hotels"
          columns={columns}
          rows={hotels.data}
          rowKey={(hotel) => hotel.id}
          loading={hotels.isPending}
          empty="No hotels yet. Use Add New Hotel to create the first one."
        />
      )}
      {editing ? <HotelFormDialog hotel={editing.hotel} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete hotel"
        message={deleting ? <p>{deleteHotelMessage(deleting)}</p> : null}
        confirmLabel="Delete"
        fallbackFocus={focusTargetAfterRowRemoval}
        busy={deleteHotel.isPending}
        onConfirm={confirmDelete}
        onCancel={() => (deleteHotel.isPending ? undefined : setDeleting(null))}
      />
    </>
  );
}
