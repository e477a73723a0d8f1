import { expect, type Page } from '@playwright/test';

export interface TravellerEntry {
  name?: string;
  /** An adult's age, typed in their row; a child's is chosen with the party (`chooseParty`). */
  age?: number;
  gender?: 'Female' | 'Male' | 'Other';
  /** The nationality as the form names it ('India', 'Germany'). */
  nationality?: string;
}

/** The booking form's row of one traveller ('Traveller 2'). */
export const travellerRow = (page: Page, number: number) => page.getByRole('group', { name: `Traveller ${number}`, exact: true });

/** Chooses the tour form's party as a person would: the adults, the children and each child's age. */
export async function chooseParty(page: Page, adults: number, childAges: readonly number[] = []) {
  await page.getByLabel('Adults', { exact: true }).selectOption(String(adults));
  await page.getByLabel('Children', { exact: true }).selectOption(String(childAges.length));
  for (const [index, age] of childAges.entries())
    await page.getByLabel(`Age of child ${index + 1}`, { exact: true }).selectOption(String(age));
}

/**
 * Fills the tour form's traveller rows as a person would, one row after another: a name where the row has none (the
 * first row starts with the account's name), an adult's age, the gender and, when given, the nationality.
 */
export async function fillTravellers(page: Page, travellers: readonly TravellerEntry[]) {
  for (const [index, traveller] of travellers.entries()) {
    const row = travellerRow(page, index + 1);
    await expect(row).toBeVisible();
    const name = row.getByLabel('Name (as on the ID)');
    if (traveller.name !== undefined) await name.fill(traveller.name);
    else if ((await name.inputValue()) === '') await name.fill(`Traveller ${index + 1} Sherpa`);
    if (traveller.age !== undefined) await row.getByLabel('Age', { exact: true }).fill(String(traveller.age));
    await row.getByLabel('Gender').selectOption(traveller.gender ?? (index % 2 === 0 ? 'Female' : 'Male'));
    if (traveller.nationality) await row.getByLabel('Nationality').selectOption({ label: traveller.nationality });
  }
}

/** `count` adults of 35 with the form's default details. */
export const adults = (count: number): TravellerEntry[] => Array.from({ length: count }, () => ({ age: 35 }));
