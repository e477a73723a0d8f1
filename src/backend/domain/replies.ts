import { emailSchema, type Enquiry, type ReplyTemplates } from '../schemas/index';
import { normalizePhone } from './phone';

/**
 * How the operator answers an enquiry: the templates a new site starts with, a template filled in for one enquiry,
 * and the way a reply reaches the enquirer (e-mail to an address, WhatsApp to a phone). Rules of their own, read by
 * the reply box and by the transaction that sends a reply.
 */

/** The three replies a new site starts with (settings/replyTemplates until the operator saves their own). */
export const defaultReplyTemplates: ReplyTemplates = {
  templates: [
    {
      title: 'Thank you, details to follow',
      text: 'Namaste {name},\n\nThank you for asking about {subject}. We are checking availability for your dates and will send you the details and the price within a day.',
    },
    {
      title: 'Available: how to book',
      text: 'Namaste {name},\n\nGood news: {subject} is available for your dates. You can book it on our website; we confirm every request ourselves, and nothing is paid online. Reply here or call us if you would like us to hold it for you.',
    },
    {
      title: 'Need a few details',
      text: 'Namaste {name},\n\nThank you for your enquiry about {subject}. To suggest the best plan, could you tell us your travel dates, how many are travelling (and the ages of any children), and where you will arrive from?',
    },
  ],
};

/** A template with the enquiry's name and subject filled in. */
export function fillReplyTemplate(template: string, enquiry: Pick<Enquiry, 'name' | 'subject'>): string {
  return template
    .replaceAll('{name}', enquiry.name.trim().split(/\s+/)[0] ?? enquiry.name)
    .replaceAll('{subject}', enquiry.subject);
}

/** How a reply reaches the enquirer: e-mail to an address, WhatsApp to a phone number; null when the contact is neither. */
export function replyChannel(contact: string): { via: 'email'; to: string } | { via: 'whatsapp'; to: string } | null {
  const value = contact.trim();
  if (value.includes('@')) return emailSchema.safeParse(value).success ? { via: 'email', to: value } : null;
  const phone = normalizePhone(value);
  return phone ? { via: 'whatsapp', to: phone } : null;
}
