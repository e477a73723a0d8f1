import { formatCalendarDate, formatRupees, formatRupeesAndPaise } from '../../lib/format';
import { taxDocumentPath } from '../../lib/paths';
import { BackendError } from '../errors';
import { limits } from '../limits';
import { randomId } from './ids';
import { hasPaymentPlan, paymentPlan, paymentPurposeLabels } from './payment-plan';
import { travellerDetailsDueOn } from './traveller-details-due';
import type {
  Alert,
  Booking,
  BookingStatus,
  Enquiry,
  MailTemplate,
  PaymentClaim,
  PaymentSettings,
  TaxDocument,
} from '../schemas';

/**
 * The e-mails the site sends, as messages naming a template and its data (never free HTML): the "Trigger Email
 * from Firestore" extension renders them from the templates in `mailTemplates`, the embedded demo shows them in
 * its Outbox. Only the backend writes them (a Cloud Function, or the demo's own transaction): a browser never chooses
 * an address or a text.
 */
export interface MailDraft {
  /** Deterministic, so one booking can never produce two "received" e-mails of the same kind. */
  id: string;
  to: string;
  template: { name: MailTemplate; data: Record<string, string | number> };
}

/** What the operator sees on a booking whose customer the site will not e-mail. */
export const notEmailedUnverified = 'Not e-mailed: address not verified, call them.';

/**
 * The one place that decides whether a booking's customer may be e-mailed, for every template after "we have your
 * request": the booking's address once its account proved it owns it (or the operator gave it at the office), null
 * otherwise. An account that never verified could have typed a stranger's address, and the operator's own
 * confirmations, cancellations, reminders, alerts and moves would then carry its text to that stranger under the
 * operator's name. Bookings stored before the site recorded this count as verified.
 */
export function mailableAddress(booking: Pick<Booking, 'userEmail' | 'customerCopy'>): string | null {
  if (!booking.userEmail || booking.customerCopy === 'awaiting-verification') return null;
  return booking.userEmail;
}

/** True when the booking has an address but the site will not write to it: the operator calls instead. */
export const addressUnverified = (booking: Pick<Booking, 'userEmail' | 'customerCopy'>) =>
  Boolean(booking.userEmail) && mailableAddress(booking) === null;

/** '₹55,500', or '' for a flight request, which has no price yet. */
export const mailTotal = (booking: Pick<Booking, 'kind' | 'totalPrice'>) =>
  booking.kind === 'flightRequest' ? '' : formatRupees(booking.totalPrice);

/** A calendar date as the site shows it, '12 Oct 2027' ('' stays ''): e-mails never print 2027-10-12. */
export const mailDate = (date: string) => (date ? formatCalendarDate(date) : '');

/** The stored price, a line each ('2 adults (₹18,500 each): ₹37,000'), within the size of one mail field. */
export function priceLinesText(booking: Pick<Booking, 'lines'>): string {
  const text = (booking.lines ?? [])
    .map((line) => `${line.label}${line.detail ? ` (${line.detail})` : ''}: ${formatRupees(line.amount)}`)
    .join('\n');
  return text.length <= limits.text ? text : `${text.slice(0, limits.text - 1)}…`;
}

function bookingData(booking: Booking): Record<string, string | number> {
  return {
    priceLines: priceLinesText(booking),
    reference: booking.reference ?? '',
    itemName: booking.itemName,
    travelDate: mailDate(booking.travelDate),
    endDate: mailDate(booking.endDate),
    travellers: booking.travellers ?? 1,
    totalText: mailTotal(booking),
    userName: booking.userName,
  };
}

/**
 * "We have your request": the operator's copy with the customer's contact details, and the customer's own copy,
 * which goes to the account's verified address only (`customer` null: not verified yet, the copy waits).
 */
export function bookingReceivedMails(booking: Booking, to: { operator: string; customer: string | null }): MailDraft[] {
  const data = bookingData(booking);
  const operator: MailDraft = {
    id: `${booking.id}-operator`,
    to: to.operator,
    template: {
      name: 'booking-received-operator',
      data: { ...data, userEmail: booking.userEmail ?? '', phone: booking.phone ?? '' },
    },
  };
  return to.customer ? [customerCopyMail(booking, to.customer), operator] : [operator];
}

