import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';

const nathula = 'Tsomgo Lake & Nathula protected area permit';

// Local only: the journey changes the sample Nathula permit, which on the firebase adapter every journey shares.
test.describe('permit types', () => {
  test('the tour page says which permits the trip needs and what each traveller brings', async ({ page }) => {
    await page.goto('/hotel/sikkim-delight');
    const permits = page.getByRole('region', { name: 'Permits for this trip' });
    await expect(permits.getByRole('heading', { name: nathula })).toBeVisible();
    await expect(permits).toContainText('Day 2 of the itinerary');
    await expect(permits).toContainText(
      'A passport, an Aadhaar card, a voter ID card or a driving licence, and a passport-size photo.',
    );
    await expect(permits).toContainText('Only nationals of India may go to Nathula.');
    await expect(permits).toContainText('Nathula is closed on Mondays and Tuesdays');
    await expect(permits).toContainText('Foreign nationals can visit Tsomgo Lake and Baba Mandir');
  });

  test("an admin changes Nathula's closed weekdays and the tour page shows the change", async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Permit types' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Permit types' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: nathula });
    await expect(row).toContainText('Mondays and Tuesdays');
    await expectAccessible(page);

    await page.getByRole('button', { name: `Edit ${nathula}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Permit Type' });
    const closedOn = dialog.getByRole('group', { name: 'Closed on' });
    await expect(closedOn.getByLabel('Tuesday')).toBeChecked();
    await expectAccessible(page);
    await closedOn.getByLabel('Tuesday').uncheck();
    await closedOn.getByLabel('Wednesday').check();
    await dialog.getByRole('button', { name: 'Save Permit Type' }).click();
    await expect(page.getByText('Permit type saved successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Mondays and Wednesdays');

    await page.goto('/hotel/sikkim-delight');
    const permits = page.getByRole('region', { name: 'Permits for this trip' });
    await expect(permits).toContainText('Nathula is closed on Mondays and Wednesdays');
    await expect(permits).not.toContainText('Mondays and Tuesdays');
  });
});
