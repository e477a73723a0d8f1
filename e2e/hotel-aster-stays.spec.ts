import type { Page } from '@playwright/test';
import { test, expect, signInAdmin, signInNewCustomer } from './support/fixtures';
import { daysFromToday, thisYear, today } from './support/clock';
import { monthTitle } from '../src/components/booking/calendar-grid';
import { formatCalendarDate } from '../src/lib/format';

const successMessage = 'Booking successful! (Payment Gateway Disabled)';

/** A date some weeks ahead, mid-month, away from the seed's Puja and New Year: season or off-season only. */
function quietDate(): string {
  const date = new Date(`${daysFromToday(50)}T00:00:00Z`);
  date.setUTCDate(12);
  if (date.getUTCMonth() === 9 || date.getUTCMonth() === 11 || date.getUTCMonth() === 0)
    date.setUTCMonth(date.getUTCMonth() + 1, 12);
  return date.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function chooseStay(page: Page, checkIn: string, nights: number) {
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Check-out date').fill(plusDays(checkIn, nights));
}

test.describe('Hotel Aster stays', () => {
  test('a family of 3 adults and 2 children is offered two rooms or the Family Room, and books the Family Room', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInNewCustomer(page, 'asterfamily');
    await page.goto('/booking/hotel-aster-deluxe-double');
    const checkIn = quietDate();
    await chooseStay(page, checkIn, 2);
    await page.getByLabel('Adults').selectOption('3');
    await page.getByLabel('Children (under 12)').selectOption('2');

    const offer = page.getByRole('status').filter({ hasText: 'One Deluxe Double sleeps' });
    await expect(offer).toContainText(
      'One Deluxe Double sleeps 2 adults and 1 child, and one more on an extra bed. For 3 adults and 2 children, please book 2 rooms or choose a larger room type.',
    );
    await expect(offer.getByRole('button', { name: 'Book 2 rooms of this type' })).toBeVisible();
    const familyRoom = offer.getByRole('link', { name: 'Book the Family Room (5 Pax) instead' });
    await expect(familyRoom).toBeVisible();

    // Two Deluxe Doubles take them: the price counts both rooms.
    await offer.getByRole('button', { name: 'Book 2 rooms of this type' }).click();
    await expect(page.getByLabel('Rooms')).toHaveValue('2');
    const price = page.getByRole('region', { name: 'Price for your stay' });
    await expect(price).toContainText('× 2 rooms ×');

    // Or one Family Room: the third adult on its extra bed, the children at the child rate.
    await page.getByLabel('Rooms').selectOption('1');
    await familyRoom.click();
    await expect(page).toHaveURL(/\/booking\/hotel-aster-family-room-5-pax$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Family Room (5 Pax)' })).toBeVisible();
    await chooseStay(page, checkIn, 2);
    await page.getByLabel('Adults').selectOption('3');
    await page.getByLabel('Children (under 12)').selectOption('2');
    await expect(page.getByRole('status').filter({ hasText: 'sleeps' })).toHaveCount(0);
    const familyPrice = page.getByRole('region', { name: 'Price for your stay' });
    await expect(familyPrice.getByRole('row', { name: /^Extra bed, CP/ })).toContainText('1 bed × 2 nights × ₹1,000');
    await expect(familyPrice.getByRole('row', { name: /^Children under 12, CP/ })).toContainText('2 children × 2 nights × ₹300');
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await page.getByRole('button', { name: 'Confirm & Pay' }).click();
    await expect(page.getByText(successMessage)).toBeVisible();
  });

  test('the operator adds a New Year period with a 2-night minimum, and a visitor sees it in the calendar', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAdmin(page);
    await page.goto('/admin/hotel-aster');
    await expect(page.getByLabel('Deluxe Double, MAP, off-season rate')).toHaveValue('2000');
    const periods = page.getByRole('region', { name: 'Rate periods' });
    // The seed's own New Year goes; the operator's takes its place.
    await periods.getByRole('button', { name: 'Remove New Year' }).click();
    await periods.getByRole('button', { name: 'Add rate period' }).click();
    const added = periods.getByRole('group', { name: 'Rate period 2' });
    await added.getByLabel('Period name').fill('New Year');
    await periods.getByRole('group', { name: 'New Year' }).getByLabel('Minimum stay (nights)').fill('2');
    await periods.getByRole('group', { name: 'New Year' }).getByLabel('From (dates 1)').fill('12-30');
    await periods.getByRole('group', { name: 'New Year' }).getByLabel('To (dates 1)').fill('01-01');
    for (const [plan, rate] of [
      ['EP', '3000'],
      ['CP', '3400'],
      ['MAP', '3900'],
    ] as const)
      await page.getByLabel(`Deluxe Double, ${plan}, New Year rate`).fill(rate);
    await page.getByRole('button', { name: 'Save Hotel Aster' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Hotel Aster saved.' })).toBeVisible();

    // A visitor looking at 31 December sees the period and its minimum in the calendar, and is asked for 2 nights.
    await signInNewCustomer(page, 'asternewyear');
    await page.goto('/booking/hotel-aster-deluxe-double');
    const year = today() >= `${thisYear()}-12-30` ? thisYear() + 1 : thisYear();
    await page.getByLabel('Check-in date').fill(`${year}-12-31`);
    const notes = page.getByRole('list', { name: `Closed dates and rate periods in December ${year}` });
    await expect(notes).toContainText(`30 Dec ${year} to 31 Dec ${year}: New Year, at least 2 nights`);
    const checkIn = page.getByRole('button', { name: `31 Dec ${year}, available, New Year, at least 2 nights, your check-in` });
    await expect(checkIn).toBeVisible();
    // The check-in day says the stay's minimum, in words tied to it.
    await expect(checkIn).toHaveAccessibleDescription('Minimum stay 2 nights');
    await expect(page.getByText(`Minimum stay 2 nights from your check-in on 31 Dec ${year}.`)).toBeVisible();
    await page.getByLabel('Check-out date').fill(`${year + 1}-01-01`);
    await expect(page.getByRole('region', { name: 'Price for your stay' })).toContainText(
      'Stays over New Year are at least 2 nights. Please choose a later check-out date.',
    );
    await page.getByLabel('Check-out date').fill(`${year + 1}-01-02`);
    const price = page.getByRole('region', { name: 'Price for your stay' });
    await expect(price.getByRole('row', { name: /^New Year nights, CP/ })).toContainText('2 nights × ₹3,400');
  });

  test('the room calendar is a scrolling list of months with 44 px days on a phone, and two months side by side on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/hotel-aster-gangtok');
    await expectListOf44PxDays(page, 360);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByRole('group', { name: 'Months, scroll for more' })).toHaveCount(0);
    const planner = page.getByRole('region', { name: 'Plan your stay' });
    await expect(planner.getByRole('table')).toHaveCount(2);
    await expect(planner.getByRole('button', { name: 'Next month' })).toBeVisible();
    for (const table of await planner.getByRole('table').all()) {
      const box = (await table.getByRole('button').first().boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // The booking form's column is narrower than two months of 44 px days on a desktop too: it lists the months, as
    // on a phone, with days of 44 px each way.
    await signInNewCustomer(page, 'astercalendar');
    await page.goto('/booking/hotel-aster-deluxe-double');
    await expectListOf44PxDays(page, 1440);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectListOf44PxDays(page, 360);
  });
});

/** The room calendar is the scrolling list of months; a day of this month and one of the month after next are 44 px. */
async function expectListOf44PxDays(page: Page, width: number) {
  const months = page.getByRole('group', { name: 'Months, scroll for more' });
  await expect(months).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toHaveCount(0);
  const inMonths = (days: number) => {
    const date = daysFromToday(days);
    return months
      .getByRole('table', { name: monthTitle.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`)) })
      .getByRole('button', { name: new RegExp(`^${formatCalendarDate(date)}, `) });
  };
  for (const day of [inMonths(1), inMonths(70)]) {
    await day.scrollIntoViewIfNeeded();
    const box = (await day.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
