import { test, expect, signInNewCustomer } from './support/fixtures';
import { thisYear } from './support/clock';

const panelName = /^Your booking reference is AST-[A-Z0-9]{5}$/;

test.describe('the request-received panel on a shared browser', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a second account on the same browser never sees the first account's request", async ({ page }) => {
    const first = await signInNewCustomer(page, 'firstaccount');
    await page.goto('/booking/hotel-aster-deluxe-double');
    await expect(page.getByLabel('Full Name')).toHaveValue(first.name);
    const year = thisYear() + 1;
    await page.getByLabel('Check-in date').fill(`${year}-04-10`);
    await page.getByLabel('Check-out date').fill(`${year}-04-12`);
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page).toHaveURL(/\/$/);

    const panel = page.getByRole('region', { name: panelName });
    await expect(panel).toContainText('Deluxe Double');
    await expect(panel).toContainText('Status: Pending');
    const reference = ((await panel.getByRole('heading').textContent()) ?? '').replace('Your booking reference is ', '').trim();

    // Back later: the panel floats over the page, so nothing on the page moves when it arrives.
    await page.reload();
    await expect(panel).toBeVisible();
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
            resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all reports no entry: a frame later, nothing has been reported.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
        }),
    );
    expect(shifted).toBeLessThanOrEqual(0.02);

    // Someone else signs in on this browser: their home page shows nothing of the first account's request.
    const second = await signInNewCustomer(page, 'secondaccount');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const account = page.getByRole('button', { name: second.name });
    await expect(account).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Journey Begins Here' })).toBeVisible();
    await expect(page.getByRole('region', { name: panelName })).toHaveCount(0);
    await expect(page.getByText(reference)).toHaveCount(0);

    // Signing out leaves no request on the device.
    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('himalayan-aster:booking-confirmation')),
    );
    expect(kept).toEqual([]);
  });
});
