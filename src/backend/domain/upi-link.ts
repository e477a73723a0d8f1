import type { PaymentSettings } from '../schemas';
import { amountsDue, type AmountDue, type PaymentPlan } from './payment-plan';

/**
 * The UPI payment link for an amount due (the advance, the balance, or what is still to pay): opened on a phone it
 * starts the customer's UPI app with the operator's UPI ID, the payee's name, the amount and the booking's
 * reference filled in, and scanned as a QR code from another screen it does the same. Built here only, so My
 * bookings, the voucher and the e-mails carry one link, with the NPCI's parameter names:
 * pa (payee address), pn (payee name), am (amount, rupees with paise), tn (note: the reference), cu (currency).
 */
export interface UpiPayment {
  /** The operator's UPI ID ('himalayanaster@sbi'). */
  payee: string;
  /** Whom the customer pays, as their app shows it; the UPI ID when the operator gave no name. */
  payeeName: string;
  /** Whole rupees, more than zero. */
  amount: number;
  /** The booking's reference and what the amount is for ('AST-7K3Q9 advance'): the operator matches by it. */
  note: string;
}

export function upiPaymentLink({ payee, payeeName, amount, note }: UpiPayment): string {
  const params = [
    ['pa', payee],
    ['pn', payeeName || payee],
    ['am', amount.toFixed(2)],
    ['tn', note],
    ['cu', 'INR'],
  ];
  // encodeURIComponent, not URLSearchParams: UPI apps read %20 for a space, not '+', and '@' stays readable.
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value ?? '').replace(/%40/g, '@')}`).join('&')}`;
}

/** The fields of a UPI link back, as a UPI app reads them (for tests and for the operator's check of a link). */
export function readUpiPaymentLink(link: string): Record<string, string> {
  const [scheme, query = ''] = link.split('?');
  if (scheme !== 'upi://pay') return {};
  return Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

/** One amount a customer can pay now by UPI, with its link. */
export interface UpiAmountDue extends AmountDue {
  link: string;
}

/** The amounts due on a booking (`amountsDue`), each with its UPI link. None without the operator's UPI ID. */
export function upiAmountsDue(
  plan: Pick<PaymentPlan, 'state' | 'advance' | 'balance' | 'outstanding' | 'advanceDueDate' | 'balanceDueDate'>,
  settings: Pick<PaymentSettings, 'upiId' | 'payeeName'>,
  reference: string,
): UpiAmountDue[] {
  if (!settings.upiId) return [];
  return amountsDue(plan).map((due) => ({
    ...due,
    link: upiPaymentLink({
      payee: settings.upiId,
      payeeName: settings.payeeName,
      amount: due.amount,
      note: `${reference} ${due.purpose}`,
    }),
  }));
}
