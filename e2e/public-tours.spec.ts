import { test, expect, expectAccessible } from './support/fixtures';

const sampleNames = [
  'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
  'Darjeeling Romance: Tea Gardens and Toy Train',
  'Bhutan Discovery: Thimphu, Punakha and Paro',
  'Nepal Adventure: Kathmandu, Pokhara and Poon Hill',
];

test.describe('tour packages', () => {
  test('the list shows every package and opens one', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tour Packages' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Tour packages' });
    for (const name of sampleNames) {
      await expect(list.getByRole('link', { name })).toBeVisible();
    }
    // Each journey's embedded database starts from the four samples.
    await expect(list.getByRole('article')).toHaveCount(4);
    const sikkim = list.getByRole('article').filter({ has: page.getByRole('link', { name: sampleNames[0] }) });
    await expect(sikkim).toContainText('5 Nights / 6 Days');
    await expect(sikkim).toContainText('Gangtok, Tsomgo Lake, Baba Mandir, Pelling');
    await expect(sikkim).toContainText('Family');
    await expect(sikkim).toContainText('₹18,500');
    await expect(sikkim).toContainText('per person');
    await expectAccessible(page);

    await list.getByRole('link', { name: sampleNames[0] }).click();
    await expect(page).toHaveURL(/\/hotel\/sikkim-delight$/);
    await expect(page.getByRole('heading', { level: 1, name: sampleNames[0] })).toBeVisible();
    await expect(page).toHaveTitle(/Sikkim Delight/);
  });

  test('a package page shows its details, price and booking link', async ({ page }) => {
    await page.goto('/hotel/sikkim-delight');
    await expect(page.getByRole('heading', { level: 1, name: sampleNames[0] })).toBeVisible();
    await expect(page.getByText('Gangtok • Tsomgo Lake • Baba Mandir • Pelling')).toBeVisible();
    await expect(page.getByText('5 Nights / 6 Days')).toBeVisible();
    await expect(page.getByRole('img', { name: /Sikkim Delight/ })).toBeVisible();
    await expect(page.getByText('Sunrise over Kanchenjunga from Tashi View Point')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this Tour' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Price and booking' }).getByText('₹18,500', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Starting price. Taxes extra.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booking/sikkim-delight');
    const booking = page.getByRole('complementary', { name: 'Price and booking' });
    await expect(booking.getByRole('link', { name: '+91 98320 12345' })).toHaveAttribute('href', 'tel:+919832012345');
    await expect(booking.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919832012345\?text=.*Sikkim%20Delight/,
    );

    const itinerary = page.getByRole('region', { name: 'Day-by-day itinerary' });
    await expect(itinerary.getByRole('listitem')).toHaveCount(6);
    await expect(itinerary.getByRole('listitem').first()).toContainText('Day 1');
    await expect(itinerary.getByRole('listitem').first()).toContainText('Arrive in Gangtok');
    await expect(itinerary.getByRole('listitem').last()).toContainText('Day 6');
    await expectAccessible(page);
  });

  test('an unknown package is not found', async ({ page }) => {
    await page.goto('/hotel/no-such-tour');
    await expect(page.getByText('Tour package not found.')).toBeVisible();
    await page.getByRole('link', { name: 'See all tour packages' }).click();
    await expect(page).toHaveURL(/\/hotels$/);
  });
});
