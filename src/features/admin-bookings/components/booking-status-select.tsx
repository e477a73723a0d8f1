import { bookingStatuses, type Booking } from '@/backend/schemas';

/** The spec's status dropdown of one booking, named after its guest and reference. */
export function BookingStatusSelect({
  booking,
  onChange,
  id,
}: {
  booking: Booking;
  onChange: (value: string) => void;
  id?: string;
}) {
  return (
    <select
      id={id}
      aria-label={id ? undefined : `Status for ${booking.userName}${booking.reference ? `, ${booking.reference}` : ''}`}
      value={booking.status}
      onChange={(event) => onChange(event.target.value)}
      className="min-h-11 rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm font-medium text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
    >
      {bookingStatuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}