/**
 * The customer's copy of "We have your request", to the account's own (verified) address; on a trip with permits,
 * the date its travellers' names, genders and photo IDs are due by (given in My bookings).
 */
export function customerCopyMail(booking: Booking, accountEmail: string): MailDraft {
  const dueOn = travellerDetailsDueOn(booking);
  const due: Record<string, string> = dueOn ? { documentsDueDate: mailDate(dueOn) } : {};
  return {
    id: `${booking.id}-customer`,
    to: accountEmail,
    template: { name: 'booking-received', data: { ...bookingData(booking), ...due } },
  };
}

/**
 * The customer hears when the operator confirms or cancels; other changes send nothing. `booking` is the booking as
 * stored by the change (its new status, and the payment terms a confirmation stored), `from` the status it had. The
 * operator's optional `note` to the customer goes in the e-mail.
 */
export function statusChangeMail(
  booking: Booking,
  from: BookingStatus,
  at: number,
  note?: string,
  payments?: PaymentSettings,
): MailDraft | null {
  const { status } = booking;
  // A walk-in booking made without an e-mail address, or one nobody verified: the operator tells the customer by phone.
  const to = mailableAddress(booking);
  if (status === from || status === 'Pending' || !to) return null;
  return {
    // The time and a random part: an operator who confirms, un-confirms and confirms again within one
    // millisecond still gets one message per change.
    id: `${booking.id}-${status.toLowerCase()}-${at}-${randomId().slice(0, 6)}`,
    to,
    template: {
      name: status === 'Confirmed' ? 'booking-confirmed' : 'booking-cancelled',
      data: {
        ...bookingData(booking),
        ...(note?.trim() ? { note: note.trim() } : {}),
        ...(status === 'Confirmed' && payments ? paymentMailData(booking, payments) : {}),
      },
    },
  };
}

/**
 * How to pay a confirmed booking, for the "Confirmed" e-mail (online payment is off): the advance and the date it is
 * due by (now, on a booking confirmed before that day was kept), the balance and the date it is due by (from the payment plan, as My bookings shows them), and the operator's UPI ID
 * and bank details as lines of text. Nothing for a booking without a price.
 */
export function paymentMailData(booking: Booking, payments: PaymentSettings): Record<string, string> {
  if (!hasPaymentPlan(booking)) return {};
  const plan = paymentPlan(booking, payments);
  return {
    advanceText: plan.advance > 0 ? formatRupees(plan.advance) : '',
    advanceDueDate: plan.advance > 0 && plan.advanceDueDate ? mailDate(plan.advanceDueDate) : '',
    balanceText: plan.balance > 0 ? formatRupees(plan.balance) : '',
    balanceDueDate: plan.balance > 0 ? mailDate(plan.balanceDueDate) : '',
    payHow: paymentInstructionsText(payments, booking.reference),
  };
}

/** The operator's UPI ID and bank details, one way to pay a line, then the reference to quote and the note. */
export function paymentInstructionsText(payments: PaymentSettings, reference?: string): string {
  const { bank } = payments;
  const lines: string[] = [];
  if (payments.upiId) lines.push(`UPI: ${payments.upiId}${payments.payeeName ? ` (${payments.payeeName})` : ''}`);
  if (bank.accountNumber) {
    const parts = [
      bank.accountName,
      `account ${bank.accountNumber}`,
      bank.ifsc ? `IFSC ${bank.ifsc}` : '',
      bank.bankName,
      bank.branch,
    ].filter(Boolean);
    lines.push(`Bank transfer: ${parts.join(', ')}`);
  }
  if (lines.length === 0) lines.push('We will call you with the payment details.');
  if (reference) lines.push(`Please quote your reference ${reference} with your payment.`);
  if (payments.note) lines.push(payments.note);
  return lines.join('\n');
}

export function enquiryMail(enquiry: Enquiry, operatorEmail: string): MailDraft {
  return {
    id: `${enquiry.id}-operator`,
    to: operatorEmail,
    template: {
      name: 'enquiry',
      data: {
        name: enquiry.name,
        contact: enquiry.contact,
        subject: enquiry.subject,
        travelDate: mailDate(enquiry.travelDate),
        travellers: enquiry.travellers ?? 0,
        message: enquiry.message,
      },
    },
  };
}

