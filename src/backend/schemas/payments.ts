import { z } from 'zod';
import { limits } from '../limits';
import { count, optionalText } from './fields';

// ---- Payment settings --------------------------------------------------------------------------------

/**
 * How a customer pays once the operator confirms a booking: online payment is off, so the operator is paid by UPI
 * or bank transfer. Everyone reads these (the booking form shows the tax, My bookings the instructions), so nothing
 * secret belongs here. Every text may be empty: the operator fills in what they accept.
 */

/** A UPI virtual payment address such as 'himalayanaster@sbi', or nothing. */
export const upiIdSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(limits.email)
    .regex(/^[A-Za-z0-9._-]{2,}@[A-Za-z][A-Za-z0-9]{1,}$/, 'Expected a UPI ID such as name@bank'),
]);

/** An Indian bank branch's IFSC (4 letters, 0, 6 letters or digits), or nothing. */
export const ifscSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Expected an IFSC such as SBIN0001234'),
]);

/** A bank account number: 6 to 20 digits, or nothing. */
export const accountNumberSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, 'Expected the account number in digits'),
]);

export const bankDetailsSchema = z.object({
  accountName: optionalText(limits.personName).default(''),
  accountNumber: accountNumberSchema.default(''),
  ifsc: ifscSchema.default(''),
  bankName: optionalText(limits.title).default(''),
  branch: optionalText(limits.title).default(''),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const paymentSettingsSchema = z.object({
  upiId: upiIdSchema.default(''),
  /** Whom the customer pays (shown beside the UPI ID). */
  payeeName: optionalText(limits.personName).default(''),
  bank: bankDetailsSchema.default({ accountName: '', accountNumber: '', ifsc: '', bankName: '', branch: '' }),
  /** The advance due once a booking is confirmed, as a share of its total. */
  advancePercent: count(0, 100).default(30),
  /** The advance is due this many days after the booking is confirmed (never after the balance's date). */
  advanceDueDays: count(0, limits.advanceDueDays).default(3),
  /** The balance is due this many days before the travel or check-in date. */
  balanceDueDaysBefore: count(0, limits.balanceDueDays).default(7),
  /** Anything else the customer should know when paying (shown under the instructions). */
  note: optionalText(limits.listItem).default(''),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;

/** What a new project starts with until the operator saves their own. */
export const defaultPaymentSettings: PaymentSettings = paymentSettingsSchema.parse({});
