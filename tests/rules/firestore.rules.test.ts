import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleArticles, sampleHotels, sampleTours } from '../../seed/data';
import { article, bookingOf, hotel, tour, users, without } from './fixtures';
import {
  anonymousClient,
  deleteAllClients,
  firestoreEmulator,
  projectId,
  rulesBypassingClient,
  signedInClient,
} from './firestore-clients';
import { initializeRulesTestEnvironment } from './rules-test-environment';

/**
 * firestore.rules, request by request: who (anonymous, customer alice, customer bob, admin) may do what
 * (get, list, create, update, delete) on which collection, and which document shapes admins may write.
 * Each case runs on freshly seeded data. Allowed cases matter as much as denied ones: an invalid rules file
 * still lets the emulator start and then denies everything, which only the allowed cases notice.
 */

type Role = 'anonymous' | 'alice' | 'bob' | 'admin';
const roles: readonly Role[] = ['anonymous', 'alice', 'bob', 'admin'];

type Outcome = 'allowed' | 'denied';

interface RuleCase {
  title: string;
  as: Role;
  expected: Outcome;
  request: (db: Firestore) => Promise<unknown>;
}

/** Documents present before every case. */
const existing = {
  tour: 'sikkim-delight',
  hotel: 'hotel_lava_lodge',
  article: 'article_packing',
  aliceBooking: 'booking_alice',
  bobBooking: 'booking_bob',
  /** A sample booking made before accounts existed: no userId. */
  legacyBooking: 'booking_sample_1',
} as const;

/** Ids of documents that do not exist yet, in the formats the admin screens create. */
const fresh = {
  tour: 'tour_1767225600000',
  hotel: 'hotel_1767225600000',
  article: 'article_1767225600000',
  booking: 'booking_1767225600000',
} as const;

async function seed(db: Firestore): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'tourPackages', existing.tour), tour);
  batch.set(doc(db, 'hotels', existing.hotel), hotel);
  batch.set(doc(db, 'articles', existing.article), article);
  batch.set(doc(db, 'hotelBookings', existing.aliceBooking), bookingOf(users.alice));
  batch.set(doc(db, 'hotelBookings', existing.bobBooking), bookingOf(users.bob));
  batch.set(doc(db, 'hotelBookings', existing.legacyBooking), without(bookingOf(users.alice), 'userId'));
  batch.set(doc(db, 'users', users.alice.uid), { name: 'Alice' });
  await batch.commit();
}

// ---- The tables ---------------------------------------------------------------------------------------

/** Same expectation for every role listed, denied for the others. */
function perRole(title: string, allowedFor: readonly Role[], request: RuleCase['request']): RuleCase[] {
  return roles.map((as) => ({ title, as, expected: allowedFor.includes(as) ? 'allowed' : 'denied', request }));
}

const everyone = roles;
const adminOnly: readonly Role[] = ['admin'];

interface PublicCollection {
  name: 'tourPackages' | 'hotels' | 'articles';
  existingId: string;
  freshId: string;
  valid: DocumentData;
  edit: DocumentData;
}

const publicCollections: PublicCollection[] = [
  { name: 'tourPackages', existingId: existing.tour, freshId: fresh.tour, valid: tour, edit: { price: 9900 } },
  { name: 'hotels', existingId: existing.hotel, freshId: fresh.hotel, valid: hotel, edit: { price: 7000 } },
  { name: 'articles', existingId: existing.article, freshId: fresh.article, valid: article, edit: { title: 'Packing light' } },
];

const publicMatrix: RuleCase[] = publicCollections.flatMap((c) => [
  ...perRole(`${c.name}: get`, everyone, (db) => getDoc(doc(db, c.name, c.existingId))),
  ...perRole(`${c.name}: list`, everyone, (db) => getDocs(collection(db, c.name))),
  ...perRole(`${c.name}: create`, adminOnly, (db) => setDoc(doc(db, c.name, c.freshId), c.valid)),
  ...perRole(`${c.name}: update`, adminOnly, (db) => updateDoc(doc(db, c.name, c.existingId), c.edit)),
  ...perRole(`${c.name}: delete`, adminOnly, (db) => deleteDoc(doc(db, c.name, c.existingId))),
]);

