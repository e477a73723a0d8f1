import { formatCalendarDate } from '@/lib/format';
import type { DeskBooking } from './permit-desk';

/** The WhatsApp message the operator sends a customer whose travellers' documents are still missing. */
export function documentsReminderWhatsApp(entry: DeskBooking): string {
  const { booking } = entry;
  const due = entry.dueDate ? ` by ${formatCalendarDate(entry.dueDate)}` : '';
  return [
    `Namaste ${booking.userName}, this is Himalayan Aster Tours about your booking ${booking.reference ?? ''} (${booking.itemName}, ${formatCalendarDate(booking.travelDate)}).`,
    `To file the permits we still need${due}:`,
    entry.missing,
    'Please add them in My bookings under "Travellers and permits". Thank you!',
  ].join('\n');
}
