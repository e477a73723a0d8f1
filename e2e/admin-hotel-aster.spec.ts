import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { thisYear } from './support/clock';

const successMessage = 'Booking successful! (Payment Gateway Disabled)';

async function openHotelAsterScreen(page: Page) {
  await signInAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hotel Aster' }).click();
  await expect(page).toHaveURL(/\/admin\/hotel-aster$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Aster' })).toBeVisible();
  await expect(page.getByLabel('Deluxe Double, MAP, off-season rate')).toHaveValue('2000');
}

const seasonRange = (page: Page, number: number) => page.getByRole('group', { name: `Season range ${number}` });

test.describe('Hotel Aster in the admin', () => {
  // The embedded demo's uploaded pictures are served by the site's service worker (playwright.config.ts blocks it
  // in the journeys that upload nothing).
  test.use({ serviceWorkers: 'allow' });
  test('the operator changes a rate and a season, and a visitor is priced by them', async ({ page }) => {
    test.setTimeout(90_000);
    await openHotelAsterScreen(page);
    await expectAccessible(page);

    // Deluxe Double, MAP, off-season: ₹2,000 -> ₹2,400. The first season now runs to 15 July.
    await page.getByLabel('Deluxe Double, MAP, off-season rate').fill('2400');
    await seasonRange(page, 1).getByLabel('To month').selectOption('July');
    await seasonRange(page, 1).getByLabel('To day').selectOption('15');
    await expect(page.getByText('The hotel page will say:').locator('..')).toContainText(
      'Season: 1 March to 15 July and October to December. Off-season: January, February and 16 July to 30 September.',
    );
    await page.getByRole('button', { name: 'Save Hotel Aster' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hotel Aster saved.' })).toBeVisible();

    // The hotel page shows them.
    await page.goto('/hotel-aster-gangtok');
    const double = page
      .getByRole('region', { name: 'Rooms & tariff' })
      .getByRole('article', { name: 'Deluxe Double', exact: true });
    // Season and off-season come first; the rate periods, extra bed and child follow.
    await expect(double.getByRole('row', { name: /^MAP/ }).getByRole('cell').nth(0)).toHaveText('₹2,200');
    await expect(double.getByRole('row', { name: /^MAP/ }).getByRole('cell').nth(1)).toHaveText('₹2,400');
    await expect(page.getByRole('region', { name: 'Rooms & tariff' })).toContainText(
      '1 March to 15 July and October to December',
    );

    // A visitor books 14 to 17 July: two season nights, then one off-season night at the new rate.
    await signInNewCustomer(page, 'asterrates');
    await page.goto('/booking/hotel-aster-deluxe-double');
    const year = thisYear() + 1;
    await page.getByLabel('Check-in date').fill(`${year}-07-14`);
    await page.getByLabel('Check-out date').fill(`${year}-07-17`);
    await page.getByLabel('Meal plan').selectOption({ label: 'MAP — With breakfast and dinner' });
    const price = page.getByRole('region', { name: 'Price for your stay' });
    await expect(price.getByRole('row', { name: /^Season nights, MAP/ })).toContainText('2 nights × ₹2,200');
    await expect(price.getByRole('row', { name: /^Off-season nights, MAP/ })).toContainText('1 night × ₹2,400');
    await expect(price).toContainText('₹6,800');
    // The backend prices the request from the stored rates too: it accepts this total.
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
  });

  // Uploads go to Firebase Storage on the firebase build, and no Storage emulator runs on these machines: this
  // journey runs on the embedded build only.
  test('a picture added to the gallery shows on the hotel page', async ({ page }) => {
    await openHotelAsterScreen(page);
    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    await gallery.getByLabel('Add pictures').setInputFiles({
      name: 'rooftop-garden.webp',
      mimeType: 'image/webp',
      buffer: await readFile('public/images/aster/gallery/08.webp'),
    });
    const description = gallery.getByLabel('Picture 13 description');
    await expect(description).toBeFocused();
    await description.fill('The rooftop garden in bloom');
    await gallery.getByRole('button', { name: 'Move picture 13 up' }).click();
    await expect(gallery.getByLabel('Picture 12 description')).toHaveValue('The rooftop garden in bloom');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save Hotel Aster' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hotel Aster saved.' })).toBeVisible();

    await page.goto('/hotel-aster-gangtok');
    const photos = page.getByRole('region', { name: 'Photo gallery' }).getByRole('img');
    await expect(photos).toHaveCount(13);
    const added = photos.nth(11);
    await expect(added).toHaveAttribute('alt', 'The rooftop garden in bloom');
    await expect(added).toHaveAttribute('src', /^\/local-images\/images\/\d+_rooftop-garden\.webp$/);
    await added.scrollIntoViewIfNeeded();
    await expect.poll(() => added.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