const bookings = 'hotelBookings';
const bookingRef = (db: Firestore, id: string) => doc(db, bookings, id);
const ownBooking: Record<Role, DocumentData> = {
  // The anonymous visitor has no uid to book under: it tries alice's.
  anonymous: bookingOf(users.alice),
  alice: bookingOf(users.alice),
  bob: bookingOf(users.bob),
  admin: bookingOf(users.admin),
};

const bookingMatrix: RuleCase[] = [
  ...perRole(`${bookings}: get alice's booking`, ['alice', 'admin'], (db) => getDoc(bookingRef(db, existing.aliceBooking))),
  ...perRole(`${bookings}: list all bookings`, adminOnly, (db) => getDocs(collection(db, bookings))),
  ...perRole(`${bookings}: list where userId == alice`, ['alice', 'admin'], (db) =>
    getDocs(query(collection(db, bookings), where('userId', '==', users.alice.uid))),
  ),
  ...roles.map((as): RuleCase => ({
    title: `${bookings}: create a Pending booking for oneself`,
    as,
    expected: as === 'anonymous' ? 'denied' : 'allowed',
    request: (db) => setDoc(bookingRef(db, fresh.booking), ownBooking[as]),
  })),
  ...perRole(`${bookings}: set the status of alice's booking`, adminOnly, (db) =>
    updateDoc(bookingRef(db, existing.aliceBooking), { status: 'Confirmed' }),
  ),
  ...perRole(`${bookings}: delete alice's booking`, adminOnly, (db) => deleteDoc(bookingRef(db, existing.aliceBooking))),
];

/** Collections the rules do not name: nobody reads or writes them from a client. */
const unnamedMatrix: RuleCase[] = [
  ...perRole('users (not named): get', [], (db) => getDoc(doc(db, 'users', users.alice.uid))),
  ...perRole('users (not named): create', [], (db) => setDoc(doc(db, 'users', 'someone'), { name: 'Someone' })),
  ...perRole('flights (not named): list', [], (db) => getDocs(collection(db, 'flights'))),
];

/** What an admin may write: one broken thing per denied case, next to the allowed variants. */
function adminWrites(entries: [title: string, expected: Outcome, request: RuleCase['request']][]): RuleCase[] {
  return entries.map(([title, expected, request]) => ({ title, as: 'admin', expected, request }));
}

const createTour = (data: DocumentData, id: string = fresh.tour) => (db: Firestore) => setDoc(doc(db, 'tourPackages', id), data);

const tourShapes = adminWrites([
  ['tour: the valid tour', 'allowed', createTour(tour)],
  ['tour: without category and itinerary (zod defaults them)', 'allowed', createTour(without(without(tour, 'category'), 'itinerary'))],
  ['tour: every category', 'allowed', async (db) => {
    for (const category of ['Family', 'Honeymoon', 'Cultural', 'Adventure']) await createTour({ ...tour, category })(db);
  }],
  ['tour: a readable sample-style id', 'allowed', createTour(tour, 'kalimpong-weekend')],
  ['tour: an id field equal to the document id', 'allowed', createTour({ ...tour, id: fresh.tour })],
  ['tour: free price (0)', 'allowed', createTour({ ...tour, price: 0 })],
  ['tour: replacing a whole tour', 'allowed', createTour({ ...tour, name: 'Sikkim Delight II' }, existing.tour)],
  ['tour: missing name', 'denied', createTour(without(tour, 'name'))],
  ['tour: blank name', 'denied', createTour({ ...tour, name: '   ' })],
  ['tour: missing image', 'denied', createTour(without(tour, 'image'))],
  ['tour: image not a string', 'denied', createTour({ ...tour, image: 42 })],
  ['tour: empty duration', 'denied', createTour({ ...tour, duration: '' })],
  ['tour: price as a string', 'denied', createTour({ ...tour, price: '12500' })],
  ['tour: negative price', 'denied', createTour({ ...tour, price: -1 })],
  ['tour: infinite price', 'denied', createTour({ ...tour, price: Number.POSITIVE_INFINITY })],
  ['tour: unknown category', 'denied', createTour({ ...tour, category: 'Luxury' })],
  ['tour: unknown key', 'denied', createTour({ ...tour, discount: 10 })],
  ['tour: no destinations', 'denied', createTour({ ...tour, destinationsCovered: [] })],
  ['tour: highlights as a string', 'denied', createTour({ ...tour, highlights: 'Orchids' })],
  ['tour: an empty highlight', 'denied', createTour({ ...tour, highlights: ['Orchids', ''] })],
  ['tour: itinerary not a list', 'denied', createTour({ ...tour, itinerary: 'Day 1' })],
  ['tour: id field different from the document id', 'denied', createTour({ ...tour, id: 'tour_1' })],
  ['tour: id with capitals', 'denied', createTour(tour, 'Tour_1767225600000')],
  ['tour: tour_ id not made of digits', 'denied', createTour(tour, 'tour_abc')],
  ['tour: id with a space', 'denied', createTour(tour, 'kalimpong weekend')],
  ['tour: update to a negative price', 'denied', (db) => updateDoc(doc(db, 'tourPackages', existing.tour), { price: -5 })],
  ['tour: update removing the name', 'denied', (db) => updateDoc(doc(db, 'tourPackages', existing.tour), { name: deleteField() })],
]);

