import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInAdmin, signInNewCustomer, type Customer } from './support/fixtures';
import { sikkimDelightWithTransfers, storeConfirmedSikkimDelight } from './support/bookings';
import { addDays } from '../src/backend/domain/calendar';
import { formatCalendarDate } from '../src/lib/format';

/** The build the journey's browser is served (playwright.config.ts): a "deploy" rewrites it in place. */
function servedDir(): string {
  return test.info().project.name.startsWith('firebase') ? 'dist-e2e-firebase' : (process.env.E2E_LOCAL_DIR ?? 'dist-e2e-local');
}

const confirmedTrip = (page: Page, customer: Customer) =>
  storeConfirmedSikkimDelight(page, customer, 45, 37_000, sikkimDelightWithTransfers(customer, 37_000));

/** Resolves once the site's service worker is active and controls the page (its precache is then complete). */
async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test.describe('the trip pack', () => {
  // The trip pack and a new deploy are the service worker's own journeys (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ mode: 'serial' });

  test('a confirmed trip opens again with no network: the reference, the plan, the driver and the phones @both', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'tripper');
    await signInAdmin(page);
    const { booking, travelDate } = await confirmedTrip(page, customer);

    // The operator assigns the driver on the booking's page.
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    const driver = page.getByRole('region', { name: 'Driver' });
    await driver.getByLabel("Driver's name").fill('Karma Lepcha');
    await driver.getByLabel("Driver's phone").fill('98000 11111');
    await driver.getByRole('button', { name: 'Save driver' }).click();
    await expect(page.getByText('Driver saved. The customer sees the name and phone on their trip page.')).toBeVisible();

    // The customer opens "Your trip" from My bookings.
    await page.goto('/account/bookings');
    await page.getByRole('article').filter({ hasText: 'Sikkim Delight' }).getByRole('link', { name: 'Your trip' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/bookings/${booking.id}/trip$`));
    const trip = page.getByRole('article', { name: 'Your trip' });
    const expectTheTrip = async () => {
      await expect(trip).toContainText(booking.reference!);
      await expect(trip.getByRole('img', { name: `QR code of booking ${booking.reference!}` })).toBeVisible();
      await expect(trip).toContainText(`Day 2, ${formatCalendarDate(addDays(travelDate, 1))}: Tsomgo Lake and Baba Mandir`);
      await expect(trip).toContainText('Altitude: 4,000 m');
      await expect(trip).toContainText('Drive: About 2 hours each way');
      // Hotel Aster's phone from its profile; the Pelling stay's from the tour's plan.
      await expect(trip.getByRole('link', { name: '+91 98320 67890' }).first()).toBeVisible();
      await expect(trip.getByRole('link', { name: '+91 97330 12345' }).first()).toBeVisible();
      await expect(trip).toContainText('Karma Lepcha');
      await expect(trip.getByRole('region', { name: 'Pick-up and drop' })).toContainText(
        'Pick-up at Bagdogra airport (IXB), 10:00Drop at Bagdogra airport (IXB), 12:30',
      );
      await expect(trip.getByRole('region', { name: 'Travellers', exact: true })).toContainText(customer.name);
      await expect(trip.getByRole('link', { name: '+91 98000 11111' })).toBeVisible();
      await expect(trip.getByRole('link', { name: '+91 98320 12345' })).toBeVisible();
      await expect(trip.getByRole('link', { name: '112', exact: true })).toBeVisible();
      await expect(trip).toContainText('should ask their doctor before going above 4,000 m');
      await expect(trip.getByRole('heading', { name: 'Permits for this trip' })).toBeVisible();
      await expect(trip.getByRole('heading', { name: 'If you need to cancel' })).toBeVisible();
    };
    await expectTheTrip();
    await expect(page.getByRole('status').filter({ hasText: 'Last updated' })).toContainText('Kept on this device');
    await expectAccessible(page);

    // Printed ("Save as PDF"): the sheet alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(trip.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
    await expect(trip).toBeVisible();
    // Saved as a PDF on A4 (still with the print styles), it takes one or two pages.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });

    // No network at all: the page loads again from the phone.
    await controlledByWorker(page);
    const beforeOffline = consoleErrors.length;
    await context.setOffline(true);
    await page.reload();
    // The embedded demo reads its own database, offline too; the Firebase build shows the copy it kept.
    await expect(page.getByRole('status').filter({ hasText: /last updated/i })).toBeVisible();
    if (test.info().project.name.startsWith('firebase')) {
      await expect(page.getByRole('status').filter({ hasText: 'No connection' })).toContainText(
        'this is your trip as last updated',
      );
    }
    await expectTheTrip();

    // Back online, it reads the trip again by itself.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Last updated' })).toContainText('Kept on this device');
    // While offline, Chromium logs each request that could not leave the machine, and Firestore each read that failed
    // with it: what going offline means, and the page showed its copy. Any other error still fails the journey.
    const offlineLog = /net::ERR_INTERNET_DISCONNECTED|Firestore \([\w.]+\): RPC_ERROR HTTP error has no status/;
    const duringOffline = consoleErrors.splice(beforeOffline);
    consoleErrors.push(...duringOffline.filter((error) => !offlineLog.test(error)));
  });

  test('after a new deploy the app takes the new version without a broken page', async ({ page }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'updater');
    const { booking } = await confirmedTrip(page, customer);
    await page.goto(`/account/bookings/${booking.id}/trip`);
    await expect(page.getByRole('article', { name: 'Your trip' })).toContainText(booking.reference!);
    await controlledByWorker(page);

    // The deploy: a new app shell, and the worker that lists it (as a build writes them).
    const dir = servedDir();
    const shellFile = join(dir, 'spa.html');
    const workerFile = join(dir, 'sw.js');
    const shell = readFileSync(shellFile, 'utf8');
    const worker = readFileSync(workerFile, 'utf8');
    try {
      const nextShell = shell.replace('</head>', '<meta name="deploy" content="next"></head>');
      const revision = (text: string) => createHash('md5').update(text).digest('hex');
      expect(worker).toContain(`{url:"spa.html",revision:"${revision(shell)}"}`);
      writeFileSync(shellFile, nextShell);
      writeFileSync(
        workerFile,
        worker.replace(`{url:"spa.html",revision:"${revision(shell)}"}`, `{url:"spa.html",revision:"${revision(nextShell)}"}`),
      );

      // The browser finds the new worker (it looks on navigations; here at once), which takes over.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.locator('html[data-app-updated]')).toBeAttached();
      // The page on screen keeps working; its next navigation loads the new shell in full.
      await page.getByRole('link', { name: 'Back to My bookings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
      await expect(page.locator('html[data-app-updated]')).not.toBeAttached();
      await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'next');
      await page.getByRole('article').filter({ hasText: 'Sikkim Delight' }).getByRole('link', { name: 'Your trip' }).click();
      await expect(page.getByRole('article', { name: 'Your trip' })).toContainText(booking.reference!);
    } finally {
      writeFileSync(shellFile, shell);
      writeFileSync(workerFile, worker);
    }
  });
});
