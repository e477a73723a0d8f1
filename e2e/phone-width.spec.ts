import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, signInNewCustomer } from './support/fixtures';
import { sikkimDelightWithTransfers, storeConfirmedSikkimDelight } from './support/bookings';

/**
 * On the smallest phone the site is built for (360 px), no page is wider than the screen: a table or a row of
 * buttons that does not fit scrolls inside its own box, and the page itself never scrolls sideways. The public
 * pages are the route table's, as the build lists them (a sample address for a route with a parameter).
 */
const publicPages = (
  JSON.parse(readFileSync(join(process.env.E2E_LOCAL_DIR ?? 'dist-e2e-local', '.vite/public-pages.json'), 'utf8')) as {
    sample: string;
  }[]
).map((page) => page.sample);

/** Pages a signed-in customer opens on the way to a booking. */
const accountPages = [
  '/booking/hotel-aster-deluxe-single',
  '/booking/hotel-aster-deluxe-double',
  '/booking/hotel-aster-family-room',
  '/booking/sikkim-delight',
  '/flight-booking/fl-6e-2175',
  '/account/bookings',
];

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no page is wider than the screen', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'narrow');
    // A confirmed trip of the customer's own, for the pages it has: its voucher and its trip pack.
    const { booking } = await storeConfirmedSikkimDelight(
      page,
      customer,
      45,
      37_000,
      sikkimDelightWithTransfers(customer, 37_000),
    );
    const tripPages = [`/account/bookings/${booking.id}/voucher`, `/account/bookings/${booking.id}/trip`];
    const tooWide: string[] = [];
    for (const path of [...publicPages, ...accountPages, ...tripPages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });

  test('the solo guest opens Deluxe Single with one adult and no error', async ({ page }) => {
    await signInNewCustomer(page, 'solo');
    await page.goto('/booking/hotel-aster-deluxe-single');
    await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Single' })).toBeVisible();
    await expect(page.getByLabel('Adults')).toHaveValue('1');
    await expect(page.getByText(/^One Deluxe Single sleeps/)).toHaveCount(0);

    // From the hotel's page too: choosing the single in the stay planner sets one adult.
    await page.goto('/hotel-aster-gangtok?room=deluxe-single');
    await expect(page.getByLabel('Adults').first()).toHaveValue('1');
  });
});
