import { test, expect, expectAccessible, signInNewCustomer } from './support/fixtures';
import { sikkimDelightStart } from './support/clock';
import { chooseNationalities, chooseParty } from './support/travellers';

// Nathula is for Indian nationals only (the sample Tsomgo & Nathula permit): the excursion needs that permit.

test('a UK couple who tick the Nathula excursion are told it is not included, and pay nothing for it', async ({ page }) => {
  await signInNewCustomer(page, 'ukcouple');
  await page.goto('/booking/sikkim-delight');
  await expect(page.getByRole('heading', { level: 1, name: /Sikkim Delight/ })).toBeVisible();

  await page.getByLabel('Travel date').fill(sikkimDelightStart(30));
  await chooseParty(page, 2);
  await chooseNationalities(page, ['United Kingdom', 'United Kingdom']);
  await page.getByRole('checkbox', { name: /^Nathula Pass excursion/ }).check();

  const price = page.getByRole('region', { name: 'Price for your trip' });
  const nathula = price.getByRole('row', { name: /^Nathula Pass excursion/ });
  await expect(nathula).toContainText('Not included: Only nationals of India may go to Nathula.');
  await expect(nathula).toContainText('₹0');
  await expect(price).not.toContainText('₹5,500');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the UK couple read before Book Now that Nathula is for Indian nationals and what they bring', async ({ page }) => {
    await page.goto('/hotel/sikkim-delight');
    const who = page.getByRole('region', { name: 'Who can take this trip' });
    await expect(who).toContainText('Foreign nationals');
    await expect(who).toContainText('Nathula Pass excursion is not open to them. Only nationals of India may go to Nathula.');
    await expect(who).toContainText(
      '(PAP) for foreign nationals: A passport, a copy of the Indian visa, and a passport-size photo.',
    );
    // Right above the booking card's Book Now, not a screen's scroll below the itinerary.
    const bookNow = page.getByRole('complementary', { name: 'Price and booking' }).getByRole('link', { name: 'Book Now' });
    // Measured once the page has settled: the date planner above both loads when the browser is idle, and a
    // measurement taken across it saw the one box before and the other after it (a gap of 514 px).
    await expect
      .poll(async () => {
        const [whoBox, bookBox] = await Promise.all([who.boundingBox(), bookNow.boundingBox()]);
        const gap = bookBox!.y - (whoBox!.y + whoBox!.height);
        return gap >= 0 && gap < 100 && whoBox!.width <= 360;
      })
      .toBe(true);
    await expectAccessible(page);
  });
});
