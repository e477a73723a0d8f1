import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { bookingQueries } from '@/backend/queries';
import { bookingStatuses, bookingStatusSchema, type Booking } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatDate, formatRupees } from '@/lib/format';
import { todayCalendarDate } from '@/backend/rules/calendar';
import { awaitsCancellation, filterBookings, hasActiveFilters, noFilters, readBookingFilters, writeBookingFilters, type BookingFilters } from '../booking-filters';
import { bookingKindLabels } from '@/lib/booking-kinds';
import { bookingsToCsv } from '../bookings-csv';
import { BookingFiltersBar } from '../components/booking-filters-bar';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { downloadTextFile } from '../download-file';
import { useUpdateBookingStatus } from '../use-update-booking-status';
import { Icon } from '@/components/ui/icon';
import { downloadIcon } from '@/components/ui/icons/admin';

/** Kind, reference and party size of a booking request, when it has them. */
function bookingDetails(booking: Booking): string {
  const parts = [
    booking.kind === 'hotel' ? null : bookingKindLabels[booking.kind],
    booking.reference ?? null,
    booking.travellers ? `${booking.travellers} ${booking.travellers === 1 ? 'traveller' : 'travellers'}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function AdminBookingsPage() {
  const bookings = useInfiniteQuery({ ...bookingQueries.pages({}, 500), select: (data) => data.pages.flatMap((page) => page.items) });
  const updateStatus = useUpdateBookingStatus();
  const notify = useNotify();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readBookingFilters(searchParams), [searchParams]);
  const shown = useMemo(() => filterBookings(bookings.data ?? [], filters), [bookings.data, filters]);
  const waitingCancellations = shown.filter(awaitsCancellation).length;

  function setFilters(next: BookingFilters) {
    // Replace, not push: typing a date would otherwise leave a history entry per keystroke.
    setSearchParams((current) => writeBookingFilters(next, current), { replace: true });
  }

  function exportCsv() {
    downloadTextFile(`hotel-bookings-${todayCalendarDate()}.csv`, bookingsToCsv(shown), 'text/csv;charset=utf-8');
  }

  function changeStatus(booking: Booking, value: string) {
    const status = bookingStatusSchema.parse(value);
    if (status === booking.status) return;
    updateStatus.mutate(
      { id: booking.id, status },
      {
        onSuccess: () => notify('success', 'Booking status updated.'),
        onError: (error) => {
          console.warn('Could not update booking status:', error);
          notify('error', 'Could not update booking status.');
        },
      },
    );
  }

  const columns: Column<Booking>[] = [
    {
      header: 'Guest',
      rowHeader: true,
      cell: (booking) => (
        <span className="block">
          {booking.userName}
          <span className="block text-sm font-normal break-all text-slate-600">{booking.userEmail}</span>
        </span>
      ),
    },
    {
      header: 'Booking',
      cell: (booking) => (
        <span className="block">
          {booking.itemName}
          {bookingDetails(booking) ? <span className="block text-sm text-slate-600">{bookingDetails(booking)}</span> : null}
        </span>
      ),
    },
    { header: 'Check-in', cell: (booking) => formatCalendarDate(booking.travelDate), className: 'whitespace-nowrap' },
    { header: 'Check-out', cell: (booking) => formatCalendarDate(booking.endDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (booking) => <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(booking.totalPrice)}</span> },
    {
      header: 'Status',
      cell: (booking) => (
        <span className="flex flex-col items-end gap-1.5 sm:items-start">
          <span className="flex items-center gap-2">
            {/* Phones show the select alone: the badge and the select side by side do not fit a 360px card. */}
            <span className="max-sm:hidden">
              <BookingStatusBadge status={booking.status} size="sm" />
            </span>
            <select
              aria-label={`Status for ${booking.userName}${booking.reference ? `, ${booking.reference}` : ''}`}
              value={booking.status}
              onChange={(event) => changeStatus(booking, event.target.value)}
              className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm font-medium text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            >
              {bookingStatuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </span>
          {booking.cancellationRequestedAt ? (
            <span
              data-cancellation-request={awaitsCancellation(booking) ? '' : undefined}
              className={`text-xs font-semibold ${awaitsCancellation(booking) ? 'rounded-md bg-amber-100 px-2 py-0.5 text-amber-900' : 'text-slate-600'}`}
            >
              Cancellation requested on {formatDate(booking.cancellationRequestedAt)}
            </span>
          ) : null}
        </span>
      ),
    },
  ];

  const filtered = hasActiveFilters(filters);

  return (
    <>
      <PageMeta title="Hotel Bookings" description="Hotel bookings made by customers, and their status." />
      <AdminPageHeader
        title="Hotel Bookings"
        description="Set each booking to Pending, Confirmed or Cancelled. Changes are saved straight away."
      />
      {bookings.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch bookings.</InlineNotice>
          <Button variant="secondary" onClick={() => void bookings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <BookingFiltersBar filters={filters} onChange={setFilters} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1" role="status">
              {bookings.data ? (
                <>
                  <p className="text-sm font-medium text-slate-700">
                    Showing {shown.length} of {bookings.data.length} bookings
                  </p>
                  {waitingCancellations > 0 ? (
                    <p className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      {waitingCancellations === 1 ? '1 cancellation request' : `${waitingCancellations} cancellation requests`} to answer
                    </p>
                  ) : null}
                </>
              ) : null}
            </div>
            <Button variant="secondary" onClick={exportCsv} disabled={shown.length === 0} className="sm:w-auto">
              <Icon shape={downloadIcon} className="size-4" />
              Export CSV
            </Button>
          </div>
          {/* Rows with an unanswered cancellation request stand out (the table's rows carry no classes of their own). */}
          <div className="[&_tr:has([data-cancellation-request])]:bg-amber-50/80 [&_tr:has([data-cancellation-request])]:shadow-[inset_4px_0_0_var(--color-amber-400)]">
            <DataTable
              caption="Hotel bookings"
              columns={columns}
              rows={shown}
              rowKey={(booking) => booking.id}
              loading={bookings.isPending}
              empty={
                filtered && bookings.data?.length ? (
                  <div className="space-y-3">
                    <p>No bookings match these filters.</p>
                    <Button variant="secondary" onClick={() => setFilters(noFilters)}>
                      Show all bookings
                    </Button>
                  </div>
                ) : (
                  'No hotel bookings yet.'
                )
              }
            />
          </div>
        </div>
      )}
    </>
  );
}
