import { z } from 'zod';
import { gstinProblem, gstinState, panPattern } from '@/backend/domain/gst/gstin';
import { stateCodes, type StateCode } from '@/backend/domain/gst/indian-states';
import { limits } from '@/backend/limits';
import { outsideIndia, type Billing } from '@/backend/schemas';

/**
 * The billing fields of a booking form, as typed: the state of the customer's address ('' not given, a state code,
 * or outside India), for a business invoice a GSTIN and the business's name, and on an overseas package a PAN (the
 * TCS collected is credited to it). Checked with the backend's own GSTIN and PAN checks, so the form refuses what
 * placeBooking would.
 */
const billStates: ReadonlySet<string> = new Set(['', outsideIndia, ...stateCodes]);

export const billingFieldsSchema = z.object({
  billState: z.string().refine((value) => billStates.has(value), 'Please choose a state.'),
  gstin: z
    .string()
    .trim()
    .refine((value) => value === '' || gstinProblem(value.toUpperCase()) === null, {
      message: 'Please check the GSTIN: 15 characters such as 11AAGFH1234K1ZT.',
    }),
  businessName: z.string().trim().max(limits.title, `Please keep the business name to ${limits.title} characters.`),
  pan: z
    .string()
    .trim()
    .refine((value) => value === '' || panPattern.test(value.toUpperCase()), {
      message: 'Please check the PAN: 10 characters such as ABCPD1234E.',
    }),
});
export type BillingFieldValues = z.infer<typeof billingFieldsSchema>;

export const emptyBilling: BillingFieldValues = { billState: '', gstin: '', businessName: '', pan: '' };

/** A business invoice needs the business's name beside its GSTIN. */
export const businessNameNeeded = 'Please give the business name for the invoice.';
/** A PAN goes with the billing, which names the customer's state. */
export const stateWithPan = 'Please choose the state of your address to go with your PAN.';

/** What the billing fields say together: a GSTIN wants the business's name, a PAN the state it goes with. */
export function billingProblems(values: BillingFieldValues): { field: keyof BillingFieldValues; message: string }[] {
  const problems: { field: keyof BillingFieldValues; message: string }[] = [];
  if (values.gstin.trim() !== '' && values.businessName.trim() === '')
    problems.push({ field: 'businessName', message: businessNameNeeded });
  if (values.pan.trim() !== '' && values.billState === '' && values.gstin.trim() === '')
    problems.push({ field: 'billState', message: stateWithPan });
  return problems;
}

/** `billingProblems` as a form schema's refinement. */
export function checkBilling(values: BillingFieldValues, ctx: z.RefinementCtx): void {
  for (const { field, message } of billingProblems(values)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/**
 * Every message of the billing fields as typed, by field: each field's own check, then what they say together.
 * For forms that keep their messages by field rather than through a resolver.
 */
export function billingErrors(values: BillingFieldValues): Partial<Record<keyof BillingFieldValues, string>> {
  const parsed = billingFieldsSchema.safeParse(values);
  const issues = parsed.success
    ? billingProblems(parsed.data)
    : parsed.error.issues.map((issue) => ({ field: issue.path[0] as keyof BillingFieldValues, message: issue.message }));
  return Object.fromEntries(issues.map(({ field, message }) => [field, message]));
}

/** The billing the fields give, or none when they give none or do not check out yet (a form's price preview). */
export function billingOfTyped(values: BillingFieldValues): Billing | undefined {
  const parsed = billingFieldsSchema.safeParse(values);
  return parsed.success ? billingOfFields(parsed.data) : undefined;
}

/** What the request says of whom to bill; none when nothing was given. */
export function billingOfFields(values: BillingFieldValues): Billing | undefined {
  const gstin = values.gstin.trim().toUpperCase();
  const pan = values.pan.trim().toUpperCase();
  const withPan = pan ? { pan } : {};
  if (gstin) return { state: gstinState(gstin), gstin, businessName: values.businessName.trim(), ...withPan };
  if (values.billState === '') return undefined;
  return { state: values.billState as StateCode | typeof outsideIndia, ...withPan };
}
