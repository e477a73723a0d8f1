import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';
import { formatCalendarDate } from '../src/lib/format';
import { bookableDate } from './support/clock';

/**
 * Two nights no other journey books at the Super Deluxe Triple: between 110 and 190 days ahead (the occupancy
 * journey keeps to 200 days and more, the stays journeys to some weeks ahead), away from the seed's Durga Puja
 * (October) and New Year, picked at random so that repeated runs on one emulator do not meet.
 */
function twoQuietNights() {
  const day = new Date(`${bookableDate(110 + Math.floor(Math.random() * 80))}T00:00:00Z`);
  if ([9, 11, 0].includes(day.getUTCMonth())) day.setUTCMonth(day.getUTCMonth() + 1, 10);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const checkOut = new Date(day.getTime() + 2 * 86_400_000);
  return { checkIn: iso(day), checkOut: iso(checkOut), month: iso(day).slice(0, 7), label: formatCalendarDate(iso(day)) };
}

test.describe('Walk-in bookings', () => {
  test('the operator books a walk-in for two nights at Hotel Aster without an e-mail, and the room is held @both', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stay = twoQuietNights();
    const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    const phone = `98${digits}`;
    const name = `Tashi Walkin ${digits.slice(-4)}`;

    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    await page.getByRole('link', { name: 'New booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('Booking for').selectOption({ label: 'A Hotel Aster room' });
    await page.getByLabel('Room type').selectOption({ label: 'Super Deluxe Triple, Hotel Aster' });
    await page.getByLabel('Check-in').fill(stay.checkIn);
    await page.getByLabel('Check-out').fill(stay.checkOut);
    await page.getByLabel('Meal plan').selectOption('map');
    // The price as the site prices the stay: two nights of the room at the MAP rate.
    const price = page.getByRole('table', { name: 'Price as the site prices it' });
    await expect(price.getByRole('row', { name: /nights, MAP/ }).first()).toContainText('2 nights');
    await page.getByLabel('Discount in rupees (optional)').fill('300');
    await page.getByRole('button', { name: 'Make the booking' }).click();
    await expect(page.getByLabel('Reason for the discount')).toHaveAccessibleDescription(
      /Please give the reason for the discount\./,
    );
    await page.getByLabel('Reason for the discount').fill('Paid cash at the Tadong office');
    await expect(price.getByRole('row', { name: /^Discount/ })).toContainText('300');
    await expect(
      page.getByLabel('Confirmed: the customer has paid or we are sure of them (a walk-in paying at the office)'),
    ).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Make the booking' }).click();

    // The booking's page: Confirmed, made by the operator, reached by phone.
    await expect(page.getByRole('heading', { level: 1, name: /^Booking AST-/ })).toBeVisible();
    const customer = page.getByRole('region', { name: 'Customer' });
    await expect(customer).toContainText(name);
    await expect(customer).toContainText('Not given: call the customer');
    await expect(customer).toContainText('Made by the operator');
    await expect(customer.getByRole('link', { name: /98/ }).first()).toBeVisible();

    // The list finds it by the phone's last digits, with the phone and no e-mail.
    await page.goto(`/admin/hotel-bookings?q=${phone.slice(-6)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Made by the operator');
    await expect(row).toContainText('Super Deluxe Triple, Hotel Aster');

    // The room is held: the occupancy month lists the walk-in on the first night.
    await page.goto(`/admin/occupancy?month=${stay.month}`);
    const table = page.getByRole('table', { name: /^Rooms taken per night/ });
    await table
      .getByRole('row', { name: /^Super Deluxe Triple/ })
      .getByRole('button', { name: new RegExp(`^Super Deluxe Triple, night of ${stay.label}: \\d of 3 rooms taken`) })
      .click();
    const night = page.getByRole('region', { name: `Super Deluxe Triple, night of ${stay.label}` });
    await expect(night.getByRole('link', { name: new RegExp(`^${name}, AST-`) })).toBeVisible();
  });
});
