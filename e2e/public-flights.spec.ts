import { test, expect, expectAccessible } from './support/fixtures';

test.describe('flight results', () => {
  test('lists the sample flights with stops, prices and booking links', async ({ page }) => {
    await page.goto('/flights');
    await expect(page.getByRole('heading', { level: 1, name: 'Flight Search Results' })).toBeVisible();
    await expect(page.getByText('Showing results for Delhi (DEL) to Mumbai (BOM)')).toBeVisible();

    const results = page.getByRole('region', { name: 'Flights' });
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(results.getByText('Non-stop', { exact: true })).toHaveCount(2);
    await expect(results.getByText('1 stop', { exact: true })).toHaveCount(1);

    const expected = [
      { airline: 'IndiGo', id: 'fl-6e-2175', times: ['06:10', '08:20'], duration: '2h 10m', price: '₹4,500' },
      { airline: 'Air India', id: 'fl-ai-865', times: ['09:45', '12:00'], duration: '2h 15m', price: '₹5,200' },
      { airline: 'SpiceJet', id: 'fl-sg-8169', times: ['13:30', '17:05'], duration: '3h 35m', price: '₹4,800' },
    ];
    for (const flight of expected) {
      const card = page.getByRole('article', { name: flight.airline });
      await expect(card.getByRole('img', { name: flight.airline })).toBeVisible();
      for (const text of [...flight.times, flight.duration, flight.price, 'Delhi (DEL)', 'Mumbai (BOM)']) {
        await expect(card).toContainText(text);
      }
      await expect(card.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/flight-booking/${flight.id}`);
    }
    await expectAccessible(page);
  });
});
