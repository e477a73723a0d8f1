import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, fillList, signInNewCustomer, signInAdmin } from './support/fixtures';
import { thisYear } from './support/clock';

test.describe('manage tours', () => {
  test('an admin adds, edits and deletes a tour package and the website follows @both', async ({ page }) => {
    // Unique per run: on the firebase adapter the emulator's data is shared by every journey.
    const name = `Kalimpong Orchid Trail ${crypto.randomUUID().slice(0, 8)}`;
    await signInAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage Tours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Tours' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sikkim Delight' })).toContainText('₹18,500');
    await expectAccessible(page);

    // Add
    await page.getByRole('button', { name: 'Add New Tour' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Tour' });
    await expect(addDialog.getByLabel('Category')).toHaveValue('Family');
    await expectAccessible(page);
    await addDialog.getByLabel('Tour Name').fill(name);
    await addDialog.getByLabel('Duration').fill('2 Nights / 3 Days');
    await addDialog.getByLabel('Price (₹ per person)').fill('125000');
    await fillList(addDialog, 'Destination', [' Kalimpong ', 'Lava', '  Rishop ']);
    await fillList(addDialog, 'Highlight', ['Orchid nurseries', 'Durpin monastery ', 'Sunrise at Rishop']);
    await addDialog.getByLabel('Category').selectOption('Adventure');
    await addDialog.getByLabel('Image URL').fill('/images/tours/darjeeling-romance.webp');
    await addDialog.getByRole('button', { name: 'Add day' }).click();
    await addDialog.getByLabel('Day 1 title').fill('Arrive in Kalimpong');
    await addDialog.getByLabel('Day 1 description').fill('Drive up from Siliguri through the Teesta valley.');
    await addDialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(page.getByText('Tour package saved successfully.')).toBeVisible();
    await expect(addDialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('₹1,25,000');
    await expect(row).toContainText('Adventure');

    // The public list and detail pages show it
    await page.goto('/hotels');
    const card = page.getByRole('region', { name: 'Tour packages' }).getByRole('article').filter({ hasText: name });
    await expect(card).toContainText('₹1,25,000');
    await expect(card).toContainText('Kalimpong, Lava, Rishop');
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/hotel\/tour_\d+$/);
    const detailUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('₹1,25,000').first()).toBeVisible();
    await expect(page.getByText('Durpin monastery')).toBeVisible();
    await expect(page.getByText('Arrive in Kalimpong')).toBeVisible();

    // Edit
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Tour' });
    await expect(editDialog.getByLabel('Tour Name')).toHaveValue(name);
    for (const [index, place] of ['Kalimpong', 'Lava', 'Rishop'].entries()) {
      await expect(editDialog.getByLabel(`Destination ${index + 1}`, { exact: true })).toHaveValue(place);
    }
    await editDialog.getByLabel('Price (₹ per person)').fill('99000');
    await editDialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(page.getByText('Tour package saved successfully.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('₹99,000');
    await page.goto(detailUrl);
    await expect(page.getByText('₹99,000').first()).toBeVisible();

    // Delete
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tour package' });
    await expect(confirm.getByText('Are you sure you want to delete this tour package?')).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Tour package deleted successfully.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await page.goto(detailUrl);
    await expect(page.getByText('Tour package not found.')).toBeVisible();
  });

  test('the tour form says what is missing and Escape closes it without saving', async ({ page }) => {
    await signInAdmin(page);
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: 'Add New Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    for (const message of [
      'Enter the tour name.',
      'Enter the price per person.',
      'Add at least one destination.',
      'Add at least one highlight.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Tour Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add New Tour' })).toBeFocused();
    await expect(page.getByRole('row')).toHaveCount(5);
  });
});

test.describe('tour content and departures', () => {
  const description =
    'Two slow days among the orchid nurseries and monasteries of Kalimpong, with a night under the stars at Rishop.';

  /** Adds a tour with its own description, lists whose entries hold commas, and two fixed departures. */
  async function addTourWithContent(page: Page, name: string) {
    await signInAdmin(page);
    await page.goto('/admin/tours');
    await page.getByRole('button', { name: 'Add New Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Tour' });
    await dialog.getByLabel('Tour Name').fill(name);
    await dialog.getByLabel('Duration').fill('2 Nights / 3 Days');
    await dialog.getByLabel('Price (₹ per person)').fill('14500');
    await fillList(dialog, 'Destination', ['Kalimpong', 'Lava, Rishop']);
    await fillList(dialog, 'Highlight', ['Orchids, ferns and cacti at Pine View', 'Sunrise at Rishop']);
    await dialog.getByLabel(/^Description/).fill(description);
    await fillList(dialog, 'Inclusion', ['Breakfast, dinner and permits', 'Private car from Siliguri']);
    await fillList(dialog, 'Exclusion', ['Lunches']);
    await dialog.getByLabel('Image URL').fill('/images/tours/darjeeling-romance.webp');
    const year = thisYear() + 1;
    for (const [index, [date, seats]] of [
      [`${year}-04-16`, '12'],
      [`${year}-04-02`, '8'],
    ].entries()) {
      await dialog.getByRole('button', { name: 'Add departure' }).click();
      await dialog.getByLabel(`Departure ${index + 1} date`).fill(date!);
      await dialog.getByLabel(`Departure ${index + 1} seats`).fill(seats!);
    }
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save Tour' }).click();
    await expect(page.getByText('Tour package saved successfully.')).toBeVisible();
    return { year };
  }

  test('the tour form keeps a description, list entries with commas and fixed departures', async ({ page }) => {
    const name = 'Kalimpong Orchid Weekend';
    const { year } = await addTourWithContent(page, name);

    // Opened again, the form shows what was saved, the departures by date.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tour' });
    await expect(dialog.getByLabel('Destination 2', { exact: true })).toHaveValue('Lava, Rishop');
    await expect(dialog.getByLabel(/^Description/)).toHaveValue(description);
    await expect(dialog.getByLabel('Inclusion 1', { exact: true })).toHaveValue('Breakfast, dinner and permits');
    await expect(dialog.getByLabel('Departure 1 date')).toHaveValue(`${year}-04-02`);
    await expect(dialog.getByLabel('Departure 1 seats')).toHaveValue('8');
    await expect(dialog.getByLabel('Departure 2 date')).toHaveValue(`${year}-04-16`);
    await page.keyboard.press('Escape');

    // The tour page lists each entry whole, commas and all.
    await page.getByRole('link', { name: `View ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      'Orchids, ferns and cacti at Pine View',
      'Sunrise at Rishop',
    ]);
    await expect(page.getByText('Kalimpong • Lava, Rishop')).toBeVisible();
  });

  test('a tour’s description, inclusions and departures show on its page and in its booking form', async ({ page }) => {
    const name = 'Kalimpong Orchid Weekend';
    const { year } = await addTourWithContent(page, name);
    await page.getByRole('link', { name: `View ${name}` }).click();
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByText('Breakfast, dinner and permits', { exact: true })).toBeVisible();
    await expect(page.getByText('Lunches', { exact: true })).toBeVisible();
    const tourUrl = page.url();

    await signInNewCustomer(page, 'departures');
    await page.goto(tourUrl);
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    const departures = page.getByLabel('Departure date').getByRole('option');
    await expect(departures.filter({ hasText: `2 Apr ${year}` })).toContainText('8 seats left');
    await expect(departures.filter({ hasText: `16 Apr ${year}` })).toContainText('12 seats left');
  });
});
