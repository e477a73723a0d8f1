import { z } from 'zod';
import { limits } from '../limits';
import { optionalText, rupees, text, utcDateTime } from './fields';

// ---- Payments a customer says they made --------------------------------------------------------------

/** What a payment is for: the advance, the balance after it, or everything still to pay at once. */
export const paymentPurposes = ['advance', 'balance', 'full'] as const;
export const paymentPurposeSchema = z.enum(paymentPurposes);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

export const utrProblem = `Please give the ${limits.utrDigits}-digit UPI transaction reference (UTR) your app shows`;

/** The private folder of the payments' screenshots, in the hosted backend's Storage bucket (storage.rules). */
export const paymentScreenshotsFolder = 'paymentScreenshots/';

/** paymentScreenshots/<uid>/<bookingId>/<UTR>: one screenshot per payment claimed, under the booking's own path. */
export const paymentScreenshotPathSchema = z
  .string()
  .regex(new RegExp(`^paymentScreenshots/[^/]{1,128}/[^/]{1,${limits.title}}/\\d{${limits.utrDigits}}$`));

/** The picture types a payment's screenshot may be (storage.rules lists the same). */
export const paymentScreenshotTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A UPI transaction reference as stored: exactly its digits. */
export const utrSchema = z.string().regex(new RegExp(`^\\d{${limits.utrDigits}}$`), utrProblem);

/** A UTR as typed: apps show it in groups ('4021 5567 8910'), so spaces are dropped before it is checked. */
export const typedUtrSchema = z
  .string()
  .max(limits.utrDigits * 3, utrProblem)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(utrSchema);

/**
 * A payment the booking's customer says they made, stored on the booking for the operator to match against the
 * bank's statement: the amount is the one the booking owed for that purpose when it was claimed, never one a
 * browser sent. `matchedAt` is set when the operator marks that amount received.
 */
export const paymentClaimSchema = z.object({
  purpose: paymentPurposeSchema,
  amount: rupees(limits.totalPrice),
  utr: utrSchema,
  note: optionalText(limits.paymentClaimNote).optional(),
  /** The payment's screenshot the customer added, in the private storage (paymentScreenshotPath). */
  screenshotPath: paymentScreenshotPathSchema.optional(),
  /** The account that claimed it, and when, by the backend's clock. */
  by: text(limits.title),
  at: utcDateTime,
  matchedAt: utcDateTime.optional(),
});
export type PaymentClaim = z.infer<typeof paymentClaimSchema>;

/** What the customer sends: which amount of which booking, the UTR, and a note if they like. */
export const paymentClaimInputSchema = z.object({
  bookingId: text(limits.title),
  purpose: paymentPurposeSchema,
  utr: typedUtrSchema,
  note: optionalText(limits.paymentClaimNote).optional(),
  /** Where the screenshot was just uploaded (uploadPaymentScreenshot): its own path for this booking and UTR only. */
  screenshotPath: paymentScreenshotPathSchema.optional(),
});
export type PaymentClaimInput = z.input<typeof paymentClaimInputSchema>;
