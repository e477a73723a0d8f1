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
import { article, bookingOf, hotel, legacyBooking, tour, users, without } from './fixtures';
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
  /** A sample booking made before accounts existed: no userId, kind, reference or travellers. */
  legacyBooking: 'booking_sample_1',
  /** alice's bookings in the other states the cancellation rules care about. */
  aliceConfirmed: 'booking_alice_confirmed',
  aliceCancelled: 'booking_alice_cancelled',
  aliceRequested: 'booking_alice_requested',
} as const;

const requestedAt = '2026-11-21T08:30:00.000Z';

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
  batch.set(doc(db, 'hotelBookings', existing.legacyBooking), legacyBooking());
  batch.set(doc(db, 'hotelBookings', existing.aliceConfirmed), { ...bookingOf(users.alice), status: 'Confirmed' });
  batch.set(doc(db, 'hotelBookings', existing.aliceCancelled), { ...bookingOf(users.alice), status: 'Cancelled' });
  batch.set(doc(db, 'hotelBookings', existing.aliceRequested), { ...bookingOf(users.alice), cancellationRequestedAt: requestedAt });
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
  ...perRole(`${bookings}: ask to cancel alice's booking`, ['alice'], (db) =>
    updateDoc(bookingRef(db, existing.aliceBooking), { cancellationRequestedAt: new Date().toISOString() }),
  ),
  ...perRole(`${bookings}: ask to cancel bob's booking`, ['bob'], (db) =>
    updateDoc(bookingRef(db, existing.bobBooking), { cancellationRequestedAt: new Date().toISOString() }),
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
  // The form prefills the account's e-mail but lets the customer type another: the owner is userId.
  { title: 'booking: alice books under her uid with another e-mail', expected: 'allowed', ...aliceCreates({ ...aliceBooking, userEmail: 'family.trip@example.org' }) },
  { title: 'booking: alice books as Confirmed', expected: 'denied', ...aliceCreates({ ...aliceBooking, status: 'Confirmed' }) },
  { title: 'booking: alice books as Cancelled', expected: 'denied', ...aliceCreates({ ...aliceBooking, status: 'Cancelled' }) },
  { title: 'booking: without userId', expected: 'denied', ...aliceCreates(without(aliceBooking, 'userId')) },
  { title: 'booking: without createdAt', expected: 'denied', ...aliceCreates(without(aliceBooking, 'createdAt')) },
  { title: 'booking: createdAt not in UTC', expected: 'denied', ...aliceCreates({ ...aliceBooking, createdAt: '2026-11-20T15:30:00+05:30' }) },
  { title: 'booking: check-in not YYYY-MM-DD', expected: 'denied', ...aliceCreates({ ...aliceBooking, checkInDate: '10/03/2027' }) },
  { title: 'booking: negative total', expected: 'denied', ...aliceCreates({ ...aliceBooking, totalPrice: -1 }) },
  { title: 'booking: blank hotel name', expected: 'denied', ...aliceCreates({ ...aliceBooking, hotelName: '' }) },
  { title: 'booking: unknown key', expected: 'denied', ...aliceCreates({ ...aliceBooking, paid: true }) },
  { title: 'booking: without hotelId (create always sends the item id)', expected: 'denied', ...aliceCreates(without(aliceBooking, 'hotelId')) },
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

/** The shape of a customer's booking request (hotelBookings.create): one broken thing per denied case. */
const bookingRequestShapes: RuleCase[] = [
  ...(['tour', 'room', 'flight', 'hotel'] as const).map((kind): RuleCase => ({
    title: `request: kind ${kind}`,
    expected: 'allowed',
    ...aliceCreates({ ...aliceBooking, kind }),
  })),
  ...(['ep', 'cp', 'map'] as const).map((mealPlan): RuleCase => ({
    title: `request: meal plan ${mealPlan}`,
    expected: 'allowed',
    ...aliceCreates({ ...aliceBooking, kind: 'room', mealPlan }),
  })),
  { title: 'request: without the optional meal plan', expected: 'allowed', ...aliceCreates(without(aliceBooking, 'mealPlan')) },
  { title: 'request: 1 traveller', expected: 'allowed', ...aliceCreates({ ...aliceBooking, travellers: 1 }) },
  { title: 'request: 50 travellers', expected: 'allowed', ...aliceCreates({ ...aliceBooking, travellers: 50 }) },
  { title: 'request: a one-way flight (check-out = check-in)', expected: 'allowed', ...aliceCreates({ ...aliceBooking, kind: 'flight', checkOutDate: aliceBooking.checkInDate }) },
  { title: 'request: an id field equal to the document id', expected: 'allowed', ...aliceCreates({ ...aliceBooking, id: fresh.booking }) },
  { title: 'request: unknown kind', expected: 'denied', ...aliceCreates({ ...aliceBooking, kind: 'cruise' }) },
  { title: 'request: without kind', expected: 'denied', ...aliceCreates(without(aliceBooking, 'kind')) },
  { title: 'request: without reference', expected: 'denied', ...aliceCreates(without(aliceBooking, 'reference')) },
  { title: 'request: reference in lower case', expected: 'denied', ...aliceCreates({ ...aliceBooking, reference: 'ast-7k3q9' }) },
  { title: 'request: reference with a look-alike (0)', expected: 'denied', ...aliceCreates({ ...aliceBooking, reference: 'AST-7K3Q0' }) },
  { title: 'request: reference with six characters', expected: 'denied', ...aliceCreates({ ...aliceBooking, reference: 'AST-7K3Q9X' }) },
  { title: 'request: reference with another prefix', expected: 'denied', ...aliceCreates({ ...aliceBooking, reference: 'XYZ-7K3Q9' }) },
  { title: 'request: without travellers', expected: 'denied', ...aliceCreates(without(aliceBooking, 'travellers')) },
  { title: 'request: 0 travellers', expected: 'denied', ...aliceCreates({ ...aliceBooking, travellers: 0 }) },
  { title: 'request: 51 travellers', expected: 'denied', ...aliceCreates({ ...aliceBooking, travellers: 51 }) },
  { title: 'request: 2.5 travellers', expected: 'denied', ...aliceCreates({ ...aliceBooking, travellers: 2.5 }) },
  { title: 'request: travellers as a string', expected: 'denied', ...aliceCreates({ ...aliceBooking, travellers: '2' }) },
  { title: 'request: unknown meal plan', expected: 'denied', ...aliceCreates({ ...aliceBooking, mealPlan: 'ap' }) },
  { title: 'request: meal plan in capitals', expected: 'denied', ...aliceCreates({ ...aliceBooking, mealPlan: 'CP' }) },
  { title: 'request: already asking to cancel', expected: 'denied', ...aliceCreates({ ...aliceBooking, cancellationRequestedAt: requestedAt }) },
  { title: 'request: e-mail without @', expected: 'denied', ...aliceCreates({ ...aliceBooking, userEmail: 'alice.example.com' }) },
  { title: 'request: check-out before check-in', expected: 'denied', ...aliceCreates({ ...aliceBooking, checkOutDate: '2027-03-09' }) },
  { title: 'request: blank traveller name', expected: 'denied', ...aliceCreates({ ...aliceBooking, userName: ' ' }) },
  { title: 'request: id field different from the document id', expected: 'denied', ...aliceCreates({ ...aliceBooking, id: 'booking_1' }) },
  {
    title: 'request: document id not booking_<time>',
    as: 'alice',
    expected: 'denied',
    request: (db) => setDoc(bookingRef(db, 'my-booking'), aliceBooking),
  },
  {
    title: "request: alice writes her booking over bob's id (an update, not a create)",
    as: 'alice',
    expected: 'denied',
    request: (db) => setDoc(bookingRef(db, existing.bobBooking), aliceBooking),
  },
  {
    title: 'request: alice rewrites her own booking whole',
    as: 'alice',
    expected: 'denied',
    request: (db) => setDoc(bookingRef(db, existing.aliceBooking), { ...aliceBooking, totalPrice: 1 }),
  },
];

const updateBooking = (as: Role, id: string, data: DocumentData): Omit<RuleCase, 'title' | 'expected'> => ({
  as,
  request: (db) => updateDoc(bookingRef(db, id), data),
});
const now = () => new Date().toISOString();

/** A customer's cancellation request: only cancellationRequestedAt, once, on their own booking that is not Cancelled. */
const cancellationRequests: RuleCase[] = [
  { title: 'cancel: alice asks on her Pending booking', expected: 'allowed', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: now() }) },
  { title: 'cancel: alice asks on her Confirmed booking', expected: 'allowed', ...updateBooking('alice', existing.aliceConfirmed, { cancellationRequestedAt: now() }) },
  { title: 'cancel: a time without fraction of a second', expected: 'allowed', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: '2026-11-21T08:30:00Z' }) },
  { title: 'cancel: admin then cancels a booking whose owner asked', expected: 'allowed', ...updateBooking('admin', existing.aliceRequested, { status: 'Cancelled' }) },
  { title: "cancel: bob asks on alice's booking", expected: 'denied', ...updateBooking('bob', existing.aliceBooking, { cancellationRequestedAt: now() }) },
  { title: 'cancel: alice asks on her Cancelled booking', expected: 'denied', ...updateBooking('alice', existing.aliceCancelled, { cancellationRequestedAt: now() }) },
  { title: 'cancel: alice asks a second time (changing the time)', expected: 'denied', ...updateBooking('alice', existing.aliceRequested, { cancellationRequestedAt: now() }) },
  { title: 'cancel: alice withdraws her request', expected: 'denied', ...updateBooking('alice', existing.aliceRequested, { cancellationRequestedAt: deleteField() }) },
  { title: 'cancel: the time is not a date-time', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: 'now' }) },
  { title: 'cancel: the time is not in UTC', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: '2026-11-21T14:00:00+05:30' }) },
  { title: 'cancel: the time as a Firestore Timestamp', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: Timestamp.now() }) },
  { title: 'cancel: the time as a number', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: Date.now() }) },
  { title: 'cancel: alice also sets the status', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: now(), status: 'Cancelled' }) },
  { title: 'cancel: alice also changes the travellers', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: now(), travellers: 3 }) },
  { title: 'cancel: alice also changes the e-mail', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: now(), userEmail: 'new@example.com' }) },
  { title: 'cancel: alice also removes the meal plan', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { cancellationRequestedAt: now(), mealPlan: deleteField() }) },
  { title: 'cancel: alice hands her booking to bob', expected: 'denied', ...updateBooking('alice', existing.aliceBooking, { userId: users.bob.uid }) },
  { title: 'cancel: alice on a booking without userId', expected: 'denied', ...updateBooking('alice', existing.legacyBooking, { cancellationRequestedAt: now() }) },
  { title: 'cancel: alice on a booking that does not exist', expected: 'denied', ...updateBooking('alice', fresh.booking, { cancellationRequestedAt: now() }) },
  { title: "cancel: admin asks on alice's behalf", expected: 'denied', ...updateBooking('admin', existing.aliceBooking, { cancellationRequestedAt: now() }) },
  { title: "cancel: admin clears alice's request", expected: 'denied', ...updateBooking('admin', existing.aliceRequested, { cancellationRequestedAt: deleteField() }) },
  { title: 'cancel: admin sets status and clears the request together', expected: 'denied', ...updateBooking('admin', existing.aliceRequested, { status: 'Confirmed', cancellationRequestedAt: deleteField() }) },
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
  'booking request shapes': bookingRequestShapes,
  'cancellation requests': cancellationRequests,
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
    expect(mine.docs.map((snapshot) => snapshot.id).sort()).toEqual(
      [existing.aliceBooking, existing.aliceCancelled, existing.aliceConfirmed, existing.aliceRequested].sort(),
    );
  });

  it('stores a cancellation request as exactly one new field', async () => {
    const at = new Date().toISOString();
    await assertSucceeds(updateDoc(bookingRef(clients.alice, existing.aliceBooking), { cancellationRequestedAt: at }));
    const stored = await getDoc(bookingRef(owner, existing.aliceBooking));
    expect(stored.data()).toEqual({ ...aliceBooking, cancellationRequestedAt: at });
  });

  it('leaves a denied update without effect', async () => {
    await assertFails(updateDoc(bookingRef(clients.admin, existing.aliceBooking), { status: 'Confirmed', totalPrice: 1 }));
    const stored = await getDoc(bookingRef(owner, existing.aliceBooking));
    expect(stored.data()).toMatchObject({ status: 'Pending', totalPrice: aliceBooking.totalPrice });
  });
});
