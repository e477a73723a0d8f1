import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, newCustomer } from './support/fixtures';
import { daysFromToday } from './support/clock';

/**
 * A booking path without walls: what a traveller chooses before signing in (a departure, the travellers, the dates
 * of a home search) is shown with its price to anyone, and reaches the booking form through sign-up.
 */

const bhutan = { id: 'bhutan-discovery', name: 'Bhutan Discovery: Thimphu, Punakha and Paro' };
const successMessage = 'Booking successful! (Payment Gateway Disabled)';

/** The amount on the price table's Total row ('₹70,000'). */
async function totalOf(page: Page, region: string): Promise<string> {
  const total = page.getByRole('region', { name: region }).getByRole('row', { name: /^Total/ });
  await expect(total).toContainText('₹');
  return /₹[\d,]+/.exec(await total.innerText())![0];
}

/** A date some weeks ahead, mid-month, away from the sample Puja and New Year periods: season or off-season only. */
function quietDate(): string {
  const date = new Date(`${daysFromToday(50)}T00:00:00Z`);
  date.setUTCDate(12);
  if ([9, 11, 0].includes(date.getUTCMonth())) date.setUTCMonth(date.getUTCMonth() + 1, 12);
  return date.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** '15 Mar 2027', as the calendar names a day. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

async function homeSearch(page: Page, search: { destination: string; checkIn: string; checkOut: string; guests: string }) {
  await page.goto('/');
  await page.getByLabel('Destination', { exact: true }).fill(search.destination);
  await page.getByLabel('Guests', { exact: true }).selectOption(search.guests);
  await page.getByLabel('Check-in date', { exact: true }).fill(search.checkIn);
  await page.getByLabel('Check-out date', { exact: true }).fill(search.checkOut);
  await page.getByRole('button', { name: 'Search packages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
}

test.describe('a booking path without walls', () => {
  test('a signed-out visitor picks a departure and two travellers, sees the total, signs up and finds the form filled @both', async ({
    page,
  }) => {
    await page.goto(`/hotel/${bhutan.id}`);
    await expect(page.getByRole('heading', { level: 1, name: bhutan.name })).toBeVisible();
    const planner = page.getByRole('complementary', { name: 'Price and booking' });
    await expect(planner.getByText('Starting price. Taxes extra.')).toBeVisible();

    // The departures and their seats, before any sign-in.
    const october = planner.getByRole('radio', { name: /^16 Oct 2027/ });
    await expect(planner.locator('label').filter({ has: page.getByRole('radio', { name: /^16 Oct 2027/ }) })).toContainText(
      /\d+ seats? left/,
    );
    await october.click();
    await expect(october).toBeChecked();
    await planner.getByLabel('Adults', { exact: true }).selectOption('2');
    await expect(page).toHaveURL(new RegExp(`/hotel/${bhutan.id}\\?date=2027-10-16&adults=2$`));
    const price = planner.getByRole('region', { name: 'Your trip’s price' });
    await expect(price).toContainText('2 adults');
    const total = await totalOf(page, 'Your trip’s price');
    await expectAccessible(page);

    // Book Now: signing in is asked for, and signing up instead keeps the choice.
    await planner.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up', exact: true }).last().click();
    await expect(page).toHaveURL(/\/signup$/);
    const customer = newCustomer('tripchoice');
    await page.getByLabel('Full Name').fill(customer.name);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The booking form opens with the same departure, travellers and total.
    await expect(page).toHaveURL(new RegExp(`/booking/${bhutan.id}\\?date=2027-10-16&adults=2$`));
    await expect(page.getByRole('heading', { level: 1, name: bhutan.name })).toBeVisible();
    await expect(page.getByLabel('Departure date')).toHaveValue('2027-10-16');
    await expect(page.getByLabel('Adults', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Children', { exact: true })).toHaveValue('0');
    await expect(page.getByRole('group', { name: /^Traveller \d+$/ })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Price for your trip' }).getByRole('row', { name: /^Total/ })).toContainText(
      total,
    );

    // Booked: one notice, in the request-received panel, under the header rather than over it.
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    const panel = page.getByRole('region', { name: /^Your booking reference is AST-[A-Z0-9]{5}$/ });
    await expect(panel).toContainText(successMessage);
    await expect(page.getByText(successMessage)).toHaveCount(1);
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header') !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(topmost).toBe(true);
    await expectAccessible(page);
  });

  test('a signed-out visitor plans a Hotel Aster stay for two with dinner, sees the total, signs up and finds the room form filled', async ({
    page,
  }) => {
    const checkIn = quietDate();
    const checkOut = plusDays(checkIn, 3);
    await page.goto('/hotel-aster-gangtok');
    const planner = page.getByRole('region', { name: 'Plan your stay' });
    await planner.getByLabel('Room', { exact: true }).selectOption({ label: 'Deluxe Double' });
    await planner.getByLabel('Check-in date').fill(checkIn);
    // The check-out picked on the room's calendar, which has moved to the check-in's month.
    await planner.getByRole('button', { name: new RegExp(`^${dayName(checkOut)}, available`) }).click();
    await expect(planner.getByLabel('Check-out date')).toHaveValue(checkOut);
    await planner.getByLabel('Adults', { exact: true }).selectOption('2');
    await planner.getByLabel('Meal plan').selectOption('map');
    await expect(planner.getByRole('status').filter({ hasText: /^Available/ })).toBeVisible();
    await expect(planner.getByText('Total for 3 nights')).toBeVisible();
    const total = await totalOf(page, 'Price for your stay');
    await expect(page).toHaveURL(
      new RegExp(`/hotel-aster-gangtok\\?room=[\\w-]+&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&plan=map$`),
    );
    await expectAccessible(page);

    // Too many guests for the room: the planner says so in the booking form's words.
    await planner.getByLabel('Adults', { exact: true }).selectOption('4');
    await expect(planner.getByRole('status').filter({ hasText: 'One Deluxe Double sleeps' })).toContainText(
      'please book 2 rooms or choose a larger room type',
    );
    await planner.getByLabel('Adults', { exact: true }).selectOption('2');

    await planner.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up', exact: true }).last().click();
    const customer = newCustomer('staychoice');
    await page.getByLabel('Full Name').fill(customer.name);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The room's booking form opens with the same dates, guests, plan and total.
    await expect(page).toHaveURL(
      new RegExp(`/booking/hotel-aster-deluxe-double\\?checkIn=${checkIn}&checkOut=${checkOut}&adults=2&plan=map$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Double' })).toBeVisible();
    await expect(page.getByLabel('Check-in date')).toHaveValue(checkIn);
    await expect(page.getByLabel('Check-out date')).toHaveValue(checkOut);
    await expect(page.getByLabel('Adults')).toHaveValue('2');
    await expect(page.getByLabel('Meal plan')).toHaveValue('map');
    await expect(page.getByRole('region', { name: 'Price for your stay' }).getByRole('row', { name: /^Total/ })).toContainText(
      total,
    );
  });

  test("the home search's dates reach the tour list, which says which tours do not run then", async ({ page }) => {
    await homeSearch(page, { destination: 'Bhutan', checkIn: '2027-01-10', checkOut: '2027-01-15', guests: '2 Guests' });
    await expect(page.getByText('Showing packages for "Bhutan", 10 Jan – 15 Jan 2027, 2 guests')).toBeVisible();
    const notRunning = page.getByRole('region', { name: 'Not running in your dates (10 Jan – 15 Jan 2027)' });
    await expect(notRunning.getByRole('link', { name: bhutan.name })).toBeVisible();
    await expect(notRunning).toContainText('Next departures: 20 Mar 2027');
    await expect(
      page.getByRole('region', { name: 'Tour packages' }).getByRole('heading', { level: 2, name: bhutan.name }),
    ).toHaveCount(0);
    await expectAccessible(page);

    // In dates it runs, its card carries the departure and the guests to the tour page, and on to Book Now.
    await homeSearch(page, { destination: 'Bhutan', checkIn: '2027-04-10', checkOut: '2027-04-20', guests: '3 Guests' });
    await page.getByRole('region', { name: 'Tour packages' }).getByRole('link', { name: bhutan.name }).click();
    await expect(page).toHaveURL(new RegExp(`/hotel/${bhutan.id}\\?date=2027-04-17&adults=3$`));
    const planner = page.getByRole('complementary', { name: 'Price and booking' });
    await expect(planner.getByRole('radio', { name: /^17 Apr 2027/ })).toBeChecked();
    await expect(planner.getByLabel('Adults', { exact: true })).toHaveValue('3');
    await expect(planner.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/${bhutan.id}?date=2027-04-17&adults=3`,
    );
  });

  test('a hotel search for Gangtok shows Hotel Aster first, its rooms priced for the dates', async ({ page }) => {
    await homeSearch(page, { destination: 'Gangtok', checkIn: '2027-01-10', checkOut: '2027-01-13', guests: '2 Guests' });
    const aster = page.getByRole('region', { name: 'Hotel Aster' });
    await expect(aster).toBeVisible();
    await expect(aster).toContainText('Rooms for 10 Jan – 13 Jan 2027, 2 guests');
    await expect(aster.getByText(/^₹[\d,]+ for 3 nights/).first()).toBeVisible();
    // Above the tour packages.
    const asterTop = (await aster.boundingBox())!.y;
    const packagesTop = (await page.getByRole('region', { name: 'Tour packages' }).boundingBox())!.y;
    expect(asterTop).toBeLessThan(packagesTop);
    await expect(aster.getByRole('link', { name: /^Book the / }).first()).toHaveAttribute(
      'href',
      /^\/booking\/hotel-aster-[a-z0-9-]+\?checkIn=2027-01-10&checkOut=2027-01-13&guests=2$/,
    );
    await expectAccessible(page);
  });
});
