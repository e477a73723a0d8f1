import { expect, type Page } from '@playwright/test';

/** The booking form's row of one traveller ('Traveller 2'): shown where the trip asks something of each. */
export const travellerRow = (page: Page, number: number) => page.getByRole('group', { name: `Traveller ${number}`, exact: true });

/** Chooses the tour form's party as a person would: the adults, the children and each child's age. */
export async function chooseParty(page: Page, adults: number, childAges: readonly number[] = []) {
  await page.getByLabel('Adults', { exact: true }).selectOption(String(adults));
  await page.getByLabel('Children', { exact: true }).selectOption(String(childAges.length));
  for (const [index, age] of childAges.entries())
    await page.getByLabel(`Age of child ${index + 1}`, { exact: true }).selectOption(String(age));
}

/**
 * Chooses each traveller's nationality in their row, in order, as the form names it ('United Kingdom'): the only
 * thing the request asks of a traveller on a trip whose permits tell nationals apart (names, ages and genders wait
 * for My bookings).
 */
export async function chooseNationalities(page: Page, nationalities: readonly string[]) {
  for (const [index, nationality] of nationalities.entries()) {
    const row = travellerRow(page, index + 1);
    await expect(row).toBeVisible();
    await row.getByLabel('Nationality').selectOption({ label: nationality });
  }
}
