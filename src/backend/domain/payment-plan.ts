import { z } from 'zod';
import type { Booking, PaymentClaim, PaymentPurpose, PaymentSettings } from '../schemas';
import { addDays, todayInIndia } from './calendar';

/**
 * What a customer pays for a confirmed booking, and when: online payment is off, so the operator is paid by UPI or
 * bank transfer, an advance (a share of the total) within some days of the booking's confirmation and the balance
 * some days before travel. My bookings, the voucher and the "Confirmed" e-mail all show these numbers and dates; they
 * come from here only.
 */

/** What the operator has recorded as received. */
export type PaymentState = 'unpaid' | 'advance' | 'full';

/** What the operator can mark on a booking: nothing received yet, the advance, or everything. */
export const paymentMarks = ['none', 'advance', 'full'] as const;
export const paymentMarkSchema = z.enum(paymentMarks);
export type PaymentMark = z.infer<typeof paymentMarkSchema>;

export interface PaymentPlan {
  /** The booking's total, in rupees. */
  total: number;
  /** The advance share of the total, in whole rupees, due by `advanceDueDate`. */
  advance: number;
  /** The percent of the total the advance was worked out at. */
  advancePercent: number;
  /**
   * 'YYYY-MM-DD': the day stored when the booking was confirmed, or the balance's date if that is earlier (the trip
   * moved earlier since). Null on a booking confirmed before the day was kept: the advance is then due now.
   */
  advanceDueDate: string | null;
  /** The rest of the total, due on `balanceDueDate`. */
  balance: number;
  /** 'YYYY-MM-DD', the operator's days before the travel or check-in date. */
  balanceDueDate: string;
  state: PaymentState;
  /** What the customer still owes, by what the operator has marked. */
  outstanding: number;
}

export const paymentStateLabels: Record<PaymentState, string> = {
  unpaid: 'Nothing received yet',
  advance: 'Advance received',
  full: 'Paid in full',
};

export function paymentStateOf(booking: Pick<Booking, 'advanceReceivedAt' | 'paidInFullAt'>): PaymentState {
  if (booking.paidInFullAt) return 'full';
  if (booking.advanceReceivedAt) return 'advance';
  return 'unpaid';
}

/** Whether a booking is paid offline at all: a flight request has no price yet, a free booking nothing to pay. */
export const hasPaymentPlan = (booking: Pick<Booking, 'kind' | 'totalPrice'>) =>
  booking.kind !== 'flightRequest' && booking.totalPrice > 0;

/** The advance and the balance's days before travel a booking keeps once confirmed (`paymentTerms`). */
type StoredTerms = Pick<Booking, 'advanceAmount' | 'advancePercent' | 'balanceDueDaysBefore'>;

/** The day the balance is due: the stored (or else the settings') days before the travel or check-in date. */
const balanceDueDateOf = (
  booking: Pick<Booking, 'travelDate'> & StoredTerms,
  settings: Pick<PaymentSettings, 'balanceDueDaysBefore'>,
): string => addDays(booking.travelDate, -(booking.balanceDueDaysBefore ?? settings.balanceDueDaysBefore));

/** The advance share of a total under the settings' percent, in whole rupees. */
const advanceShare = (total: number, settings: Pick<PaymentSettings, 'advancePercent'>) =>
  Math.min(total, Math.round((total * settings.advancePercent) / 100));

/**
 * The advance, the balance and their due dates of a booking: the terms it stored when it was confirmed, or (a request
 * not confirmed yet, or a booking confirmed before they were kept) the operator's payment settings now.
 */
export function paymentPlan(
  booking: Pick<Booking, 'totalPrice' | 'travelDate' | 'advanceReceivedAt' | 'paidInFullAt' | 'advanceDueOn'> & StoredTerms,
  settings: Pick<PaymentSettings, 'advancePercent' | 'balanceDueDaysBefore'>,
): PaymentPlan {
  const total = booking.totalPrice;
  // A total lowered since (a move to a cheaper departure) never leaves an advance larger than the whole.
  const advance = Math.min(total, booking.advanceAmount ?? advanceShare(total, settings));
  const advancePercent = booking.advancePercent ?? settings.advancePercent;
  const balance = total - advance;
  const state = paymentStateOf(booking);
  const outstanding = state === 'full' ? 0 : state === 'advance' ? balance : total;
  const balanceDueDate = balanceDueDateOf(booking, settings);
  const stored = booking.advanceDueOn;
  return {
    total,
    advance,
    advancePercent,
    advanceDueDate: stored === undefined ? null : stored < balanceDueDate ? stored : balanceDueDate,
    balance,
    balanceDueDate,
    state,
    outstanding,
  };
}

/**
 * The day the advance of a booking confirmed at `now` is due by: the payment settings' days after that day in India,
 * but not after the balance's date, unless that date has passed already (a trip confirmed close to travel owes
 * everything at once: the advance by the day it is confirmed).
 */
