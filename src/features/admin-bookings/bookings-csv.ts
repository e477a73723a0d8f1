import type { Booking } from '@/backend/schemas';
import { bookingKindLabels } from '@/lib/booking-kinds';
import { toCsv, type CsvCell } from '@/lib/csv';

const columns: { header: string; value: (booking: Booking) => CsvCell }[] = [
  { header: 'Reference', value: (booking) => booking.reference },
  { header: 'Kind', value: (booking) => bookingKindLabels[booking.kind] },
  { header: 'Item', value: (booking) => booking.itemName },
  { header: 'Guest name', value: (booking) => booking.userName },
  { header: 'E-mail', value: (booking) => booking.userEmail },
  { header: 'Phone', value: (booking) => booking.phone },
  { header: 'Check-in', value: (booking) => booking.travelDate },
  { header: 'Check-out', value: (booking) => booking.endDate },
  { header: 'Travellers', value: (booking) => booking.travellers },
  { header: 'Total (INR)', value: (booking) => booking.totalPrice },
  { header: 'Status', value: (booking) => booking.status },
  { header: 'Created', value: (booking) => booking.createdAt },
  { header: 'Cancellation requested', value: (booking) => booking.cancellationRequestedAt },
  { header: 'Made by', value: (booking) => (booking.madeBy === 'operator' ? 'Operator' : 'Customer') },
];

export const bookingCsvHeaders = columns.map((column) => column.header);

/** The bookings as CSV with a header row, lines ended by CRLF. */
export function bookingsToCsv(bookings: readonly Booking[]): string {
  return toCsv([bookingCsvHeaders, ...bookings.map((booking) => columns.map((column) => column.value(booking)))]);
}
