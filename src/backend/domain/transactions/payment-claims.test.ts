import { describe, expect, it } from 'vitest';
import { transactionMemory, refusal } from '@/testing/transaction-memory';
import { northSikkimBooking } from '@/testing/north-sikkim';
import { limits } from '../../limits';
import { defaultPaymentSettings, type Booking, type PaymentClaim } from '../../schemas/index';
import {
  claimAlreadyReceived,
  claimCancelled,
  claimNotConfirmed,
  claimNotDue,
  claimNothingToPay,
  claimPayment,
  claimRepeatedUtr,
  claimTooMany,
  type PaymentClaimStore,
} from './payment-claims';
import { claimsAfterMark, waitingClaims } from '../payment-plan';
import { bookingNotYours } from '../callers';
import { paymentScreenshotPath, paymentScreenshotProblem, screenshotNotThisPayment } from '../payment-screenshots';

const asha = { uid: 'asha', email: 'asha@example.com', emailVerified: true };
/** 1 May 2027, 09:30 in Gangtok. */
const clock = { now: Date.UTC(2027, 4, 1, 4) };
const at = '2027-05-01T04:00:00.000Z';

/** Asha's Confirmed North Sikkim trip: ₹37,000, so ₹11,100 advance (30 %) and ₹25,900 balance. */
const trip = (fields: Partial<Booking> = {}): Booking =>
  northSikkimBooking('2027-05-20', { id: 'b1', userId: 'asha', ...fields });

/** A store of one booking that records its writes and refuses a read after the first write, as a transaction would. */
function memoryStore(booking: Booking) {
  const memory = transactionMemory([booking]);
  const store: PaymentClaimStore = {
    ...memory.kept,
    paymentSettings: () => memory.read(defaultPaymentSettings),
    operatorEmail: () => memory.read('desk@aster.test'),
  };
  return { store, writes: memory.writes, stored: memory.stored, mails: memory.mails };
}

const claim = (fields: Partial<PaymentClaim> = {}): PaymentClaim => ({
  purpose: 'advance',
  amount: 11_100,
  utr: '402155678910',
  by: 'asha',
  at,
  ...fields,
});

