import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { sikkimDelightStart } from './support/clock';

/** Today plus `days`, as a date input takes it. */
/** "Showing 25 of 1,234 bookings": the rows read so far of all that match. */
const showing = /^Showing [\d,]+ of [\d,]+ bookings$/;

test.describe('hotel bookings', () => {
  test("changing a booking's status says 'Booking status updated.' and survives a reload", async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin');
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
    // Cancelling asks first.
    if (next === 'Cancelled')
      await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    await expect(row.getByText(next, { exact: true }).filter({ visible: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Status for Daniel Lepcha')).toHaveValue(next);
  });
});

test.describe('hotel bookings filters and export', () => {
  test('filters by status and check-in dates are kept in the URL, survive a reload, and the CSV holds the filtered rows', async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    const priya = page.getByRole('row').filter({ hasText: 'Priya Nair' });
    const daniel = page.getByRole('row').filter({ hasText: 'Daniel Lepcha' });
    await expect(priya).toBeVisible();
    await expect(page.getByText(showing)).toBeVisible();

    // Priya's stay (Confirmed, 20 Dec 2026) is the only one of the samples that fits; Daniel's starts in January.
    await page.getByLabel('Status', { exact: true }).selectOption('Confirmed');
    await page.getByLabel('Check-in from').fill('2026-12-01');
    await page.getByLabel('Check-in to').fill('2026-12-31');
    await expect(page).toHaveURL(/[?&]status=Confirmed/);
    await expect(page).toHaveURL(/[?&]from=2026-12-01/);
    await expect(page).toHaveURL(/[?&]to=2026-12-31/);
    await expect(priya).toBeVisible();
    await expect(daniel).toHaveCount(0);
    await expect(page.getByText('Showing 1 of 1 bookings')).toBeVisible();
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
    expect(lines[0]).toBe(
      'Reference,Kind,Item,Guest name,E-mail,Phone,Check-in,Check-out,Travellers,Total (INR),Status,Created,Cancellation requested,Made by',
    );
    expect(lines).toContain(
      ',Hotel stay,"Mountain View Resort, Pelling",Priya Nair,priya.nair@example.com,,2026-12-20,2026-12-23,,25500,Confirmed,2026-11-02T09:15:00.000Z,,Customer',
    );
    expect(csv).not.toContain('Daniel Lepcha');

    // A range that ends before it starts matches nothing, and says why.
    await page.getByLabel('Check-in from').fill('2027-02-01');
    await expect(page.getByText("The 'to' date is before the 'from' date.")).toBeVisible();
    await expect(page.getByText('No bookings match these filters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/hotel-bookings$/);
    await expect(daniel).toBeVisible();
    await expect(page.getByText(showing)).toBeVisible();
  });
});

test.describe('the operator desk', () => {
  test('finds a booking by e-mail, opens its panel with call and WhatsApp links, keeps a note, and asks before cancelling', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'deskdetail');
    await page.goto('/booking/sikkim-delight');
    await page.getByLabel('Travel date').fill(sikkimDelightStart(60));
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();

    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    await page.getByLabel('Search bookings').fill(customer.email.toUpperCase());
    await page.getByLabel('Search bookings').press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('Showing 1 of 1 bookings')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row.getByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    await expectAccessible(page);

    await row.getByRole('link', { name: customer.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Booking AST-[2-9A-HJKMNP-Z]{5}$/ })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Customer' });
    await expect(contact.getByRole('link', { name: 'Call +91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    await expect(contact.getByRole('link', { name: /^WhatsApp Test/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919832012345\?text=/,
    );
    // 60 days ahead for two: ₹500 per person or 10% of ₹37,000, whichever is higher.
    const refund = page.getByRole('region', { name: 'Cancellation and refund' });
    await expect(refund).toContainText('Refund once paid₹33,300');
    await expect(refund).toContainText('Nothing has been paid yet');
    await expectAccessible(page);

    await page.getByLabel('Internal note').fill('Asked for a vegetarian lunch at Tsomgo Lake.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('Note saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Internal note')).toHaveValue('Asked for a vegetarian lunch at Tsomgo Lake.');

    const status = page.getByLabel('Status', { exact: true });
    await status.selectOption('Confirmed');
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(/Confirmed\s*by admin@himalayanaster\.in on/);

    // Cancelling asks first; keeping the booking changes nothing, and focus goes back to the dropdown.
    await status.focus();
    await status.selectOption('Cancelled');
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(customer.name);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveValue('Confirmed');
    await expect(status).toBeFocused();

    await status.selectOption('Cancelled');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText('Cancelled');

    // Back to the list as it was searched.
    await page.getByRole('link', { name: 'All bookings' }).click();
    await expect(page).toHaveURL(/\/admin\/hotel-bookings\?q=/);
    await expect(page.getByLabel(/^Status for Test deskdetail/)).toHaveValue('Cancelled');
  });
});