/**
 * The operator's reminder that travellers' documents are still missing, to the booking's address: `missing` is one
 * line per traveller, `dueDate` the first date a permit needs them by ('' when none is known).
 */
export function documentsReminderMail(booking: Booking, missing: string, dueDate: string, at: number): MailDraft {
  if (!booking.userEmail)
    throw new BackendError('invalid-data', 'This booking has no e-mail address: please call the customer instead.');
  const to = mailableAddress(booking);
  if (!to) throw new BackendError('invalid-data', notEmailedUnverified);
  return {
    id: `${booking.id}-documents-${at}-${randomId().slice(0, 6)}`,
    to,
    template: { name: 'documents-reminder', data: { ...bookingData(booking), missing, dueDate: mailDate(dueDate) } },
  };
}

/**
 * A travel alert (a road closed, permits suspended) to a booking it touches: what happened, on which dates, the
 * operator's message and the booking's own trip. Null for a booking without a verified address (the operator calls
 * them).
 */
export function travelAlertMail(
  alert: Pick<Alert, 'id' | 'kind' | 'title' | 'from' | 'to' | 'message'>,
  booking: Booking,
  kindWords: string,
  at: number,
): MailDraft | null {
  const to = mailableAddress(booking);
  if (!to) return null;
  return {
    id: `${booking.id}-alert-${at}-${randomId().slice(0, 6)}`,
    to,
    template: {
      name: 'travel-alert',
      data: {
        ...bookingData(booking),
        alertKind: kindWords,
        alertTitle: alert.title,
        alertFrom: mailDate(alert.from),
        alertTo: mailDate(alert.to),
        alertMessage: alert.message,
      },
    },
  };
}

/**
 * The operator moved the booking to another date: the new dates, the old ones, the same reference, and the price
 * difference the move transaction stored with the move, in its words (booking-moves.ts; empty: the price is the quote's).
 */
export function bookingMovedMail(before: Booking, after: Booking, at: number, priceChange = ''): MailDraft | null {
  const to = mailableAddress(after);
  if (!to) return null;
  return {
    id: `${after.id}-moved-${at}-${randomId().slice(0, 6)}`,
    to,
    template: {
      name: 'booking-moved',
      data: {
        ...bookingData(after),
        oldTravelDate: mailDate(before.travelDate),
        oldEndDate: mailDate(before.endDate),
        priceChangeText: priceChange,
      },
    },
  };
}

/**
 * A tax document was issued for the booking: its kind, number and amount, and the path of its printable page in My
 * bookings (the template puts the site's address before it). Once per document, to the verified address only.
 */
export function taxDocumentMail(
  booking: Pick<Booking, 'id' | 'userEmail' | 'customerCopy' | 'userName' | 'reference' | 'itemName'>,
  document: Pick<TaxDocument, 'id' | 'title' | 'number' | 'date' | 'total'>,
): MailDraft | null {
  const to = mailableAddress(booking);
  if (!to) return null;
  return {
    id: `${document.id}-mail`,
    to,
    template: {
      name: 'tax-document',
      data: {
        userName: booking.userName,
        reference: booking.reference ?? '',
        itemName: booking.itemName,
        documentTitle: document.title,
        documentNumber: document.number,
        documentDate: mailDate(document.date),
        documentTotal: formatRupeesAndPaise(document.total),
        documentPath: taxDocumentPath(booking.id, document.id),
      },
    },
  };
}

/**
 * The customer says they paid: the operator's copy, with the UTR to find in the bank's statement and the link to
 * the booking where it is marked received. One per claim: `booking` is the booking with the claim stored.
 */
export function paymentClaimedMail(booking: Booking, claim: PaymentClaim, operatorEmail: string): MailDraft {
  const count = booking.paymentClaims?.length ?? 0;
  return {
    // Numbered, not named by the UTR: a payment reference stays out of ids, which logs print.
    id: `${booking.id}-claim-${count}`,
    to: operatorEmail,
    template: {
      name: 'payment-claimed',
      data: {
        ...bookingData(booking),
        phone: booking.phone ?? '',
        utr: claim.utr,
        claimAmount: formatRupees(claim.amount),
        claimPurpose: paymentPurposeLabels[claim.purpose],
        claimNote: claim.note ?? '',
        // The template links it under the admin's bookings: the admin's paths stay out of the customer's bundle.
        bookingId: booking.id,
      },
    },
  };
}