const createHotel = (data: DocumentData, id: string = fresh.hotel) => (db: Firestore) => setDoc(doc(db, 'hotels', id), data);

const hotelShapes = adminWrites([
  ['hotel: the valid hotel', 'allowed', createHotel(hotel)],
  ['hotel: without images (zod defaults them)', 'allowed', createHotel(without(hotel, 'images'))],
  ['hotel: id without the hotel_ prefix', 'denied', createHotel(hotel, 'lava-lodge')],
  ['hotel: missing location', 'denied', createHotel(without(hotel, 'location'))],
  ['hotel: blank description', 'denied', createHotel({ ...hotel, description: ' ' })],
  ['hotel: price as a string', 'denied', createHotel({ ...hotel, price: '6500' })],
  ['hotel: negative price', 'denied', createHotel({ ...hotel, price: -6500 })],
  ['hotel: images as a string', 'denied', createHotel({ ...hotel, images: 'lodge.webp' })],
  ['hotel: an empty image path', 'denied', createHotel({ ...hotel, images: [''] })],
  ['hotel: unknown key', 'denied', createHotel({ ...hotel, rating: 5 })],
]);

const createArticle = (data: DocumentData, id: string = fresh.article) => (db: Firestore) => setDoc(doc(db, 'articles', id), data);
const editArticle = (data: DocumentData) => (db: Firestore) => updateDoc(doc(db, 'articles', existing.article), data);

const articleShapes = adminWrites([
  ['article: the valid article', 'allowed', createArticle(article)],
  ['article: any document id', 'allowed', createArticle(article, 'Packing Tips 2026')],
  ['article: without author, imageUrl and tags (zod defaults them)', 'allowed', createArticle(without(without(without(article, 'author'), 'imageUrl'), 'tags'))],
  ['article: createdAt with an offset', 'allowed', createArticle({ ...article, createdAt: '2026-11-01T13:30:00+05:30' })],
  ['article: slug with underscores and digits', 'allowed', createArticle({ ...article, slug: 'top_10-treks' })],
  ['article: edit keeping createdAt', 'allowed', editArticle({ title: 'Packing light', createdAt: article.createdAt })],
  ['article: slug with a space', 'denied', createArticle({ ...article, slug: 'packing for hills' })],
  ['article: slug with an accent', 'denied', createArticle({ ...article, slug: 'café-culture' })],
  ['article: slug with a slash', 'denied', createArticle({ ...article, slug: 'a/b' })],
  ['article: missing createdAt', 'denied', createArticle(without(article, 'createdAt'))],
  ['article: createdAt not a date-time', 'denied', createArticle({ ...article, createdAt: 'yesterday' })],
  ['article: createdAt as a timestamp', 'denied', createArticle({ ...article, createdAt: Timestamp.now() })],
  ['article: blank title', 'denied', createArticle({ ...article, title: '' })],
  ['article: empty author', 'denied', createArticle({ ...article, author: '' })],
  ['article: empty content', 'denied', createArticle({ ...article, content: '' })],
  ['article: tags as a string', 'denied', createArticle({ ...article, tags: 'Planning' })],
  ['article: unknown key', 'denied', createArticle({ ...article, views: 0 })],
  ['article: edit changing createdAt', 'denied', editArticle({ createdAt: '2027-01-01T00:00:00.000Z' })],
  ['article: edit removing createdAt', 'denied', editArticle({ createdAt: deleteField() })],
]);

