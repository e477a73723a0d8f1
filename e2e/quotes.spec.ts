import type { Page } from '@playwright/test';
import { firestoreConverters, withTimes } from '../src/backend/firebase/converters';
import type { Enquiry } from '../src/backend/schemas';
import { writeDocuments } from '../tests/support/emulators';
import { confirmEmailAddress, test, expect, expectAccessible, newCustomer, signInAdmin } from './support/fixtures';
import { putInPageDatabase } from './support/page-database';
import { daysFromToday, now } from './support/clock';

/** Stores an enquiry as the enquiry form would have: in the emulator's Firestore, or in the embedded build's database. */
async function storeEnquiry(page: Page, enquiry: Enquiry) {
  if (test.info().project.name.startsWith('firebase')) {
    const convert = firestoreConverters(() => null);
    const fields = withTimes(convert.enquiry.toFields(enquiry), convert.enquiry.timeFields, (iso) => new Date(iso));
    await writeDocuments('enquiries', [{ id: enquiry.id, fields }]);
    return;
  }
  await putInPageDatabase(page, 'enquiries', [enquiry]);
}

test.describe('quotes', () => {
  test('the operator turns an enquiry into a quote for 4 with a changed day 3 and sends it; the visitor asks for a change on a phone, the operator sends version 2, and the visitor accepts it, signing up on the way @both', async ({
    page,
  }) => {
    test.slow();
    // The enquiry came in earlier (the enquiry form has journeys of its own); the operator makes a quote of it. The
    // quote is made out to the address the enquiry gave, and only that address's account may accept it.
    const customer = newCustomer('quote');
    await signInAdmin(page);
    await page.goto('/admin');
    await storeEnquiry(page, {
      id: `e2e${crypto.randomUUID().slice(0, 8)}`,
      name: 'Pema Lhamu',
      contact: customer.email,
      subject: 'Hotel Aster',
      travelDate: '',
      travellers: 4,
      message: '7 days of Sikkim for 4 people in spring, budget hotels please.',
      createdAt: new Date(now()).toISOString(),
      handled: false,
    });
    await page.goto('/admin/enquiries');
    const enquiry = page.getByRole('article', { name: 'Pema Lhamu about Hotel Aster' });
    await enquiry.getByRole('link', { name: 'Make a quote for Pema Lhamu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    await expect(page.getByLabel("Customer's name")).toHaveValue('Pema Lhamu');
    await expect(page.getByLabel("Customer's e-mail")).toHaveValue(customer.email);
    await expect(page.getByLabel('Number of travellers')).toHaveValue('4');
    await page.getByLabel('Title').fill('Sikkim for four');
    await page.getByLabel('Start date').fill(daysFromToday(60));
    await page.getByLabel('Start from a tour').selectOption({ label: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling' });
    await page.getByRole('button', { name: "Use the tour's itinerary" }).click();
    await expect(page.getByLabel('Day 1: title')).toHaveValue('Arrive in Gangtok');
    await page.getByLabel('Day 3: title').fill('Rumtek Monastery and a slow afternoon');
    // The tour's lists come with its plan, one entry per field; the operator adds what this quote leaves out.
    await expect(page.getByRole('textbox', { name: 'Inclusion 2' })).toHaveValue('Breakfast and dinner every day');
    await page.getByRole('button', { name: 'Add exclusion' }).click();
    await expect(page.getByRole('textbox', { name: 'Exclusion 5' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Exclusion 5' }).fill('The Kanchenjunga flight, bookable on the day');
    await page.getByLabel('Vehicle').fill('Private Innova');
    await page.getByLabel('Line 1: what').fill('Trip for 4, hotels and car');
    await page.getByLabel('Line 1: amount (₹)').fill('80000');
    await expect(page.getByText('Total: ₹80,000')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Quote sent: version 1.')).toBeVisible();
    const link = (await page.getByTestId('quote-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/quote\/[0-9a-f]{48}$/);
    await expect(page.getByRole('link', { name: /Send the link on WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );

    // The Outbox holds the e-mail with the link.
    await page.goto('/admin/outbox');
    const mail = page.getByRole('article', { name: 'Quote' }).filter({ hasText: 'Sikkim for four' });
    await expect(mail).toContainText(`To ${customer.email}`);
    await expect(mail).toContainText(link);

    // The visitor opens the link on a phone and asks for a change.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Sikkim for four' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Day 3: Rumtek Monastery and a slow afternoon' })).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText('₹80,000');
    await expect(page.getByRole('region', { name: 'Not included' })).toContainText(
      'The Kanchenjunga flight, bookable on the day',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await page.getByLabel('What would you like changed?').fill('Could we add a night in Pelling?');
    await page.getByRole('button', { name: 'Send my message' }).click();
    await expect(page.getByText('Thank you: we have your message and will send you a new version.')).toBeVisible();

    // The operator reads it and sends version 2 with the extra night.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Pema Lhamu: Sikkim for four' }).click();
    await expect(page.getByText('Could we add a night in Pelling?')).toBeVisible();
    await page.getByRole('button', { name: 'Add a price line' }).click();
    await page.getByLabel('Line 2: what').fill('Extra night in Pelling');
    await page.getByLabel('Line 2: amount (₹)').fill('6000');
    await page.getByRole('button', { name: 'Send the new version' }).click();
    await expect(page.getByText('Quote sent: version 2.')).toBeVisible();
    await expect(page.getByRole('region', { name: "The customer's link" })).toContainText(link);
    await expect(page.getByText(/Version 1 · sent .* superseded/)).toBeVisible();

    // The visitor opens it again: it says it changed; accepting asks them to sign up, then books version 2.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(new URL(link).pathname);
    await expect(page.getByText('This quote has changed since you last saw it: this is version 2.')).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText('₹86,000');
    await page.getByRole('button', { name: 'Accept this quote' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign up' }).last().click();
    await page.getByLabel('Full Name').fill(customer.name);
    await page.getByLabel('Email address').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
    // A quote made out to an address is accepted once its owner has verified it.
    await confirmEmailAddress(customer.email);
    await page.getByRole('button', { name: 'Accept this quote' }).click();
    await expect(page.getByText(/You accepted this quote\. Your booking AST-[A-Z0-9]{5} is Pending/)).toBeVisible();
    await page.getByRole('link', { name: 'See it in My bookings' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Sikkim for four' });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('₹86,000');
  });
});
