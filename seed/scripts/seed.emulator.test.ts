import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { articleSchema, bookingSchema, hotelSchema, tourSchema } from '../../src/backend/schemas';
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

const schemaOf: Record<SeededCollection, { parse: (value: unknown) => unknown }> = {
  tourPackages: tourSchema,
  hotels: hotelSchema,
  hotelBookings: bookingSchema,
  articles: articleSchema,
};

const suiteName = inBrowserLikeEnvironment
  ? 'seed: not run in a jsdom project (needs node and the Firestore emulator: vitest project "emulators")'
  : 'seed against the Firestore emulator';

describe.skipIf(inBrowserLikeEnvironment)(suiteName, () => {
  let app: App;
  let db: Firestore;
  const documents = sampleDocuments();

  beforeAll(async () => {
    // No credentials are needed against an emulator: skip the Compute Engine metadata probe the Google
    // libraries make while looking for some (slow, and a MetadataLookupWarning off Google Cloud).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
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

  it('creates every sample document once, in a shape the app reads back', async () => {
    const results = await seedFirestore(db, documents);
    expect(results).toHaveLength(documents.length);
    expect(results.every((result) => result.outcome === 'created')).toBe(true);

    for (const { collection, id, data } of documents) {
      const snapshot = await db.collection(collection).doc(id).get();
      expect(snapshot.data(), `${collection}/${id}`).toEqual(data);
      expect(() => schemaOf[collection].parse({ ...snapshot.data(), id })).not.toThrow();
    }
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
