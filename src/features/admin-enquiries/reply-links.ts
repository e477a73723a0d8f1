import { formatPhone, normalizePhone, phoneHref, whatsappHref } from '@/backend/domain/phone';

export interface ReplyLink {
  href: string;
  label: string;
}

/**
 * How the operator answers an enquiry: write to an e-mail address; call a phone number, or message it on
 * WhatsApp. Contact details that are neither (older enquiries keep what was typed) get no link.
 */
export function replyLinks(contact: string): { shown: string; links: ReplyLink[] } {
  const value = contact.trim();
  if (value.includes('@')) return { shown: value, links: [{ href: `mailto:${value}`, label: value }] };
  const phone = normalizePhone(value);
  if (!phone) return { shown: value, links: [] };
  const shown = formatPhone(phone);
  return {
    shown,
    links: [
      { href: phoneHref(phone), label: shown },
      { href: whatsappHref(phone), label: 'WhatsApp' },
    ],
  };
}
