import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initializeRulesTestEnvironment } from './rules-test-environment';
import { firestoreEmulator, projectId } from './firestore-clients';

/**
 * storage.rules, request by request. Needs the Storage emulator, which cannot run on the project's own
 * machines (it needs Java 21 and a rules runtime they cannot download).
 * Where none is reachable the suite is skipped under a name that says so, rather than passing silently.
 */

function storageEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '9199'] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
  return { host, port: Number(port) };
}

function isListening({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

const hasStorageEmulator = await isListening(storageEmulator());
const suiteName = hasStorageEmulator ? 'storage.rules' : 'storage.rules: not run: no Storage emulator on this machine';
// The default reporter shows a skipped file only as "N skipped": say why where everyone reads it.
if (!hasStorageEmulator) console.warn(`${suiteName} (looked for ${Object.values(storageEmulator()).join(':')})`);

type Role = 'anonymous' | 'alice' | 'bob' | 'admin';
const roles: readonly Role[] = ['anonymous', 'alice', 'bob', 'admin'];

type Storage = ReturnType<RulesTestContext['storage']>;

interface RuleCase {
  title: string;
  as: Role;
  expected: 'allowed' | 'denied';
  request: (storage: Storage) => Promise<unknown>;
}

const MB = 1024 * 1024;
const existingImage = 'images/1767225600000_lodge.webp';
const newImage = 'images/1767312000000_lake.webp';

const aliceId = 'travellerDocuments/alice/booking-1/0/id';
const alicePhoto = 'travellerDocuments/alice/booking-1/0/photo';

const aliceScreenshot = 'paymentScreenshots/alice/booking-1/402155678910';
const screenshotOf = (uid: string, booking: string, utr = '402155678910') => `paymentScreenshots/${uid}/${booking}/${utr}`;

const bytes = (size: number) => new Uint8Array(size);

async function upload(storage: Storage, path: string, size: number, contentType?: string): Promise<void> {
  await storage.ref(path).put(bytes(size), contentType === undefined ? {} : { contentType });
}

function perRole(title: string, allowedFor: readonly Role[], request: RuleCase['request']): RuleCase[] {
  return roles.map((as) => ({ title, as, expected: allowedFor.includes(as) ? 'allowed' : 'denied', request }));
}

const admin = (title: string, expected: RuleCase['expected'], request: RuleCase['request']): RuleCase => ({
  title,
  as: 'admin',
  expected,
  request,
});

const customer = (title: string, expected: RuleCase['expected'], request: RuleCase['request']): RuleCase => ({
  title,
  as: 'alice',
  expected,
  request,
});

const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

const cases: RuleCase[] = [
  ...perRole('get an image', roles, (storage) => storage.ref(existingImage).getMetadata()),
  ...perRole('download an image', roles, (storage) => storage.ref(existingImage).getDownloadURL()),
  // `allow get`, not `read`: nobody lists what the folder holds, admins included (the app never lists it).
  ...perRole('list images', [], (storage) => storage.ref('images').listAll()),
  ...perRole('upload a new image', ['admin'], (storage) => upload(storage, newImage, 1024, 'image/webp')),
  ...perRole('replace an image', ['admin'], (storage) => upload(storage, existingImage, 2048, 'image/webp')),
  ...perRole('delete an image', ['admin'], (storage) => storage.ref(existingImage).delete()),
  ...perRole('get outside images/', [], (storage) => storage.ref('private/report.pdf').getMetadata()),
  ...imageTypes.map((type) => admin(`upload ${type}`, 'allowed', (storage) => upload(storage, newImage, 1024, type))),
  // The client's check (image-files.ts) refuses size > 5 MB: exactly 5 MB passes there, so it passes here.
  admin('upload exactly 5 MB (the client accepts it)', 'allowed', (storage) => upload(storage, newImage, 5 * MB, 'image/jpeg')),
  admin('upload 5 MB and one byte', 'denied', (storage) => upload(storage, newImage, 5 * MB + 1, 'image/jpeg')),
  admin('upload an SVG (can carry scripts)', 'denied', (storage) =>
    upload(storage, 'images/1767312000000_logo.svg', 1024, 'image/svg+xml'),
  ),
  admin('upload a BMP (not among the offered types)', 'denied', (storage) =>
    upload(storage, 'images/1767312000000_scan.bmp', 1024, 'image/bmp'),
  ),
  admin('upload a text file', 'denied', (storage) => upload(storage, 'images/1767312000000_notes.txt', 1024, 'text/plain')),
  admin('upload a PDF', 'denied', (storage) => upload(storage, 'images/1767312000000_menu.pdf', 1024, 'application/pdf')),
  admin('upload HTML named like an image', 'denied', (storage) =>
    upload(storage, 'images/1767312000000_x.webp', 1024, 'text/html'),
  ),
  admin('upload without a content type', 'denied', (storage) => upload(storage, 'images/1767312000000_x.webp', 1024)),
  admin('upload under a name imagePath() does not make', 'denied', (storage) =>
    upload(storage, 'images/lake.webp', 1024, 'image/webp'),
  ),
  admin('upload into a sub-folder of images/', 'denied', (storage) =>
    upload(storage, 'images/tours/1767312000000_x.webp', 1024, 'image/webp'),
  ),
  admin('upload outside images/', 'denied', (storage) => upload(storage, 'uploads/1767312000000_x.webp', 1024, 'image/webp')),

  // Travellers' identity documents: private to the customer whose uid names the folder, and to admins.
  ...perRole("get a traveller's ID", ['alice', 'admin'], (storage) => storage.ref(aliceId).getMetadata()),
  ...perRole("download a traveller's ID", ['alice', 'admin'], (storage) => storage.ref(aliceId).getDownloadURL()),
  ...perRole("list a customer's documents", [], (storage) => storage.ref('travellerDocuments/alice').listAll()),
  ...perRole("upload a traveller's photo", ['alice'], (storage) => upload(storage, alicePhoto, 1024, 'image/jpeg')),
  ...perRole("upload a foreign traveller's Indian visa", ['alice'], (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-1/0/visa', 1024, 'application/pdf'),
  ),
  ...perRole("replace a traveller's ID", ['alice'], (storage) => upload(storage, aliceId, 2048, 'application/pdf')),
  ...perRole("delete a traveller's ID", ['alice', 'admin'], (storage) => storage.ref(aliceId).delete()),
  customer('upload an ID as a PDF', 'allowed', (storage) => upload(storage, alicePhoto, 1024, 'application/pdf')),
  customer('upload an ID of exactly 5 MB', 'allowed', (storage) => upload(storage, alicePhoto, 5 * MB, 'image/png')),
  customer('upload an ID of 5 MB and one byte', 'denied', (storage) => upload(storage, alicePhoto, 5 * MB + 1, 'image/png')),
  customer('upload an empty ID', 'denied', (storage) => upload(storage, alicePhoto, 0, 'image/png')),
  customer('upload an ID as a text file', 'denied', (storage) => upload(storage, alicePhoto, 1024, 'text/plain')),
  customer('upload an ID as an SVG', 'denied', (storage) => upload(storage, alicePhoto, 1024, 'image/svg+xml')),
  customer('upload under another name than id, photo or visa', 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-1/0/scan', 1024, 'image/jpeg'),
  ),
  customer('upload for a traveller that is not a number', 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-1/first/id', 1024, 'image/jpeg'),
  ),
  customer("upload into another customer's folder", 'denied', (storage) =>
    upload(storage, 'travellerDocuments/bob/booking-2/0/id', 1024, 'image/jpeg'),
  ),
  // Only under a booking of the caller's own (read from Firestore), for one of its travellers.
  customer('upload for the last traveller of the booking', 'allowed', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-1/1/id', 1024, 'image/jpeg'),
  ),
  customer('upload for a traveller beyond the booking', 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-1/2/id', 1024, 'image/jpeg'),
  ),
  customer("upload in one's own folder under another customer's booking", 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-2/0/id', 1024, 'image/jpeg'),
  ),
  customer('upload under a booking that does not exist', 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/made-up/0/id', 1024, 'image/jpeg'),
  ),
  customer('upload under a cancelled booking', 'denied', (storage) =>
    upload(storage, 'travellerDocuments/alice/booking-3/0/id', 1024, 'image/jpeg'),
  ),

  // Payments' screenshots: private to the customer whose uid names the folder, and to admins; pictures only.
  ...perRole("get a payment's screenshot", ['alice', 'admin'], (storage) => storage.ref(aliceScreenshot).getMetadata()),
  ...perRole("list a customer's screenshots", [], (storage) => storage.ref('paymentScreenshots/alice').listAll()),
  ...perRole("upload a payment's screenshot", ['alice'], (storage) =>
    upload(storage, screenshotOf('alice', 'booking-1', '111122223333'), 1024, 'image/png'),
  ),
  ...perRole("replace a payment's screenshot", ['alice'], (storage) => upload(storage, aliceScreenshot, 2048, 'image/jpeg')),
  ...perRole("delete a payment's screenshot", ['admin'], (storage) => storage.ref(aliceScreenshot).delete()),
  customer('upload a screenshot of exactly 5 MB', 'allowed', (storage) => upload(storage, aliceScreenshot, 5 * MB, 'image/webp')),
  customer('upload a screenshot of 5 MB and one byte', 'denied', (storage) =>
    upload(storage, aliceScreenshot, 5 * MB + 1, 'image/webp'),
  ),
  customer('upload an empty screenshot', 'denied', (storage) => upload(storage, aliceScreenshot, 0, 'image/png')),
  customer('upload a screenshot as a PDF', 'denied', (storage) => upload(storage, aliceScreenshot, 1024, 'application/pdf')),
  customer('upload a screenshot as an SVG', 'denied', (storage) => upload(storage, aliceScreenshot, 1024, 'image/svg+xml')),
  customer('upload a screenshot named other than a 12-digit UTR', 'denied', (storage) =>
    upload(storage, screenshotOf('alice', 'booking-1', 'receipt'), 1024, 'image/png'),
  ),
  customer("upload a screenshot into another customer's folder", 'denied', (storage) =>
    upload(storage, screenshotOf('bob', 'booking-2'), 1024, 'image/png'),
  ),
  customer("upload a screenshot in one's own folder under another customer's booking", 'denied', (storage) =>
    upload(storage, screenshotOf('alice', 'booking-2'), 1024, 'image/png'),
  ),
  customer('upload a screenshot under a booking that does not exist', 'denied', (storage) =>
    upload(storage, screenshotOf('alice', 'made-up'), 1024, 'image/png'),
  ),
  customer('upload a screenshot under a cancelled booking', 'denied', (storage) =>
    upload(storage, screenshotOf('alice', 'booking-3'), 1024, 'image/png'),
  ),
];

/** The bookings the folders name, as the functions store them (only the fields the rule reads matter). */
const bookings = {
  'booking-1': { userId: 'alice', travellers: 2, status: 'Confirmed' },
  'booking-2': { userId: 'bob', travellers: 2, status: 'Confirmed' },
  'booking-3': { userId: 'alice', travellers: 2, status: 'Cancelled' },
};

describe.skipIf(!hasStorageEmulator)(suiteName, () => {
  let testEnv: RulesTestEnvironment;
  let storageOf: Record<Role, Storage>;

  beforeAll(async () => {
    testEnv = await initializeRulesTestEnvironment({
      projectId,
      storage: { ...storageEmulator(), rules: readFileSync('storage.rules', 'utf8') },
      // The traveller documents' rule reads the booking from Firestore.
      firestore: { ...firestoreEmulator(), rules: readFileSync('firestore.rules', 'utf8') },
    });
    storageOf = {
      anonymous: testEnv.unauthenticatedContext().storage(),
      alice: testEnv.authenticatedContext('alice', { email: 'alice@example.com' }).storage(),
      bob: testEnv.authenticatedContext('bob', { email: 'bob@example.com' }).storage(),
      admin: testEnv.authenticatedContext('operator', { email: 'operator@example.com', admin: true }).storage(),
    };
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  beforeEach(async () => {
    await testEnv.clearStorage();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), existingImage, 1024, 'image/webp');
      await upload(context.storage(), aliceId, 1024, 'image/jpeg');
      await upload(context.storage(), aliceScreenshot, 1024, 'image/png');
      for (const [id, booking] of Object.entries(bookings)) await context.firestore().doc(`hotelBookings/${id}`).set(booking);
    });
  });

  it('has every role and both outcomes in the table', () => {
    expect(new Set(cases.map((c) => c.as))).toEqual(new Set(roles));
    expect(new Set(cases.map((c) => c.expected))).toEqual(new Set(['allowed', 'denied']));
  });

  it.each(cases)('$title as $as: $expected', async ({ as, expected, request }) => {
    const pending = request(storageOf[as]);
    if (expected === 'allowed') await assertSucceeds(pending);
    else await assertFails(pending);
  });
});
