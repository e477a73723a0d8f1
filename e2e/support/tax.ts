import type { Page } from '@playwright/test';
import { taxSettingsSchema, type TaxSettings } from '../../src/backend/schemas';
import { putInPageDatabase } from './page-database';

/** A GST registration in Sikkim, as the operator would save it under Settings, "Tax". */
export const registeredOperator: TaxSettings = taxSettingsSchema.parse({
  legalName: 'Himalayan Aster Tours and Travels',
  address: 'MG Marg, Gangtok, Sikkim 737101',
  gstin: '11AAGFH1234K1ZT',
});

/** Stores the registration in the embedded build's database (the page must be on the site). */
export async function storeTaxRegistration(page: Page): Promise<void> {
  await putInPageDatabase(page, 'singletons', [{ id: 'settings/tax', ...registeredOperator }]);
}
