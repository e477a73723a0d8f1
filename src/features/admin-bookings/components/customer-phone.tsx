import { formatPhone, phoneHref, whatsappHref } from '@/backend/domain/phone';
import type { Booking } from '@/backend/schemas';
import { customerWhatsappMessage } from '../operator-messages';

/** The customer's phone: tap to call, and (in the detail panel) a WhatsApp chat with a first line typed in. */
export function CustomerPhone({ booking, whatsapp = false }: { booking: Booking; whatsapp?: boolean }) {
  if (!booking.phone) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a
        href={phoneHref(booking.phone)}
        aria-label={`Call ${formatPhone(booking.phone)}`}
        className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {formatPhone(booking.phone)}
      </a>
      {whatsapp ? (
        <a
          href={whatsappHref(booking.phone, customerWhatsappMessage(booking))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          WhatsApp {booking.userName.split(' ')[0]}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}
