import { test, expect, expectAccessible, fillList, signInAdmin } from './support/fixtures';

const samples = [
  { name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling', duration: '5 Nights / 6 Days', days: 6 },
  { name: 'Darjeeling Romance: Tea Gardens and Toy Train', duration: '3 Nights / 4 Days', days: 4 },
  { name: 'Bhutan Discovery: Thimphu, Punakha and Paro', duration: '6 Nights / 7 Days', days: 7 },
  { name: 'Nepal Adventure: Kathmandu, Pokhara and Poon Hill', duration: '7 Nights / 8 Days', days: 8 },
];

test.describe('admin itineraries', () => {
  test('lists every tour with its itinerary coverage', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Itineraries' }).click();
    await expect(page).toHaveURL(/\/admin\/itineraries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Itineraries' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Itinerary coverage by tour' });
    await expect(table.getByRole('columnheader')).toHaveText(['Tour', 'Duration', 'Itinerary days', 'Status', 'Actions']);
    await expect(table.getByRole('rowheader')).toHaveCount(samples.length);
    for (const tour of samples) {
      const row = table.getByRole('row').filter({ hasText: tour.name });
      await expect(row).toContainText(tour.duration);
      await expect(row).toContainText(`${tour.days} of ${tour.days} days`);
      await expect(row).toContainText('Complete');
    }
    await expect(page.getByText('All 4 tours have a complete itinerary.')).toBeVisible();
    await expectAccessible(page);

    await table
      .getByRole('row')
      .filter({ hasText: samples[0]!.name })
      .getByRole('link', { name: 'Edit in Manage Tours' })
      .click();
    await expect(page).toHaveURL(/\/admin\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tours' })).toBeVisible();
  });

  test('a new tour without a day-by-day plan shows the days it is missing', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: 'Add New Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
    await dialog.getByLabel('Tour Name').fill('Lachung and Yumthang Valley');
    await dialog.getByLabel('Duration').fill('3 Nights / 4 Days');
    await dialog.getByLabel('Price (₹ per person)').fill('21000');
    await fillList(dialog, 'Destination', ['Lachung', 'Yumthang']);
    await fillList(dialog, 'Highlight', ['Rhododendron valley', 'Hot springs']);
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(page.getByText('Tour package saved successfully.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Itineraries' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Lachung and Yumthang Valley' });
    await expect(row).toContainText('0 of 4 days');
    await expect(row).toContainText('Missing 4 days');
    await expect(page.getByText('4 of 5 tours have a complete itinerary.')).toBeVisible();
    await expectAccessible(page);
  });
});
