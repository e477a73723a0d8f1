import { test, expect } from './support/fixtures';

/**
 * The public pages known at build time are prerendered: crawlers and link previews (WhatsApp, Facebook) that run
 * no JavaScript get the page's content, title, tags and structured data; the browser then hydrates that markup.
 */
test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a tour page carries its content, title, social tags and TouristTrip data @both', async ({ page }) => {
      await page.goto('/hotel/sikkim-delight');
      await expect(page).toHaveTitle('Sikkim Delight: Gangtok, Tsomgo Lake and Pelling | Himalayan Aster Tours');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling' }),
      ).toBeVisible();
      await expect(page.getByText('₹18,500').first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hotel\/sikkim-delight$/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/images\/tours\/sikkim-delight\.webp$/,
      );
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(data.map((json) => (JSON.parse(json) as { '@type': string })['@type'])).toContain('TouristTrip');
    });

    test('the home page, the package list, an article and a policy show their content', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Your Journey Begins Here' })).toBeVisible();
      await page.goto('/hotels');
      await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Bhutan Discovery/ }).first()).toBeVisible();
      await page.goto('/article/best-time-to-visit-sikkim');
      await expect(page).toHaveTitle(/The Best Time to Visit Sikkim, Month by Month/);
      await expect(page.getByRole('heading', { level: 2, name: 'March to May: rhododendrons and clear mornings' })).toBeVisible();
      await page.goto('/cancellation-policy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a page that is not prerendered gets the empty app shell, never another page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('#root')).toBeEmpty();
      await expect(page.getByText('Your Journey Begins Here')).toHaveCount(0);
    });
  });

  test('a prerendered page hydrates and works: its data refreshes and its links navigate @both', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
    await page
      .getByRole('link', { name: /Sikkim Delight/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hotel\/sikkim-delight$/);
    await expect(page).toHaveTitle(/^Sikkim Delight/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling' })).toBeVisible();
  });

  test('a search on a prerendered address renders its own results, not the prerendered list', async ({ page }) => {
    await page.goto('/articles?q=RHODODENDRON');
    await expect(page.getByLabel('Search articles')).toHaveValue('RHODODENDRON');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'The Best Time to Visit Sikkim, Month by Month' })).toBeVisible();
  });
});
