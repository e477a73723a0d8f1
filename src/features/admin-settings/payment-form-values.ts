import { z } from 'zod';
import { limits } from '@/backend/limits';
import { accountNumberSchema, ifscSchema, paymentSettingsSchema, upiIdSchema, type PaymentSettings } from '@/backend/schemas';

/**
 * The payment instructions form: what it holds (text, as typed) and its checks, each made with the backend's own
 * schema for the field, so the form never accepts what the backend would refuse.
 */
export interface PaymentFormValues {
  upiId: string;
  payeeName: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  branch: string;
  advancePercent: string;
  advanceDueDays: string;
  balanceDueDaysBefore: string;
  note: string;
}

export function paymentFormValues(settings: PaymentSettings): PaymentFormValues {
  return {
    upiId: settings.upiId,
    payeeName: settings.payeeName,
    ...settings.bank,
    advancePercent: String(settings.advancePercent),
    advanceDueDays: String(settings.advanceDueDays),
    balanceDueDaysBefore: String(settings.balanceDueDaysBefore),
    note: settings.note,
  };
}

const accepts = (schema: z.ZodType) => (value: string) => schema.safeParse(value).success;

const optional = (max: number, what: string) => z.string().trim().max(max, `Please keep the ${what} to ${max} characters.`);

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max,
      `Please enter a whole number from ${min} to ${max}.`,
    );

export const paymentFormSchema = z.object({
  upiId: z.string().trim().refine(accepts(upiIdSchema), 'Please enter a UPI ID like yourname@bank, or leave it empty.'),
  payeeName: optional(limits.personName, 'payee name'),
  accountName: optional(limits.personName, 'account name'),
  accountNumber: z
    .string()
    .trim()
    .refine(accepts(accountNumberSchema), 'Please enter the account number in digits (6 to 20), or leave it empty.'),
  ifsc: z
    .string()
    .trim()
    .refine(accepts(ifscSchema), 'Please enter an IFSC of 11 characters, like SBIN0001234, or leave it empty.'),
  bankName: optional(limits.title, 'bank name'),
  branch: optional(limits.title, 'branch'),
  advancePercent: wholeNumber(0, 100),
  advanceDueDays: wholeNumber(0, limits.advanceDueDays),
  balanceDueDaysBefore: wholeNumber(0, limits.balanceDueDays),
  note: optional(limits.listItem, 'note'),
}) satisfies z.ZodType<PaymentFormValues, PaymentFormValues>;

/** What savePaymentSettings stores, from checked form values. */
export const toPaymentSettings = (values: PaymentFormValues): PaymentSettings =>
  paymentSettingsSchema.parse({
    upiId: values.upiId.trim(),
    payeeName: values.payeeName,
    bank: {
      accountName: values.accountName,
      accountNumber: values.accountNumber.trim(),
      ifsc: values.ifsc.trim(),
      bankName: values.bankName,
      branch: values.branch,
    },
    advancePercent: Number(values.advancePercent),
    advanceDueDays: Number(values.advanceDueDays),
    balanceDueDaysBefore: Number(values.balanceDueDaysBefore),
    note: values.note,
  });
