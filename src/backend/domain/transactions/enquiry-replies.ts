import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { parseInput } from '../../parse';
import { emailSchema, type Enquiry, type EnquiryReply, type ReplyTemplates } from '../../schemas/index';
import { enquiryReplyRequestSchema } from '../../schemas/enquiry-replies';
import type { RequestClock } from '../callers';
import type { MailDraft } from '../mail';
import type { Operator } from '../operator';
import { normalizePhone } from '../phone';
import { randomId } from '../ids';

/**
 * The operator's replies to enquiries, the same in both adapters: how a reply goes (e-mail to an address, WhatsApp
 * to a phone), the e-mail it becomes, and the thread it joins.
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

/** The e-mail of a reply: the operator's text, with what the enquirer asked below it. */
export function enquiryReplyMail(enquiry: Enquiry, reply: EnquiryReply, to: string): MailDraft {
  return {
    id: `${enquiry.id}-reply-${Date.parse(reply.at)}-${randomId().slice(0, 6)}`,
    to,
    template: {
      name: 'enquiry-reply',
      data: { name: enquiry.name, subject: enquiry.subject, message: reply.text, enquiry: enquiry.message },
    },
  };
}

/** The enquiry's replies with this one last, the oldest let go beyond the most an enquiry keeps. */
export function withReply(replies: readonly EnquiryReply[] | undefined, reply: EnquiryReply): EnquiryReply[] {
  return [...(replies ?? []), reply].slice(-limits.enquiryReplies);
}

export const noReplyChannel = 'This enquiry has no e-mail address or phone number to reply to.';

export interface EnquiryReplyStore {
  enquiry(id: string): Promise<Enquiry | null>;
  putEnquiry(enquiry: Enquiry): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

/**
 * The operator replies to an enquiry: the reply joins its thread, the enquiry is marked handled and, to an e-mail
 * address, the reply goes out as an e-mail, in one write. Answers with the reply as recorded.
 */
export async function replyToEnquiry(
  store: EnquiryReplyStore,
  input: unknown,
  operator: Operator,
  clock: RequestClock,
): Promise<EnquiryReply> {
  const { enquiryId, text } = parseInput(enquiryReplyRequestSchema, input);
  const current = await store.enquiry(enquiryId);
  if (!current) throw new BackendError('not-found');
  const channel = replyChannel(current.contact);
  if (!channel) throw new BackendError('invalid-data', noReplyChannel);
  const at = new Date(clock.now).toISOString();
  const reply: EnquiryReply = { at, by: operator.email, via: channel.via, text };
  await store.putEnquiry({ ...current, handled: true, replies: withReply(current.replies, reply) });
  if (channel.via === 'email') await store.putMail(enquiryReplyMail(current, reply, channel.to), at);
  return reply;
}
