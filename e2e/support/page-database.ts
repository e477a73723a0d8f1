import type { Page } from '@playwright/test';

/**
 * The embedded build's storage, written the way the seed writes the samples, for journeys that start from data rather
 * than walk the forms that make it. The database is the page's own IndexedDB ('himalayan-aster'), which the app
 * creates with its stores when it first reads: these never create it, they wait for the app to have opened it.
 */

/** Puts `docs` into one store of the page's database, in one transaction. */
export async function putInPageDatabase(page: Page, store: string, docs: readonly object[]): Promise<void> {
  await page.evaluate(
    async ({ store, docs }) => {
      for (let waited = 0; !(await indexedDB.databases()).some((info) => info.name === 'himalayan-aster'); waited += 50) {
        if (waited > 10_000) throw new Error('The app has not opened its database: open a page that reads from it first');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('himalayan-aster');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('Could not open the database'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        for (const doc of docs) tx.objectStore(store).put(doc);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error(`Could not store into ${store}`));
      });
      db.close();
    },
    { store, docs },
  );
}

/** The customer signed in on the page (the embedded adapter's own session record). */
export async function signedInCustomer(page: Page): Promise<{ id: string; name: string; email: string }> {
  const session = await page.evaluate(() => localStorage.getItem('currentUser'));
  if (!session) throw new Error('No customer is signed in on this page');
  return JSON.parse(session) as { id: string; name: string; email: string };
}
