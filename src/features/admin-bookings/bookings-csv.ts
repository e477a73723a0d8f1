import type { Booking } from '@/backend/schemas';
import { bookingKindLabels } from '@/lib/booking-kinds';

type Cell = string | number | undefined;

const columns: { header: string; value: (booking: Booking) => Cell }[] = [
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

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes doubled. Text
 * that a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return) gets a leading
 * apostrophe first: names and e-mails are typed by customers.
 */
export function csvField(value: Cell): string {
  let text = value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The bookings as CSV with a header row, lines ended by CRLF. */
export function bookingsToCsv(bookings: readonly Booking[]): string {
  const rows = [bookingCsvHeaders, ...bookings.map((booking) => columns.map((column) => column.value(booking)))];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
