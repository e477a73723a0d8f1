import { describe, expect, it } from 'vitest';
import {
  advanceDueOn,
  amountsDue,
  balanceDueBy,
  hasPaymentPlan,
  markedPayment,
  paymentPlan,
  paymentStateOf,
  paymentTerms,
} from './payment-plan';

const settings = { advancePercent: 30, advanceDueDays: 3, balanceDueDaysBefore: 7 };
const booking = { totalPrice: 55_500, travelDate: '2027-10-12' };

describe('paymentPlan', () => {
  it('asks for the advance share now and the rest some days before travel', () => {
    expect(paymentPlan(booking, settings)).toEqual({
      total: 55_500,
      advance: 16_650,
      advancePercent: 30,
      advanceDueDate: null,
      balance: 38_850,
      balanceDueDate: '2027-10-05',
      state: 'unpaid',
      outstanding: 55_500,
    });
  });

  it('rounds the advance to whole rupees, and the two parts always add up to the total', () => {
    const plan = paymentPlan({ ...booking, totalPrice: 12_345 }, { advancePercent: 25, balanceDueDaysBefore: 0 });
    expect(plan.advance).toBe(3_086);
    expect(plan.advance + plan.balance).toBe(12_345);
    expect(plan.balanceDueDate).toBe('2027-10-12');
  });

  it('counts the due date back across a month and a year', () => {
    expect(paymentPlan({ ...booking, travelDate: '2028-01-03' }, settings).balanceDueDate).toBe('2027-12-27');
  });

  it('takes everything as the advance at 100 percent, and nothing at 0', () => {
    expect(paymentPlan(booking, { ...settings, advancePercent: 100 })).toMatchObject({ advance: 55_500, balance: 0 });
    expect(paymentPlan(booking, { ...settings, advancePercent: 0 })).toMatchObject({ advance: 0, balance: 55_500 });
  });

  it('leaves the balance outstanding once the advance is in, and nothing once paid in full', () => {
    const advance = paymentPlan({ ...booking, advanceReceivedAt: '2027-09-01T10:00:00.000Z' }, settings);
    expect(advance).toMatchObject({ state: 'advance', outstanding: 38_850 });
    const full = paymentPlan({ ...booking, paidInFullAt: '2027-10-01T10:00:00.000Z' }, settings);
    expect(full).toMatchObject({ state: 'full', outstanding: 0 });
  });

  it('says when the balance is already due', () => {
    const plan = paymentPlan(booking, settings);
    expect(balanceDueBy(plan, '2027-10-04')).toBe(false);
    expect(balanceDueBy(plan, '2027-10-05')).toBe(true);
  });

  it('dates the advance by the day stored when the booking was confirmed, never after the balance', () => {
    expect(paymentPlan({ ...booking, advanceDueOn: '2027-09-04' }, settings).advanceDueDate).toBe('2027-09-04');
    // The trip moved earlier since: the advance is due with the balance at the latest.
    expect(paymentPlan({ ...booking, advanceDueOn: '2027-10-08' }, settings).advanceDueDate).toBe('2027-10-05');
  });

  it('reads the terms a confirmed booking stored, not the settings changed since', () => {
    const confirmed = { ...booking, advanceAmount: 11_100, advancePercent: 20, balanceDueDaysBefore: 14 };
    expect(paymentPlan(confirmed, { advancePercent: 50, balanceDueDaysBefore: 3 })).toMatchObject({
      advance: 11_100,
      advancePercent: 20,
      balance: 44_400,
      balanceDueDate: '2027-09-28',
    });
    // Moved to a cheaper departure since: the advance is never more than the whole.
    expect(paymentPlan({ ...confirmed, totalPrice: 9_000 }, settings)).toMatchObject({ advance: 9_000, balance: 0 });
  });

  it('has no plan for a flight request, which has no price yet', () => {
    expect(hasPaymentPlan({ kind: 'flightRequest', totalPrice: 0 })).toBe(false);
    expect(hasPaymentPlan({ kind: 'tour', totalPrice: 100 })).toBe(true);
  });
});

