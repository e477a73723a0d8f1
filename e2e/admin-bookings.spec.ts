import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, loginAsAdmin } from './support/fixtures';

test.describe('hotel bookings', () => {
  test("changing a booking's status says 'Booking status updated.' and survives a reload @both", async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Hotel Bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Bookings' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Daniel Lepcha' });
    await expect(row).toContainText('daniel.lepcha@example.com');
    await expect(row).toContainText('Teesta Riverside Retreat');
    await expect(row).toContainText('5 Jan 2027');
    await expect(row).toContainText('₹24,000');
    await expectAccessible(page);

    const status = page.getByLabel('Status for Daniel Lepcha');
    // The emulator's data is shared by the journeys of a run: move to whichever status it is not in now.
    const next = (await status.inputValue()) === 'Confirmed' ? 'Cancelled' : 'Confirmed';
    await status.selectOption(next);
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    await expect(row.getByText(next, { exact: true }).filter({ visible: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Status for Daniel Lepcha')).toHaveValue(next);
  });
});

test.describe('hotel bookings filters and export', () => {
  test('filters by status and check-in dates are kept in the URL, survive a reload, and the CSV holds the filtered rows @both', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/hotel-bookings');
    const priya = page.getByRole('row').filter({ hasText: 'Priya Nair' });
    const daniel = page.getByRole('row').filter({ hasText: 'Daniel Lepcha' });
    await expect(priya).toBeVisible();
    await expect(page.getByText(/^Showing (\d+) of \1 bookings$/)).toBeVisible();

    // Priya's stay (Confirmed, 20 Dec 2026) is the only one of the samples that fits; Daniel's starts in January.
    await page.getByLabel('Status', { exact: true }).selectOption('Confirmed');
    await page.getByLabel('Check-in from').fill('2026-12-01');
    await page.getByLabel('Check-in to').fill('2026-12-31');
    await expect(page).toHaveURL(/[?&]status=Confirmed/);
    await expect(page).toHaveURL(/[?&]from=2026-12-01/);
    await expect(page).toHaveURL(/[?&]to=2026-12-31/);
    await expect(priya).toBeVisible();
    await expect(daniel).toHaveCount(0);
    const count = page.getByText(/^Showing \d+ of \d+ bookings$/);
    if (test.info().project.name === 'local') await expect(count).toHaveText('Showing 1 of 2 bookings');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Confirmed');
    await expect(page.getByLabel('Check-in from')).toHaveValue('2026-12-01');
    await expect(page.getByLabel('Check-in to')).toHaveValue('2026-12-31');
    await expect(priya).toBeVisible();
    await expect(daniel).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hotel-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Reference,Kind,Item,Guest name,E-mail,Check-in,Check-out,Travellers,Total (INR),Status,Created,Cancellation requested');
    expect(lines).toContain(',Hotel stay,"Mountain View Resort, Pelling",Priya Nair,priya.nair@example.com,2026-12-20,2026-12-23,,25500,Confirmed,2026-11-02T09:15:00.000Z,');
    expect(csv).not.toContain('Daniel Lepcha');

    // A range that ends before it starts matches nothing, and says why.
    await page.getByLabel('Check-in from').fill('2027-02-01');
    await expect(page.getByText("The 'to' date is before the 'from' date.")).toBeVisible();
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/hotel-bookings$/);
    await expect(daniel).toBeVisible();
    await expect(page.getByText(/^Showing (\d+) of \1 bookings$/)).toBeVisible();
  });
});