const aliceCreates = (data: DocumentData): Omit<RuleCase, 'title' | 'expected'> => ({
  as: 'alice',
  request: (db) => setDoc(bookingRef(db, fresh.booking), data),
});
const aliceBooking = bookingOf(users.alice);
const updateAlices = (as: Role, data: DocumentData): Omit<RuleCase, 'title' | 'expected'> => ({
  as,
  request: (db) => updateDoc(bookingRef(db, existing.aliceBooking), data),
});

const bookingShapes: RuleCase[] = [
  { title: 'booking: alice books for bob', expected: 'denied', ...aliceCreates(bookingOf(users.bob)) },
  { title: "booking: alice books under her uid with bob's e-mail", expected: 'denied', ...aliceCreates({ ...aliceBooking, userEmail: users.bob.email }) },
  { title: 'booking: alice books as Confirmed', expected: 'denied', ...aliceCreates({ ...aliceBooking, status: 'Confirmed' }) },
  { title: 'booking: alice books as Cancelled', expected: 'denied', ...aliceCreates({ ...aliceBooking, status: 'Cancelled' }) },
  { title: 'booking: without userId', expected: 'denied', ...aliceCreates(without(aliceBooking, 'userId')) },
  { title: 'booking: without createdAt', expected: 'denied', ...aliceCreates(without(aliceBooking, 'createdAt')) },
  { title: 'booking: createdAt not in UTC', expected: 'denied', ...aliceCreates({ ...aliceBooking, createdAt: '2026-11-20T15:30:00+05:30' }) },
  { title: 'booking: check-in not YYYY-MM-DD', expected: 'denied', ...aliceCreates({ ...aliceBooking, checkInDate: '10/03/2027' }) },
  { title: 'booking: negative total', expected: 'denied', ...aliceCreates({ ...aliceBooking, totalPrice: -1 }) },
  { title: 'booking: blank hotel name', expected: 'denied', ...aliceCreates({ ...aliceBooking, hotelName: '' }) },
  { title: 'booking: unknown key', expected: 'denied', ...aliceCreates({ ...aliceBooking, paid: true }) },
  { title: 'booking: without the optional hotelId', expected: 'allowed', ...aliceCreates(without(aliceBooking, 'hotelId')) },
  { title: 'booking: alice cancels her own booking', expected: 'denied', ...updateAlices('alice', { status: 'Cancelled' }) },
  { title: 'booking: alice changes her dates', expected: 'denied', ...updateAlices('alice', { checkOutDate: '2027-03-15' }) },
  { title: 'booking: admin sets Cancelled', expected: 'allowed', ...updateAlices('admin', { status: 'Cancelled' }) },
  { title: 'booking: admin sets Pending', expected: 'allowed', ...updateAlices('admin', { status: 'Pending' }) },
  { title: 'booking: admin sets an unknown status', expected: 'denied', ...updateAlices('admin', { status: 'Refunded' }) },
  { title: 'booking: admin changes the total', expected: 'denied', ...updateAlices('admin', { totalPrice: 1 }) },
  { title: 'booking: admin changes status and total together', expected: 'denied', ...updateAlices('admin', { status: 'Confirmed', totalPrice: 1 }) },
  { title: 'booking: admin removes a field', expected: 'denied', ...updateAlices('admin', { hotelId: deleteField() }) },
  {
    title: 'booking: admin creates a booking for alice',
    as: 'admin',
    expected: 'denied',
    request: (db) => setDoc(bookingRef(db, fresh.booking), aliceBooking),
  },
  {
    title: "booking: alice lists bob's bookings",
    as: 'alice',
    expected: 'denied',
    request: (db) => getDocs(query(collection(db, bookings), where('userId', '==', users.bob.uid))),
  },
  { title: 'booking: admin reads a booking without userId', as: 'admin', expected: 'allowed', request: (db) => getDoc(bookingRef(db, existing.legacyBooking)) },
  { title: 'booking: alice reads a booking without userId', as: 'alice', expected: 'denied', request: (db) => getDoc(bookingRef(db, existing.legacyBooking)) },
];

