import { useQuery } from '@tanstack/react-query';
import { hotelBookingQueries } from '@/backend/queries';
import { bookingStatuses, bookingStatusSchema, type BookingKind, type HotelBooking } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Button } from '@/components/ui/button';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { formatCalendarDate, formatDate, formatRupees } from '@/lib/format';
import { StatusBadge } from '../components/status-badge';
import { useUpdateBookingStatus } from '../use-update-booking-status';

const kindLabels: Record<BookingKind, string> = {
  hotel: 'Hotel',
  tour: 'Tour package',
  room: 'Hotel Aster room',
  flight: 'Flight',
};

/** Kind, reference and party size of a booking request, when it has them. */
function bookingDetails(booking: HotelBooking): string {
  const parts = [
    booking.kind === 'hotel' ? null : kindLabels[booking.kind],
    booking.reference ?? null,
    booking.travellers ? `${booking.travellers} ${booking.travellers === 1 ? 'traveller' : 'travellers'}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function HotelBookingsPage() {
  const bookings = useQuery(hotelBookingQueries.list());
  const updateStatus = useUpdateBookingStatus();
  const notify = useNotify();

  function changeStatus(booking: HotelBooking, value: string) {
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

  const columns: Column<HotelBooking>[] = [
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
      header: 'Hotel',
      cell: (booking) => (
        <span className="block">
          {booking.hotelName}
          {bookingDetails(booking) ? <span className="block text-sm text-slate-600">{bookingDetails(booking)}</span> : null}
        </span>
      ),
    },
    { header: 'Check-in', cell: (booking) => formatCalendarDate(booking.checkInDate), className: 'whitespace-nowrap' },
    { header: 'Check-out', cell: (booking) => formatCalendarDate(booking.checkOutDate), className: 'whitespace-nowrap' },
    { header: 'Total', cell: (booking) => <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(booking.totalPrice)}</span> },
    {
      header: 'Status',
      cell: (booking) => (
        <span className="flex flex-col items-end gap-1.5 sm:items-start">
          <span className="flex items-center gap-2">
            <StatusBadge status={booking.status} />
            <select
              aria-label={`Status for ${booking.userName}`}
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
            <span className="text-xs font-semibold text-amber-800">Cancellation requested on {formatDate(booking.cancellationRequestedAt)}</span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Hotel Bookings" description="Hotel bookings made by customers, and their status." />
      <AdminPageHeader title="Hotel Bookings" description="Set each booking to Pending, Confirmed or Cancelled. Changes are saved straight away." />
      {bookings.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch bookings.</InlineNotice>
          <Button variant="secondary" onClick={() => void bookings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Hotel bookings"
          columns={columns}
          rows={bookings.data}
          rowKey={(booking) => booking.id}
          loading={bookings.isPending}
          empty="No hotel bookings yet."
        />
      )}
    </>
  );
}
