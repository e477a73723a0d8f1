import { test, expect, expectAccessible, signInAdmin } from './support/fixtures';

const darjeeling = 'Darjeeling Romance: Tea Gardens and Toy Train';

// Local only: on the firebase adapter the sample tour and the peak dates are shared by every journey, and the
// family's Puja journey prices the sample tours.
test('the operator adds a peak period and sets a child price, and the tour page prices a trip with them', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
  const peaks = page.getByRole('region', { name: 'Peak dates' });
  await expect(peaks.getByLabel('Period 1 name')).toHaveValue('Durga Puja 2026');
  const count = await peaks.getByRole('listitem').count();
  await peaks.getByRole('button', { name: 'Add period' }).click();
  const n = count + 1;
  await expect(peaks.getByLabel(`Period ${n} name`)).toBeFocused();
  await peaks.getByLabel(`Period ${n} name`).fill('Losar 2027');
  await peaks.getByLabel(`Period ${n} first day`).fill('2027-02-12');
  await peaks.getByLabel(`Period ${n} last day`).fill('2027-02-06');
  await peaks.getByRole('button', { name: 'Save peak dates' }).click();
  await expect(peaks.getByLabel(`Period ${n} last day`)).toHaveAccessibleDescription(
    'The last day must not be before the first.',
  );
  await peaks.getByLabel(`Period ${n} first day`).fill('2027-02-06');
  await peaks.getByLabel(`Period ${n} last day`).fill('2027-02-12');
  await peaks.getByRole('button', { name: 'Save peak dates' }).click();
  await expect(page.getByText('Peak dates saved.')).toBeVisible();
  // Saved in date order: Losar comes after the year's end.
  await expect(peaks.getByLabel('Period 4 name')).toHaveValue('Losar 2027');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage Tours' }).click();
  await page.getByRole('button', { name: `Edit ${darjeeling}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
  const withBed = dialog.getByLabel(/^Child with a bed/);
  await expect(withBed).toHaveValue('9000');
  await withBed.fill('8000.50');
  await dialog.getByLabel('Losar 2027', { exact: true }).selectOption('Surcharge per traveller');
  await dialog.getByRole('button', { name: 'Save Tour' }).click();
  // Each mistake is said under its field, and the first is focused.
  await expect(withBed).toBeFocused();
  await expect(withBed).toHaveAccessibleDescription(/Enter the price in whole rupees/);
  await expect(dialog.getByLabel('Losar 2027: surcharge (₹ per traveller)')).toHaveAccessibleDescription(
    'Enter the surcharge per traveller in whole rupees.',
  );
  await expectAccessible(page);
  await withBed.fill('₹8,000');
  await dialog.getByLabel('Losar 2027: surcharge (₹ per traveller)').fill('1800');

  // The pricing fields fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await dialog.getByLabel('Option 1 name').scrollIntoViewIfNeeded();
  expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Save Tour' }).click();
  await expect(page.getByText('Tour package saved successfully.')).toBeVisible();

  // A visitor plans the trip over Losar with a child of 8: the new child price and the surcharge per traveller.
  await page.goto('/hotel/darjeeling-romance');
  await expect(page.getByRole('heading', { level: 1, name: darjeeling })).toBeVisible();
  await page.getByLabel('Travel date').fill('2027-02-08');
  await page.getByLabel('Adults', { exact: true }).selectOption('1');
  await page.getByLabel('Children', { exact: true }).selectOption('1');
  await page.getByLabel('Age of child 1').selectOption('8');
  const price = page.getByRole('region', { name: 'Your trip’s price' });
  await expect(price.getByRole('row', { name: /^1 child with a bed/ })).toContainText('₹8,000');
  await expect(price.getByRole('row', { name: /^Losar 2027/ })).toContainText('₹3,600');
  // ₹12,000 for the adult, ₹8,000 for the child, ₹1,800 each over Losar.
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText('₹23,600');
});
