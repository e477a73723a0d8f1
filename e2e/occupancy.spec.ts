import { test, expect, expectAccessible, type newCustomer, signInNewCustomer, signInAdmin } from './support/fixtures';
import type { Page } from '@playwright/test';
import { formatCalendarDate } from '../src/lib/format';
import { bookableDate } from './support/clock';

type Customer = ReturnType<typeof newCustomer>;

/**
 * One night that no other journey books: between 200 and 380 days ahead (bookings open 400 days ahead), picked at
 * random so that repeated runs on one emulator do not meet.
 */
function aFreeNight() {
  const day = new Date(`${bookableDate(200 + Math.floor(Math.random() * 180))}T00:00:00Z`);
  // The seed's New Year takes stays of two nights at least: a one-night stay keeps clear of it.
  const overNewYear = (date: Date) =>
    (date.getUTCMonth() === 11 && date.getUTCDate() >= 28) || (date.getUTCMonth() === 0 && date.getUTCDate() <= 2);
  if (overNewYear(day)) day.setUTCDate(day.getUTCDate() + 7);
  const after = new Date(day.getTime() + 86_400_000);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const monthName = (date: Date) => date.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const nextMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
  return {
    night: iso(day),
    next: iso(after),
    month: iso(day).slice(0, 7),
    // As the site writes a date (September is 'Sept' in Indian English).
    label: formatCalendarDate(iso(day)),
    monthLabel: `${monthName(day)} ${day.getUTCFullYear()}`,
    nextMonthLabel: `${monthName(nextMonth)} ${nextMonth.getUTCFullYear()}`,
  };
}

/** A new customer asks for the Family Room for one night; resolves with the customer. */
async function requestFamilyRoom(page: Page, night: { night: string; next: string }, who: string): Promise<Customer> {
  const customer = await signInNewCustomer(page, who);
  await page.goto('/booking/hotel-aster-family-room-5-pax');
  await page.getByLabel('Check-in date').fill(night.night);
  await page.getByLabel('Check-out date').fill(night.next);
  await page.getByLabel('Mobile Number').fill('98320 12345');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  return customer;
}

async function logout(page: Page, customer: Customer) {
  await page.getByRole('button', { name: customer.name }).first().click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test.describe('Hotel Aster availability', () => {
  test('two customers take both Family Rooms for a night, a third is refused naming the night, and the operator sees both on the Occupancy page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const night = aFreeNight();

    // The hotel has two Family Rooms: the first two requests for the night go through.
    const first = await requestFamilyRoom(page, night, 'roomfirst');
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    await logout(page, first);
    const second = await requestFamilyRoom(page, night, 'roomsecond');
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    await logout(page, second);

    // The third is refused with the night named, and stays on the form.
    const third = await requestFamilyRoom(page, night, 'roomthird');
    // The form already says so beside the dates, and the refused request says it again as an alert.
    const stayNotices = page.getByRole('group', { name: 'Your stay' }).getByRole('status');
    await expect(stayNotices.filter({ hasText: 'Sorry, no room of this type' })).toContainText(
      `Sorry, no room of this type is left for the night of ${night.label}.`,
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry, no room of this type' })).toContainText(
      `Sorry, no room of this type is left for the night of ${night.label}.`,
    );
    await expect(page).toHaveURL(/\/booking\/hotel-aster-family-room-5-pax$/);
    // The booking calendar shows the night as sold out.
    await expect(page.getByRole('button', { name: new RegExp(`^${night.label}, sold out`) })).toBeVisible();
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeVisible();
    await logout(page, third);

    // The operator's month: the night is full, both requests Pending, each a link to its booking.
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Occupancy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Occupancy' })).toBeVisible();
    await page.goto(`/admin/occupancy?month=${night.month}`);
    const table = page.getByRole('table', { name: `Rooms taken per night, ${night.monthLabel}` });
    const familyRow = table.getByRole('row', { name: /^Family Room \(5 Pax\)/ });
    const cell = familyRow.getByRole('button', {
      name: `Family Room (5 Pax), night of ${night.label}: 2 of 2 rooms taken (2 pending), none left.`,
    });
    await expect(cell).toHaveText('2');
    await expectAccessible(page);

    await cell.focus();
    await page.keyboard.press('Enter');
    const bookings = page.getByRole('region', { name: `Family Room (5 Pax), night of ${night.label}` });
    await expect(bookings).toContainText('2 of 2 rooms taken: none left.');
    await expect(bookings.getByRole('link', { name: new RegExp(`^${first.name}, AST-`) })).toBeVisible();
    await expect(bookings.getByRole('link', { name: new RegExp(`^${third.name}, AST-`) })).toHaveCount(0);
    await bookings.getByRole('link', { name: new RegExp(`^${second.name}, AST-`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Booking AST-/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toContainText(second.email);

    await page.goBack();
    await page.getByRole('link', { name: /Next month/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Hotel Aster rooms, ${night.nextMonthLabel}` })).toBeVisible();
  });
});
