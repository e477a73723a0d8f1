import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  newCustomer,
  signUpNewCustomer,
  signInNewCustomer,
  signInAdmin,
} from './support/fixtures';
import { daysBetween } from '../src/backend/domain/calendar';
import { daysFromToday, sikkimDelightStart, today } from './support/clock';

/**
 * The traveller's side of the site, walked through the real pages: signing up from a booking page, a forgotten
 * password, what cancelling a booking costs, the phone's sticky Book Now bar, the home page's destination cards
 * and a request for a flight we do not list.
 */
const sikkim = { id: 'sikkim-delight', name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling', price: '₹18,500' };

/** Today plus `days`, as a date input takes it. */
/**
 * Lets the page answer a scroll: two animation frames, after which the intersection observers have reported and
 * React has drawn the result. Used before checking that something did NOT change.
 */
async function afterScroll(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

async function logout(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
}

test.describe('traveller', () => {
  test('signing up from a booking page returns to it; a direct sign-up still goes home', async ({ page }) => {
    await page.goto(`/booking/${sikkim.id}`);
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    await expect(main.getByText(`Sign in or create an account to book ${sikkim.name}.`)).toBeVisible();
    await expectAccessible(page);

    // The sign-up link carries the booking page along: the sign-up form says the same, then returns there.
    await main.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(main.getByText(`Sign in or create an account to book ${sikkim.name}.`)).toBeVisible();
    await expectAccessible(page);
    const customer = newCustomer('returning');
    await page.getByLabel('Full Name').fill(customer.name);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${sikkim.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: sikkim.name })).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveValue(customer.email);

    // Opened on its own, sign-up lands on the home page (signUpNewCustomer checks it).
    await logout(page, customer.name);
    await signUpNewCustomer(page, 'direct');
  });

  test('forgot password on the sign-in page answers without telling who has an account, and the demo Outbox keeps the e-mail', async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'forgot');
    await logout(page, customer.name);

    await page.goto('/login');
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('region', { name: 'Reset your password' });
    await expect(reset.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeFocused();
    // The address typed for signing in carries over.
    await expect(reset.getByLabel('Email address')).toHaveValue(customer.email);
    await expectAccessible(page);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      reset.getByText(`If an account exists for ${customer.email}, we have sent it a link to choose a new password.`),
    ).toBeVisible();
    await expect(reset).toContainText('It can take a few minutes to arrive: please check your spam folder too.');
    await expectAccessible(page);

    // An address without an account gets the very same answer.
    await reset.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const nobody = `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`;
    await reset.getByLabel('Email address').fill(nobody);
    await reset.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      reset.getByText(`If an account exists for ${nobody}, we have sent it a link to choose a new password.`),
    ).toBeVisible();

    // The embedded demo sends nothing: the admin reads the one real reset e-mail in the Outbox.
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const resets = page.getByRole('article', { name: 'Password reset', exact: true });
    await expect(resets.filter({ hasText: `To ${customer.email}` })).toHaveCount(1);
    await expect(resets.filter({ hasText: nobody })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the booking form says nothing is charged, and the cancellation dialog says cancelling costs nothing', async ({
    page,
  }) => {
    await signInNewCustomer(page, 'cancelwords');
    await page.goto(`/booking/${sikkim.id}`);
    const confirm = page.getByRole('button', { name: 'Confirm & Pay' });
    const chargeNote = 'This sends a booking request. Nothing is charged: online payment is switched off.';
    await expect(page.getByText(chargeNote)).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(chargeNote);
    const travelDate = sikkimDelightStart(50);
    await page.getByLabel('Travel date').fill(travelDate);
    await page.getByLabel('Mobile Number').fill('98320 12345');
    await expect(page.getByRole('region', { name: 'Price for your trip' })).toContainText('₹37,000');
    await expectAccessible(page);
    await confirm.click();
    await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();

    await page.goto('/account/bookings');
    const card = page.getByRole('article').filter({ hasText: 'Sikkim Delight' });
    await expect(card).toContainText('Pending');
    await card.getByRole('button', { name: 'Request cancellation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request cancellation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You are asking us to cancel Sikkim Delight');
    await expect(
      dialog.getByText('Nothing has been paid for this booking, so cancelling this request costs you nothing.'),
    ).toBeVisible();
    // The policy's charges are what applies once paid: 50 days ahead or a little more (the first start whose
    // Nathula day is open), 10% of ₹37,000 beats ₹500 per person. The runner and the browser share one clock.
    const paid = dialog.getByRole('region', { name: 'Once a booking is paid' });
    await expect(paid).toContainText(
      `For a paid booking, cancelling today (${daysBetween(today(), travelDate)} days before your travel date) would work out like this:`,
    );
    await expect(paid).toContainText('Booking total₹37,000');
    await expect(paid).toContainText('Cancellation charge₹3,700');
    await expect(paid).toContainText('Refund₹33,300');
    await expect(paid).toContainText('30 or more days before departure');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Request cancellation' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Cancellation requested on');
    await expect(card.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("on a phone, the tour page's price and Book Now bar shows past the page's own Book Now and hides at the end", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hotel/${sikkim.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sikkim.name })).toBeVisible();
    const bookNow = page.getByRole('link', { name: 'Book Now' });
    // Hidden at first: only the page's own Book Now is there.
    await afterScroll(page);
    await expect(bookNow).toHaveCount(1);
    await expectAccessible(page);

    // Past the page's Book Now, the bar brings a second one, with the price. The site scrolls smoothly; the
    // journey jumps ('instant'), so one scroll never cuts the last one short.
    await page
      .getByRole('heading', { level: 2, name: 'About this Tour' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(bookNow).toHaveCount(2);
    const barLink = bookNow.nth(1);
    await expect(barLink).toBeVisible();
    await expect(barLink).toHaveAttribute('href', `/booking/${sikkim.id}`);
    await expect(barLink.locator('xpath=../..')).toContainText(`${sikkim.price} per person`);
    await expectAccessible(page);

    // At the end of the content it hides again, and stays hidden over the footer.
    await page
      .getByRole('heading', { level: 2, name: 'Questions about this trip?' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight / 2, behavior: 'instant' }));
    await expect(bookNow).toHaveCount(1);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await afterScroll(page);
    await expect(bookNow).toHaveCount(1);

    // Scrolling back up into the content brings it back; clicking it opens the booking (which asks to sign in).
    await page
      .getByRole('heading', { level: 2, name: 'About this Tour' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(bookNow).toHaveCount(2);
    await bookNow.nth(1).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a destination card on the home page opens the packages for that place', async ({ page }) => {
    await page.goto('/');
    const destinations = page.getByRole('region', { name: 'Popular Destinations' });
    await destinations.getByRole('link', { name: 'Darjeeling', exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\?destination=Darjeeling$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filter tour packages' });
    await expect(filters.getByLabel('Destination', { exact: true })).toHaveValue('Darjeeling');
    const list = page.getByRole('region', { name: 'Tour packages' });
    await expect(list.getByRole('status')).toHaveText('1 package');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Darjeeling Romance: Tea Gardens and Toy Train']);
    await expectAccessible(page);

    // Back on the home page, another card filters by its own place.
    await page.goBack();
    await destinations.getByRole('link', { name: 'Bhutan', exact: true }).click();
    await expect(page).toHaveURL(/\/hotels\?destination=Bhutan$/);
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Bhutan Discovery: Thimphu, Punakha and Paro']);
  });

  test('a flight we do not list can be requested, and reaches the operator as a flight request', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'flightrequest');
    const date = daysFromToday(30);
    await page.goto(`/flights?from=Kolkata&to=Bagdogra&date=${date}&passengers=2&class=Economy`);
    await expect(page.getByRole('heading', { level: 2, name: 'No flights found from Kolkata to Bagdogra.' })).toBeVisible();
    const request = page.getByRole('region', { name: 'Request this flight' });
    await expect(request.getByLabel('From')).toHaveValue('Kolkata');
    await expect(request.getByLabel('To', { exact: true })).toHaveValue('Bagdogra');
    await expect(request.getByLabel('Travel date')).toHaveValue(date);
    await expect(request.getByLabel('Passengers')).toHaveValue('2');
    await expect(request.getByLabel('Full Name')).toHaveValue(customer.name);
    await expect(request.getByLabel('Email Address')).toHaveValue(customer.email);
    await expectAccessible(page);

    await request.getByLabel('Mobile Number').fill('98320 12345');
    await request.getByRole('button', { name: 'Send flight request' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Your flight request AST-[2-9A-HJKMNP-Z]{5} has been sent\./ });
    await expect(sent).toBeVisible();
    await expect(sent).toBeFocused();
    await expect(sent).toContainText('Kolkata to Bagdogra');
    await expect(sent).toContainText(
      '2 passengers. Our team finds the best fares and writes to you within one working day. Nothing is charged.',
    );
    await expect(sent.getByRole('link', { name: 'Follow it in My bookings' })).toHaveAttribute('href', '/account/bookings');
    await expectAccessible(page);
    const reference = /AST-[2-9A-HJKMNP-Z]{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');

    // The operator finds it among the bookings, as a flight request.
    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Flight request' });
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Flight request: Kolkata to Bagdogra');
    await expect(row).toContainText(`Flight request · ${reference}`);
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText('Pending');
    await expectAccessible(page);
  });
});
