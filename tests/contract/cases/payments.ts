import { describe, expect, it } from 'vitest';
import { samplePaymentSettings } from '../../../seed/data';
import {
  claimAlreadyReceived,
  claimCancelled,
  claimNotConfirmed,
  claimRepeatedUtr,
} from '../../../src/backend/domain/transactions/payment-claims';
import { todayInIndia } from '../../../src/backend/domain/calendar';
import { formatRupees } from '../../../src/lib/format';
import { contractClock, expectCode, signUpCustomer, tourRequest, type ContractContext } from '../harness';

/** How customers pay a confirmed booking: the operator's instructions. */
export function paymentCases({ harness, backend }: ContractContext) {
  describe('payment settings', () => {
    it('are read by anyone, signed in or not, and start as the sample instructions', async () => {
      expect(await backend().settings.paymentSettings()).toEqual(samplePaymentSettings);
      await signUpCustomer(backend(), 'Pema');
      expect(await backend().settings.paymentSettings()).toEqual(samplePaymentSettings);
    });

    it('are changed by the admin only, checked whole', async () => {
      const settings = await backend().settings.paymentSettings();
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'thief@okaxis' }), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'thief@okaxis' }), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.savePaymentSettings({
        ...settings,
        upiId: 'aster.tours@okhdfc',
        advancePercent: 50,
        balanceDueDaysBefore: 14,
      });
      expect(await backend().settings.paymentSettings()).toEqual({
        ...settings,
        upiId: 'aster.tours@okhdfc',
        advancePercent: 50,
        balanceDueDaysBefore: 14,
      });
      // Only what is given: the rest takes the defaults (no UPI ID, no bank, 30 % advance, 7 days).
      await backend().settings.savePaymentSettings({ upiId: '' });
      expect(await backend().settings.paymentSettings()).toMatchObject({
        upiId: '',
        bank: { accountNumber: '', ifsc: '' },
        advancePercent: 30,
        balanceDueDaysBefore: 7,
      });
      await expectCode(backend().settings.savePaymentSettings({ ...settings, advancePercent: 101 }), 'invalid-data');
      await expectCode(backend().settings.savePaymentSettings({ ...settings, upiId: 'not a upi id' }), 'invalid-data');
      expect((await backend().settings.paymentSettings()).upiId).toBe('');
    });
  });

  describe('what the customer has paid', () => {
    it('is marked by the operator, by the backend clock, and the customer sees it', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await expectCode(backend().bookings.markPayment(booking.id, 'advance'), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      const before = contractClock.now() - 60_000;

      await backend().bookings.markPayment(booking.id, 'advance');
      const advance = await backend().bookings.get(booking.id);
      expect(advance?.advanceReceivedAt).toBeDefined();
      expect(advance?.paidInFullAt).toBeUndefined();
      // Marking it again keeps the first time.
      await backend().bookings.markPayment(booking.id, 'advance');
      expect((await backend().bookings.get(booking.id))?.advanceReceivedAt).toBe(advance?.advanceReceivedAt);

      await backend().bookings.markPayment(booking.id, 'full');
      const full = await backend().bookings.get(booking.id);
      expect(full).toMatchObject({
        status: 'Confirmed',
        advanceReceivedAt: advance?.advanceReceivedAt,
        totalPrice: booking.totalPrice,
      });
      expect(Date.parse(full!.paidInFullAt!)).toBeGreaterThan(before);

      const mine = (await backend().bookings.listMine()).find((one) => one.id === booking.id);
      expect(mine).toMatchObject({ advanceReceivedAt: advance?.advanceReceivedAt, paidInFullAt: full?.paidInFullAt });

      await backend().bookings.markPayment(booking.id, 'none');
      const cleared = await backend().bookings.get(booking.id);
      expect(cleared).not.toHaveProperty('advanceReceivedAt');
      expect(cleared).not.toHaveProperty('paidInFullAt');
      expect(cleared?.status).toBe('Confirmed');
    });

    it('is asked for in the "Confirmed" e-mail: the advance and the balance by their dates, UPI and bank details', async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().settings.savePaymentSettings({
        ...samplePaymentSettings,
        advancePercent: 25,
        advanceDueDays: 4,
        balanceDueDaysBefore: 10,
      });
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      // Confirmed on 15 Dec 2030 (the suite's clock): the advance is due four days on, a day kept with the booking.
      expect((await backend().bookings.get(booking.id))?.advanceDueOn).toBe('2030-12-19');
      const confirmed = (await backend().mail.latest(20)).find(
        (message) => message.to === customer.email && message.template.name === 'booking-confirmed',
      );
      const advance = Math.round(booking.totalPrice * 0.25);
      expect(confirmed?.template.data).toMatchObject({
        reference: booking.reference,
        travelDate: '2 Apr 2031',
        advanceText: formatRupees(advance),
        advanceDueDate: '19 Dec 2030',
        balanceText: formatRupees(booking.totalPrice - advance),
        balanceDueDate: '23 Mar 2031',
        payHow: expect.stringContaining('UPI: himalayanaster@sbi') as unknown,
      });
      expect(JSON.stringify(confirmed?.template.data)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });

    it('keeps the advance and the due days it was confirmed under when the operator changes the settings', async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().settings.savePaymentSettings({ ...samplePaymentSettings, advancePercent: 25, balanceDueDaysBefore: 10 });
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      const advance = Math.round(booking.totalPrice * 0.25);
      expect(await backend().bookings.get(booking.id)).toMatchObject({
        advanceAmount: advance,
        advancePercent: 25,
        balanceDueDaysBefore: 10,
      });

      // A later change of terms is for bookings confirmed after it: this customer still owes what the e-mail said.
      await backend().settings.savePaymentSettings({ ...samplePaymentSettings, advancePercent: 50, balanceDueDaysBefore: 3 });
      await backend().auth.signIn(customer.email, 'customer-pass-1');
      const claimed = await backend().bookings.claimPayment({ bookingId: booking.id, purpose: 'advance', utr: '402155678910' });
      expect(claimed.paymentClaims?.[0]?.amount).toBe(advance);
      const [mine] = await backend().bookings.listMine();
      expect(mine).toMatchObject({ advanceAmount: advance, advancePercent: 25, balanceDueDaysBefore: 10 });
    });

    it("is claimed by the booking's customer with the UTR, at the amount due, and matched when the operator marks it", async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      const advanceClaim = { bookingId: booking.id, purpose: 'advance' as const, utr: '4021 5567 8910', note: 'Paid by GPay' };
      await expectCode(backend().bookings.claimPayment(advanceClaim), 'invalid-data', claimNotConfirmed);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed');

      const claimed = await backend().bookings.claimPayment(advanceClaim);
      const advance = Math.round((booking.totalPrice * samplePaymentSettings.advancePercent) / 100);
      expect(claimed.paymentClaims).toEqual([
        {
          purpose: 'advance',
          amount: advance,
          utr: '402155678910',
          note: 'Paid by GPay',
          by: customer.id,
          at: expect.any(String) as unknown,
        },
      ]);
      expect(Date.parse(claimed.paymentClaims![0]!.at)).toBeGreaterThan(contractClock.now() - 60_000);
      await expectCode(
        backend().bookings.claimPayment({ ...advanceClaim, purpose: 'full', note: undefined }),
        'invalid-data',
        claimRepeatedUtr,
      );
      await expectCode(backend().bookings.claimPayment({ ...advanceClaim, utr: '40215567' }), 'invalid-data');
      const other = await harness.sibling();
      await signUpCustomer(other, 'Sonam');
      await expectCode(other.bookings.claimPayment({ ...advanceClaim, utr: '402155678911' }), 'permission-denied');

      // The operator is e-mailed the UTR and where to mark it, in the same transaction.
      const claimMails = (await backend().mail.latest(20)).filter((mail) => mail.template.name === 'payment-claimed');
      expect(claimMails.map((mail) => [mail.id, mail.template.data.utr, mail.template.data.claimAmount])).toEqual([
        [`${booking.id}-claim-1`, '402155678910', formatRupees(advance)],
      ]);
      expect(claimMails[0]?.to).not.toBe(booking.userEmail);

      // The customer sees it waiting in My bookings; the operator sees the same claim on the booking.
      const mine = (await backend().bookings.listMine()).find((one) => one.id === booking.id);
      expect(mine?.paymentClaims).toEqual(claimed.paymentClaims);
      expect((await backend().bookings.get(booking.id))?.paymentClaims).toEqual(claimed.paymentClaims);

      await backend().bookings.markPayment(booking.id, 'advance');
      const marked = await backend().bookings.get(booking.id);
      expect(marked?.paymentClaims).toEqual([{ ...claimed.paymentClaims![0], matchedAt: marked?.advanceReceivedAt }]);
      await expectCode(
        backend().bookings.claimPayment({ ...advanceClaim, utr: '402155678912' }),
        'invalid-data',
        claimAlreadyReceived,
      );
      const balance = await backend().bookings.claimPayment({ bookingId: booking.id, purpose: 'balance', utr: '402155678913' });
      expect(balance.paymentClaims?.[1]).toMatchObject({ purpose: 'balance', amount: booking.totalPrice - advance });
      expect(balance.paymentClaims?.[1]).not.toHaveProperty('matchedAt');
      // The operator's "Payments due" lists it, the advance received notwithstanding: a UTR to look for.
      const today = todayInIndia(new Date(contractClock.now()));
      expect((await backend().bookings.needsAttention(today)).paymentsDue.map((one) => one.id)).toContain(booking.id);

      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      await expectCode(
        backend().bookings.claimPayment({ bookingId: booking.id, purpose: 'balance', utr: '402155678914' }),
        'invalid-data',
        claimCancelled,
      );
    });

    it('refuses an unknown mark and an unknown booking', async () => {
      await harness.signInAdmin(backend());
      await expectCode(backend().bookings.markPayment('booking_sample_1', 'refunded' as 'full'), 'invalid-data');
      await expectCode(backend().bookings.markPayment('no-such-booking', 'full'), 'not-found');
    });
  });
}
