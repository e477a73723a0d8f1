import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { bookingQueries, hotelAsterQueries, settingsQueries } from '@/backend/queries';
import { awaitsCancellation } from '@/backend/domain/booking-filter';
import type { Booking } from '@/backend/schemas';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmRequestDialog } from '@/components/admin/confirm-requests/confirm-request-dialog';
import { useConfirmRequests } from '@/components/admin/confirm-requests/use-confirm-requests';
import { DataTable, type Column } from '@/components/admin/data-table';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { downloadIcon } from '@/components/ui/icons/admin';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminBookingPath, adminBookingsPath, adminNewBookingPath } from '@/lib/admin-paths';
import { bookingKindLabels, countLabel } from '@/lib/booking-kinds';
import { formatCalendarDate, formatDate, formatIndianNumber, formatRupees } from '@/lib/format';
import { useSearchParamsWriter } from '@/lib/use-search-params-writer';
import {
  hasActiveFilters,
  noFilters,
  readBookingFilters,
  toBookingFilter,
  writeBookingFilters,
  type BookingFilters,
} from '../booking-filters';
import { BookingFiltersBar } from '../components/booking-filters-bar';
import { BookingStatusSelect } from '../components/booking-status-select';
import { ConfirmCancelDialog } from '../components/confirm-cancel-dialog';
import { CustomerPhone } from '../components/customer-phone';
import { HoldLapsedBadge, hasLapsedHold } from '../components/hold-lapsed';
import { PriceCheckNote } from '../components/price-check-note';
import { checkRoomPrice, priceCheckCaveat, type PriceCheck } from '../price-check';
import { useBookingStatusChange } from '../use-booking-status-change';
import { useExportBookings } from '../use-export-bookings';

/** Bookings per page: the list reads only what it shows. */
export const bookingsPageSize = 25;

