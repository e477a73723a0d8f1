import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreConverters, type DocumentFields } from '../../src/backend/firebase/converters';
import { sampleDocuments, seedFirestore, type SeededCollection } from './seed-firestore';

/**
 * The seed against the Firestore emulator: it creates what is missing, leaves what is there (an admin's
 * edits survive a second run), and overwrites only with `force`. Runs in the vitest project `emulators`.
 *
 * The `unit` project's pattern (seed/**\/*.test.ts) picks this file up too, in jsdom and without an
 * emulator: there it skips, and firebase-admin is imported only inside the suite so jsdom never loads it.
 */
const inBrowserLikeEnvironment = typeof document !== 'undefined';

// A project of its own: the rules tests wipe demo-himalayan-aster between cases.
const projectId = 'demo-seed-test';
const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

const convert = firestoreConverters(() => null);

/** How the adapter reads each seeded collection back (null: malformed). Templates are the extension's, not ours. */
const readBack: Record<SeededCollection, (id: string, data: DocumentFields) => unknown> = {
  tourPackages: (id, data) => convert.tour.fromDocument({ id, data }),
  hotels: (id, data) => convert.hotel.fromDocument({ id, data }),
  hotelBookings: (id, data) => convert.booking.fromDocument({ id, data }),
  articles: (id, data) => convert.article.fromDocument({ id, data }),
  flights: (id, data) => convert.flight.fromDocument({ id, data }),
  asterRooms: (id, data) => convert.room.fromDocument({ id, data }),
  content: (id, data) => convert.hotelAster.fromData(data, id),
  settings: (id, data) => {
    const byId: Record<string, { fromData(data: DocumentFields, path: string): unknown }> = {
      business: convert.business,
      notifications: convert.notifications,
      payments: convert.payments,
      peakPeriods: convert.peakPeriods,
    };
    return (byId[id] ?? convert.notifications).fromData(data, id);
  },
  permitTypes: (id, data) => convert.permitType.fromDocument({ id, data }),
  mailTemplates: (_id, data) =>
    typeof data.subject === 'string' && typeof data.html === 'string' && typeof data.text === 'string' ? data : null,
};

/** A document as read, with its Timestamps as the Dates the seed wrote. */
function withDates(data: DocumentFields | undefined): DocumentFields | undefined {
  if (!data) return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'object' && value !== null && 'toDate' in value ? (value as { toDate(): Date }).toDate() : value,
    ]),
  );
}

const suiteName = inBrowserLikeEnvironment
  ? 'seed: not run in a jsdom project (needs node and the Firestore emulator: vitest project "emulators")'
  : 'seed against the Firestore emulator';

describe.skipIf(inBrowserLikeEnvironment)(suiteName, () => {
  let app: App;
  let db: Firestore;
  let Timestamp: typeof import('firebase-admin/firestore').Timestamp;
  const documents = sampleDocuments({ siteUrl: 'https://aster.example' });

  beforeAll(async () => {
    // No credentials are needed against an emulator: skip the Compute Engine metadata probe the Google
    // libraries make while looking for some (slow, and a MetadataLookupWarning off Google Cloud).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
    const { initializeApp } = await import('firebase-admin/app');
    const firestore = await import('firebase-admin/firestore');
    const { getFirestore } = firestore;
    Timestamp = firestore.Timestamp;
    app = initializeApp({ projectId }, 'seed-emulator-test');
    db = getFirestore(app);
  });

  afterAll(async () => {
    if (!app) return;
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  });

  beforeEach(async () => {
    const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    });
    expect(response.ok, `wiping the emulator answered ${response.status}`).toBe(true);
  });

  it('creates every sample document once, in a shape the app reads back, with Timestamps for times', async () => {
    const results = await seedFirestore(db, documents);
    expect(results).toHaveLength(documents.length);
    expect(results.every((result) => result.outcome === 'created')).toBe(true);

    for (const { collection, id, data } of documents) {
      const snapshot = await db.collection(collection).doc(id).get();
      expect(withDates(snapshot.data()), `${collection}/${id}`).toEqual(data);
      expect(readBack[collection](id, snapshot.data()!), `${collection}/${id}`).not.toBeNull();
    }
    const booking = (await db.collection('hotelBookings').doc('booking_sample_1').get()).get('createdAt') as unknown;
    expect(booking).toBeInstanceOf(Timestamp);
  });

  it('skips documents that exist, keeping their edits', async () => {
    await seedFirestore(db, documents);
    const edited = db.collection('tourPackages').doc('sikkim-delight');
    await edited.update({ price: 19900 });

    const again = await seedFirestore(db, documents);
    expect(again.map((result) => result.outcome)).toEqual(documents.map(() => 'skipped'));
    expect((await edited.get()).get('price')).toBe(19900);
  });

  it('creates only what is missing', async () => {
    await seedFirestore(db, documents);
    await db.collection('articles').doc('article_darjeeling_tea').delete();

    const results = await seedFirestore(db, documents);
    expect(results.filter((result) => result.outcome === 'created').map((result) => result.path)).toEqual([
      'articles/article_darjeeling_tea',
    ]);
  });

  it('overwrites existing documents with force', async () => {
    await seedFirestore(db, documents);
    const edited = db.collection('tourPackages').doc('sikkim-delight');
    await edited.update({ price: 19900, name: 'Edited' });

    const forced = await seedFirestore(db, documents, { force: true });
    expect(forced.every((result) => result.outcome === 'written')).toBe(true);
    expect((await edited.get()).get('price')).toBe(18500);
  });
});
