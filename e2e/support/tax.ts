import type { Page } from '@playwright/test';
import { registeredOperator } from '../../src/testing/tax';
import { putInPageDatabase } from './page-database';

export { registeredOperator };

/** Stores the registration in the embedded build's database (the page must be on the site). */
export async function storeTaxRegistration(page: Page): Promise<void> {
  await putInPageDatabase(page, 'singletons', [{ id: 'settings/tax', ...registeredOperator }]);
}
