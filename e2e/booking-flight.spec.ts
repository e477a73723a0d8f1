import { test, expect, expectAccessible, signInNewCustomer } from './support/fixtures';
import { daysFromToday } from './support/clock';

/** Today plus `days`, as a date input takes it. */
test.describe('flight booking', () => {
  test('a signed-in customer books a flight and returns to the results', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'flightbooking');
    await page.goto('/flight-booking/fl-sg-8169');

    await expect(page.getByRole('heading', { level: 1, name: /SpiceJet/ })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Booking summary' });
    for (const text of ['SpiceJet', '13:30', '17:05', 'Delhi (DEL)', 'Mumbai (BOM)', '3h 35m', '1 stop', '₹4,800']) {
      await expect(summary).toContainText(text);
    }
    await expect(page.getByLabel('Full Name')).toHaveValue(customer.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);
    await expect(page.getByLabel('Passengers')).toHaveValue('1');
    const price = page.getByRole('region', { name: 'Price for your flight' });
    await expect(price).toContainText('1 passenger × ₹4,800');
    await page.getByLabel('Travel date').fill(daysFromToday(30));
    await page.getByLabel('Passengers').selectOption('2');
    await expect(price).toContainText('₹9,600');
    const whatsapp = page.getByRole('main').getByRole('link', { name: /Chat on WhatsApp/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain(
      'SpiceJet, Delhi (DEL) to Mumbai (BOM), 13:30 for 2 passengers, on',
    );
    await expectAccessible(page);

    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByRole('button', { name: 'Confirm & Book Flight' }).click();
    await expect(page).toHaveURL(/\/flight-booking\/fl-sg-8169$/);

    await page.getByLabel('Email Address').fill(customer.email);
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Book Flight' }).click();
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    await expect(page).toHaveURL(/\/flights$/);
  });

  test("an unknown flight shows 'Flight not found.'", async ({ page }) => {
    await signInNewCustomer(page, 'flightbooking');
    await page.goto('/flight-booking/no-such-flight');
    await expect(page.getByRole('heading', { level: 1, name: 'Flight not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all flights' })).toHaveAttribute('href', '/flights');
    await expectAccessible(page);
  });
});
