import type { Booking } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';
import { site } from '@/lib/site';

/** The operator's first WhatsApp line to a customer about their booking. */
export function customerWhatsappMessage(booking: Booking): string {
  const about = booking.reference ? `your booking ${booking.reference}` : 'your booking';
  return `Namaste ${booking.userName}, this is ${site.name} about ${about}: ${booking.itemName}, from ${formatCalendarDate(booking.travelDate)}.`;
}
