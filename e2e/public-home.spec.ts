import { test, expect, expectAccessible } from './support/fixtures';

test.describe('home page', () => {
  test('shows its sections in the order of the spec', async ({ page }) => {
    // The journeys run with reduced motion (playwright.config.ts): this one is about the video.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Journey Begins Here' })).toBeVisible();
    await expect(page).toHaveTitle(/Himalayan Aster Tours/);

    const main = page.getByRole('main');
    // The hero video and its poster: the poster paints first, the video loops muted on top.
    const poster = main.locator('img[fetchpriority="high"]').first();
    await expect(poster).toHaveAttribute('srcset', /hero-poster-800\.webp 800w.*hero-poster\.webp 1600w/);
    const video = main.locator('video');
    // It mounts once the page's load is quiet: 2 s with nothing fetched after the app's start, which includes reading
    // the page's data again from the backend (src/lib/startup.ts).
    await expect(video).toHaveCount(1, { timeout: 30_000 });
    expect(
      await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        autoplay: element.autoplay,
        playsInline: element.playsInline,
        poster: element.getAttribute('poster'),
        sources: [...element.querySelectorAll('source')].map((source) => source.getAttribute('src')),
      })),
    ).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
      poster: '/images/hero-poster.webp',
      sources: ['/media/hero.webm', '/media/hero.mp4'],
    });

    // Sections in order: the search box, then one h2 per section.
    const sectionTitles = [
      'Welcome to Himalayan Aster Tours',
      'Popular Destinations',
      'Featured Tour Packages',
      'Stay with us at Hotel Aster, Tadong',
      'Why Choose Himalayan Aster Tours',
      'What Our Travellers Say',
      'Ready for your Himalayan adventure?',
    ];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectionTitles);
    const searchTop = (await page.getByRole('tablist', { name: 'Search' }).boundingBox())!.y;
    const heroTop = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
    const welcomeTop = (await main.getByRole('heading', { name: sectionTitles[0] }).boundingBox())!.y;
    expect(heroTop).toBeLessThan(searchTop);
    expect(searchTop).toBeLessThan(welcomeTop);

    const destinations = page.getByRole('region', { name: 'Popular Destinations' });
    await expect(destinations.getByRole('listitem')).toHaveCount(6);
    for (const name of ['Sikkim', 'Darjeeling', 'Kalimpong', 'Bhutan', 'Nepal', 'North East']) {
      await expect(destinations.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const featured = page.getByRole('region', { name: 'Featured Tour Packages' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.locator('a[href^="/hotel/"]')).toHaveCount(3);
    await expect(featured.getByText('per person')).toHaveCount(3);
    await expect(featured.getByRole('link', { name: 'View All Packages' })).toHaveAttribute('href', '/hotels');

    await expect(page.getByRole('link', { name: 'Explore The Hotel' })).toHaveAttribute('href', '/hotel-aster-gangtok');
    const why = page.getByRole('region', { name: 'Why Choose Himalayan Aster Tours' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Local Expertise', '24/7 Support', 'Best Price Guarantee']);

    const testimonials = page.getByRole('region', { name: 'What Our Travellers Say' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    for (const name of ['Ananya Sharma', 'Rahul Mehta', 'Sarah Thompson']) {
      await expect(testimonials.getByText(name)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start Planning Now' })).toHaveAttribute('href', '/hotels');

    await expectAccessible(page);
  });

  test('the featured packages are the first three of the package list', async ({ page }) => {
    await page.goto('/hotels');
    const titles = page.getByRole('region', { name: 'Tour packages' }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(4);
    const firstThree = await titles.allTextContents();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const featured = page.getByRole('region', { name: 'Featured Tour Packages' }).getByRole('heading', { level: 3 });
    await expect(featured).toHaveText(firstThree.slice(0, 3));
    await featured.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/[\w-]+$/);
  });

  test('with reduced motion the hero keeps its poster and plays no video', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Journey Begins Here' })).toBeVisible();
    const poster = page.getByRole('main').locator('img[fetchpriority="high"]').first();
    await expect(poster).toBeVisible();
    // Without reduced motion the video mounts in the render after the poster has loaded and the page's load is quiet
    // (`<html data-load-quiet>`, src/lib/startup.ts): wait for both and two frames (the render and its paint), then
    // look.
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    await page.locator('html[data-load-quiet]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('the search tabs are a keyboard tablist', async ({ page }) => {
    await page.goto('/');
    const hotels = page.getByRole('tab', { name: 'Hotels' });
    const flights = page.getByRole('tab', { name: 'Flights' });
    await expect(hotels).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Hotels' })).toBeVisible();

    await hotels.focus();
    await page.keyboard.press('ArrowRight');
    await expect(flights).toBeFocused();
    await expect(flights).toHaveAttribute('aria-selected', 'true');
    await expect(hotels).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Flights' })).toBeVisible();
    await expect(page.getByLabel('Destination', { exact: true })).toBeHidden();

    await page.keyboard.press('ArrowLeft');
    await expect(hotels).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Hotels' })).toBeVisible();
    // Tab leaves the tablist for the panel's first field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Destination', { exact: true })).toBeFocused();
  });

  test('the hotel search requires every field and then opens the packages with the search in the URL', async ({ page }) => {
    await page.goto('/');
    // Each option's value is the count the package list reads (guests=2), its text the spec's.
    await expect(page.getByLabel('Guests', { exact: true })).toHaveValue('2');
    await expect(page.getByLabel('Guests', { exact: true }).locator('option:checked')).toHaveText('2 Guests');
    await expect(page.getByLabel('Guests', { exact: true }).locator('option')).toHaveText([
      '1 Guest',
      '2 Guests',
      '3 Guests',
      '4 Guests',
      '5+ Guests',
    ]);
    await page.getByRole('button', { name: 'Search packages' }).click();
    await expect(page.getByText('Enter a destination.')).toBeVisible();
    await expect(page.getByText('Choose a check-in date.')).toBeVisible();
    await expect(page.getByText('Choose a check-out date.')).toBeVisible();
    await expect(page.getByLabel('Destination', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('Destination', { exact: true }).fill('Gangtok');
    await page.getByLabel('Guests', { exact: true }).selectOption('3 Guests');
    await page.getByLabel('Check-in date', { exact: true }).fill('2026-12-20');
    await page.getByLabel('Check-out date', { exact: true }).fill('2026-12-19');
    await page.getByRole('button', { name: 'Search packages' }).click();
    await expect(page.getByText('Check-out date must be after the check-in date.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('Check-out date', { exact: true }).fill('2026-12-24');
    await page.getByRole('button', { name: 'Search packages' }).click();
    // The search travels in the URL, so the results can use it and the link can be shared.
    await expect(page).toHaveURL(/\/hotels\?destination=Gangtok&checkIn=2026-12-20&checkOut=2026-12-24&guests=3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
    await expect(
      page.getByRole('search', { name: 'Filter tour packages' }).getByLabel('Destination', { exact: true }),
    ).toHaveValue('Gangtok');
    await expect(page.getByText('Showing packages for "Gangtok", 20 Dec – 24 Dec 2026, 3 guests')).toBeVisible();
  });

  test('the flight search toggles the return date and then opens the results with the search in the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Flights' }).click();
    const returnTrip = page.getByLabel('Return trip', { exact: true });
    await expect(returnTrip).toBeChecked();
    await expect(page.getByLabel('Passengers & Class', { exact: true }).locator('option')).toHaveText([
      '1 Passenger, Economy',
      '2 Passengers, Economy',
      '1 Passenger, Business',
    ]);

    await page.getByRole('button', { name: 'Search Flights' }).click();
    for (const message of [
      'Enter where you are flying from.',
      'Enter where you are flying to.',
      'Choose a departure date.',
      'Choose a return date.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);

    await returnTrip.uncheck();
    await expect(page.getByLabel('Return date', { exact: true })).toBeHidden();
    await returnTrip.check();
    await expect(page.getByLabel('Return date', { exact: true })).toBeVisible();
    await returnTrip.uncheck();

    await page.getByLabel('From', { exact: true }).fill('Delhi');
    await page.getByLabel('To', { exact: true }).fill('Bagdogra');
    await page.getByLabel('Departure date', { exact: true }).fill('2026-12-20');
    await page.getByLabel('Passengers & Class', { exact: true }).selectOption('2 Passengers, Economy');
    await page.getByRole('button', { name: 'Search Flights' }).click();
    // One way: the return date is not part of the search.
    await expect(page).toHaveURL(/\/flights\?from=Delhi&to=Bagdogra&date=2026-12-20&passengers=2&class=Economy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Flight Search Results' })).toBeVisible();
    await expect(page.getByText('Showing results for Delhi to Bagdogra on 20 Dec 2026, 2 passengers, Economy')).toBeVisible();
  });
});
