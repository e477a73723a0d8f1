import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { storeConfirmedSikkimDelight } from './support/bookings';
import { storeTaxRegistration } from './support/tax';

test.describe('GST documents', () => {
  test("a receipt voucher when the advance is marked, then the invoice the customer prints, then a cancellation's credit note and charge; the accountant's month adds up", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const customer = await signInNewCustomer(page, 'invoiced');
    await signInAdmin(page);
    const { booking } = await storeConfirmedSikkimDelight(page, customer, 60, 37_000);
    await storeTaxRegistration(page);

    // The advance came in: marking it issues its receipt voucher.
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    const panel = page.getByRole('region', { name: 'Tax documents' });
    await expect(panel.getByText('No tax document issued yet.')).toBeVisible();
    await page
      .getByRole('group', { name: 'Mark what the customer has paid' })
      .getByRole('button', { name: 'Advance received' })
      .click();
    await expect(panel.getByRole('link', { name: /^Receipt voucher / })).toBeVisible();

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

    // The family cancels 60 days ahead: the invoice is answered by a credit note, and the ₹3,700 the policy keeps
    // out of the advance is invoiced as a cancellation charge.
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    await page.getByLabel('Status', { exact: true }).selectOption('Cancelled');
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(cancel).toContainText("What was paid is answered in the booking's tax documents");
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(panel.getByRole('link', { name: /^Credit note / })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Tax invoice / })).toHaveCount(2);

    // The accountant's month: the invoices are small inter-state supplies to an unregistered customer (B2CS), net
    // of the credit note: what is left is the charge kept. The register lists all four documents.
    await page.goto('/admin/tax-documents');
    const files = page.getByRole('region', { name: 'Files for the accountant' });
    await expect(page.getByRole('table', { name: 'Tax documents issued in the month' }).getByRole('row')).toHaveCount(5);
    const download = async (name: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name }).click()]);
      return (await readFile(await file.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const b2cs = await download('Download B2CS summary');
    const westBengal = b2cs.filter((row) => row.split(',')[1] === '19-West Bengal');
    expect(westBengal).toHaveLength(1);
    const [, , , rate, taxable] = westBengal[0]!.split(',');
    expect(rate).toBe('5');
    const register = await download('Download Sales register');
    expect(register).toHaveLength(5);
    // Listed in the order issued: the last is the charge's invoice, all that B2CS has left.
    const charge = register.at(-1)!.split(',');
    expect([charge[1], charge[8]]).toEqual(['Tax invoice', taxable]);
  });
});
