import { test, expect, signInNewCustomer } from './support/fixtures';
import { sikkimDelightStart } from './support/clock';

/**
 * On a phone, a family of two adults and children of 8 and 3 asks for Sikkim Delight with few fields typed: the
 * party chosen on the tour page comes along to the form, and the names and genders wait for My bookings.
 */
test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Kolkata family sends a request with at most 8 fields typed', async ({ page }) => {
    await signInNewCustomer(page, 'kolkata');
    let typed = 0;
    const type = async (field: ReturnType<typeof page.getByLabel>, text: string) => {
      typed += 1;
      await field.fill(text);
    };

    await page.goto('/hotel/sikkim-delight');
    const planner = page.getByRole('complementary', { name: 'Price and booking' });
    await type(planner.getByLabel('Travel date'), sikkimDelightStart(50));
    await planner.getByLabel('Children').selectOption('2');
    await planner.getByLabel('Age of child 1').selectOption('8');
    await planner.getByLabel('Age of child 2').selectOption('3');
    await planner.getByRole('link', { name: 'Book Now' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rows = page.getByRole('group', { name: /^Traveller \d+$/ });
    await expect(rows).toHaveCount(4);
    await expect(page.getByLabel('Age of child 1')).toHaveValue('8');
    await expect(page.getByLabel('Age of child 2')).toHaveValue('3');
    await type(rows.nth(0).getByLabel('Age', { exact: true }), '42');
    await type(rows.nth(1).getByLabel('Age', { exact: true }), '39');
    await type(page.getByLabel('Mobile Number'), '9830012345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();

    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    expect(typed).toBeLessThanOrEqual(8);
  });
});
