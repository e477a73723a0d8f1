import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { addDays } from '../src/backend/domain/calendar';
import type { Quote, QuoteContent } from '../src/backend/schemas';
import { test, expect, signInAdmin, signInNewCustomer, type Customer } from './support/fixtures';
import { sikkimDelightWithTransfers, storeConfirmedSikkimDelight } from './support/bookings';
import { daysFromToday, now } from './support/clock';
import { putInPageDatabase } from './support/page-database';
import { storeTaxRegistration } from './support/tax';

/**
 * On the smallest phone the site is built for (360 px), no page is wider than the screen: a table or a row of
 * buttons that does not fit scrolls inside its own box, and the page itself never scrolls sideways. The public
 * pages are the route table's, as the build lists them (a sample address for a route with a parameter).
 */
const publicPages = (
  JSON.parse(readFileSync(join(process.env.E2E_LOCAL_DIR ?? 'dist-e2e-local', '.vite/public-pages.json'), 'utf8')) as {
    sample: string;
  }[]
).map((page) => page.sample);

/** Pages a signed-in customer opens on the way to a booking. */
const accountPages = [
  '/booking/hotel-aster-deluxe-single',
  '/booking/hotel-aster-deluxe-double',
  '/booking/hotel-aster-family-room',
  '/booking/sikkim-delight',
  '/flight-booking/fl-6e-2175',
  '/account/bookings',
];

/** The admin's pages without a parameter, each once (the route table's `admin` children). */
const adminPages = [
  '/admin',
  '/admin/tours',
  '/admin/hotels',
  '/admin/hotel-aster',
  '/admin/hotel-bookings',
  '/admin/hotel-bookings/new',
  '/admin/occupancy',
  '/admin/itineraries',
  '/admin/permit-types',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/edit/article_best_time_sikkim',
  '/admin/enquiries',
  '/admin/permit-desk',
  '/admin/permit-desk/print',
  '/admin/alerts',
  '/admin/quotes',
  '/admin/quotes/new',
  '/admin/tax-documents',
  '/admin/outbox',
  '/admin/settings',
];

/** The paths among `paths` whose page is wider than the 360 px screen, each with its width. */
async function widerThanThePhone(page: Page, paths: readonly string[]): Promise<string[]> {
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) tooWide.push(`${path}: ${width} px`);
  }
  return tooWide;
}

/**
 * A quote sent to a family of four, as the operator's "Send" stores it: a week's plan with its stays (two nights at
 * Hotel Aster), what is and is not included, and its price lines. Its link is `/quote/<token>`.
 */
async function storeSentQuote(page: Page): Promise<Quote> {
  const start = daysFromToday(40);
  const at = new Date(now()).toISOString();
  const content: QuoteContent = {
    title: 'Sikkim for four, with two nights in Pelling',
    customer: { name: 'Pema Lhamu', email: 'pema.lhamu@example.com', phone: '+919832012345' },
    tourId: '',
    startDate: start,
    endDate: addDays(start, 6),
    party: [
      { name: '', nationality: 'IN' },
      { name: '', nationality: 'IN' },
      { name: '', age: 8, nationality: 'IN' },
      { name: '', age: 3, nationality: 'IN' },
    ],
    days: [
      { title: 'Arrive at Bagdogra, drive to Gangtok', description: 'Pick-up at Bagdogra airport (IXB) at 10:00.' },
      { title: 'Tsomgo Lake and Baba Mandir', description: '' },
      { title: 'Rumtek Monastery and a slow afternoon', description: '' },
      { title: 'Drive to Pelling', description: '' },
      { title: 'Pelling: Pemayangtse and the skywalk', description: '' },
      { title: 'Back to Gangtok', description: '' },
      { title: 'Drop at Bagdogra airport (IXB), 12:30', description: '' },
    ],
    stays: [
      { night: start, place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'family-room', rooms: 1 },
      { night: addDays(start, 1), place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'family-room', rooms: 1 },
      { night: addDays(start, 3), place: 'Pelling', hotel: 'The Chumbi Mountain Retreat and Spa', roomTypeId: '', rooms: 1 },
    ],
    vehicle: 'Private Innova (6 seats)',
    inclusions: ['Breakfast and dinner every day', 'Tsomgo Lake and Nathula permits'],
    exclusions: ['The Kanchenjunga flight, bookable on the day'],
    lines: [
      { kind: 'band', label: '2 adults', detail: '₹26,000 each', amount: 52_000 },
      { kind: 'band', label: '1 child with a bed', detail: '₹18,000 each', amount: 18_000 },
      { kind: 'option', label: 'Private Innova (6 seats) for the week', detail: 'per booking', amount: 10_000 },
    ],
    overseas: false,
    validUntil: daysFromToday(10),
    note: 'As we discussed on the phone: the Pelling nights can move to Lachung if the road opens.',
  };
  const quote: Quote = {
    id: `e2e-quote-${crypto.randomUUID().slice(0, 8)}`,
    token: crypto.randomUUID().replaceAll('-', '').padEnd(48, '0').slice(0, 48),
    enquiryId: '',
    createdAt: at,
    updatedAt: at,
    content,
    total: 80_000,
    versions: [{ version: 1, sentAt: at, by: 'admin@himalayanaster.in', content, total: 80_000 }],
    viewedVersion: 0,
    changeRequests: [],
  };
  await putInPageDatabase(page, 'quotes', [quote]);
  return quote;
}

