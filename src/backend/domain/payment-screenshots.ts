import { limits } from '../limits';
import { paymentScreenshotsFolder, paymentScreenshotTypes } from '../schemas/payment-claims';

/**
 * The screenshot a customer may add to "I have paid", for the operator to look at beside the UTR: where it lives and
 * which files are taken. Read by the form, both adapters and the claim's transaction; storage.rules holds the same.
 */

/** Its private path: under the customer's own folder, the booking's, named by the UTR it shows. */
export const paymentScreenshotPath = (uid: string, bookingId: string, utr: string) =>
  `${paymentScreenshotsFolder}${uid}/${bookingId}/${utr}`;

/** Whether a path is one of the customer's own screenshots: what they, besides the operator, may read. */
export const isOwnPaymentScreenshot = (path: string, uid: string) => path.startsWith(`${paymentScreenshotsFolder}${uid}/`);

/** A file the customer may add as the payment's screenshot, or the words saying why not. */
export function paymentScreenshotProblem(file: { type: string; size: number }): string | null {
  if (!(paymentScreenshotTypes as readonly string[]).includes(file.type))
    return 'Please choose a screenshot as a JPEG, PNG or WebP picture.';
  if (file.size > limits.paymentScreenshotBytes) return 'Please choose a picture of 5 MB or less.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** The words the claim answers when its screenshot is not the one uploaded for this booking and UTR. */
export const screenshotNotThisPayment = 'The screenshot was not added for this payment: please add it again.';
