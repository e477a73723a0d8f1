import { expect, type Page } from '@playwright/test';

export interface TravellerEntry {
  name?: string;
  age: number;
  gender?: 'Female' | 'Male' | 'Other';
  /** The nationality as the form names it ('India', 'Germany'). */
  nationality?: string;
}

/** The booking form's row of one traveller ('Traveller 2'). */
export const travellerRow = (page: Page, number: number) => page.getByRole('group', { name: `Traveller ${number}`, exact: true });

/**
 * Fills the tour form's traveller rows as a person would, one row after another: a name where the row has none (the
 * first row starts with the account's name), the age, the gender and, when given, the nationality.
 */
export async function fillTravellers(page: Page, travellers: readonly TravellerEntry[]) {
  for (const [index, traveller] of travellers.entries()) {
    const row = travellerRow(page, index + 1);
    await expect(row).toBeVisible();
    const name = row.getByLabel('Name (as on the ID)');
    if (traveller.name !== undefined) await name.fill(traveller.name);
    else if ((await name.inputValue()) === '') await name.fill(`Traveller ${index + 1} Sherpa`);
    await row.getByLabel('Age').fill(String(traveller.age));
    await row.getByLabel('Gender').selectOption(traveller.gender ?? (index % 2 === 0 ? 'Female' : 'Male'));
    if (traveller.nationality) await row.getByLabel('Nationality').selectOption({ label: traveller.nationality });
  }
}

/** `count` adults of 35 with the form's default details. */
export const adults = (count: number): TravellerEntry[] => Array.from({ length: count }, () => ({ age: 35 }));
