import { test, expect, expectAccessible } from './support/fixtures';

test.describe('policy pages', () => {
  test('the cancellation policy states the tiers, exclusions and refund time', async ({ page }) => {
    await page.goto('/cancellation-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation & Refund Policy' })).toBeVisible();
    await expect(page.getByText(/^Last updated:/)).toBeVisible();

    const tiers = page.getByRole('table', { name: 'Cancellation charges by days before departure' });
    await expect(tiers.getByRole('row', { name: /30 or more days before departure/ })).toContainText(
      '₹500 per person or 10% of the total, whichever is higher',
    );
    await expect(tiers.getByRole('row', { name: /15 to 29 days/ })).toContainText('25%');
    await expect(tiers.getByRole('row', { name: /7 to 14 days/ })).toContainText('50%');
    await expect(tiers.getByRole('row', { name: /Under 7 days/ })).toContainText('100% of the total, no refund');
    const main = page.getByRole('main');
    for (const rule of [
      'Flight tickets',
      'Visa fees',
      'Non-refundable hotels',
      '10 to 15 working days',
      'original payment method',
    ]) {
      await expect(main).toContainText(rule);
    }
    await expect(main).toContainText('Monday to Saturday, 10 AM to 6 PM IST');
    await expect(main).toContainText('currently disabled');
    await expectAccessible(page);

    // The table of contents jumps to its section.
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: /How refunds are paid/ })
      .click();
    await expect(page).toHaveURL(/#refunds$/);
    await expect(page.getByRole('heading', { level: 2, name: /How refunds are paid/ })).toBeInViewport();
  });

  test('the shipping policy promises digital delivery in 24 to 48 hours', async ({ page }) => {
    await page.goto('/shipping-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping / Booking Delivery Policy' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('24 to 48 hours');
    const times = page.getByRole('table', { name: 'Delivery time of travel documents' });
    await expect(times.getByRole('row', { name: /Domestic/ })).toContainText('About 24 hours');
    await expect(times.getByRole('row', { name: /International/ })).toContainText('48 hours');
    await expect(main).toContainText('nothing is shipped');
    await expect(main).toContainText('Monday to Saturday, 10 AM to 6 PM IST');
    await expect(main).toContainText('card payment gateway');
    await expectAccessible(page);
  });

  test('the terms and the privacy policy are published with their key rules', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('The gateway is currently disabled');
    await expect(main).toContainText('₹500 per person or 10% of the total, whichever is higher');
    await expect(main).toContainText('Flight tickets, visa fees and non-refundable hotels are fully non-refundable');
    await expect(main.getByRole('link', { name: 'Cancellation & Refund Policy' }).first()).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
    await expect(main.getByRole('link', { name: 'hello@himalayanaster.in' })).toHaveAttribute(
      'href',
      'mailto:hello@himalayanaster.in',
    );
    await expectAccessible(page);

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('We never sell your personal data');
    await expect(page.getByRole('main')).toContainText('Monday to Saturday, 10 AM to 6 PM IST');
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).not.toHaveCount(0);
    await expectAccessible(page);
  });
});
