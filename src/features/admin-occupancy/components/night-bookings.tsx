import { useId } from 'react';
import { Link } from 'react-router';
import type { RoomType } from '@/backend/schemas';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { adminBookingPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/format';
import { cellBookings, type OccupancyCell } from '../occupancy-grid';

/** The bookings staying in one room type on one night, each a link to its panel. */
export function NightBookings({ room, cell }: { room: RoomType; cell: OccupancyCell }) {
  const headingId = useId();
  const bookings = cellBookings(cell);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="font-display text-lg font-bold text-brand-900">
        {room.name}, night of {formatCalendarDate(cell.date)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {cell.held} of {cell.rooms} {cell.rooms === 1 ? 'room' : 'rooms'} taken{cell.state === 'full' ? ': none left' : ''}.
      </p>
      {bookings.length ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <span>
                <Link
                  to={adminBookingPath(booking.id)}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {booking.userName}
                  {booking.reference ? `, ${booking.reference}` : ''}
                </Link>
                <span className="block text-sm text-slate-600">
                  {formatCalendarDate(booking.travelDate)} to {formatCalendarDate(booking.endDate)}
                </span>
              </span>
              <BookingStatusBadge status={booking.status} size="sm" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          No booking of this month shows here: the rooms were held by an earlier change. Check the bookings list.
        </p>
      )}
    </section>
  );
}
