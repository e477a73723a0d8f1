import { test, expect, expectAccessible, signInNewCustomer } from './support/fixtures';
import { chooseParty } from './support/travellers';

/**
 * A family's Sikkim Delight over Durga Puja 2027 (5-14 Oct in the sample peak dates), priced by hand from the sample
 * prices (seed/data/tour-pricing.ts):
 *   2 adults × ₹18,500                      ₹37,000
 *   1 child of 8 with a bed × ₹13,900       ₹13,900
 *   1 infant of 3                              free
 *   Puja surcharge ₹2,500 × 3 travellers     ₹7,500  (infants pay none)
 *   Private Innova (6 seats) × 1 vehicle    ₹27,000  (3 seats taken: the infant sits on a lap)
 *   Bagdogra pick-up                          included (the package's inclusions name it: never charged again)
 *   Total                                   ₹85,400  (the sample operator charges no tax until it sets one)
 */
const expectedLines: [string, string][] = [
  ['2 adults', '₹37,000'],
  ['1 child with a bed', '₹13,900'],
  ['1 infant', '₹0'],
  ['Durga Puja 2027 surcharge', '₹7,500'],
  ['Private Innova (6 seats)', '₹27,000'],
  ['Pick-up at Bagdogra airport (IXB), 10:00', 'included₹0'],
];

test('a family books the Sikkim Delight over Puja with a private car and a Bagdogra pick-up in the package, priced line by line @both', async ({
  page,
}) => {
  await signInNewCustomer(page, 'family');
  await page.goto('/booking/sikkim-delight');
  await expect(page.getByRole('heading', { level: 1, name: /Sikkim Delight/ })).toBeVisible();

  await page.getByLabel('Travel date').fill('2027-10-08');
  await expect(page.getByLabel('Travel date')).toHaveAccessibleDescription(/Costs more: .*Durga Puja 2027/);
  await chooseParty(page, 2, [8, 3]);
  await page.getByLabel('Vehicle', { exact: true }).selectOption({ label: 'Private Innova (6 seats), ₹27,000 per vehicle' });
  await page.getByLabel('Pick-up point', { exact: true }).selectOption({ label: 'Bagdogra airport (IXB) at 10:00, included' });

  const price = page.getByRole('region', { name: 'Price for your trip' });
  for (const [label, amount] of expectedLines) {
    await expect(price.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toContainText(amount);
  }
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText('₹85,400');
  await expectAccessible(page);

  await page.getByLabel('Mobile Number').fill('98320 12345');
  await page.getByRole('button', { name: 'Confirm & Pay' }).click();
  await expect(page.getByText('Booking successful! (Payment Gateway Disabled)')).toBeVisible();

  // The stored booking carries the same lines and total: the backend priced it, not the form.
  await page.goto('/account/bookings');
  const card = page.getByRole('article').filter({ hasText: 'Sikkim Delight' });
  await expect(card).toContainText('₹85,400');
  await card.getByText('Price breakdown', { exact: true }).click();
  const stored = card.getByRole('table', { name: /Price breakdown/ });
  for (const [label, amount] of expectedLines) {
    await expect(stored.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toContainText(amount);
  }
  await expect(stored.getByRole('row', { name: /^Total/ })).toContainText('₹85,400');
});
