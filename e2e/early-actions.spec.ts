import type { Locator, Page } from '@playwright/test';
import { sikkimDelightStart } from './support/clock';
import { test, expect, expectAccessible } from './support/fixtures';

/**
 * Issue 14: a visitor on a phone acts as soon as a prerendered page has painted, seconds before the app has
 * started. Every control must then either work as plain HTML (links, GET forms, tabs through the address, the
 * popover menu) or keep what was done and apply it when the app starts.
 *
 * Each journey loads its page under the phone profile of ENVIRONMENT.md (4x CPU slowdown, slow 4G over CDP),
 * acts once the page has painted, and proves the early case: every input event of the early part is logged with
 * whether `<html data-ready>` (the app has started, src/app/main.tsx) was set at that moment, and the journey
 * fails if it was, or if nothing was logged.
 *
 * On this profile the app starts 1.5 to 2.5 s after the first paint, less than a few fields take to fill under a
 * 4x slowdown, so the app's scripts (everything but the small boot script) are held back until the early part
 * is done, as on a slower connection; a journey can then not turn out early or late by chance. Once released,
 * the profile is lifted too, so that what follows (the app starting, the data loading) only takes as long as it
 * must. Sample data only, so that the journeys also hold on the firebase build, where other journeys add tours
 * and articles.
 */
test.use({ waitForApp: false });

const eventLog = 'early-actions';

test.beforeEach(async ({ page }) => {
  // Runs in every document of the journey, before the page's own scripts, and logs into sessionStorage, which
  // outlives the navigations that the early actions cause (a submitted form, a followed link).
  await page.addInitScript((key) => {
    const record = (event: Event) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      log.push({ type: event.type, started: document.documentElement.hasAttribute('data-ready'), path: location.pathname });
      sessionStorage.setItem(key, JSON.stringify(log));
    };
    for (const type of ['pointerdown', 'keydown', 'input', 'change', 'submit']) window.addEventListener(type, record, true);
  }, eventLog);
});

/** Opens `path` under the phone profile and returns once it has painted; fails if the app has started by then. */
async function openEarly(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released;
    // The page may have moved on meanwhile (a followed link), and the request with it.
    await route.continue().catch(() => undefined);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  // The first paint, from an observer: the journeys' clock (page.clock) stands in for `performance`, and its
  // stand-in keeps no entries.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute('data-ready')),
    'the app has not started at first paint',
  ).toBe(false);
  return {
    /** Ends the early part: lets the app start at full speed, and checks that every action came before it did. */
    async done() {
      release();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.waitForLoadState('domcontentloaded');
      const log = await page.evaluate(
        (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as { type: string; started: boolean; path: string }[],
        eventLog,
      );
      expect(log.length, 'the journey acted').toBeGreaterThan(0);
      expect(
        log.filter((entry) => entry.started),
        'input events that came after the app had started (the journey did not act early)',
      ).toEqual([]);
    },
  };
}

