import { test, expect, expectAccessible, fillList, signInAdmin } from './support/fixtures';

test.describe('admin dashboard and placeholder pages', () => {
  test('the dashboard counts change after a tour is added', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const tours = page.getByRole('link', { name: /Total Tour Packages/ });
    await expect(tours).toHaveText(/Total Tour Packages\s*4\D/);
    await expect(page.getByRole('link', { name: /Total Hotels/ })).toHaveText(/Total Hotels\s*2\D/);
    await expect(page.getByRole('link', { name: /Hotel Bookings/ }).last()).toHaveText(/Hotel Bookings\s*2\D/);
    await expect(page.getByText('Loading stats...')).toHaveCount(0);
    await expectAccessible(page);

    await tours.click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
    await page.getByRole('button', { name: 'Add New Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
    await dialog.getByLabel('Tour Name').fill('Lachung and Yumthang Valley');
    await dialog.getByLabel('Duration').fill('3 Nights / 4 Days');
    await dialog.getByLabel('Price (₹ per person)').fill('21000');
    await fillList(dialog, 'Destination', ['Lachung', 'Yumthang']);
    await fillList(dialog, 'Highlight', ['Rhododendron valley', 'Hot springs']);
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(page.getByText('Tour package saved successfully.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('link', { name: /Total Tour Packages/ })).toHaveText(/Total Tour Packages\s*5\D/);
  });

  test('the Itineraries page shows how complete each day-by-day plan is', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Itineraries' }).click();
    await expect(page).toHaveURL(/\/admin\/itineraries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();
    // What was once a 'This feature is coming soon.' placeholder is a real page.
    await expect(page.getByRole('table', { name: 'Itinerary coverage by tour' })).toBeVisible();
    await expect(page.getByText('All 4 tours have a complete itinerary.')).toBeVisible();
    await expectAccessible(page);
  });
});