export function advanceDueOn(
  booking: Pick<Booking, 'travelDate'>,
  settings: Pick<PaymentSettings, 'advanceDueDays' | 'balanceDueDaysBefore'>,
  now: number,
): string {
  const today = todayInIndia(new Date(now));
  const byDays = addDays(today, settings.advanceDueDays);
  const balanceDueDate = balanceDueDateOf(booking, settings);
  const latest = balanceDueDate > today ? balanceDueDate : today;
  return byDays < latest ? byDays : latest;
}

/**
 * What a booking confirmed at `now` stores of the payment settings, once: the advance in rupees, its percent and its
 * day, and the balance's days before travel. The "Confirmed" e-mail, My bookings, the voucher and the operator's marks all read
 * these afterwards, so changing the settings never changes what a confirmed customer was told.
 */
export function paymentTerms(
  booking: Pick<Booking, 'travelDate' | 'totalPrice'>,
  settings: Pick<PaymentSettings, 'advancePercent' | 'advanceDueDays' | 'balanceDueDaysBefore'>,
  now: number,
): Required<Pick<Booking, 'advanceDueOn' | 'advanceAmount' | 'advancePercent' | 'balanceDueDaysBefore'>> {
  return {
    advanceDueOn: advanceDueOn(booking, settings, now),
    advanceAmount: advanceShare(booking.totalPrice, settings),
    advancePercent: settings.advancePercent,
    balanceDueDaysBefore: settings.balanceDueDaysBefore,
  };
}

/** One amount the customer may pay now, what it pays, and by when. */
export interface AmountDue {
  purpose: PaymentPurpose;
  /** In words ('Advance', 'Balance', 'Everything still to pay'). */
  label: string;
  amount: number;
  /** 'YYYY-MM-DD', or null when no day is known (the advance of a booking confirmed before the day was kept). */
  dueBy: string | null;
}

export const paymentPurposeLabels: Record<PaymentPurpose, string> = {
  advance: 'Advance',
  balance: 'Balance',
  full: 'Everything still to pay',
};

/**
 * What the customer may pay now: the advance (or the whole total at once) while nothing has been received, then
 * the balance. The UPI links and the "I have paid" claim both offer these, and only these.
 */
export function amountsDue(
  plan: Pick<PaymentPlan, 'state' | 'advance' | 'balance' | 'outstanding' | 'advanceDueDate' | 'balanceDueDate'>,
): AmountDue[] {
  if (plan.outstanding <= 0) return [];
  const due = (purpose: PaymentPurpose, amount: number, dueBy: string | null): AmountDue => ({
    purpose,
    label: paymentPurposeLabels[purpose],
    amount,
    dueBy,
  });
  // Paying everything at once is a choice beside the advance, not a second amount due: it has no day of its own.
  if (plan.state === 'unpaid' && plan.advance > 0 && plan.balance > 0)
    return [due('advance', plan.advance, plan.advanceDueDate), due('full', plan.outstanding, null)];
  if (plan.state === 'advance') return [due('balance', plan.outstanding, plan.balanceDueDate)];
  // A single payment: the whole as the advance (100 %), or the balance alone (0 %).
  return [due('full', plan.outstanding, plan.advance > 0 ? plan.advanceDueDate : plan.balanceDueDate)];
}

/** Whether what the operator has marked received already covers a payment made for `purpose`. */
export const purposeReceived = (purpose: PaymentPurpose, state: PaymentState) =>
  state === 'full' || (state === 'advance' && purpose === 'advance');

/** Whether the balance is already due on `today` ('YYYY-MM-DD'): a booking made close to travel pays it all now. */
export const balanceDueBy = (plan: Pick<PaymentPlan, 'balanceDueDate'>, today: string) => plan.balanceDueDate <= today;

/**
 * The booking after the operator marks `mark` at `at` (ISO): the advance keeps the time it was first marked, 'full'
 * keeps the advance's time, 'none' clears both.
 */
export function markedPayment<B extends Pick<Booking, 'advanceReceivedAt' | 'paidInFullAt'>>(
  booking: B,
  mark: PaymentMark,
  at: string,
): B {
  const after: B = { ...booking };
  delete after.advanceReceivedAt;
  delete after.paidInFullAt;
  if (mark === 'advance') after.advanceReceivedAt = booking.advanceReceivedAt ?? at;
  if (mark === 'full') {
    if (booking.advanceReceivedAt) after.advanceReceivedAt = booking.advanceReceivedAt;
    after.paidInFullAt = booking.paidInFullAt ?? at;
  }
  return after;
}

/** The claims the operator has not matched yet: what My bookings shows as waiting, and the operator's list to match. */
export const waitingClaims = (booking: Pick<Booking, 'paymentClaims'>): PaymentClaim[] =>
  (booking.paymentClaims ?? []).filter((claim) => claim.matchedAt === undefined);

/**
 * The claims after the operator's payment mark leaves `state`: those it covers are matched (a match keeps its
 * time), those it no longer covers (a mark undone) wait again.
 */
export function claimsAfterMark(claims: readonly PaymentClaim[], state: PaymentState, at: string): PaymentClaim[] {
  return claims.map((claim) => {
    const { matchedAt, ...rest } = claim;
    return purposeReceived(claim.purpose, state) ? { ...rest, matchedAt: matchedAt ?? at } : rest;
  });
}
