import { test, type Page } from '@playwright/test';
import { departureId } from '../../src/backend/domain/availability';
import { firestoreConverters } from '../../src/backend/firebase/converters';
import type { TourPackage } from '../../src/backend/schemas';
import { writeDocuments } from '../../tests/support/emulators';

/**
 * A tour and the seats its fixed departure's bookings hold, stored through the backend's storage directly (as the
 * seed does), for the alert journey: embedded build in the page's IndexedDB (the app must have opened it), firebase
 * build in the Firestore emulator, bypassing the rules. The bookings themselves go through ./bookings.ts.
 */
const onFirebase = () => test.info().project.name.startsWith('firebase');

async function putLocal(page: Page, store: string, doc: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    async ({ store, doc }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('himalayan-aster');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('Could not open the database'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        tx.objectStore(store).put(doc);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error(`Could not store into ${store}`));
      });
      db.close();
    },
    { store, doc },
  );
}

export async function storeTour(page: Page, tour: TourPackage): Promise<void> {
  if (onFirebase()) {
    const fields = firestoreConverters(() => null).tour.toFields(tour);
    await writeDocuments('tourPackages', [{ id: tour.id, fields }]);
    return;
  }
  await putLocal(page, 'tourPackages', tour);
}

/** The seats taken on one departure, as the booking function leaves the counter. */
export async function storeSeatsTaken(page: Page, tourId: string, date: string, held: number): Promise<void> {
  const id = departureId(tourId, date);
  if (onFirebase()) {
    await writeDocuments('departureSeats', [{ id, fields: { tourId, date, held } }]);
    return;
  }
  await putLocal(page, 'departureSeats', { id, tourId, date, held });
}
