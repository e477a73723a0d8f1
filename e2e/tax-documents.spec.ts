import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { storeConfirmedSikkimDelight } from './support/bookings';
import { storeTaxRegistration } from './support/tax';

test.describe('GST documents', () => {
  test("the operator issues a receipt voucher and the invoice; the customer prints the invoice; the accountant's month adds up", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'invoiced');
    await signInAdmin(page);
    const { booking } = await storeConfirmedSikkimDelight(page, customer, 60, 37_000);
    await storeTaxRegistration(page);

    // The advance came in from Kolkata: a receipt voucher for it, made out to the family's address.
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Tax documents' });
    await expect(panel.getByText('No tax document issued yet.')).toBeVisible();
    await panel.getByLabel('Document').selectOption('Receipt voucher');
    await panel.getByLabel('Amount received (₹)').fill('11100');
    await panel.getByLabel('Address').fill('Salt Lake, Kolkata');
    await panel.getByLabel('State').selectOption('West Bengal (19)');
    await panel.getByRole('button', { name: 'Issue document' }).click();
    await page
      .getByRole('dialog', { name: 'Issue a receipt voucher?' })
      .getByRole('button', { name: 'Issue receipt voucher' })
      .click();
    await expect(page.getByText(/^Receipt voucher \S+ issued\.$/)).toBeVisible();

    // Then the invoice for the whole trip.
    await panel.getByLabel('Document').selectOption('Tax invoice');
    await panel.getByLabel('Address').fill('Salt Lake, Kolkata');
    await panel.getByLabel('State').selectOption('West Bengal (19)');
    await panel.getByRole('button', { name: 'Issue document' }).click();
    await page.getByRole('dialog', { name: 'Issue a tax invoice?' }).getByRole('button', { name: 'Issue tax invoice' }).click();
    const invoiceLink = panel.getByRole('link', { name: /^Tax invoice / });
    await expect(invoiceLink).toBeVisible();
    const invoiceName = (await invoiceLink.textContent())!;
    await expectAccessible(page);

    // The customer finds both on the booking and opens the invoice: a tour follows the customer, so IGST.
    await page.goto('/account/bookings');
    const card = page.getByRole('article').filter({ hasText: 'Sikkim Delight' });
    const documents = card.getByRole('region', { name: 'Tax documents of Sikkim Delight' });
    await expect(documents.getByRole('link')).toHaveCount(2);
    await documents.getByRole('link', { name: invoiceName }).click();
    const invoice = page.getByRole('article', { name: 'Tax invoice' });
    await expect(invoice).toContainText('GSTIN: 11AAGFH1234K1ZT');
    await expect(invoice).toContainText('State: West Bengal (19)');
    await expect(invoice).toContainText('Place of supplyWest Bengal (19)');
    await expect(invoice).toContainText('Tax payable on reverse chargeNo');
    await expect(invoice.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(invoice).toContainText(/In words: .+ Rupees Only/);
    await expectAccessible(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
    await expect(invoice).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // The accountant's month: the invoice is a small inter-state supply to an unregistered customer (B2CS), and
    // the register lists both documents with the same taxable value for the invoice.
    await page.goto('/admin/tax-documents');
    const files = page.getByRole('region', { name: 'Files for the accountant' });
    await expect(page.getByRole('table', { name: 'Tax documents issued in the month' }).getByRole('row')).toHaveCount(3);
    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name }).click()]);
      return (await readFile(await file.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const b2cs = await download('Download B2CS summary');
    expect(b2cs).toHaveLength(2);
    const [, place, , rate, taxable] = b2cs[1]!.split(',');
    expect([place, rate]).toEqual(['19-West Bengal', '5']);
    const register = await download('Download Sales register');
    const invoiceRow = register.find((row) => row.includes(',Tax invoice,'))!.split(',');
    expect(invoiceRow[8]).toBe(taxable);
    expect(register).toHaveLength(3);
  });
});
