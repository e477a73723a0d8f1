import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { addDays } from '../src/backend/domain/calendar';
import { storeTourBooking } from './support/tour-bookings';
import { sikkimDelightStart } from './support/clock';
import { raiFamily } from '../src/testing/rai-family';

// Local build only: the customer's uploads go to IndexedDB there; the firebase journeys run without a Storage
// emulator, which cannot run on the project's machines (as for the admin's picture uploads).

const nathula = 'Tsomgo Lake & Nathula protected area permit';

test.describe('travellers and permits', () => {
  test("a customer gives one traveller's ID and photo; the operator sees who is ready, exports the permit office's list and reminds the customer", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await signInNewCustomer(page, 'permits');
    // My bookings reads the backend, which creates the embedded database the booking is stored in.
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    // Sikkim Delight visits Tsomgo Lake and Nathula on its second day; the trip starts in 5 days or soon after, so
    // that the Nathula day is not a Monday or a Tuesday (Nathula is closed then, as the sample permit type says).
    const start = sikkimDelightStart(5);
    const reference = await storeTourBooking(page, {
      tourId: 'sikkim-delight',
      tourName: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
      travelDate: start,
      endDate: addDays(start, 5),
      totalPrice: 37_000,
      party: raiFamily,
    });

    await page.goto('/account/bookings');
    const card = page.getByRole('article').filter({ hasText: reference });
    const permits = card.getByRole('region', { name: 'Travellers and permits' });
    await expect(permits).toContainText(`This trip needs ${nathula}`);
    await expect(permits.getByRole('listitem')).toHaveCount(2);
    await expect(permits.getByRole('listitem').first()).toContainText(
      'Missing: ID type and number, Copy of the ID, Photo. Due by',
    );

    await permits.getByRole('button', { name: 'Add documents for Asha Rai' }).click();
    const form = permits.getByRole('form', { name: 'Documents for Asha Rai' });
    await form.getByLabel('ID type').selectOption({ label: 'Aadhaar card' });
    await form.getByLabel('ID number').fill('1234 5678 9012');
    await form
      .getByLabel('Copy of the ID')
      .setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 Asha Rai') });
    await form
      .getByLabel('Passport-size photo')
      .setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save documents' }).click();
    await expect(page.getByText('Documents saved for Asha Rai.')).toBeVisible();
    await expect(permits.getByRole('listitem').first()).toContainText('Documents complete (Aadhaar card 1234 5678 9012)');
    await expect(permits.getByRole('listitem').nth(1)).toContainText('Missing: ID type and number, Copy of the ID, Photo');

    // The dashboard counts the trip (one traveller's documents are still missing) and opens the permit desk.
    await signInAdmin(page);
    await page.goto('/admin');
    const missing = page.getByRole('region', { name: /Documents missing for trips in the next 7 days/ });
    await expect(missing).toContainText("1 booking is still missing a traveller's documents.");
    await missing.getByRole('link', { name: 'Open the permit desk' }).click();

    // The operator's permit desk: one traveller complete, one missing something.
    await expect(page.getByRole('heading', { level: 1, name: 'Permit desk' })).toBeVisible();
    const booking = page.getByRole('article').filter({ hasText: reference });
    await expect(booking.getByRole('row', { name: /Asha Rai/ })).toContainText('Complete');
    await expect(booking.getByRole('row', { name: /Karma Rai/ })).toContainText(
      'Missing: ID type and number, Copy of the ID, Photo',
    );
    await expect(booking.getByRole('form', { name: new RegExp(nathula) })).toContainText('1 of 2 travellers ready to file');
    const ready = page.getByRole('region', { name: 'Ready to file' });
    await expect(ready).toContainText('1 of 2 travellers ready to file');
    await expectAccessible(page);

    // The permit office's CSV holds the complete traveller only, in the office's columns.
    const downloading = page.waitForEvent('download');
    await ready.getByRole('button', { name: new RegExp(`Export for the permit office: ${nathula}`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`tsomgo-nathula_${addDays(start, 1)}.csv`);
    const rows = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(rows).toEqual([
      'Name,Age,Gender,Nationality,ID type,ID number',
      'Asha Rai,34,Female,India,Aadhaar card,1234 5678 9012',
    ]);

    // A reminder for what is still missing goes out, and the Outbox shows it.
    await booking.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.getByText(`Reminder sent to ${customer.email.toLowerCase()}.`)).toBeVisible();
    await expect(booking.getByRole('link', { name: /WhatsApp reminder/ })).toHaveAttribute('href', /wa\.me\/919832012345\?text=/);
    await page.goto('/admin/outbox');
    await expect(page.getByText("Travellers' documents reminder").first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Karma Rai: ID type and number, Copy of the ID, Photo');
  });
});
