import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { addDays } from '@/backend/domain/calendar';
import { normalizePhone } from '@/backend/domain/phone';
import { checkQuoteContent, operatorLines } from '@/backend/domain/quote-content';
import { billingFieldsSchema, billingOfFields, checkBilling, emptyBilling } from '@/components/booking/billing-values';
import { limits } from '@/backend/limits';
import {
  emailSchema,
  priceLineKinds,
  quoteContentSchema,
  type PriceLine,
  type Quote,
  type QuoteContent,
  type QuoteContentInput,
} from '@/backend/schemas';

/** One price line as typed: the amount stays text until the quote is checked. */
const lineRowSchema = z.object({
  kind: z.enum(priceLineKinds),
  label: z.string(),
  detail: z.string(),
  amount: z.string(),
});
export type LineRow = z.infer<typeof lineRowSchema>;

/** One night as typed: the rooms stay text until the quote is checked. */
const stayRowSchema = z.object({
  night: z.string(),
  place: z.string(),
  hotel: z.string(),
  roomTypeId: z.string(),
  rooms: z.string(),
});
export type StayRow = z.infer<typeof stayRowSchema>;

/**
 * The quote form as typed: every field text, the lists one row per entry (blank entries are dropped on save), whom to
 * bill as the booking forms ask it, and whether the trip goes abroad (Bhutan, Nepal: TCS).
 */
const quoteFormFieldsSchema = z
  .object({
    title: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    tourId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    ages: z.array(z.string()),
    days: z.array(z.object({ title: z.string(), description: z.string() })),
    stays: z.array(stayRowSchema),
    vehicle: z.string(),
    inclusions: z.array(z.string()),
    exclusions: z.array(z.string()),
    lines: z.array(lineRowSchema),
    validUntil: z.string(),
    note: z.string(),
    ...billingFieldsSchema.shape,
    overseas: z.boolean(),
  })
  .superRefine(checkBilling);
export type QuoteFormValues = z.infer<typeof quoteFormFieldsSchema>;

export const emptyLine = (): LineRow => ({ kind: 'other', label: '', detail: '', amount: '' });

/** The next night the operator adds: the night after the last one, at the same place and hotel. */
export function nextStay(stays: readonly StayRow[], startDate: string): StayRow {
  const last = stays.at(-1);
  const night = last?.night ? addDays(last.night, 1) : startDate;
  return { night, place: last?.place ?? '', hotel: last?.hotel ?? '', roomTypeId: '', rooms: '1' };
}

/** A line's kind follows its amount: a negative amount is a discount, and stops being one when it turns positive. */
export function kindForAmount(amount: string, kind: LineRow['kind']): LineRow['kind'] {
  if (Number(amount) < 0) return 'discount';
  return kind === 'discount' ? 'other' : kind;
}

/** The number of travellers typed, kept within 1 and the tour's limit; the ages already typed stay. */
export function resizeAges(ages: readonly string[], typed: string): string[] {
  const count = Math.min(limits.tourTravellers, Math.max(1, Number(typed) || 1));
  return Array.from({ length: count }, (_, index) => ages[index] ?? '30');
}

/** A new quote's form: from the enquiry's details (in the address) when it was made from one. */
export function newQuoteFormValues(params: URLSearchParams, today: string): QuoteFormValues {
  const contact = params.get('contact')?.trim() ?? '';
  const isEmail = emailSchema.safeParse(contact).success;
  const travellers = Math.min(limits.tourTravellers, Math.max(1, Number(params.get('travellers')) || 2));
  const startDate = params.get('date') ?? '';
  return {
    title: params.get('subject') ?? '',
    name: params.get('name') ?? '',
    email: isEmail ? contact : '',
    phone: isEmail ? '' : contact,
    tourId: '',
    startDate,
    endDate: startDate,
    ages: Array.from({ length: travellers }, () => '30'),
    days: [],
    stays: [],
    vehicle: '',
    inclusions: [],
    exclusions: [],
    lines: [emptyLine()],
    validUntil: addDays(today, 14),
    note: '',
    ...emptyBilling,
    overseas: false,
  };
}

/** The operator's price lines as the form shows them: the GST and TCS lines are the backend's, shown apart. */
export const lineRowsOf = (lines: readonly PriceLine[]): LineRow[] =>
  operatorLines(lines).map((line) => ({ kind: line.kind, label: line.label, detail: line.detail, amount: String(line.amount) }));

/** The price lines typed, as the quote prices them (a line not a number yet counts as nothing). */
export const typedLines = (rows: readonly LineRow[]): PriceLine[] =>
  rows.map((row) => ({ kind: row.kind, label: row.label, detail: row.detail, amount: Number(row.amount) || 0 }));

