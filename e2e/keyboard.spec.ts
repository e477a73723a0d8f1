import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInNewCustomer, signInAdmin } from './support/fixtures';
import { travellerRow } from './support/travellers';
import { sikkimDelightStart } from './support/clock';

/**
 * Keyboard-only journeys: after page.goto (and the sign-up or admin login of the setup), everything happens
 * with page.keyboard, never the mouse, and every stop the journey makes shows a visible focus indicator.
 */

test.use({ locale: 'en-US' });

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} did not receive focus after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element draws a focus ring: an outline, or the box-shadow ring of the form controls. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'focused element has a visible focus ring').toBe(true);
}

/** A date ('YYYY-MM-DD') as a date input shows it in en-US (typed segment by segment). */
function typedDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}${day}${year}`;
}

test.describe('keyboard only', () => {
  test('the mobile menu opens from the keyboard and its links can be followed', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, menuButton);
    await expectVisibleFocus(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await expectAccessible(page);

    // The menu follows its button in the tab order.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(mobileNav.getByRole('link', { name: 'Home' }));
    const packages = mobileNav.getByRole('link', { name: 'Packages' });
    await tabTo(page, packages);
    await expectVisibleFocus(packages);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotels$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Choosing a link closes the menu.
    await expect(mobileNav).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop header links are reached in order with a visible focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/flights');
    // Wait for the page and the account controls before the first key press.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(skip);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('link', { name: 'Himalayan Aster Tours, home' }));

    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Packages', 'Flights', 'Our Hotel', 'Blog']) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(main.getByRole('link', { name, exact: true }));
    }
    await expect(main.getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    // On wide screens the operator's phone number sits between the menu and the account links.
    for (const name of ['Call us on +91 98320 12345', 'Sign In', 'Sign Up']) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page.getByRole('banner').getByRole('link', { name, exact: true }));
    }

    // Shift+Tab walks back, and Enter follows the focused link.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(main.getByRole('link', { name: 'Blog' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('a customer books a tour with the keyboard alone', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'keyboardbooking');
    await page.goto('/hotel/sikkim-delight');
    await expect(page.getByRole('heading', { level: 1, name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling' })).toBeVisible();

    const bookNow = page.getByRole('link', { name: 'Book Now' });
    await tabTo(page, bookNow);
    await expectVisibleFocus(bookNow);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booking\/sikkim-delight$/);

    const travelDate = page.getByLabel('Travel date', { exact: true });
    await tabTo(page, travelDate);
    await expectVisibleFocus(travelDate);
    await page.keyboard.type(typedDate(sikkimDelightStart(50)));
    await expect(travelDate).not.toHaveValue('');

    // A closed select changes with the arrow keys. The start-date calendar's month buttons and its one day in the
    // tab order come between.
    const travellers = page.getByLabel('Adults', { exact: true });
    await tabTo(page, travellers, { max: 7 });
    await expectVisibleFocus(travellers);
    await expect(travellers).toHaveValue('2');
    await page.keyboard.press('ArrowDown');
    await expect(travellers).toHaveValue('3');

    // Each traveller's row asks only the nationality here (Nathula is for Indian nationals), India already chosen.
    const nationality = travellerRow(page, 3).getByLabel('Nationality');
    await tabTo(page, nationality);
    await expectVisibleFocus(nationality);
    await expect(nationality).toHaveValue('IN');
    await expect(page.getByRole('region', { name: 'Price for your trip' })).toContainText('₹55,500');

    const name = page.getByLabel('Full Name');
    await tabTo(page, name);
    await expectVisibleFocus(name);
    await expect(name).toHaveValue(customer.name);
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);
    const phone = page.getByLabel('Mobile Number');
    await tabTo(page, phone);
    await expectVisibleFocus(phone);
    await page.keyboard.type('98320 12345');

    const confirm = page.getByRole('button', { name: 'Confirm & Pay' });
    await tabTo(page, confirm);
    await expectVisibleFocus(confirm);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The request and its reference, reached through the account menu.
    const account = page.getByRole('banner').getByRole('button', { name: customer.name });
    await tabTo(page, account);
    await expectVisibleFocus(account);
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page.getByRole('banner').getByRole('link', { name: 'My bookings' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/bookings$/);
    const card = page.getByRole('article').filter({ hasText: 'Sikkim Delight' });
    await expect(card).toContainText(/AST-[2-9A-HJKMNP-Z]{5}/);
    await expect(card).toContainText('3 travellers');
    await expect(card).toContainText('Pending');
  });

  test('an admin deletes a tour from the keyboard and focus never falls back to the page', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/tours');
    const rows = page.getByRole('table', { name: 'Tour packages' }).getByRole('row');
    await expect(rows.nth(2)).toBeVisible();
    const firstName = ((await rows.nth(1).getByRole('rowheader').textContent()) ?? '').trim();
    const secondName = ((await rows.nth(2).getByRole('rowheader').textContent()) ?? '').trim();
    const rowCount = await rows.count();

    const deleteFirst = page.getByRole('button', { name: `Delete ${firstName}`, exact: true });
    await tabTo(page, deleteFirst);
    await expectVisibleFocus(deleteFirst);

    // The confirmation takes focus, and Escape closes it and gives focus back to its opener.
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete tour package' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(firstName);
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expectVisibleFocus(deleteFirst);
    await expect(rows).toHaveCount(rowCount);

    // Space opens it again; Tab stays inside the dialog until its Delete button.
    await page.keyboard.press('Space');
    await expect(confirm).toBeVisible();
    const confirmDelete = confirm.getByRole('button', { name: 'Delete', exact: true });
    await tabTo(page, confirmDelete, { max: 5 });
    await expectVisibleFocus(confirmDelete);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Tour package deleted successfully.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(rowCount - 1);
    await expect(rows.filter({ hasText: firstName })).toHaveCount(0);
    // Focus moves to the same button in the row that took the deleted one's place.
    const deleteSecond = page.getByRole('button', { name: `Delete ${secondName}`, exact: true });
    await expectVisibleFocus(deleteSecond);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await expectAccessible(page);
  });
});
