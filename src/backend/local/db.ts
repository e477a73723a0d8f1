import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import {
  asterProfile,
  asterRooms,
  sampleArticles,
  sampleBookings,
  sampleBusinessSettings,
  sampleFlights,
  sampleHotels,
  sampleNotificationSettings,
  samplePaymentSettings,
  samplePeakPeriods,
  samplePermitTypes,
  sampleTours,
} from '../../../seed/data';
import type { PasswordHash } from './password';

/** Name and stores of the embedded database; `public/local-images-sw.js` reads the `images` store too. */
export const localDbName = 'himalayan-aster';
export const localDbVersion = 5;

export interface StoredUser {
  id: string;
  name: string;
  email: string;
  password: PasswordHash;
  /** Absent: the demo has no inbox, so its accounts count as verified. False: one that has not (tests make them). */
  emailVerified?: false;
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
export type StoredDoc = { id: string } & Record<string, unknown>;

interface LocalSchema extends DBSchema {
  tourPackages: { key: string; value: StoredDoc };
  hotels: { key: string; value: StoredDoc };
  hotelBookings: { key: string; value: StoredDoc; indexes: { byReference: string; byUser: string } };
  articles: { key: string; value: StoredDoc; indexes: { bySlug: string } };
  flights: { key: string; value: StoredDoc };
  asterRooms: { key: string; value: StoredDoc };
  /** content/hotelAster, settings/business, settings/notifications: one document each, by path. */
  singletons: { key: string; value: StoredDoc };
  /** Rooms held per night: `<roomId>_<YYYY-MM>` -> { held: { DD: count } }. */
  roomNights: { key: string; value: StoredDoc };
  /** Seats taken per departure: `<tourId>_<date>` -> { held }. */
  departureSeats: { key: string; value: StoredDoc };
  bookingNotes: { key: string; value: StoredDoc };
  enquiries: { key: string; value: StoredDoc };
  /** E-mails the site sent: the demo's Outbox. */
  mail: { key: string; value: StoredDoc };
  images: { key: string; value: StoredImage };
  /** Travellers' identity documents, by booking id (`id`), with the customer's `userId`. */
  travellerDocuments: { key: string; value: StoredDoc; indexes: { byUser: string } };
  /** Their files (IDs and photos), by private path: never served by the images' service worker. */
  travellerFiles: { key: string; value: StoredImage };
  /** The operator's permit filings: `<bookingId>_<permitId>_<date>`. */
  permitFilings: { key: string; value: StoredDoc; indexes: { byBooking: string } };
  /** The permit types the operator keeps (public data). */
  permitTypes: { key: string; value: StoredDoc };
  /** The operator's quotes, found by their link's token. */
  quotes: { key: string; value: StoredDoc; indexes: { byToken: string; byEnquiry: string } };
  /** Tax documents as issued, by booking and by customer; never changed. */
  taxDocuments: { key: string; value: StoredDoc; indexes: { byBooking: string; byUser: string } };
  /** Each document series' last number: `<kind>-<financial year>` with `{ last }`. */
  documentSeries: { key: string; value: StoredDoc };
  users: { key: string; value: StoredUser; indexes: { byEmail: string } };
  admins: { key: string; value: StoredAdmin };
  meta: { key: string; value: { key: string; value: string } };
}

export type LocalDb = IDBPDatabase<LocalSchema>;
export type LocalStore = StoreNames<LocalSchema>;
export type DocStore = Exclude<LocalStore, 'images' | 'users' | 'admins' | 'meta' | 'travellerFiles'>;
export type LocalTransaction<S extends LocalStore[]> = IDBPTransaction<LocalSchema, S, 'readwrite'>;

export const singletonIds = {
  hotelAster: 'content/hotelAster',
  business: 'settings/business',
  notifications: 'settings/notifications',
  /** The operator's limits on open requests and how long they hold (defaults until the operator saves them). */
  bookingPolicy: 'settings/bookingPolicy',
  replyTemplates: 'settings/replyTemplates',
  /** How customers pay (defaults until the operator saves them). */
  payments: 'settings/payments',
  /** The operator's named peak periods (none until seeded or saved). */
  peakPeriods: 'settings/peakPeriods',
  /** What every trip page shows beside the booking (defaults until the operator saves them). */
  trip: 'settings/trip',
  /** How bookings are taxed and documents numbered (defaults until the operator saves them). */
  tax: 'settings/tax',
} as const;

/**
 * Opens the embedded database, seeding what it does not have yet. Nothing reads it before the seeding is done (the
 * returned promise waits for it), so no read sees a store half seeded. `between` runs between the seeding's slices:
 * the app's start passes its yield, so that a first visit's seeding is several short tasks rather than one long one
 * while the page answers its first taps (tests and scripts seed straight through).
 */
export async function openLocalDb(
  name: string = localDbName,
  between: () => Promise<void> = () => Promise.resolve(),
): Promise<LocalDb> {
  const db = await openDB<LocalSchema>(name, localDbVersion, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) {
        database.createObjectStore('tourPackages', { keyPath: 'id' });
        database.createObjectStore('hotels', { keyPath: 'id' });
        database.createObjectStore('hotelBookings', { keyPath: 'id' });
        database.createObjectStore('articles', { keyPath: 'id' }).createIndex('bySlug', 'slug');
        database.createObjectStore('images', { keyPath: 'path' });
        database.createObjectStore('users', { keyPath: 'id' }).createIndex('byEmail', 'email', { unique: true });
        database.createObjectStore('admins', { keyPath: 'email' });
        database.createObjectStore('meta', { keyPath: 'key' });
      }
      if (oldVersion < 2) {
        for (const store of [
          'flights',
          'asterRooms',
          'singletons',
          'roomNights',
          'departureSeats',
          'bookingNotes',
          'enquiries',
          'mail',
        ] as const) {
          database.createObjectStore(store, { keyPath: 'id' });
        }
        const bookings = transaction.objectStore('hotelBookings');
        // A reference is unique, however bookings are written (the database refuses a second one).
        bookings.createIndex('byReference', 'reference', { unique: true });
        bookings.createIndex('byUser', 'userId');
        // The upgrade transaction stays open while the renames it queued are pending; idb does not await this.
        if (oldVersion >= 1) void renameV1BookingFields(transaction.objectStore('hotelBookings'));
      }
      if (oldVersion < 3) {
        database.createObjectStore('travellerDocuments', { keyPath: 'id' }).createIndex('byUser', 'userId');
        database.createObjectStore('travellerFiles', { keyPath: 'path' });
        database.createObjectStore('permitFilings', { keyPath: 'id' }).createIndex('byBooking', 'bookingId');
        database.createObjectStore('permitTypes', { keyPath: 'id' });
      }
      if (oldVersion < 4) {
        const quotes = database.createObjectStore('quotes', { keyPath: 'id' });
        quotes.createIndex('byToken', 'token', { unique: true });
        quotes.createIndex('byEnquiry', 'enquiryId');
      }
      if (oldVersion < 5) {
        const documents = database.createObjectStore('taxDocuments', { keyPath: 'id' });
        documents.createIndex('byBooking', 'bookingId');
        documents.createIndex('byUser', 'userId');
        database.createObjectStore('documentSeries', { keyPath: 'id' });
      }
    },
  });
  await seedOnce(db, between);
  return db;
}