describe('claimPayment', () => {
  it("stores the claim on the customer's booking with the amount the booking owes for it, not one the browser sent", async () => {
    const { store, writes, stored, mails } = memoryStore(trip());
    const after = await claimPayment(
      store,
      { bookingId: 'b1', purpose: 'advance', utr: '4021 5567 8910', note: ' From my husband’s account ', amount: 1 },
      asha,
      clock,
    );
    expect(after.paymentClaims).toEqual([claim({ note: 'From my husband’s account' })]);
    expect(writes).toEqual(['booking b1', 'mail']);
    expect(stored.get('b1')).toEqual(after);
    // The operator hears of it, with the UTR to look for and where to mark it.
    expect(mails).toEqual([expect.objectContaining({ id: 'b1-claim-1', to: 'desk@aster.test' })]);
    expect(mails[0]?.template).toMatchObject({
      name: 'payment-claimed',
      data: { utr: '402155678910', claimAmount: '₹11,100', claimPurpose: 'Advance', bookingId: 'b1' },
    });
    expect(waitingClaims(after)).toHaveLength(1);
  });

  it('keeps the screenshot uploaded for this booking and UTR, and refuses one of another payment, booking or account', async () => {
    const { store } = memoryStore(trip());
    const own = paymentScreenshotPath('asha', 'b1', '402155678910');
    const after = await claimPayment(
      store,
      { bookingId: 'b1', purpose: 'advance', utr: '402155678910', screenshotPath: own },
      asha,
      clock,
    );
    expect(after.paymentClaims).toEqual([claim({ screenshotPath: own })]);
    for (const other of [
      paymentScreenshotPath('asha', 'b1', '111111111111'),
      paymentScreenshotPath('asha', 'b2', '402155678910'),
      paymentScreenshotPath('karma', 'b1', '402155678910'),
    ]) {
      const fresh = memoryStore(trip());
      expect(
        await refusal(
          claimPayment(
            fresh.store,
            { bookingId: 'b1', purpose: 'advance', utr: '402155678910', screenshotPath: other },
            asha,
            clock,
          ),
        ),
      ).toBe(`invalid-data: ${screenshotNotThisPayment}`);
      expect(fresh.writes).toEqual([]);
    }
  });

  it('takes everything at once, or the balance once the advance is received, at what is still owed', async () => {
    const unpaid = memoryStore(trip());
    const full = await claimPayment(unpaid.store, { bookingId: 'b1', purpose: 'full', utr: '402155678910' }, asha, clock);
    expect(full.paymentClaims?.[0]).toMatchObject({ purpose: 'full', amount: 37_000 });
    expect(full.paymentClaims?.[0]).not.toHaveProperty('note');
    const advanced = memoryStore(trip({ advanceReceivedAt: at }));
    const balance = await claimPayment(advanced.store, { bookingId: 'b1', purpose: 'balance', utr: '402155678911' }, asha, clock);
    expect(balance.paymentClaims?.[0]).toMatchObject({ purpose: 'balance', amount: 25_900 });
  });

  it("refuses someone else's booking, one that does not exist, and a walk-in booking not linked to the account", async () => {
    const input = { bookingId: 'b1', purpose: 'advance', utr: '402155678910' };
    const { store, writes } = memoryStore(trip());
    expect(await refusal(claimPayment(store, input, { ...asha, uid: 'bob' }, clock))).toBe(
      `permission-denied: ${bookingNotYours}`,
    );
    expect(await refusal(claimPayment(store, { ...input, bookingId: 'b2' }, asha, clock))).toBe(
      `permission-denied: ${bookingNotYours}`,
    );
    const walkIn = memoryStore(trip({ userId: undefined, madeBy: 'operator' }));
    expect(await refusal(claimPayment(walkIn.store, input, asha, clock))).toMatch(/^permission-denied/);
    expect(writes).toEqual([]);
  });

  it('refuses a cancelled booking, one not confirmed yet, and one with nothing to pay', async () => {
    const input = { bookingId: 'b1', purpose: 'advance', utr: '402155678910' };
    for (const [booking, words] of [
      [trip({ status: 'Cancelled' }), `invalid-data: ${claimCancelled}`],
      [trip({ status: 'Pending' }), `invalid-data: ${claimNotConfirmed}`],
      [trip({ totalPrice: 0 }), `invalid-data: ${claimNothingToPay}`],
      [trip({ kind: 'flightRequest' }), `invalid-data: ${claimNothingToPay}`],
    ] as const) {
      const { store, writes } = memoryStore(booking);
      expect(await refusal(claimPayment(store, input, asha, clock))).toBe(words);
      expect(writes).toEqual([]);
    }
  });

  it('refuses an amount already marked received, and one that is not due', async () => {
    const advanced = memoryStore(trip({ advanceReceivedAt: at }));
    const input = { bookingId: 'b1', utr: '402155678910' };
    expect(await refusal(claimPayment(advanced.store, { ...input, purpose: 'advance' }, asha, clock))).toBe(
      `invalid-data: ${claimAlreadyReceived}`,
    );
    expect(await refusal(claimPayment(advanced.store, { ...input, purpose: 'full' }, asha, clock))).toBe(
      `invalid-data: ${claimNotDue}`,
    );
    const paid = memoryStore(trip({ advanceReceivedAt: at, paidInFullAt: at }));
    expect(await refusal(claimPayment(paid.store, { ...input, purpose: 'balance' }, asha, clock))).toBe(
      `invalid-data: ${claimAlreadyReceived}`,
    );
    const unpaid = memoryStore(trip());
    expect(await refusal(claimPayment(unpaid.store, { ...input, purpose: 'balance' }, asha, clock))).toBe(
      `invalid-data: ${claimNotDue}`,
    );
    expect([...advanced.writes, ...paid.writes, ...unpaid.writes]).toEqual([]);
  });

  it('refuses a UTR already given for the booking, and claims beyond the bound', async () => {
    const { store, writes } = memoryStore(trip({ paymentClaims: [claim()] }));
    expect(await refusal(claimPayment(store, { bookingId: 'b1', purpose: 'full', utr: '402155678910' }, asha, clock))).toBe(
      `invalid-data: ${claimRepeatedUtr}`,
    );
    const many = Array.from({ length: limits.paymentClaims }, (_, index) => claim({ utr: String(500_000_000_000 + index) }));
    const full = memoryStore(trip({ paymentClaims: many }));
    expect(
      await refusal(claimPayment(full.store, { bookingId: 'b1', purpose: 'advance', utr: '402155678910' }, asha, clock)),
    ).toBe(`limit-reached: ${claimTooMany}`);
    expect([...writes, ...full.writes]).toEqual([]);
  });

  it('refuses a UTR that is not 12 digits, a purpose it does not know, and a note too long', async () => {
    const { store, writes } = memoryStore(trip());
    for (const input of [
      { bookingId: 'b1', purpose: 'advance', utr: '40215567891' },
      { bookingId: 'b1', purpose: 'advance', utr: '4021556789101' },
      { bookingId: 'b1', purpose: 'advance', utr: 'UPI402155678' },
      { bookingId: 'b1', purpose: 'refund', utr: '402155678910' },
      { bookingId: 'b1', purpose: 'advance', utr: '402155678910', note: 'x'.repeat(limits.paymentClaimNote + 1) },
    ])
      expect(await refusal(claimPayment(store, input, asha, clock))).toMatch(/^invalid-data/);
    expect(writes).toEqual([]);
  });
});

describe('claimsAfterMark', () => {
  const later = '2027-05-02T04:00:00.000Z';
  const claims = [claim(), claim({ purpose: 'balance', amount: 25_900, utr: '402155678911' })];

  it('matches the claims a mark covers, keeps a match its time, and lets claims wait again when a mark is undone', () => {
    const advance = claimsAfterMark(claims, 'advance', at);
    expect(advance.map((one) => one.matchedAt)).toEqual([at, undefined]);
    const full = claimsAfterMark(advance, 'full', later);
    expect(full.map((one) => one.matchedAt)).toEqual([at, later]);
    expect(claimsAfterMark(full, 'unpaid', later)).toEqual(claims);
  });
});

describe('paymentScreenshotProblem', () => {
  it('takes a JPEG, PNG or WebP picture up to 5 MB, nothing else', () => {
    expect(paymentScreenshotProblem({ type: 'image/png', size: limits.paymentScreenshotBytes })).toBeNull();
    expect(paymentScreenshotProblem({ type: 'image/png', size: limits.paymentScreenshotBytes + 1 })).toBe(
      'Please choose a picture of 5 MB or less.',
    );
    expect(paymentScreenshotProblem({ type: 'application/pdf', size: 100 })).toBe(
      'Please choose a screenshot as a JPEG, PNG or WebP picture.',
    );
    expect(paymentScreenshotProblem({ type: 'image/jpeg', size: 0 })).toBe('This file is empty.');
  });
});
