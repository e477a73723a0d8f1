import { readFile } from 'node:fs/promises';
import { test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { daysFromToday, sikkimDelightStart } from './support/clock';

const successMessage = 'Booking successful! (Payment Gateway Disabled)';
const reference = /AST-[2-9A-HJKMNP-Z]{5}/;

/** Today plus `days`, as a date input takes it. */
test.describe('my bookings', () => {
  test('tour, room and flight bookings reach My bookings and the operator, who confirms one; the customer asks to cancel it @both', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const customer = await signInNewCustomer(page, 'mybookings');

    // A tour, 60 days ahead, for 2 travellers: the total is shown before confirming.
    await page.goto('/booking/sikkim-delight');
    await page.getByLabel('Travel date').fill(sikkimDelightStart(60));
    await expect(page.getByLabel('Adults', { exact: true })).toHaveValue('2');
    await expect(page.getByRole('region', { name: 'Price for your trip' })).toContainText('₹37,000');
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A Hotel Aster room.
    await page.goto('/booking/hotel-aster-deluxe-double');
    await page.getByLabel('Check-in date').fill(daysFromToday(90));
    await page.getByLabel('Check-out date').fill(daysFromToday(92));
    await expect(page.getByRole('region', { name: 'Price for your stay' })).toContainText('Total for 2 nights');
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // A flight.
    await page.goto('/flight-booking/fl-sg-8169');
    await page.getByLabel('Travel date').fill(daysFromToday(30));
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Book Flight' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/flights$/);

    // All three, from the account menu, each Pending with its reference.
    await page.getByRole('button', { name: customer.name }).first().click();
    await page.getByRole('link', { name: 'My bookings' }).first().click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const tourCard = cards.filter({ hasText: 'Sikkim Delight' });
    const roomCard = cards.filter({ hasText: 'Deluxe Double' });
    const flightCard = cards.filter({ hasText: 'SpiceJet' });
    for (const [card, kind] of [
      [tourCard, 'Tour package'],
      [roomCard, 'Hotel Aster room'],
      [flightCard, 'Flight'],
    ] as const) {
      await expect(card).toContainText(kind);
      await expect(card).toContainText(reference);
      await expect(card).toContainText('Pending');
    }
    await expect(tourCard).toContainText('₹37,000');
    await expect(tourCard).toContainText('2 travellers');
    await expect(flightCard).toContainText('1 passenger');
    await expect(roomCard).toContainText('2 guests');
    const whatsapp = tourCard.getByRole('link', { name: /Chat on WhatsApp/ });
    const tourReference = (await tourCard.getByText(reference).textContent())?.trim() ?? '';
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(`About my booking ${tourReference}`);
    const roomReference = (await roomCard.getByText(reference).textContent())?.trim() ?? '';
    const flightReference = (await flightCard.getByText(reference).textContent())?.trim() ?? '';
    await expectAccessible(page);

    // The operator sees them in Hotel Bookings (filtered by Pending) and confirms the tour.
    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    await page.getByLabel('Status', { exact: true }).selectOption('Pending');
    await expect(page).toHaveURL(/status=Pending/);
    for (const ref of [tourReference, roomReference, flightReference]) {
      await expect(page.getByRole('row').filter({ hasText: ref })).toContainText(customer.email);
    }
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(csv).toContain(`${tourReference},Tour package,"Sikkim Delight`);
    await page.getByLabel(`Status for ${customer.name}, ${tourReference}`).selectOption('Confirmed');
    await expect(page.getByText('Booking status updated.')).toBeVisible();
    // Filtered by Pending, the confirmed booking leaves the list.
    await expect(page.getByRole('row').filter({ hasText: tourReference })).toHaveCount(0);

    // The customer sees the new status.
    await page.goto('/account/bookings');
    await expect(tourCard).toContainText('Confirmed');
    await expect(roomCard).toContainText('Pending');

    // Cancelling 60 days ahead: ₹500 per person (₹1,000) or 10% (₹3,700), whichever is higher.
    await tourCard.getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Cancellation charge₹3,700');
    await expect(dialog).toContainText('Refund₹33,300');
    await expect(dialog).toContainText('30 or more days before departure');
    await expect(dialog.getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Request cancellation' }).click();
    await expect(dialog).toBeHidden();
    await expect(tourCard).toContainText('Cancellation requested on');
    await expect(tourCard.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

    // It is stored: still there after a reload.
    await page.reload();
    await expect(tourCard).toContainText('Cancellation requested on');
    await expect(roomCard.getByRole('button', { name: 'Request cancellation' })).toBeVisible();
  });

  test('a new customer sees an empty list with a way to the packages', async ({ page }) => {
    await signInNewCustomer(page, 'nobookings');
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse tour packages' })).toHaveAttribute('href', '/hotels');
    await expectAccessible(page);
  });

  test('visitors are sent to sign in first', async ({ page }) => {
    await page.goto('/account/bookings');
    await expect(page).toHaveURL(/\/login$/);
  });
});
