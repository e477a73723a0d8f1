import { z } from 'zod';
import { limits } from '../limits';
import { emailSchema, optionalText, text, utcDateTime } from './fields';

// What the operator writes to customers: replies to enquiries, the templates they start from, and the note that
// goes with a confirmation.

/** One reply the operator sent: by e-mail (logged in the Outbox) or on WhatsApp (the operator sends it there). */
export const enquiryReplySchema = z.object({
  at: utcDateTime,
  /** The admin who replied. */
  by: emailSchema,
  via: z.enum(['email', 'whatsapp']),
  text: text(limits.text),
});
export type EnquiryReply = z.infer<typeof enquiryReplySchema>;

/** What the operator writes: the backend adds who, when, and how (from the enquiry's contact). */
export const enquiryReplyInputSchema = z.object({ text: text(limits.text) });
export type EnquiryReplyInput = z.input<typeof enquiryReplyInputSchema>;
/** The reply with the enquiry it answers, as the backend receives it. */
export const enquiryReplyRequestSchema = enquiryReplyInputSchema.extend({ enquiryId: text(limits.title) });

/** A reply the operator often sends, with `{name}` and `{subject}` filled in from the enquiry. */
export const replyTemplateSchema = z.object({
  title: text(limits.title),
  text: text(limits.text),
});
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** settings/replyTemplates: the operator's templates, in their order. */
export const replyTemplatesSchema = z.object({
  templates: z.array(replyTemplateSchema).max(limits.replyTemplates),
});
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;

/** The operator's optional note to the customer in the e-mail of a status change ("Confirmed"). */
export const customerNoteSchema = optionalText(limits.text);
