import { confirmEmailAddress, test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { chooseParty } from './support/travellers';
import { sikkimDelightStart } from './support/clock';

/** Today plus `days`, as a date input takes it. */
test.describe('outbox', () => {
  test("a tour booking writes the 'booking received' e-mails, which the admin reads in the Outbox @both", async ({ page }) => {
    const customer = await signInNewCustomer(page, 'outbox');
    // Our e-mails go only to an address its owner has confirmed.
    await confirmEmailAddress(customer.email);
    await page.goto('/booking/sikkim-delight');
    await page.getByLabel('Mobile Number').fill('98320 44444');
    await page.getByLabel('Travel date').fill(sikkimDelightStart(50));
    await chooseParty(page, 3);
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();

    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(
      page.getByText(/On the live site these are sent by the e-mail extension; its delivery state shows here\./),
    ).toBeVisible();

    // One to the customer, one to the operator's bookings inbox, both with the booking's own data.
    const toCustomer = page
      .getByRole('article', { name: 'Booking received', exact: true })
      .filter({ hasText: `To ${customer.email}` });
    await expect(toCustomer).toHaveCount(1);
    await expect(toCustomer).toContainText(/ReferenceAST-[2-9A-HJKMNP-Z]{5}/);
    await expect(toCustomer).toContainText('Sikkim Delight');
    await expect(toCustomer).toContainText('Travellers3');
    await expect(toCustomer).toContainText('Total₹55,500');
    const toOperator = page
      .getByRole('article', { name: "Booking received (operator's copy)" })
      .filter({ hasText: customer.email });
    await expect(toOperator).toHaveCount(1);
    await expect(toOperator).toContainText('To bookings@himalayanaster.in');
    await expect(toOperator).toContainText('Phone+91 98320 44444');
    await expectAccessible(page);
  });
});
