import { test, expect, expectAccessible } from './support/fixtures';

const sampleTitles = [
  'Bhutan for Indian Travellers: Permits, Fees and Pace',
  'A Slow Walk Through Darjeeling Tea Country',
  'The Best Time to Visit Sikkim, Month by Month',
];

test.describe('blog', () => {
  test('lists the articles and searches their titles and text', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Stories & Guides' })).toBeVisible();
    const cards = page.getByRole('article');
    // Each journey's embedded database starts from the three samples.
    await expect(cards).toHaveCount(3);
    for (const title of sampleTitles) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card.locator('img')).toHaveCount(1);
      await expect(card.getByRole('link', { name: title })).toBeVisible();
    }
    const sikkim = cards.filter({ has: page.getByRole('heading', { name: sampleTitles[2] }) });
    await expect(sikkim).toContainText('14 September 2026');
    await expect(sikkim).toContainText('Sikkim changes its face every few months');
    await expect(sikkim).toContainText('…');
    await expectAccessible(page);

    // 'Rhododendron' appears only in the content of one article, never in a title.
    const search = page.getByLabel('Search articles');
    await search.fill('RHODODENDRON');
    await expect(page).toHaveURL(/\/articles\?q=RHODODENDRON$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText(sampleTitles[2]!);

    // The query lives in the address, so a shared link shows the same results.
    await page.reload();
    await expect(page.getByLabel('Search articles')).toHaveValue('RHODODENDRON');
    await expect(cards).toHaveCount(1);

    await page.getByLabel('Search articles').fill('zzqx-nothing-like-this');
    await expect(page.getByRole('heading', { name: 'No Articles Found' })).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByLabel('Search articles')).toHaveValue('');
    for (const title of sampleTitles) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('opens an article by slug with its content and share links', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('link', { name: 'The Best Time to Visit Sikkim, Month by Month' }).click();
    await expect(page).toHaveURL(/\/article\/best-time-to-visit-sikkim$/);

    await expect(page.getByRole('heading', { level: 1, name: 'The Best Time to Visit Sikkim, Month by Month' })).toBeVisible();
    await expect(page.getByText('Pema Bhutia')).toBeVisible();
    await expect(page.getByText('14 September 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'March to May: rhododendrons and clear mornings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse our packages' })).toHaveAttribute('href', '/hotels');

    const articleUrl = encodeURIComponent(new URL('/article/best-time-to-visit-sikkim', page.url()).href);
    const shares = [
      { name: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${articleUrl}` },
      { name: 'Share on Twitter', href: `https://twitter.com/intent/tweet?url=${articleUrl}&text=` },
      { name: 'Share on WhatsApp', href: 'https://wa.me/?text=' },
    ];
    for (const share of shares) {
      const link = page.getByRole('link', { name: share.name });
      await expect(link).toHaveAttribute('href', new RegExp(`^${share.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(articleUrl.replace(/[.%]/g, '\\$&')),
    );
    await expectAccessible(page);
  });

  test('finds an article by its id when no slug matches', async ({ page }) => {
    await page.goto('/article/article_darjeeling_tea');
    await expect(page.getByRole('heading', { level: 1, name: 'A Slow Walk Through Darjeeling Tea Country' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Where to walk' })).toBeVisible();
  });

  test("a missing article shows 'Article not found.'", async ({ page }) => {
    await page.goto('/article/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expectAccessible(page);
  });
});