describe('advanceDueOn', () => {
  // 31 August 2027, 20:00 in India (14:30 UTC), and 1 September 2027 in India from 18:30 UTC.
  const evening = Date.UTC(2027, 7, 31, 14, 30);
  const afterMidnight = Date.UTC(2027, 7, 31, 18, 31);

  it('counts the days from the day of confirmation in India', () => {
    expect(advanceDueOn(booking, settings, evening)).toBe('2027-09-03');
    expect(advanceDueOn(booking, settings, afterMidnight)).toBe('2027-09-04');
    expect(advanceDueOn(booking, { ...settings, advanceDueDays: 0 }, evening)).toBe('2027-08-31');
  });

  it('asks the advance by the balance’s date when that comes first, and on the day itself once it has passed', () => {
    // Travel on 9 September: the balance is due on 2 September, before 3 September.
    expect(advanceDueOn({ travelDate: '2027-09-09' }, settings, evening)).toBe('2027-09-02');
    // Travel on 3 September: the balance's date (27 August) has passed, so everything is due the day it is confirmed.
    expect(advanceDueOn({ travelDate: '2027-09-03' }, settings, evening)).toBe('2027-08-31');
  });
});

describe('paymentTerms', () => {
  it('keeps the advance in rupees, its day and the balance days of the settings on the day of confirmation', () => {
    const evening = Date.UTC(2027, 7, 31, 14, 30);
    const terms = paymentTerms(booking, { ...settings, advancePercent: 20 }, evening);
    expect(terms).toEqual({
      advanceDueOn: '2027-09-03',
      advanceAmount: 11_100,
      advancePercent: 20,
      balanceDueDaysBefore: 7,
    });
    // The plan read from them is the plan of that day's settings.
    expect(paymentPlan({ ...booking, ...terms }, settings)).toEqual(
      paymentPlan({ ...booking, advanceDueOn: terms.advanceDueOn }, { ...settings, advancePercent: 20 }),
    );
  });
});

describe('amountsDue', () => {
  const plan = paymentPlan({ ...booking, advanceDueOn: '2027-09-04' }, settings);

  it('dates the advance and the balance, and leaves paying everything at once undated', () => {
    expect(amountsDue(plan).map(({ purpose, dueBy }) => [purpose, dueBy])).toEqual([
      ['advance', '2027-09-04'],
      ['full', null],
    ]);
    expect(amountsDue({ ...plan, state: 'advance', outstanding: plan.balance })).toEqual([
      { purpose: 'balance', label: 'Balance', amount: 38_850, dueBy: '2027-10-05' },
    ]);
    // No advance asked (0 %): the whole is the balance, due by its date.
    const noAdvance = paymentPlan(booking, { ...settings, advancePercent: 0 });
    expect(amountsDue(noAdvance)).toEqual([
      { purpose: 'full', label: 'Everything still to pay', amount: 55_500, dueBy: '2027-10-05' },
    ]);
  });
});

describe('markedPayment', () => {
  const at = '2027-09-01T10:00:00.000Z';
  const later = '2027-09-20T10:00:00.000Z';
  const blank: { id: string; advanceReceivedAt?: string; paidInFullAt?: string } = { id: 'b1' };

  it('records the advance once, at its first time', () => {
    const marked = markedPayment(blank, 'advance', at);
    expect(marked).toEqual({ id: 'b1', advanceReceivedAt: at });
    expect(markedPayment(marked, 'advance', later)).toEqual(marked);
  });

  it('keeps the advance when paid in full, and goes back to the advance alone', () => {
    const full = markedPayment(markedPayment(blank, 'advance', at), 'full', later);
    expect(full).toEqual({ id: 'b1', advanceReceivedAt: at, paidInFullAt: later });
    expect(paymentStateOf(full)).toBe('full');
    expect(markedPayment(full, 'advance', later)).toEqual({ id: 'b1', advanceReceivedAt: at });
  });

  it('clears both with none', () => {
    expect(markedPayment({ ...blank, advanceReceivedAt: at, paidInFullAt: later }, 'none', later)).toEqual({ id: 'b1' });
  });
});