export function quoteToFormValues(quote: Quote): QuoteFormValues {
  const { content } = quote;
  return {
    title: content.title,
    name: content.customer.name,
    email: content.customer.email,
    phone: content.customer.phone,
    tourId: content.tourId,
    startDate: content.startDate,
    endDate: content.endDate,
    ages: content.party.map((traveller) => String(traveller.age)),
    days: content.days.map((day) => ({ title: day.title, description: day.description })),
    stays: content.stays.map((stay) => ({ ...stay, rooms: String(stay.rooms) })),
    vehicle: content.vehicle,
    inclusions: [...content.inclusions],
    exclusions: [...content.exclusions],
    lines: lineRowsOf(content.lines),
    validUntil: content.validUntil,
    note: content.note,
    billState: content.billing?.state ?? '',
    gstin: content.billing?.gstin ?? '',
    businessName: content.billing?.businessName ?? '',
    pan: content.billing?.pan ?? '',
    overseas: content.overseas,
  };
}

/** A list as saved: each entry trimmed, the blank ones left out. */
const listOf = (entries: readonly string[]) => entries.map((entry) => entry.trim()).filter(Boolean);

/** The form as the quote's content, before the content's own schema checks it. */
export function formValuesToQuoteContent(values: QuoteFormValues): QuoteContentInput {
  return {
    title: values.title,
    customer: {
      name: values.name,
      email: values.email.trim(),
      phone: values.phone.trim() ? (normalizePhone(values.phone) ?? values.phone) : '',
    },
    tourId: values.tourId,
    startDate: values.startDate,
    endDate: values.endDate,
    party: values.ages.map((age) => ({ age: Number(age) })),
    days: values.days,
    stays: values.stays.map((stay) => ({ ...stay, rooms: Number(stay.rooms) || 1 })),
    vehicle: values.vehicle,
    inclusions: listOf(values.inclusions),
    exclusions: listOf(values.exclusions),
    lines: values.lines.map((line) => ({ ...line, amount: Number(line.amount) })),
    validUntil: values.validUntil,
    note: values.note,
    ...withBilling(values),
    overseas: values.overseas,
  };
}

/** Whom to bill, when the fields give it. */
function withBilling(values: QuoteFormValues): Pick<QuoteContentInput, 'billing'> {
  const billing = billingOfFields(values);
  return billing ? { billing } : {};
}

/** Where the domain's own check of a quote puts its message: no field, the message says it all. */
const wholeQuote = 'quote';

/**
 * The form checked as the quote it saves: the content's schema, then the domain's check of a quote (nights within
 * the trip, its length), which runs only on content that passed the schema.
 */
export const quoteFormSchema = quoteFormFieldsSchema
  .transform(formValuesToQuoteContent)
  .pipe(quoteContentSchema)
  .superRefine(
    (content, ctx) => {
      try {
        checkQuoteContent(content);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          path: [wholeQuote],
          message: error instanceof Error ? error.message : 'The quote is not valid.',
        });
      }
      // Only on content the schema passed whole: the domain's check reads the dates and nights as valid.
    },
    { when: (payload) => payload.issues.length === 0 },
  );
export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = QuoteContent;

/** The field names the schema's paths map to, for the list of problems. */
const pathWords: Record<string, string> = {
  title: 'Title',
  customer: 'Customer',
  startDate: 'Start date',
  endDate: 'End date',
  party: 'Travellers',
  days: 'Day-by-day plan',
  stays: 'Stays',
  inclusions: 'Included',
  exclusions: 'Not included',
  lines: 'Price lines',
  validUntil: 'Valid until',
  billState: 'State of the address',
  gstin: 'GSTIN',
  businessName: 'Business name',
  pan: 'PAN',
};

/** A problem as the list above the buttons says it: the part of the quote, then the message. */
function problemOf(path: readonly string[], message: string): string {
  const [first] = path;
  if (first === wholeQuote) return message;
  return `${pathWords[first ?? ''] ?? first ?? 'Quote'}: ${message}`;
}

/**
 * The problems of a checked form, in the order of the form, from react-hook-form's errors (nested by the content's
 * paths): each message once.
 */
export function quoteProblems(errors: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && typeof type === 'string') {
      found.push(problemOf(path, message));
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref') walk(child, key === 'root' ? path : [...path, key]);
    }
  };
  walk(errors, []);
  return [...new Set(found)];
}

/** The editor's form, as its parts receive it. */
export type QuoteForm = UseFormReturn<QuoteFormInput, unknown, QuoteFormOutput>;
