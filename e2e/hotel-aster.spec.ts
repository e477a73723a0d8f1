import { test, expect, expectAccessible } from './support/fixtures';

/** Season and off-season prices per night for EP, CP and MAP. */
const tariff = [
  {
    name: 'Deluxe Single',
    id: 'hotel-aster-deluxe-single',
    ep: ['₹1,200', '₹1,000'],
    cp: ['₹1,500', '₹1,300'],
    map: ['₹1,800', '₹1,600'],
  },
  {
    name: 'Deluxe Double',
    id: 'hotel-aster-deluxe-double',
    ep: ['₹1,500', '₹1,300'],
    cp: ['₹1,800', '₹1,500'],
    map: ['₹2,200', '₹2,000'],
  },
  {
    name: 'Super Deluxe',
    id: 'hotel-aster-super-deluxe',
    ep: ['₹1,800', '₹1,500'],
    cp: ['₹2,100', '₹1,800'],
    map: ['₹2,500', '₹2,200'],
  },
  {
    name: 'Super Deluxe Triple',
    id: 'hotel-aster-super-deluxe-triple',
    ep: ['₹2,100', '₹1,800'],
    cp: ['₹2,500', '₹2,200'],
    map: ['₹3,000', '₹2,700'],
  },
  {
    name: 'Family Room (5 Pax)',
    id: 'hotel-aster-family-room-5-pax',
    ep: ['₹3,000', '₹2,700'],
    cp: ['₹4,000', '₹3,700'],
    map: ['₹5,000', '₹4,500'],
  },
];

const facilities = [
  'In-house restaurant',
  'Travel desk',
  'Free high-speed WiFi',
  'Secure on-site parking',
  '24/7 hot water',
  'Daily housekeeping',
];

test.describe('Hotel Aster landing page', () => {
  test('shows the hero, the five rooms with their meal-plan prices and booking links', async ({ page }) => {
    await page.goto('/hotel-aster-gangtok');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel Aster, Gangtok' })).toBeVisible();
    await expect(page.getByText('Tadong, Gangtok, Sikkim').first()).toBeVisible();
    await expect(page).toHaveTitle(/Hotel Aster/);

    const rooms = page.getByRole('region', { name: 'Rooms & tariff' });
    await expect(rooms.getByRole('article')).toHaveCount(5);
    for (const room of tariff) {
      const card = rooms.getByRole('article', { name: room.name, exact: true });
      await expect(card.getByRole('heading', { level: 3, name: room.name, exact: true })).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute('alt', `The ${room.name} room at Hotel Aster`);
      // Season and off-season first, then the rate periods (and the extra bed and a child, where the room has them).
      await expect(card.getByRole('columnheader').nth(1)).toHaveText('Season');
      await expect(card.getByRole('columnheader').nth(2)).toHaveText('Off-season');
      for (const [plan, prices] of [
        [/^EP/, room.ep],
        [/^CP/, room.cp],
        [/^MAP/, room.map],
      ] as const) {
        const cells = card.getByRole('row', { name: plan }).getByRole('cell');
        await expect(cells.nth(0)).toHaveText(prices[0]!);
        await expect(cells.nth(1)).toHaveText(prices[1]!);
      }
      await expect(card.getByText('per night').first()).toBeVisible();
      await expect(card.getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', `/booking/${room.id}`);
    }
    const family = rooms.getByRole('article', { name: 'Family Room (5 Pax)' });
    await expect(family.getByRole('row', { name: /^MAP \(With breakfast and dinner\)/ })).toContainText('₹5,000');
    await expect(family.getByRole('row', { name: /^MAP/ })).toContainText('₹4,500');
    await expect(family.getByRole('listitem').filter({ hasText: 'Families' })).toBeVisible();
    // The Family Room's tariff over Durga Puja and New Year, its extra bed and a child sharing, per night (CP).
    await expect(family.getByRole('columnheader')).toHaveText([
      'Meal plan',
      'Season',
      'Off-season',
      'Durga Puja',
      'New Year',
      'Extra bed',
      'Child (under 12)',
    ]);
    await expect(family.getByRole('row', { name: /^CP/ }).getByRole('cell')).toHaveText([
      '₹4,000',
      '₹3,700',
      '₹5,200',
      '₹6,000',
      '₹1,000',
      '₹300',
    ]);
    await expect(family.getByRole('row', { name: /^EP/ }).getByRole('cell').last()).toHaveText('Free');
    await expect(family).toContainText('One room sleeps 2 adults and 2 children, and one more on an extra bed.');
    await expect(rooms).toContainText('New Year: 28 December to 2 January every year (at least 2 nights)');

    const facilityList = page.getByRole('region', { name: 'Facilities' }).getByRole('listitem');
    await expect(facilityList).toHaveCount(6);
    await expect(facilityList.getByRole('heading')).toHaveText(facilities);

    await expectAccessible(page);
  });

  test('opens the gallery lightbox from the keyboard, moves with the arrows and closes with Escape', async ({ page }) => {
    await page.goto('/hotel-aster-gangtok');
    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    // Links to the full images, which the app opens in the lightbox (and which open on their own before it starts).
    const thumbnails = gallery.getByRole('link');
    await expect(thumbnails).toHaveCount(12);
    await expect(gallery.getByRole('img')).toHaveCount(12);

    const third = thumbnails.nth(2);
    await third.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Photo gallery' });
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'The in-house restaurant set for dinner');
    await expect(lightbox).toContainText('Photo 3 of 12');
    await expectAccessible(page);

    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'View of the valley from the terrace');
    await expect(lightbox).toContainText('Photo 4 of 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByRole('img')).toHaveAttribute('alt', 'The lobby with its wooden reception desk');

    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await lightbox.getByRole('button', { name: 'Previous' }).click();
    await expect(lightbox).toContainText('Photo 12 of 12');
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expect(lightbox).toContainText('Photo 1 of 12');

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(third).toBeFocused();

    await thumbnails.first().click();
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();
  });

  test('gives the hotel phone, e-mail, address, an inquiry link and WhatsApp', async ({ page }) => {
    await page.goto('/hotel-aster-gangtok');
    const contact = page.getByRole('region', { name: 'Contact Hotel Aster' });
    await expect(contact.getByRole('link', { name: '+91 98320 67890' })).toHaveAttribute('href', 'tel:+919832067890');
    await expect(contact.getByRole('link', { name: 'stay@hotelaster.in' })).toHaveAttribute('href', 'mailto:stay@hotelaster.in');
    await expect(contact).toContainText('Tadong, Gangtok, Sikkim');
    await expect(contact.getByRole('link', { name: 'Send an Inquiry' })).toHaveAttribute('href', '#enquiry');
    const whatsapp = contact.getByRole('link', { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the Book Now link of a room leads a visitor to sign in first', async ({ page }) => {
    await page.goto('/hotel-aster-gangtok');
    await page.getByRole('link', { name: 'Book Now: Family Room (5 Pax)' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
