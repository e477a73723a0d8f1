import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { parseInput } from '../../parse';
import { paymentClaimInputSchema, type Booking, type PaymentClaim, type PaymentSettings } from '../../schemas/index';
import { ownBooking, type Caller, type RequestClock } from '../callers';
import { paymentClaimedMail, type MailDraft } from '../mail';
import { paymentScreenshotPath, screenshotNotThisPayment } from '../payment-screenshots';
import { amountsDue, hasPaymentPlan, paymentPlan, purposeReceived } from '../payment-plan';

/**
 * "I have paid": the customer tells the operator the UPI transaction reference (UTR) of a payment they made for one
 * amount due on their own booking, so the operator matches it against the bank's statement instead of searching
 * by name. The claim is stored on the booking with the amount the booking owed for it (never one the browser
 * sent), and the operator is e-mailed the UTR; the operator's payment mark then matches it. The hosted backend runs this in a Cloud Function inside one
 * Admin SDK transaction; the embedded demo runs it inside one IndexedDB transaction. Reads first, writes after.
 */

export interface PaymentClaimStore {
  booking(id: string): Promise<Booking | null>;
  /** The operator's advance share: what the amount due is. */
  paymentSettings(): Promise<PaymentSettings>;
  /** Where the operator's copy of the claim goes. */
  operatorEmail(): Promise<string>;
  putBooking(booking: Booking): Promise<void> | void;
  putMail(draft: MailDraft, createdAt: string): Promise<void> | void;
}

export const claimCancelled = 'This booking is cancelled: there is nothing to pay.';
export const claimNothingToPay = 'There is nothing to pay on this booking.';
export const claimNotConfirmed = 'Please pay once we have confirmed your booking: we will e-mail you then.';
export const claimAlreadyReceived = 'We have already received this amount. Thank you!';
export const claimNotDue = 'This amount is not due: please pay one of the amounts shown.';
export const claimRepeatedUtr = 'You have already given us this UTR for this booking.';
export const claimTooMany = 'This booking has as many payment references as we can take: please call us.';

/** The customer says they paid one amount due, with its UTR; answers the booking as stored. */
export async function claimPayment(
  store: PaymentClaimStore,
  input: unknown,
  caller: Caller,
  clock: RequestClock,
): Promise<Booking> {
  const request = parseInput(paymentClaimInputSchema, input);
  const booking = await ownBooking(store, request.bookingId, caller, claimCancelled);
  if (!hasPaymentPlan(booking)) throw new BackendError('invalid-data', claimNothingToPay);
  if (booking.status !== 'Confirmed') throw new BackendError('invalid-data', claimNotConfirmed);
  const claims = booking.paymentClaims ?? [];
  if (claims.some((claim) => claim.utr === request.utr)) throw new BackendError('invalid-data', claimRepeatedUtr);
  if (claims.length >= limits.paymentClaims) throw new BackendError('limit-reached', claimTooMany);
  const plan = paymentPlan(booking, await store.paymentSettings());
  if (purposeReceived(request.purpose, plan.state)) throw new BackendError('invalid-data', claimAlreadyReceived);
  const due = amountsDue(plan).find((amount) => amount.purpose === request.purpose);
  if (!due) throw new BackendError('invalid-data', claimNotDue);

  // A screenshot is named by the path uploadPaymentScreenshot gave it: this customer's, this booking's, this UTR's.
  if (request.screenshotPath && request.screenshotPath !== paymentScreenshotPath(caller.uid, booking.id, request.utr))
    throw new BackendError('invalid-data', screenshotNotThisPayment);

  const note = request.note?.trim();
  const claim: PaymentClaim = {
    purpose: request.purpose,
    amount: due.amount,
    utr: request.utr,
    ...(note ? { note } : {}),
    ...(request.screenshotPath ? { screenshotPath: request.screenshotPath } : {}),
    by: caller.uid,
    at: new Date(clock.now).toISOString(),
  };
  const operator = await store.operatorEmail();
  const after: Booking = { ...booking, paymentClaims: [...claims, claim] };
  await store.putBooking(after);
  await store.putMail(paymentClaimedMail(after, claim, operator), claim.at);
  return after;
}
