import { test, expect, signInNewCustomer } from './support/fixtures';
import { sikkimDelightStart } from './support/clock';

/**
 * On a phone, a family of two adults and children of 8 and 3 asks for Sikkim Delight with few fields typed: the
 * party chosen on the tour page comes along to the form, which asks no traveller's name, age or gender; those wait
 * for My bookings, which says by when the permits need them.
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
    // Each traveller's row asks only the nationality (Nathula is for Indian nationals), already India.
    await expect(rows).toHaveCount(4);
    await expect(page.getByLabel('Age of child 1')).toHaveValue('8');
    await expect(page.getByLabel('Age of child 2')).toHaveValue('3');
    await expect(rows.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByLabel('Gender')).toHaveCount(0);
    await type(page.getByLabel('Mobile Number'), '9830012345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();

    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    expect(typed).toBeLessThanOrEqual(8);
    await expect(
      page.getByText(
        /^For the permits, please give each traveller’s name, gender and photo ID in My bookings by \d+ \w+ \d{4}\.$/,
      ),
    ).toBeVisible();

    // The names, genders and adults' ages are asked in My bookings, with the permits' due date.
    await page.goto('/account/bookings');
    const permits = page
      .getByRole('article')
      .filter({ hasText: 'Sikkim Delight' })
      .getByRole('region', { name: 'Travellers and permits' });
    await expect(permits.getByText(/^Missing: Full name as on the ID, Gender, Age, .* Due by /).first()).toBeVisible();
    await expect(permits.getByRole('button', { name: 'Add documents for Traveller 1' })).toBeVisible();
  });
});