async function appStarted(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

const samples = {
  sikkim: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
  darjeeling: 'Darjeeling Romance: Tea Gardens and Toy Train',
  bhutan: 'Bhutan Discovery: Thimphu, Punakha and Paro',
  nepal: 'Nepal Adventure: Kathmandu, Pokhara and Poon Hill',
};
const sampleNames: string[] = Object.values(samples);

/** The sample packages the tour list shows, in order. */
function shownSamples(page: Page) {
  return async () => {
    const titles = await page.getByRole('region', { name: 'Tour packages' }).getByRole('heading', { level: 2 }).allTextContents();
    return titles.filter((title) => sampleNames.includes(title));
  };
}

/** A search tab of the home page, whichever form it has at that moment (a link before start, a tab after). */
function searchTab(page: Page, name: 'Hotels' | 'Flights'): Locator {
  const box = page.getByRole('region', { name: 'Search hotels and flights' });
  return box.getByRole('tab', { name, exact: true }).or(box.getByRole('link', { name, exact: true }));
}

test.describe('acting before the app starts', () => {
  test('text typed in the blog search before start filters the articles once the app starts @both', async ({ page }) => {
    const early = await openEarly(page, '/articles');
    const search = page.getByLabel('Search articles');
    await search.fill('rhododendron');
    await early.done();

    await appStarted(page);
    await expect(page).toHaveURL(/\/articles\?q=rhododendron$/);
    await expect(search).toHaveValue('rhododendron');
    await expect(page.getByRole('status').filter({ hasText: /match(es)? “rhododendron”/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Best Time to Visit Sikkim, Month by Month' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A Slow Walk Through Darjeeling Tea Country' })).toHaveCount(0);
  });

  test('Enter in the blog search before start lands on the results for the typed words', async ({ page }) => {
    const early = await openEarly(page, '/articles');
    await page.getByLabel('Search articles').fill('rhododendron');
    await page.getByLabel('Search articles').press('Enter');
    await page.waitForURL(/\/articles\?q=rhododendron$/, { waitUntil: 'commit' });
    await early.done();

    await appStarted(page);
    await expect(page.getByLabel('Search articles')).toHaveValue('rhododendron');
    await expect(page.getByRole('heading', { name: 'The Best Time to Visit Sikkim, Month by Month' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A Slow Walk Through Darjeeling Tea Country' })).toHaveCount(0);
  });

  test('the home hotel search submitted before start lands on the filtered packages', async ({ page }) => {
    const early = await openEarly(page, '/');
    const form = page.getByRole('form', { name: 'Hotel search' });
    await form.getByLabel('Destination', { exact: true }).fill('Darjeeling');
    await form.getByLabel('Check-in date', { exact: true }).fill('2026-12-20');
    await form.getByLabel('Check-out date', { exact: true }).fill('2026-12-23');
    await form.getByRole('button', { name: 'Search packages' }).click();
    await page.waitForURL(/\/hotels\?/, { waitUntil: 'commit' });
    await early.done();

    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      destination: 'Darjeeling',
      guests: '2',
      checkIn: '2026-12-20',
      checkOut: '2026-12-23',
    });
    await appStarted(page);
    await expect(
      page.getByRole('search', { name: 'Filter tour packages' }).getByLabel('Destination', { exact: true }),
    ).toHaveValue('Darjeeling');
    await expect(page.getByText('Showing packages for "Darjeeling", 20 Dec – 23 Dec 2026, 2 guests')).toBeVisible();
    await expect.poll(shownSamples(page)).toEqual([samples.darjeeling]);
  });

  test('the Flights tab chosen before start shows the flight search, and stays chosen when the app starts', async ({ page }) => {
    const early = await openEarly(page, '/');
    await searchTab(page, 'Flights').click();
    await expect(page.getByRole('form', { name: 'Flight search' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Hotel search' })).toBeHidden();
    // Plain links and a panel shown by CSS: nothing that claims a state it cannot keep.
    await expectAccessible(page);
    await early.done();

    await appStarted(page);
    await expect(page.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Flights' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Hotel search' })).toBeHidden();
  });

  test('the home flight search submitted before start lands on the matching flights', async ({ page }) => {
    const early = await openEarly(page, '/');
    await searchTab(page, 'Flights').click();
    const form = page.getByRole('form', { name: 'Flight search' });
    await form.getByLabel('From', { exact: true }).fill('Delhi');
    await form.getByLabel('To', { exact: true }).fill('Mumbai');
    await form.getByLabel('Departure date', { exact: true }).fill('2026-12-20');
    await form.getByLabel('Return date', { exact: true }).fill('2026-12-27');
    await form.getByLabel('Passengers & Class', { exact: true }).selectOption({ label: '2 Passengers, Economy' });
    await form.getByRole('button', { name: 'Search Flights' }).click();
    await page.waitForURL(/\/flights\?/, { waitUntil: 'commit' });
    await early.done();

    await appStarted(page);
    await expect(
      page.getByText('Showing results for Delhi (DEL) to Mumbai (BOM) on 20 Dec 2026, 2 passengers, Economy'),
    ).toBeVisible();
    await expect(page.getByText('Return on 27 Dec 2026. The fares below are one way.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Flights' }).getByRole('article')).toHaveCount(3);
  });

  test('the tour filters chosen before start apply once the app starts', async ({ page }) => {
    const early = await openEarly(page, '/hotels');
    const filters = page.getByRole('search', { name: 'Filter tour packages' });
    await filters.getByLabel('Category', { exact: true }).selectOption('Cultural');
    await early.done();

    await appStarted(page);
    await expect(page).toHaveURL(/\/hotels\?category=Cultural$/);
    await expect(filters.getByLabel('Category', { exact: true })).toHaveValue('Cultural');
    await expect.poll(shownSamples(page)).toEqual([samples.bhutan]);
  });

  test('a destination typed in the tour filters before start, with Enter, lands on the filtered list', async ({ page }) => {
    const early = await openEarly(page, '/hotels');
    const destination = page.getByRole('search', { name: 'Filter tour packages' }).getByLabel('Destination', { exact: true });
    await destination.fill('tiger hill');
    await destination.press('Enter');
    await page.waitForURL(/\/hotels\?.*destination=tiger\+hill/, { waitUntil: 'commit' });
    await early.done();

    await appStarted(page);
    await expect(destination).toHaveValue('tiger hill');
    await expect.poll(shownSamples(page)).toEqual([samples.darjeeling]);
  });

  test('a travel date typed and the adults chosen on a tour page before start are kept, and Book Now carries them', async ({
    page,
  }) => {
    const early = await openEarly(page, '/hotel/sikkim-delight');
    const planner = page.getByRole('complementary', { name: 'Price and booking' });
    const start = sikkimDelightStart(50);
    await planner.getByLabel('Travel date').fill(start);
    await planner.getByLabel('Adults').selectOption('3');
    await early.done();

    await appStarted(page);
    await expect(page).toHaveURL(new RegExp(`/hotel/sikkim-delight\\?date=${start}&adults=3$`));
    await expect(planner.getByLabel('Travel date')).toHaveValue(start);
    await expect(planner.getByLabel('Adults')).toHaveValue('3');
    await expect(planner.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/booking/sikkim-delight?date=${start}&adults=3`,
    );
  });

  test.describe('on a phone-sized screen', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the mobile menu opens before start and its links lead on', async ({ page }) => {
      const early = await openEarly(page, '/');
      const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
      await expect(mobileNav).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(mobileNav).toBeVisible();
      await expectAccessible(page);
      await mobileNav.getByRole('link', { name: 'Packages', exact: true }).click();
      await page.waitForURL(/\/hotels$/, { waitUntil: 'commit' });
      await early.done();

      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
      await expect(mobileNav).toBeHidden();
    });
  });

  test('a gallery photo opens as the full image before start', async ({ page }) => {
    const early = await openEarly(page, '/hotel-aster-gangtok');
    await page.getByRole('region', { name: 'Photo gallery' }).getByRole('img').nth(2).click();
    await page.waitForURL(/\/images\/aster\/gallery\/03\.webp$/, { waitUntil: 'commit' });
    await early.done();
  });

  // Cards and Book Now were plain links already; these keep them so.
  const links = [
    { page: '/hotels', link: { name: /Bhutan Discovery/ }, lands: /\/hotel\/bhutan-discovery$/ },
    { page: '/', link: { name: /Darjeeling Romance/ }, lands: /\/hotel\/darjeeling-romance$/ },
    { page: '/hotel/sikkim-delight', link: { name: 'Book Now' }, lands: /\/booking\/sikkim-delight$/ },
    { page: '/flights', link: { name: 'Book Now' }, lands: /\/flight-booking\/fl-6e-2175$/ },
    { page: '/hotel-aster-gangtok', link: { name: 'Book Now: Deluxe Double' }, lands: /\/booking\/hotel-aster-deluxe-double$/ },
    {
      page: '/articles',
      link: { name: 'Bhutan for Indian Travellers: Permits, Fees and Pace' },
      lands: /\/article\/bhutan-travel-guide$/,
    },
  ];
  for (const { page: path, link, lands } of links) {
    test(`a card or Book Now on ${path} is a plain link before start (${String(link.name)})`, async ({ page }) => {
      const early = await openEarly(page, path);
      await page.getByRole('main').getByRole('link', link).first().click();
      await page.waitForURL(lands, { waitUntil: 'commit' });
      await early.done();
    });
  }
});