/** The sample data the seed script loads must pass the rules too (the seed bypasses them, the admin screens do not). */
const sampleDocuments: RuleCase[] = [
  ...sampleTours.map(({ id, ...data }) => ({ id, data, path: 'tourPackages' })),
  ...sampleHotels.map(({ id, ...data }) => ({ id, data, path: 'hotels' })),
  ...sampleArticles.map(({ id, ...data }) => ({ id, data, path: 'articles' })),
].map(({ id, data, path }) => ({
  title: `sample data: admin writes ${path}/${id}`,
  as: 'admin',
  expected: 'allowed',
  request: (db) => setDoc(doc(db, path, id), data),
}));

const tables: Record<string, RuleCase[]> = {
  'tourPackages, hotels, articles: every role, every operation': publicMatrix,
  'hotelBookings: every role, every operation': bookingMatrix,
  'collections the rules do not name': unnamedMatrix,
  'tour shapes': tourShapes,
  'hotel shapes': hotelShapes,
  'article shapes': articleShapes,
  'booking shapes and ownership': bookingShapes,
  'sample data': sampleDocuments,
};

// ---- Running them -------------------------------------------------------------------------------------

describe('firestore.rules', () => {
  let testEnv: RulesTestEnvironment;
  let clients: Record<Role, Firestore>;
  let owner: Firestore;

  beforeAll(async () => {
    // Loads firestore.rules into the emulator; a rules file that does not compile fails here.
    testEnv = await initializeRulesTestEnvironment({
      projectId,
      firestore: { ...firestoreEmulator(), rules: readFileSync('firestore.rules', 'utf8') },
    });
    clients = {
      anonymous: anonymousClient(),
      alice: signedInClient(users.alice),
      bob: signedInClient(users.bob),
      admin: signedInClient({ ...users.admin, claims: { admin: true } }),
    };
    owner = rulesBypassingClient();
  });

  afterAll(async () => {
    await deleteAllClients();
    await testEnv?.cleanup();
  });

  beforeEach(async () => {
    await testEnv.clearFirestore();
    await seed(owner);
  });

  it('has a large enough table to be worth trusting', () => {
    expect(Object.values(tables).flat().length).toBeGreaterThanOrEqual(100);
  });

  for (const [name, cases] of Object.entries(tables)) {
    describe(name, () => {
      it.each(cases)('$title as $as: $expected', async ({ as, expected, request }) => {
        const pending = request(clients[as]);
        if (expected === 'allowed') await assertSucceeds(pending);
        else await assertFails(pending);
      });
    });
  }

  it('lets a customer see exactly their own bookings', async () => {
    const mine = await assertSucceeds(getDocs(query(collection(clients.alice, bookings), where('userId', '==', users.alice.uid))));
    expect(mine.docs.map((snapshot) => snapshot.id).sort()).toEqual([existing.aliceBooking]);
  });

  it('leaves a denied update without effect', async () => {
    await assertFails(updateDoc(bookingRef(clients.admin, existing.aliceBooking), { status: 'Confirmed', totalPrice: 1 }));
    const stored = await getDoc(bookingRef(owner, existing.aliceBooking));
    expect(stored.data()).toMatchObject({ status: 'Pending', totalPrice: aliceBooking.totalPrice });
  });
});
