import { z } from 'zod';
import { limits } from '@/backend/limits';
import { isCalendarDate } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { emailSchema, type EnquiryInput } from '@/backend/schemas';

/** What the enquiry form holds: text, as the inputs give it. `website` is the trap for bots (see `isBot`). */
export interface EnquiryFormValues {
  name: string;
  contact: string;
  travelDate: string;
  travellers: string;
  message: string;
  website: string;
}

export const emptyEnquiry: EnquiryFormValues = {
  name: '',
  contact: '',
  travelDate: '',
  travellers: '',
  message: '',
  website: '',
};

/**
 * How the operator can reply: an e-mail address as typed, or a phone number in international form (so the admin's
 * call link works); null when it is neither.
 */
export function replyContact(typed: string): string | null {
  const value = typed.trim();
  if (value.includes('@')) return emailSchema.safeParse(value).success ? value : null;
  return normalizePhone(value);
}

/** The form's checks, with messages for the person typing; `today` ('YYYY-MM-DD') is the earliest travel date. */
export function enquiryFormSchema(today: string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Please tell us your name.')
      .max(limits.personName, `Please keep your name to ${limits.personName} characters.`),
    contact: z
      .string()
      .trim()
      .min(1, 'Please give us an e-mail address or a phone number, so that we can reply.')
      .refine(
        (value) => value === '' || replyContact(value) !== null,
        // The backend refuses anything else ('invalid-data'), with the same rule: said here before sending.
        'Please give an e-mail address or a phone number.',
      ),
    travelDate: z
      .string()
      .refine(
        (value) => value === '' || (isCalendarDate(value) && value >= today),
        'Please choose a date from today on, or leave it empty.',
      ),
    travellers: z.string().refine((value) => {
      if (value.trim() === '') return true;
      const count = Number(value);
      return Number.isInteger(count) && count >= 1 && count <= limits.enquiryTravellers;
    }, `Please enter a number from 1 to ${limits.enquiryTravellers}, or leave it empty.`),
    message: z
      .string()
      .trim()
      .min(1, 'Please write a few words about what you would like to know.')
      .max(limits.text, `Please keep your message to ${limits.text} characters.`),
    website: z.string(),
  }) satisfies z.ZodType<EnquiryFormValues, EnquiryFormValues>;
}

/**
 * The honeypot: a field people never see or reach (hidden, out of the tab order, no autofill) that bots filling
 * every input do fill. An enquiry with it filled is answered as if sent, and nothing is stored.
 */
export function isBot(values: Pick<EnquiryFormValues, 'website'>): boolean {
  return values.website.trim() !== '';
}

/** What the backend stores, from checked form values; `subject` is what the enquiry is about ('Hotel Aster', a tour). */
export function toEnquiryInput(values: EnquiryFormValues, subject: string): EnquiryInput {
  const travellers = values.travellers.trim();
  return {
    name: values.name.trim(),
    contact: replyContact(values.contact) ?? values.contact.trim(),
    subject,
    travelDate: values.travelDate,
    ...(travellers === '' ? {} : { travellers: Number(travellers) }),
    message: values.message.trim(),
  };
}
