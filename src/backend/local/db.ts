import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  sampleArticles,
  sampleBookings,
  sampleHotels,
  sampleTours,
} from '../../../seed/data';
import type { PasswordHash } from './password';

/** Name and stores of the embedded database; `public/local-images-sw.js` reads the `images` store too. */
export const localDbName = 'himalayan-aster';
export const localDbVersion = 1;

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  password: PasswordHash;
}

export interface StoredAdmin {
  email: string;
  password: PasswordHash;
}

export interface StoredImage {
  path: string;
  blob: Blob;
  contentType: string;
  size: number;
  timeCreated: string;
}

/** Documents are stored as read from outside (`unknown`): every read parses them. */
type StoredDoc = { id: string } & Record<string, unknown>;

interface LocalSchema extends DBSchema {
  tourPackages: { key: string; value: StoredDoc };
  hotels: { key: string; value: StoredDoc };
  hotelBookings: { key: string; value: StoredDoc };
  articles: { key: string; value: StoredDoc; indexes: { bySlug: string } };
  images: { key: string; value: StoredImage };
  users: { key: string; value: StoredUser; indexes: { byEmail: string } };
  admins: { key: string; value: StoredAdmin };
  meta: { key: string; value: { key: string; value: string } };
}

export type LocalDb = IDBPDatabase<LocalSchema>;
export type DocStore = 'tourPackages' | 'hotels' | 'hotelBookings' | 'articles';

export async function openLocalDb(name: string = localDbName): Promise<LocalDb> {
  const db = await openDB<LocalSchema>(name, localDbVersion, {
    upgrade(database) {
      database.createObjectStore('tourPackages', { keyPath: 'id' });
      database.createObjectStore('hotels', { keyPath: 'id' });
      database.createObjectStore('hotelBookings', { keyPath: 'id' });
      database.createObjectStore('articles', { keyPath: 'id' }).createIndex('bySlug', 'slug');
      database.createObjectStore('images', { keyPath: 'path' });
      database.createObjectStore('users', { keyPath: 'id' }).createIndex('byEmail', 'email', { unique: true });
      database.createObjectStore('admins', { keyPath: 'email' });
      database.createObjectStore('meta', { keyPath: 'key' });
    },
  });
  await seedOnce(db);
  return db;
}

/** Seeds the sample data on first open only: later edits and deletions by an admin are kept. */
async function seedOnce(db: LocalDb): Promise<void> {
  const tx = db.transaction(['meta', 'tourPackages', 'hotels', 'hotelBookings', 'articles'], 'readwrite');
  const seeded = await tx.objectStore('meta').get('seeded');
  if (!seeded) {
    await Promise.all([
      ...sampleTours.map((doc) => tx.objectStore('tourPackages').put(doc)),
      ...sampleHotels.map((doc) => tx.objectStore('hotels').put(doc)),
      ...sampleBookings.map((doc) => tx.objectStore('hotelBookings').put(doc)),
      ...sampleArticles.map((doc) => tx.objectStore('articles').put(doc)),
      tx.objectStore('meta').put({ key: 'seeded', value: new Date().toISOString() }),
    ]);
  }
  await tx.done;
}
