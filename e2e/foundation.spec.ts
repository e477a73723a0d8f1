import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';
import { thisYear } from './support/clock';

test.describe('foundation', () => {
  test("any other path shows 'Page Not Found' with a way home", async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // Served as Hosting serves it (scripts/serve-hosting.mjs): every journey runs under production's policy.
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self';");
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown admin path inside the panel is not found either', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/nowhere');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a customer-only page sends a visitor to /login and back after signing in @both', async ({ page }) => {
    await page.goto('/flight-booking/fl-6e-2175');
    await expect(page).toHaveURL(/\/login$/);
    await page
      .getByRole('link', { name: /sign up/i })
      .last()
      .click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('an admin page sends a visitor to /admin/login, without the public header and footer', async ({ page }) => {
    await page.goto('/admin/hotel-bookings');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('the header and footer frame the public pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Packages', 'Flights', 'Our Hotel', 'Blog']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByText(`© ${thisYear()}`)).toBeVisible();
    for (const label of ['Hotels', 'Flights', 'Privacy Policy', 'Terms & Conditions']) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.locator('#footer-contact')).toBeVisible();
  });
});
