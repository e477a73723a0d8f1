import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { parseInput } from '../../parse';
import type { Enquiry, EnquiryReply } from '../../schemas/index';
import { enquiryReplyRequestSchema } from '../../schemas/enquiry-replies';
import type { RequestClock } from '../callers';
import type { MailDraft } from '../mail';
import type { Operator } from '../operator';
import { randomId } from '../ids';
import { replyChannel } from '../replies';

/**
 * The operator's replies to enquiries, the same in both adapters: the e-mail a reply becomes and the thread it joins
 * (how it goes, e-mail or WhatsApp, is replies.ts's).
 */

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
