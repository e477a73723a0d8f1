import { test, expect, expectAccessible, loginAsAdmin } from './support/fixtures';

test.describe('hotel bookings', () => {
  test("changing a booking's status says 'Booking status updated.' and survives a reload @both", async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hotel Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Bookings' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Daniel Lepcha' });
    await expect(row).toContainText('daniel.lepcha@example.com');
    await expect(row).toContainText('Teesta Riverside Retreat');
    await expect(row).toContainText('5 Jan 2027');
    await expect(row).toContainText('₹24,000');
    await expectAccessible(page);

    const status = page.getByLabel('Status for Daniel Lepcha');
    // The emulator's data is shared by the journeys of a run: move to whichever status it is not in now.
    const next = (await status.inputValue()) === 'Confirmed' ? 'Cancelled' : 'Confirmed';
    await status.selectOption(next);
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    await expect(row.getByText(next, { exact: true }).first()).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Status for Daniel Lepcha')).toHaveValue(next);
  });
});
