import { test, expect, expectAccessible, signInNewCustomer } from './support/fixtures';
import { chooseParty } from './support/travellers';
import { formatDate } from '../src/lib/format';
import { daysFromToday, now, sikkimDelightStart, thisYear } from './support/clock';

const successMessage = 'Booking successful! (Payment Gateway Disabled)';

test.describe('tour booking', () => {
  test('a signed-in customer confirms a tour with prefilled details @both', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'tourbooking');
    await page.goto('/booking/sikkim-delight');

    await expect(page.getByRole('heading', { level: 1, name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling' })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Booking summary' });
    await expect(summary.getByRole('img')).toBeVisible();
    await expect(summary).toContainText('₹18,500');
    await expect(summary).toContainText('Price per person');
    await expect(summary).toContainText('5 Nights / 6 Days');

    const name = page.getByLabel('Full Name');
    const email = page.getByLabel('Email Address');
    await expect(name).toHaveValue(customer.name);
    await expect(email).toHaveValue(customer.email);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(page.getByLabel('Adults', { exact: true })).toHaveValue('2');
    const price = page.getByRole('region', { name: 'Price for your trip' });
    await expect(price).toContainText('2 adults');
    await expect(price).toContainText('₹18,500 each');
    await expect(price).toContainText('₹37,000');
    await expectAccessible(page);

    // The travel date is required and cannot be in the past; the total follows the travellers. Two days back is
    // past on any calendar: at 00:30 in India, India's yesterday is still today for a visitor in UTC.
    await expect(page.getByLabel('Travel date')).toHaveAttribute('required', '');
    await page.getByLabel('Travel date').fill(daysFromToday(-2));
    await page.getByLabel('Adults', { exact: true }).focus();
    await expect(page.getByText('Travel date cannot be in the past.')).toBeVisible();
    await page.getByLabel('Travel date').fill(sikkimDelightStart(50));
    await chooseParty(page, 3);
    await expect(price).toContainText('₹55,500');
    const whatsapp = page.getByRole('main').getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('for 3 travellers, travelling');

    // An empty name stops the booking where it is.
    await name.fill('');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page).toHaveURL(/\/booking\/sikkim-delight$/);
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await expect(page.getByText(successMessage)).toHaveCount(0);

    // The mobile number is asked for, and must be one.
    await name.fill(customer.name);
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Please enter your mobile number, so we can reach you about your trip.')).toBeVisible();
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await page.getByLabel('Mobile Number').fill('call me');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText('Please enter a mobile number, like 98320 12345 (India) or +44 7700 900123.')).toBeVisible();
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Home shows what was just requested until it is dismissed, across a reload.
    const panel = page.getByRole('region', { name: /^Your booking reference is AST-[A-Z0-9]{5}$/ });
    await expect(panel).toContainText('Sikkim Delight');
    await expect(panel).toContainText('3 travellers');
    await expect(panel).toContainText('₹55,500');
    await expect(panel).toContainText('we confirm within one working day');
    await expectAccessible(page);
    await page.reload();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: /^Dismiss the confirmation of AST-/ }).click();
    await expect(panel).toHaveCount(0);

    // It was booked today by the journeys' clock: the day the browser shows is the day the booking function (on the
    // firebase build, the functions emulator with the journeys' offset) stored.
    await page.goto('/account/bookings');
    await expect(page.getByRole('article').filter({ hasText: 'Sikkim Delight' })).toContainText(
      `Booked on ${formatDate(new Date(now()).toISOString())}`,
    );
  });

  test("an unknown package shows 'Tour Package not found.'", async ({ page }) => {
    await signInNewCustomer(page, 'tourbooking');
    await page.goto('/booking/no-such-tour');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Package not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all packages' })).toHaveAttribute('href', '/hotels');
    await expectAccessible(page);

    await page.goto('/booking/hotel-aster-presidential-suite');
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Package not found.' })).toBeVisible();
  });

  test('a Hotel Aster room shows the total for the stay before it is confirmed', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'roombooking');
    await page.goto('/booking/hotel-aster-deluxe-double');
    await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Double' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(customer.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);

    const price = page.getByRole('region', { name: 'Price for your stay' });
    await expect(price).toContainText('Choose your check-in and check-out dates to see the total.');

    // April is in season: CP costs ₹1,800 a night in the Deluxe Double.
    const year = thisYear() + 1;
    await page.getByLabel('Check-in date').fill(`${year}-04-10`);
    await page.getByLabel('Check-out date').fill(`${year}-04-10`);
    await page.getByLabel('Adults').selectOption('2');
    await expect(page.getByText('Check-out date must be after the check-in date.')).toBeVisible();

    await page.getByLabel('Check-out date').fill(`${year}-04-12`);
    await page.getByLabel('Meal plan').selectOption({ label: 'CP — With breakfast' });
    await expect(page.getByText('Check-out date must be after the check-in date.')).toHaveCount(0);
    await expect(price).toContainText('2 nights × ₹1,800');
    await expect(price).toContainText('Total for 2 nights');
    await expect(price).toContainText('₹3,600');
    await expectAccessible(page);

    await page.getByLabel('Meal plan').selectOption({ label: 'MAP — With breakfast and dinner' });
    await expect(price).toContainText('₹4,400');

    // 29 June to 2 July: two season nights and one off-season night, priced night by night.
    await page.getByLabel('Check-in date').fill(`${year}-06-29`);
    await page.getByLabel('Check-out date').fill(`${year}-07-02`);
    await expect(price).toContainText('Total for 3 nights');
    await expect(price).toContainText('₹6,400');

    await page.getByLabel('Mobile Number').fill('+44 7700 900123');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
