import { test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { daysFromToday } from './support/clock';

/** Today plus `days`, as a date input takes it. */
test.describe('operator dashboard', () => {
  // The embedded demo only: on the emulators the journeys of a run share their bookings, and the pending list
  // shows the ten oldest.
  test('a new booking request shows under Needs attention and opens its booking', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'attention');
    await page.goto('/booking/darjeeling-romance');
    await page.getByLabel('Travel date').fill(daysFromToday(20));
    await page.getByLabel('Mobile Number').fill('+44 7700 900123');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();

    await signInAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: /rooms taken tonight/ })).toHaveAttribute('href', '/admin/occupancy');
    await expect(page.getByRole('link', { name: /Confirmed revenue/ })).toContainText('₹');
    const pending = page.getByRole('region', { name: /Pending requests/ });
    await expect(pending.getByRole('link')).toHaveCount(2);
    const request = pending.getByRole('link', { name: new RegExp(`^${customer.name}: Darjeeling`) });
    await expect(request).toBeVisible();
    await expectAccessible(page);

    await request.click();
    await expect(page).toHaveURL(/\/admin\/hotel-bookings\/\w+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Booking AST-/ })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Pending');
    await expect(
      page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Call +447700900123' }),
    ).toHaveAttribute('href', 'tel:+447700900123');
  });
});