/** Version 1 stored bookings under the original site's field names. */
async function renameV1BookingFields(store: {
  openCursor(): Promise<{ value: StoredDoc; update(value: StoredDoc): Promise<unknown>; continue(): Promise<unknown> } | null>;
}) {
  const renames: Record<string, string> = {
    hotelId: 'itemId',
    hotelName: 'itemName',
    checkInDate: 'travelDate',
    checkOutDate: 'endDate',
  };
  for (let cursor = await store.openCursor(); cursor; cursor = (await cursor.continue()) as typeof cursor) {
    const renamed: StoredDoc = { id: cursor.value.id };
    for (const [key, value] of Object.entries(cursor.value)) renamed[renames[key] ?? key] = value;
    await cursor.update(renamed);
  }
}

/** One write of a seeding step: called inside the step's transaction, it sends its requests before resolving. */
type SeedWrite = (tx: LocalTransaction<DocStore[]>) => Promise<unknown>;

const put =
  <S extends DocStore>(store: S, doc: StoredDoc): SeedWrite =>
  (tx) =>
    tx.objectStore(store).put(doc);

/** Gives a sample tour `field` from the samples where the stored tour has none (one the admin changed or deleted is left). */
const tourFieldOnce =
  (sample: StoredDoc, has: (stored: StoredDoc) => boolean, field: Record<string, unknown>): SeedWrite =>
  async (tx) => {
    const stored = await tx.objectStore('tourPackages').get(sample.id);
    if (stored && !has(stored)) await tx.objectStore('tourPackages').put({ ...stored, ...field });
  };

