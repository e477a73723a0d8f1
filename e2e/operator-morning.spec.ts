import { test, expect, expectAccessible, signInAdmin, signInNewCustomer } from './support/fixtures';
import { storePendingRequests } from './support/requests';

// On the firebase build the emulator's data is shared with the other journeys: the guests these journeys look for
// have names and numbers of their own, and lists are read for them rather than counted whole.
test.describe("the operator's morning", () => {
  test('confirms two pending requests at once and undoes one: only the other customer is e-mailed @both', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'bulk');
    await page.goto('/hotels');
    await storePendingRequests(page, customer, [
      { userName: 'Rahul Sen', userEmail: 'rahul.sen@example.com', inDays: 30, totalPrice: 31000, sentDaysAgo: 3 },
      { userName: 'Meera Das', userEmail: 'meera.das@example.com', inDays: 40, totalPrice: 27500, sentDaysAgo: 1 },
    ]);
    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings?status=Pending');

    await page.getByRole('checkbox', { name: /^Select the request of Rahul Sen/ }).check();
    await page.getByRole('checkbox', { name: /^Select the request of Meera Das/ }).check();
    await expect(page.getByText('2 requests selected')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm selected requests' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm 2 requests?' });
    await expect(dialog).toContainText('rahul.sen@example.com');
    await expect(dialog).toContainText('meera.das@example.com');
    await expectAccessible(page);
    await dialog.getByLabel('Note to the customer (optional)').fill('We will send the driver’s number a day before.');
    await dialog.getByRole('button', { name: 'Confirm 2 requests' }).click();

    await page.getByRole('button', { name: /^Undo confirming Meera Das/ }).click();
    await expect(
      page.getByText(/^Undone: Meera Das’s request \(AST-\w{5}\) stays Pending\. No e-mail was sent\.$/),
    ).toBeVisible();
    await expect(
      page.getByText(/^Confirmed Rahul Sen’s request \(AST-\w{5}\)\. The customer was e-mailed at rahul\.sen@example\.com\.$/),
    ).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await expect(page.getByRole('row', { name: /Meera Das/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Rahul Sen/ })).toHaveCount(0);
    await page.goto('/admin/outbox');
    const confirmed = page.getByRole('article', { name: 'Booking confirmed' });
    await expect(confirmed.filter({ hasText: 'rahul.sen@example.com' })).toContainText('We will send the driver’s number');
    await expect(confirmed.filter({ hasText: 'meera.das@example.com' })).toHaveCount(0);
  });

  test('replies to an enquiry with a template; the reply is in the Outbox and on the enquiry', async ({ page }) => {
    await page.goto('/hotel-aster-gangtok');
    await page.getByRole('region', { name: 'Contact Hotel Aster' }).getByRole('link', { name: 'Send an Inquiry' }).click();
    const form = page.getByRole('form', { name: 'Enquiry about Hotel Aster' });
    await form.getByLabel('Your name').fill('Nima Lhamu');
    await form.getByLabel('E-mail or phone').fill('nima.reply@example.com');
    await form.getByLabel('Your message').fill('Two rooms in the first week of May?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you, Nima Lhamu!');

    await signInAdmin(page);
    await page.goto('/admin');
    await expect(
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Enquiries\s*\d+ awaiting a reply/ }),
    ).toBeVisible();
    await page
      .getByRole('region', { name: /Enquiries awaiting a reply/ })
      .getByRole('link', { name: 'Nima Lhamu: Hotel Aster' })
      .click();
    const enquiry = page.getByRole('article', { name: 'Nima Lhamu about Hotel Aster' });
    const reply = enquiry.getByRole('form', { name: 'Reply to Nima Lhamu' });
    await reply.getByLabel('Start from a template').selectOption('Available: how to book');
    await expect(reply.getByLabel('Your reply')).toHaveValue(/^Namaste Nima,\n\nGood news: Hotel Aster is available/);
    await expectAccessible(page);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(
      page.getByText('Reply sent to nima.reply@example.com. It is in the Outbox, and the enquiry is marked as handled.'),
    ).toBeVisible();
    await expect(enquiry.getByRole('region', { name: 'Replies to Nima Lhamu' })).toContainText(
      'Good news: Hotel Aster is available',
    );
    await expect(enquiry).not.toContainText('Awaiting reply');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    const sent = page.getByRole('article', { name: 'Reply to an enquiry' }).filter({ hasText: 'nima.reply@example.com' });
    await expect(sent).toContainText('Good news: Hotel Aster is available');
    await expectAccessible(page);
  });

  test('finds a booking by a surname and by the last five digits of a phone, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const customer = await signInNewCustomer(page, 'caller');
    await page.goto('/hotels');
    await storePendingRequests(page, customer, [
      {
        userName: 'Dorjee Gyatso',
        userEmail: 'dorjee.caller@example.com',
        phone: '+447700900461',
        inDays: 25,
        totalPrice: 31000,
      },
    ]);
    await signInAdmin(page);
    await page.goto('/admin/hotel-bookings');
    await expect(page.getByText(/^Showing \d+ of \d+ bookings$/)).toBeVisible();
    // The filters fold away on a phone.
    await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');

    // A surname no other sample guest has: the first result is the one the page scrolls to.
    await page.getByLabel('Search bookings').fill('Gyatso');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/^\d+ found$/)).toBeVisible();
    const guest = page.getByRole('link', { name: 'Dorjee Gyatso', exact: true });
    await expect(guest).toBeInViewport();
    await expectAccessible(page);

    await page.getByLabel('Search bookings').fill('00461');
    await page.getByLabel('Search bookings').press('Enter');
    await expect(page).toHaveURL(/[?&]q=00461/);
    await expect(page.getByText('Showing 1 of 1 bookings')).toBeVisible();
    await expect(guest).toBeVisible();
    // Every target on the row is at least 44 px tall. Measured once it shows: the list may still be drawing the row
    // of the new search (a box read then is none, as a CI run found).
    for (const target of [page.getByLabel(/^Status for Dorjee Gyatso/), page.getByRole('link', { name: 'Call +447700900461' })]) {
      await expect.poll(async () => (await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }

    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  });

  test('a phone-sized dashboard shows Needs attention on its first screen, the counts below @both', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const customer = await signInNewCustomer(page, 'morning');
    await page.goto('/hotels');
    await storePendingRequests(page, customer, [
      { userName: 'Anjali Gurung', userEmail: 'anjali@example.com', inDays: 10, totalPrice: 42000, sentDaysAgo: 3 },
    ]);
    await signInAdmin(page);
    await page.goto('/admin');
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const heading = attention.getByRole('heading', { name: 'Needs attention' });
    await expect(heading).toBeInViewport();
    const pending = attention.getByRole('region', { name: /Pending requests/ });
    await expect(pending.getByRole('link', { name: 'Anjali Gurung: Darjeeling Romance' })).toBeVisible();
    await expect(pending).toContainText(/Sent 3 days ago · ₹42,000/);
    expect((await heading.boundingBox())!.y).toBeLessThan(740 - 44);
    const cards = page.getByRole('link', { name: /Total Tour Packages/ });
    expect((await cards.boundingBox())!.y).toBeGreaterThan((await heading.boundingBox())!.y);
    await expectAccessible(page);
  });
});