/** Kind, reference and party size of a booking request, when it has them. */
function bookingDetails(booking: Booking): string {
  const parts = [
    booking.kind === 'hotel' ? null : bookingKindLabels[booking.kind],
    booking.reference ?? null,
    booking.travellers ? countLabel(booking.travellers, 'traveller', 'travellers') : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function AdminBookingsPage() {
  const [searchParams, writeSearchParams] = useSearchParamsWriter();
  const location = useLocation();
  const filters = useMemo(() => readBookingFilters(searchParams), [searchParams]);
  const filter = useMemo(() => toBookingFilter(filters), [filters]);
  const pages = useInfiniteQuery(bookingQueries.pages(filter, bookingsPageSize));
  const policy = useQuery(settingsQueries.bookingPolicy());
  const total = useQuery(bookingQueries.count(filter));
  const awaiting = useQuery(bookingQueries.count({ awaitingCancellation: true }));
  // The rates and seasons every room booking is checked against.
  const hotel = useQuery(hotelAsterQueries.content());
  const statusChange = useBookingStatusChange();
  const exporter = useExportBookings();
  const progressId = useId();
  const requests = useConfirmRequests();
  // Pending requests ticked for a bulk confirmation, and the requests the confirmation dialog is asking about.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<readonly Booking[]>([]);
  // After a search on a phone, the page moves to the results (the filters and the search sit above them).
  const results = useRef<HTMLDivElement>(null);
  const [scrollPending, setScrollPending] = useState(false);

  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items), [pages.data]);
  const checks = useMemo(() => {
    const byId = new Map<string, PriceCheck | null>();
    if (hotel.data) for (const booking of rows ?? []) byId.set(booking.id, checkRoomPrice(booking, hotel.data));
    return byId;
  }, [rows, hotel.data]);
  const mismatches = [...checks.values()].filter((check) => check?.result === 'mismatch').length;
  const selectable = (booking: Booking) => booking.status === 'Pending' && !requests.isQueued(booking.id);
  const chosen = (rows ?? []).filter((booking) => selected.has(booking.id) && selectable(booking));

  useEffect(() => {
    if (!scrollPending || pages.isFetching || !results.current) return;
    setScrollPending(false);
    const phone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches;
    if (phone && typeof results.current.scrollIntoView === 'function') results.current.scrollIntoView({ block: 'start' });
  }, [scrollPending, pages.isFetching]);

  function toggle(booking: Booking, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(booking.id);
      else next.delete(booking.id);
      return next;
    });
  }

  function setFilters(change: Partial<BookingFilters>) {
    // Replace, not push: typing a date would otherwise leave a history entry per keystroke.
    writeSearchParams((current) => writeBookingFilters({ ...readBookingFilters(current), ...change }, current), {
      replace: true,
    });
  }

  const columns: Column<Booking>[] = [
    {
      header: 'Select',
      hideHeader: true,
      className: 'w-12',
      cell: (booking) =>
        selectable(booking) ? (
          <label className="-m-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center p-2">
            <input
              type="checkbox"
              className="size-5 rounded border-slate-400 accent-brand-700"
              checked={selected.has(booking.id)}
              onChange={(event) => toggle(booking, event.target.checked)}
            />
            <span className="sr-only">
              Select the request of {booking.userName}
              {booking.reference ? `, ${booking.reference}` : ''}
            </span>
          </label>
        ) : null,
    },
    {
      header: 'Guest',
      rowHeader: true,
      cell: (booking) => (
        <span className="block">
          <Link
            to={adminBookingPath(booking.id)}
            state={{ listSearch: location.search }}
            className="text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
          >
            {booking.userName}
          </Link>
          {booking.userEmail ? (
            <span className="block text-sm font-normal break-all text-slate-600">{booking.userEmail}</span>
          ) : null}
          {booking.madeBy === 'operator' ? (
            <span className="block text-sm font-normal text-slate-600">Made by the operator</span>
          ) : null}
          <span className="block text-sm font-normal">
            <CustomerPhone booking={booking} />
          </span>
        </span>
      ),
    },
    {
      header: 'Booking',
      cell: (booking) => (
        <span className="block">
          {booking.itemName}
          {bookingDetails(booking) ? <span className="block text-sm text-slate-600">{bookingDetails(booking)}</span> : null}
          <PriceCheckNote check={checks.get(booking.id) ?? null} />
        </span>
      ),
    },
    { header: 'Check-in', cell: (booking) => formatCalendarDate(booking.travelDate), className: 'whitespace-nowrap' },
    { header: 'Check-out', cell: (booking) => formatCalendarDate(booking.endDate), className: 'whitespace-nowrap' },
    {
      header: 'Total',
      cell: (booking) => (
        <span className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(booking.totalPrice)}</span>
      ),
    },
    {
      header: 'Status',
      cell: (booking) => (
        <span className="flex flex-col items-end gap-1.5 sm:items-start">
          <span className="flex items-center gap-2">
            {/* Phones show the select alone: the badge and the select side by side do not fit a 360px card. */}
            <span className="max-sm:hidden">
              <BookingStatusBadge status={booking.status} size="sm" />
            </span>
            <BookingStatusSelect booking={booking} onChange={(value) => statusChange.request(booking, value)} />
          </span>
          {selectable(booking) ? (
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11"
              aria-label={`Confirm request of ${booking.userName}${booking.reference ? `, ${booking.reference}` : ''}`}
              onClick={() => setConfirming([booking])}
            >
              Confirm request
            </Button>
          ) : booking.status === 'Pending' ? (
            <span className="text-xs font-semibold text-slate-700">Confirming…</span>
          ) : null}
          {hasLapsedHold(booking, policy.data) ? <HoldLapsedBadge booking={booking} /> : null}
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
  const exporting = exporter.progress;

  return (
    <>
      <PageMeta title="Hotel Bookings" description="Hotel bookings made by customers, and their status." />
      <AdminPageHeader
        title="Hotel Bookings"
        description="Set each booking to Pending, Confirmed or Cancelled. Changes are saved straight away. Open a guest's name for the whole booking."
        actions={
          <ButtonLink to={adminNewBookingPath()} className="min-h-11">
            New booking
          </ButtonLink>
        }
      />
      {pages.isError ? (
        <div className="space-y-3">
          <InlineNotice kind="error">Could not fetch bookings.</InlineNotice>
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <BookingFiltersBar
            key={filters.search}
            filters={filters}
            count={total.data}
            onChange={(change) => {
              if (change.search !== undefined && change.search !== filters.search) setScrollPending(true);
              setFilters(change);
            }}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1" role="status">
              {rows && total.data !== undefined ? (
                <p className="text-sm font-medium text-slate-700">
                  Showing {formatIndianNumber(rows.length)} of {formatIndianNumber(total.data)} bookings
                </p>
              ) : null}
              {awaiting.data ? (
                <Link
                  to={adminBookingsPath(writeBookingFilters({ ...noFilters, awaiting: true }))}
                  className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 underline-offset-2 hover:underline"
                >
                  {countLabel(awaiting.data, 'cancellation request', 'cancellation requests')} to answer
                </Link>
              ) : null}
            </div>
            <Button
              variant="secondary"
              onClick={() => void exporter.exportCsv(filter, total.data ?? 0)}
              disabled={!total.data || exporting !== null}
              className="sm:w-auto"
            >
              <Icon shape={downloadIcon} className="size-4" />
              Export CSV
            </Button>
          </div>
          {exporting ? (
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <label htmlFor={progressId} className="block text-sm font-medium text-slate-800">
                Preparing the CSV: {formatIndianNumber(exporting.read)} of {formatIndianNumber(exporting.total)} bookings read
              </label>
              <progress
                id={progressId}
                max={Math.max(exporting.total, 1)}
                value={exporting.read}
                className="mt-2 h-2 w-full accent-brand-700"
              />
            </div>
          ) : null}
          {mismatches > 0 ? (
            <InlineNotice kind="info">
              {mismatches === 1
                ? '1 room booking shown here does not match the rates.'
                : `${mismatches} room bookings shown here do not match the rates.`}{' '}
              {priceCheckCaveat} Please check before confirming.
            </InlineNotice>
          ) : null}
          {chosen.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
              <p className="text-sm font-semibold text-brand-900">{countLabel(chosen.length, 'request', 'requests')} selected</p>
              <Button className="min-h-11" onClick={() => setConfirming(chosen)}>
                Confirm selected requests
              </Button>
              <Button variant="ghost" className="min-h-11" onClick={() => setSelected(new Set())}>
                Clear selection
              </Button>
            </div>
          ) : null}
          {/* Rows with an unanswered cancellation request stand out (the table's rows carry no classes of their own). */}
          <div
            ref={results}
            className="[&_tr:has([data-cancellation-request])]:bg-amber-50/80 [&_tr:has([data-cancellation-request])]:shadow-[inset_4px_0_0_var(--color-amber-400)]"
          >
            <DataTable
              caption="Hotel bookings"
              columns={columns}
              rows={rows}
              rowKey={(booking) => booking.id}
              loading={pages.isPending}
              empty={
                filtered ? (
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
          {pages.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? 'Loading more bookings...' : `Show ${bookingsPageSize} more`}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmRequestDialog
        bookings={confirming}
        onConfirm={(note) => {
          requests.confirm(confirming, note);
          setSelected(new Set());
          setConfirming([]);
        }}
        onDismiss={() => setConfirming([])}
      />
      <ConfirmCancelDialog
        booking={statusChange.confirming}
        busy={statusChange.busy}
        onConfirm={statusChange.confirm}
        onDismiss={statusChange.dismiss}
      />
    </>
  );
}