const seedSteps: { key: string; stores: DocStore[]; writes: () => SeedWrite[] }[] = [
  {
    // The first round's samples: a database opened before they existed gets them once.
    key: 'seeded',
    stores: ['tourPackages', 'hotels', 'hotelBookings', 'articles'],
    writes: () => [
      ...sampleTours.map((doc) => put('tourPackages', doc)),
      ...sampleHotels.map((doc) => put('hotels', doc)),
      ...sampleBookings.map((doc) => put('hotelBookings', doc)),
      ...sampleArticles.map((doc) => put('articles', doc)),
    ],
  },
  {
    // Content that moved from code into the backend: flights, Hotel Aster, the operator's details.
    key: 'seeded-content-2',
    stores: ['flights', 'asterRooms', 'singletons'],
    writes: () => [
      ...sampleFlights.map((doc) => put('flights', doc)),
      ...asterRooms.map((doc) => put('asterRooms', doc)),
      put('singletons', { id: singletonIds.hotelAster, ...asterProfile }),
      put('singletons', { id: singletonIds.business, ...sampleBusinessSettings }),
      put('singletons', { id: singletonIds.notifications, ...sampleNotificationSettings }),
    ],
  },
  {
    // How customers pay: a database opened before the payment instructions existed gets the samples once.
    key: 'seeded-payments',
    stores: ['singletons'],
    writes: () => [put('singletons', { id: singletonIds.payments, ...samplePaymentSettings })],
  },
  {
    // Prices by age, options and peak dates: the sample peak periods, and the sample tours' pricing for a database
    // opened before tours had it (a tour the admin has priced or deleted is left as it is).
    key: 'seeded-pricing',
    stores: ['singletons', 'tourPackages'],
    writes: () => [
      put('singletons', { id: singletonIds.peakPeriods, ...samplePeakPeriods }),
      ...sampleTours
        .filter((sample) => sample.pricing)
        .map((sample) => tourFieldOnce(sample, (stored) => Boolean(stored['pricing']), { pricing: sample.pricing })),
    ],
  },
  {
    // Permits as data: the sample permit types, and the permits the sample tours need for a database opened before
    // tours named them (a tour the admin has given permits or deleted is left as it is).
    key: 'seeded-permits',
    stores: ['permitTypes', 'tourPackages'],
    writes: () => [
      ...samplePermitTypes.map((doc) => put('permitTypes', doc)),
      ...sampleTours
        .filter((sample) => sample.permits)
        .map((sample) => tourFieldOnce(sample, (stored) => Boolean(stored['permits']), { permits: sample.permits })),
    ],
  },
  {
    // Overseas packages: the sample Bhutan and Nepal tours collect TCS, for a database opened before tours said so
    // (a tour the admin has saved since or deleted is left as it is).
    key: 'seeded-overseas',
    stores: ['tourPackages'],
    writes: () =>
      sampleTours
        .filter((sample) => sample.overseas)
        .map((sample) => tourFieldOnce(sample, (stored) => stored['overseas'] !== undefined, { overseas: true })),
  },
];

/**
 * Documents written per task while seeding: each `put` copies its document in the task that sends it, and a first
 * visit's seeding copies every sample at once (one task of 50-60 ms on the bench's phone when it did).
 */
const seedSlice = 4;

/**
 * Seeds the sample data once per step: later edits and deletions by an admin are kept. A database that has every
 * step already (every visit after the first) is told by one read. Each step is one transaction, its marker written
 * with its documents, so a step is either all there or not at all; inside it the documents go a few per task (the
 * next slice is sent once the last one is written, which keeps the transaction open), and `between` runs before
 * each step.
 */
async function seedOnce(db: LocalDb, between: () => Promise<void>): Promise<void> {
  const done = new Set(await db.getAllKeys('meta'));
  for (const step of seedSteps) {
    if (done.has(step.key)) continue;
    await between();
    const tx = db.transaction(['meta', ...step.stores], 'readwrite');
    const seeding = tx as unknown as LocalTransaction<DocStore[]>;
    // Another tab may have seeded this step since the read above: the transaction's own read decides.
    if (!(await tx.objectStore('meta').get(step.key))) {
      const writes = step.writes();
      for (let start = 0; start < writes.length; start += seedSlice) {
        await Promise.all(writes.slice(start, start + seedSlice).map((write) => write(seeding)));
      }
      await tx.objectStore('meta').put({ key: step.key, value: new Date().toISOString() });
    }
    await tx.done;
  }
}
