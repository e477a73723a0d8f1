import { formatPhone, normalizePhone, phoneHref, whatsappHref } from '@/backend/domain/phone';
import { emailSchema } from '@/backend/schemas';

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
  if (value.includes('@')) {
    // Older enquiries hold whatever was typed: only a real address becomes a link, so nothing typed can add
    // headers (bcc, a body) to the operator's reply. Each part is encoded all the same, keeping the one '@'.
    if (!emailSchema.safeParse(value).success) return { shown: value, links: [] };
    const at = value.lastIndexOf('@');
    const href = `mailto:${encodeURIComponent(value.slice(0, at))}@${encodeURIComponent(value.slice(at + 1))}`;
    return { shown: value, links: [{ href, label: value }] };
  }
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
