import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { storeConfirmedSikkimDelight } from './support/bookings';
import { formatRupees } from '../src/lib/format';

/** The sample payment instructions ask 30 % once confirmed: ₹11,100 of ₹37,000. */
const advance = formatRupees(11_100);

test.describe('paying by UPI', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone the customer says "I have paid" with the UTR; the operator finds it under Payments due and marks it received', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'upi');
    await signInAdmin(page);
    const { booking } = await storeConfirmedSikkimDelight(page, customer, 60, 37_000);

    // My bookings: the advance's UPI link, and beside it "I have paid" with the UTR the app showed.
    await page.reload();
    const pay = page.getByRole('article').filter({ hasText: 'Sikkim Delight' }).getByRole('region', { name: 'How to pay' });
    await expect(pay.getByRole('link', { name: `Pay ${advance} by UPI` })).toBeVisible();
    await pay.getByRole('button', { name: `I have paid ${advance}` }).click();
    const form = pay.getByRole('form', { name: `I have paid ${advance}` });
    await form.getByLabel('UPI transaction reference (UTR)').fill('4021 5567 8910');
    await form.getByRole('button', { name: 'Send the payment reference' }).click();
    await expect(pay.getByRole('status').filter({ hasText: 'we will match your payment and confirm it' })).toBeVisible();
    await expect(pay).toContainText(
      `Payment claimed, UTR 402155678910 (${advance} for the advance), waiting for the operator to match it.`,
    );
    await expectAccessible(page);

    // The operator's dashboard: the claimed UTR and amount beside the mark, under Payments due.
    await page.goto('/admin');
    const due = page.getByRole('region', { name: /Payments due/ });
    await expect(due).toContainText(`Paid, says the customer: UTR 402155678910, ${advance} for the advance`);
    await due.getByRole('button', { name: `Mark advance received for UTR 402155678910, ${customer.name}` }).click();
    await expect(page.getByText(`Marked: advance received for ${booking.reference!}.`)).toBeVisible();
    await expect(due.getByRole('link', { name: new RegExp(`^${customer.name}:`) })).toHaveCount(0);
    await expectAccessible(page);

    // The customer sees the advance received, and the claim no longer waits.
    await page.goto('/account/bookings');
    const received = page.getByRole('article').filter({ hasText: 'Sikkim Delight' }).getByRole('region', { name: 'How to pay' });
    await expect(received).toContainText('We have received your advance. Please pay the balance by its date.');
    await expect(received).not.toContainText('Payment claimed');
  });
});