/** The customer's confirmed Sikkim Delight 45 days ahead, with its airport transfers, at ₹37,000. */
const storeConfirmedTrip = (page: Page, customer: Customer) =>
  storeConfirmedSikkimDelight(page, customer, 45, 37_000, sikkimDelightWithTransfers(customer, 37_000));

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('no page is wider than the screen', async ({ page }) => {
    const customer = await signInNewCustomer(page, 'narrow');
    // A confirmed trip of the customer's own, for the pages it has: its voucher and its trip pack.
    const { booking } = await storeConfirmedTrip(page, customer);
    const tripPages = [`/account/bookings/${booking.id}/voucher`, `/account/bookings/${booking.id}/trip`];
    expect(await widerThanThePhone(page, [...publicPages, ...accountPages, ...tripPages])).toEqual([]);
  });

  test("no admin page, tax document or quote is wider than the screen, the customer's included", async ({ page }) => {
    test.setTimeout(150_000);
    const customer = await signInNewCustomer(page, 'narrow-docs');
    await signInAdmin(page);
    const { booking } = await storeConfirmedTrip(page, customer);
    // The operator is registered for GST: marking the advance received issues its receipt voucher.
    await storeTaxRegistration(page);
    const quote = await storeSentQuote(page);
    await page.goto(`/admin/hotel-bookings/${booking.id}`);
    await page
      .getByRole('group', { name: 'Mark what the customer has paid' })
      .getByRole('button', { name: 'Advance received' })
      .click();
    const voucher = page.getByRole('region', { name: 'Tax documents' }).getByRole('link', { name: /^Receipt voucher / });
    const adminDocument = (await voucher.getAttribute('href'))!;
    const documentId = adminDocument.split('/').at(-1)!;

    expect(
      await widerThanThePhone(page, [
        ...adminPages,
        `/admin/hotel-bookings/${booking.id}`,
        adminDocument,
        `/admin/quotes/${quote.id}`,
        `/account/bookings/${booking.id}/documents/${documentId}`,
        `/quote/${quote.token}`,
      ]),
    ).toEqual([]);
  });

  test('the small targets the phone path had are 44 px at least: the "Sign up" link and a dialog\'s close button', async ({
    page,
  }) => {
    const atLeast44 = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    };
    await page.goto('/login');
    await atLeast44(page.getByRole('main').getByRole('link', { name: 'Sign up' }));

    await signInAdmin(page);
    await page.goto('/admin/hotels');
    await page.getByRole('button', { name: 'Add New Hotel' }).click();
    await atLeast44(page.getByRole('dialog', { name: 'Add New Hotel' }).getByRole('button', { name: 'Close' }));
  });

  test('the solo guest opens Deluxe Single with one adult and no error', async ({ page }) => {
    await signInNewCustomer(page, 'solo');
    await page.goto('/booking/hotel-aster-deluxe-single');
    await expect(page.getByRole('heading', { level: 1, name: 'Deluxe Single' })).toBeVisible();
    await expect(page.getByLabel('Adults')).toHaveValue('1');
    await expect(page.getByText(/^One Deluxe Single sleeps/)).toHaveCount(0);

    // From the hotel's page too: choosing the single in the stay planner sets one adult.
    await page.goto('/hotel-aster-gangtok?room=deluxe-single');
    await expect(page.getByLabel('Adults').first()).toHaveValue('1');
  });
});
