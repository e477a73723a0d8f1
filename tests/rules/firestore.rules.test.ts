import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleArticles, sampleFlights, sampleHotels, sampleTours } from '../../seed/data';
import { articleSchema, hotelSchema, tourSchema, type BookingRequestInput, type FlightRequestInput } from '../../src/backend/schemas';
import {
  commit,
  commitPlan,
  draftOf,
  forgeBooking,
  forgeMail,
  forgeMailData,
  planBooking,
  planFlightRequest,
  withCounters,
  withoutMails,
  writesOf,
  type BookingPlan,
  type PlanIds,
  type StoredMail,
  type WriteOf,
} from './booking-batches';
import {
  article,
  asciiLower,
  businessSettings,
  deluxeDouble,
  earlier,
  enquiryInput,
  existingTourBooking,
  fixedTour,
  flight,
  hotel,
  hotelAsterProfile,
  legacyBooking,
  notificationSettings,
  onRequestTour,
  storedArticle,
  storedBooking,
  storedFlight,
  storedHotel,
  storedHotelAster,
  storedRoom,
  storedTour,
  superDeluxe,
  users,
  without,
} from './fixtures';
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
 * firestore.rules, request by request: who (anonymous, customer alice, customer bob, admin) may do what on
 * which collection, which document shapes admins may write, and which booking batches customers may commit.
 * A customer's direct SDK write is the attack: each denied case takes a valid request and breaks one thing.
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

type Request = RuleCase['request'];

// ---- The seeded world -----------------------------------------------------------------------------------

/** Documents present before every case. */
const existing = {
  aliceBooking: 'aliceBooking00000001',
  bobBooking: 'bobBooking0000000001',
  aliceConfirmed: 'aliceConfirmed000001',
  aliceCancelled: 'aliceCancelled000001',
  /** alice has asked to cancel this one. */
  aliceRequested: 'aliceRequested000001',
  /** A sample booking of the original site: no account, no reference. */
  legacyBooking: 'booking_sample_1',
  enquiry: 'enquiryExisting00001',
} as const;

const references = {
  alice: 'AST-7K3Q9',
  bob: 'AST-BBB22',
  aliceConfirmed: 'AST-CCC22',
  aliceCancelled: 'AST-DDD22',
  aliceRequested: 'AST-EEE22',
} as const;

const aliceBooking = existingTourBooking(existing.aliceBooking, users.alice, references.alice);
const bobBooking = existingTourBooking(existing.bobBooking, users.bob, references.bob);

async function seed(db: Firestore): Promise<void> {
  const batch = writeBatch(db);
  const set = (path: string, id: string, data: DocumentData) => batch.set(doc(db, path, id), data);
  set('tourPackages', onRequestTour.id, storedTour(onRequestTour));
  set('tourPackages', fixedTour.id, storedTour(fixedTour));
  set('hotels', hotel.id, storedHotel(hotel));
  set('articles', article.id, storedArticle(article));
  set('flights', flight.id, storedFlight(flight));
  set('asterRooms', deluxeDouble.id, storedRoom(deluxeDouble));
  set('asterRooms', superDeluxe.id, storedRoom(superDeluxe));
  set('content', 'hotelAster', storedHotelAster(hotelAsterProfile));
  set('settings', 'business', businessSettings);
  set('settings', 'notifications', notificationSettings);

  set('hotelBookings', existing.aliceBooking, storedBooking(aliceBooking, earlier));
  set('hotelBookings', existing.bobBooking, storedBooking(bobBooking, earlier));
  const alices = (id: string, reference: string, extra: Partial<typeof aliceBooking>) =>
    set('hotelBookings', id, storedBooking({ ...existingTourBooking(id, users.alice, reference), ...extra }, earlier));
  alices(existing.aliceConfirmed, references.aliceConfirmed, { status: 'Confirmed' });
  alices(existing.aliceCancelled, references.aliceCancelled, { status: 'Cancelled' });
  alices(existing.aliceRequested, references.aliceRequested, { cancellationRequestedAt: '2026-11-21T08:30:00.000Z' });
  set('hotelBookings', existing.legacyBooking, legacyBooking());
  set('bookingReferences', references.alice, { bookingId: existing.aliceBooking });
  set('bookingReferences', references.bob, { bookingId: existing.bobBooking });
  set('bookingReferences', references.aliceConfirmed, { bookingId: existing.aliceConfirmed });
  set('bookingReferences', references.aliceCancelled, { bookingId: existing.aliceCancelled });
  set('bookingReferences', references.aliceRequested, { bookingId: existing.aliceRequested });

  // One of the two Deluxe Doubles is held on 10 May 2027; the only Super Deluxe on 20 May 2027.
  set('roomNights', 'deluxe-double_2027-05', { roomId: 'deluxe-double', month: '2027-05', held: { '10': 1 }, lastBooking: existing.bobBooking });
  set('roomNights', 'super-deluxe_2027-05', { roomId: 'super-deluxe', month: '2027-05', held: { '20': 1 }, lastBooking: existing.bobBooking });
  // Two of the three seats of the 10 April departure are taken.
  set('departureSeats', 'kalimpong-weekend_2027-04-10', { tourId: fixedTour.id, date: '2027-04-10', held: 2, lastBooking: existing.bobBooking });

  set('enquiries', existing.enquiry, { ...enquiryInput, createdAt: earlier, handled: false });
  set('mail', `${existing.aliceBooking}-customer`, {
    to: users.alice.email,
    template: { name: 'booking-received', data: { reference: references.alice } },
    createdAt: earlier,
  });
  set('bookingNotes', existing.aliceBooking, { note: 'Wants a window seat.', history: [] });
  set('mailTemplates', 'booking-received', { subject: 'We have your request {{reference}}', html: '<p>Thank you, {{userName}}.</p>' });
  set('users', users.alice.uid, { name: 'Alice' });
  await batch.commit();
}

// ---- Building requests ----------------------------------------------------------------------------------

/** Same expectation for every role listed, denied for the others. */
function perRole(title: string, allowedFor: readonly Role[], request: Request): RuleCase[] {
  return roles.map((as) => ({ title, as, expected: allowedFor.includes(as) ? 'allowed' : 'denied', request }));
}

const everyone = roles;
const signedIn: readonly Role[] = ['alice', 'bob', 'admin'];
const adminOnly: readonly Role[] = ['admin'];
const nobody: readonly Role[] = [];

function casesAs(as: Role, entries: [title: string, expected: Outcome, request: Request][]): RuleCase[] {
  return entries.map(([title, expected, request]) => ({ title, as, expected, request }));
}

const put = (path: string, id: string, data: DocumentData): Request => (db) => setDoc(doc(db, path, id), data);
const patch = (path: string, id: string, data: DocumentData): Request => (db) => updateDoc(doc(db, path, id), data);
const remove = (path: string, id: string): Request => (db) => deleteDoc(doc(db, path, id));
const read = (path: string, id: string): Request => (db) => getDoc(doc(db, path, id));
const list = (path: string): Request => (db) => getDocs(collection(db, path));
const run = (p: BookingPlan): Request => (db) => commitPlan(db, p);
const runWrites = (writes: WriteOf[]): Request => (db) => commit(db, writes);

const long = (size: number) => 'x'.repeat(size);
const megabyte = long(1_000_000);
const farFuture = Timestamp.fromDate(new Date('9999-12-31T00:00:00.000Z'));
/** A time the client chose: its own clock, a little before the server receives the request. */
const clientNow = () => Timestamp.now();

/** 20 letters and digits, like randomId(): distinct per case number. */
const newId = (n: number) => `NewBooking${String(n).padStart(10, '0')}`;
const aliceIds = (n = 1, reference = 'AST-NEW22'): PlanIds => ({ id: newId(n), userId: users.alice.uid, reference });

const contact = { userName: 'Alice Example', userEmail: users.alice.email, phone: '+919800000002' };

const tourRequest: BookingRequestInput = {
  kind: 'tour',
  itemId: onRequestTour.id,
  ...contact,
  travelDate: '2027-03-20',
  endDate: '2027-03-20',
  travellers: 2,
};
const tourItem = { kind: 'tour', tour: onRequestTour } as const;
const fixedItem = { kind: 'tour', tour: fixedTour } as const;

const roomRequest: BookingRequestInput = {
  kind: 'room',
  itemId: deluxeDouble.id,
  ...contact,
  travelDate: '2027-05-10',
  endDate: '2027-05-13',
  travellers: 2,
  mealPlan: 'cp',
};
const roomItem = { kind: 'room', room: deluxeDouble, seasons: hotelAsterProfile.seasons } as const;
const superItem = { kind: 'room', room: superDeluxe, seasons: hotelAsterProfile.seasons } as const;

const flightRequestInput: BookingRequestInput = {
  kind: 'flight',
  itemId: flight.id,
  ...contact,
  travelDate: '2027-02-14',
  endDate: '2027-02-14',
  travellers: 2,
};
const flightItem = { kind: 'flight', flight } as const;

const askForFlight: FlightRequestInput = {
  from: 'Bagdogra',
  to: 'Delhi',
  travelDate: '2027-02-20',
  travellers: 3,
  ...contact,
};

// The valid plans every denied case starts from.
const tourPlan = planBooking(tourRequest, tourItem, aliceIds());
const roomPlan = planBooking(roomRequest, roomItem, aliceIds());
const flightPlan = planBooking(flightRequestInput, flightItem, aliceIds());
const flightAskPlan = planFlightRequest(askForFlight, aliceIds());
/** The last seat of the 10 April departure. */
const lastSeatPlan = planBooking({ ...tourRequest, itemId: fixedTour.id, travelDate: '2027-04-10', endDate: '2027-04-10', travellers: 1 }, fixedItem, aliceIds());
/** 5 of the 20 seats of 17 April (no counter yet). */
const fixedPlan = planBooking({ ...tourRequest, itemId: fixedTour.id, travelDate: '2027-04-17', endDate: '2027-04-17', travellers: 5 }, fixedItem, aliceIds());

// ---- Content: every role, every operation ----------------------------------------------------------------

interface PublicCollection {
  name: string;
  existingId: string;
  freshId: string;
  valid: DocumentData;
  edit: DocumentData;
}

const publicCollections: PublicCollection[] = [
  { name: 'tourPackages', existingId: onRequestTour.id, freshId: 'tour_1767225600000', valid: storedTour(onRequestTour), edit: { price: 9900 } },
  { name: 'hotels', existingId: hotel.id, freshId: 'hotel_1767225600000', valid: storedHotel(hotel), edit: { price: 7000 } },
  { name: 'articles', existingId: article.id, freshId: 'article_1767225600000', valid: storedArticle(article), edit: { title: 'Packing light' } },
  { name: 'flights', existingId: flight.id, freshId: 'fl-ai-865', valid: storedFlight(flight), edit: { price: 4700 } },
  { name: 'asterRooms', existingId: deluxeDouble.id, freshId: 'Rm3v8QkT1xZ0aB7cD9eF', valid: storedRoom(deluxeDouble), edit: { rooms: 3 } },
];

const publicMatrix: RuleCase[] = publicCollections.flatMap((c) => [
  ...perRole(`${c.name}: get`, everyone, read(c.name, c.existingId)),
  ...perRole(`${c.name}: list`, everyone, list(c.name)),
  ...perRole(`${c.name}: create`, adminOnly, put(c.name, c.freshId, c.valid)),
  ...perRole(`${c.name}: update`, adminOnly, patch(c.name, c.existingId, c.edit)),
  ...perRole(`${c.name}: delete`, adminOnly, remove(c.name, c.existingId)),
]);

const singletonMatrix: RuleCase[] = [
  ...perRole('content/hotelAster: get', everyone, read('content', 'hotelAster')),
  ...perRole('content/hotelAster: save', adminOnly, put('content', 'hotelAster', storedHotelAster({ ...hotelAsterProfile, facilities: [] }))),
  ...perRole('content/hotelAster: delete (nothing deletes it)', nobody, remove('content', 'hotelAster')),
  ...perRole('content/other: get', nobody, read('content', 'other')),
  ...perRole('content/other: create', nobody, put('content', 'other', { note: 'x' })),
  ...perRole('settings/business: get', everyone, read('settings', 'business')),
  ...perRole('settings/business: save', adminOnly, put('settings', 'business', { ...businessSettings, supportHours: 'Weekdays' })),
  ...perRole('settings/business: delete', nobody, remove('settings', 'business')),
  ...perRole('settings/notifications: get (the browser addresses the operator)', everyone, read('settings', 'notifications')),
  ...perRole('settings: list (fetched by id only; a list would reveal notifications)', nobody, list('settings')),
  ...perRole('content: list (fetched by id only)', nobody, list('content')),
  ...perRole('settings/notifications: save', adminOnly, put('settings', 'notifications', { operatorEmail: 'desk@himalayan-aster.example' })),
  ...perRole('settings/notifications: delete', nobody, remove('settings', 'notifications')),
  ...perRole('settings/other: get', nobody, read('settings', 'other')),
  ...perRole('settings/other: create', nobody, put('settings', 'other', { operatorEmail: 'x@example.com' })),
];

const adminOnlyMatrix: RuleCase[] = [
  ...perRole('bookingNotes: get', adminOnly, read('bookingNotes', existing.aliceBooking)),
  ...perRole('bookingNotes: list', adminOnly, list('bookingNotes')),
  ...perRole('bookingNotes: save a note', adminOnly, put('bookingNotes', existing.bobBooking, { note: 'Called back.' })),
  ...perRole('bookingNotes: delete', adminOnly, remove('bookingNotes', existing.aliceBooking)),
  ...perRole('mailTemplates: get', adminOnly, read('mailTemplates', 'booking-received')),
  ...perRole('mailTemplates: list', adminOnly, list('mailTemplates')),
  ...perRole('mailTemplates: save', adminOnly, put('mailTemplates', 'booking-confirmed', { subject: 'Confirmed: {{reference}}', html: '<p>See you soon.</p>' })),
  ...perRole('mailTemplates: delete', adminOnly, remove('mailTemplates', 'booking-received')),
  ...perRole('mail: get', adminOnly, read('mail', `${existing.aliceBooking}-customer`)),
  ...perRole('mail: list', adminOnly, list('mail')),
  ...perRole('mail: delete', adminOnly, remove('mail', `${existing.aliceBooking}-customer`)),
  ...perRole("mail: retry (the extension's delivery state)", adminOnly, patch('mail', `${existing.aliceBooking}-customer`, { delivery: { state: 'RETRY' } })),
  ...perRole('mail: change the address of a queued message', nobody, patch('mail', `${existing.aliceBooking}-customer`, { to: 'other@example.com' })),
  ...perRole('enquiries: get', adminOnly, read('enquiries', existing.enquiry)),
  ...perRole('enquiries: list', adminOnly, list('enquiries')),
  ...perRole('enquiries: mark handled', adminOnly, patch('enquiries', existing.enquiry, { handled: true })),
  ...perRole('enquiries: delete', adminOnly, remove('enquiries', existing.enquiry)),
  ...perRole('bookingReferences: get (is a fresh reference taken?)', signedIn, read('bookingReferences', references.alice)),
  ...perRole('bookingReferences: list', nobody, list('bookingReferences')),
  ...perRole('bookingReferences: point a reference at another booking', nobody, patch('bookingReferences', references.alice, { bookingId: existing.bobBooking })),
  ...perRole('bookingReferences: delete', adminOnly, remove('bookingReferences', references.alice)),
  ...perRole('roomNights: get', everyone, read('roomNights', 'deluxe-double_2027-05')),
  ...perRole('roomNights: list', everyone, list('roomNights')),
  ...perRole('roomNights: delete', adminOnly, remove('roomNights', 'deluxe-double_2027-05')),
  ...perRole('departureSeats: get', everyone, read('departureSeats', 'kalimpong-weekend_2027-04-10')),
  ...perRole('departureSeats: list', everyone, list('departureSeats')),
  ...perRole('departureSeats: delete', adminOnly, remove('departureSeats', 'kalimpong-weekend_2027-04-10')),
  ...perRole('users (not named): get', nobody, read('users', users.alice.uid)),
  ...perRole('users (not named): create', nobody, put('users', 'someone', { name: 'Someone' })),
];

// ---- Content shapes (admin writes) ------------------------------------------------------------------------

const tourDoc = storedTour(onRequestTour);
const createTour = (data: DocumentData, id = 'tour_1767225600000') => put('tourPackages', id, data);

const tourShapes = casesAs('admin', [
  ['tour: the valid tour', 'allowed', createTour(tourDoc)],
  ['tour: with fixed departures', 'allowed', createTour(storedTour(fixedTour))],
  ['tour: every category', 'allowed', async (db) => {
    for (const category of ['Family', 'Honeymoon', 'Cultural', 'Adventure']) await createTour({ ...tourDoc, category })(db);
  }],
  ['tour: a readable sample-style id', 'allowed', createTour(tourDoc, 'kalimpong-weekend-2')],
  ['tour: free (price 0)', 'allowed', createTour({ ...tourDoc, price: 0 })],
  ['tour: price 10,000,000 (limits.price)', 'allowed', createTour({ ...tourDoc, price: 10_000_000 })],
  ['tour: a duration nobody can read (days null)', 'allowed', createTour({ ...tourDoc, duration: 'Flexible', days: null })],
  ['tour: its picture in storage', 'allowed', createTour({ ...tourDoc, imagePaths: ['images/1_tour.webp'] })],
  ['tour: name of 120 characters', 'allowed', createTour({ ...tourDoc, name: long(120) })],
  ['tour: replacing a whole tour', 'allowed', createTour({ ...tourDoc, name: 'Sikkim Delight II' }, onRequestTour.id)],
  ['tour: missing name', 'denied', createTour(without(tourDoc, 'name'))],
  ['tour: blank name', 'denied', createTour({ ...tourDoc, name: '   ' })],
  ['tour: name of no-break spaces only', 'denied', createTour({ ...tourDoc, name: '\u00a0\u00a0' })],
  ['tour: name of 121 characters', 'denied', createTour({ ...tourDoc, name: long(121) })],
  ['tour: image not a string', 'denied', createTour({ ...tourDoc, image: 42 })],
  ['tour: image address of 2049 characters', 'denied', createTour({ ...tourDoc, image: `https://${long(2041)}` })],
  ['tour: empty duration', 'denied', createTour({ ...tourDoc, duration: '' })],
  ['tour: duration of 61 characters', 'denied', createTour({ ...tourDoc, duration: long(61) })],
  ['tour: price as a string', 'denied', createTour({ ...tourDoc, price: '12500' })],
  ['tour: negative price', 'denied', createTour({ ...tourDoc, price: -1 })],
  ['tour: price with paise', 'denied', createTour({ ...tourDoc, price: 12500.5 })],
  ['tour: price 10,000,001', 'denied', createTour({ ...tourDoc, price: 10_000_001 })],
  ['tour: infinite price', 'denied', createTour({ ...tourDoc, price: Number.POSITIVE_INFINITY })],
  ['tour: unknown category', 'denied', createTour({ ...tourDoc, category: 'Luxury' })],
  ['tour: without category', 'denied', createTour(without(tourDoc, 'category'))],
  ['tour: unknown key', 'denied', createTour({ ...tourDoc, discount: 10 })],
  ['tour: an id field', 'denied', createTour({ ...tourDoc, id: 'tour_1767225600000' })],
  ['tour: no destinations', 'denied', createTour({ ...tourDoc, destinationsCovered: [] })],
  ['tour: 21 destinations', 'denied', createTour({ ...tourDoc, destinationsCovered: Array.from({ length: 21 }, (_, i) => `Place ${i}`) })],
  ['tour: highlights as a string', 'denied', createTour({ ...tourDoc, highlights: 'Orchids' })],
  ['tour: an empty highlight', 'denied', createTour({ ...tourDoc, highlights: ['Orchids', ''] })],
  ['tour: 31 highlights', 'denied', createTour({ ...tourDoc, highlights: Array.from({ length: 31 }, (_, i) => `Highlight ${i}`) })],
  ['tour: itinerary not a list', 'denied', createTour({ ...tourDoc, itinerary: 'Day 1' })],
  ['tour: 31 itinerary days', 'denied', createTour({ ...tourDoc, itinerary: Array.from({ length: 31 }, () => ({ title: 'Day', description: '' })) })],
  ['tour: description of 6001 characters', 'denied', createTour({ ...tourDoc, description: long(6001) })],
  ['tour: 31 inclusions', 'denied', createTour({ ...tourDoc, inclusions: Array.from({ length: 31 }, (_, i) => `Item ${i}`) })],
  ['tour: 31 exclusions', 'denied', createTour({ ...tourDoc, exclusions: Array.from({ length: 31 }, (_, i) => `Item ${i}`) })],
  ['tour: departures as a list', 'denied', createTour({ ...tourDoc, departures: ['2027-04-10'] })],
  ['tour: 121 departures', 'denied', createTour({
    ...tourDoc,
    departures: Object.fromEntries(Array.from({ length: 121 }, (_, i) => [new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10), 10])),
  })],
  ['tour: without departures', 'denied', createTour(without(tourDoc, 'departures'))],
  ['tour: without days', 'denied', createTour(without(tourDoc, 'days'))],
  ['tour: days 0', 'denied', createTour({ ...tourDoc, days: 0 })],
  ['tour: days as a string', 'denied', createTour({ ...tourDoc, days: '6' })],
  ['tour: without imagePaths', 'denied', createTour(without(tourDoc, 'imagePaths'))],
  ['tour: two image paths for one picture', 'denied', createTour({ ...tourDoc, imagePaths: ['images/1_a.webp', 'images/2_b.webp'] })],
  ['tour: id with capitals', 'denied', createTour(tourDoc, 'Tour_1767225600000')],
  ['tour: tour_ id not made of digits', 'denied', createTour(tourDoc, 'tour_abc')],
  ['tour: id with a space', 'denied', createTour(tourDoc, 'kalimpong weekend')],
  ['tour: update to a negative price', 'denied', patch('tourPackages', onRequestTour.id, { price: -5 })],
  ['tour: update removing the name', 'denied', patch('tourPackages', onRequestTour.id, { name: deleteField() })],
]);

const hotelDoc = storedHotel(hotel);
const createHotel = (data: DocumentData, id = 'hotel_1767225600000') => put('hotels', id, data);

const hotelShapes = casesAs('admin', [
  ['hotel: the valid hotel', 'allowed', createHotel(hotelDoc)],
  ['hotel: without pictures', 'allowed', createHotel({ ...hotelDoc, images: [], imagePaths: [] })],
  ['hotel: description of 2000 characters', 'allowed', createHotel({ ...hotelDoc, description: long(2000) })],
  ['hotel: id without the hotel_ prefix', 'denied', createHotel(hotelDoc, 'lava-lodge')],
  ['hotel: missing location', 'denied', createHotel(without(hotelDoc, 'location'))],
  ['hotel: location of 121 characters', 'denied', createHotel({ ...hotelDoc, location: long(121) })],
  ['hotel: blank description', 'denied', createHotel({ ...hotelDoc, description: ' ' })],
  ['hotel: description of 2001 characters', 'denied', createHotel({ ...hotelDoc, description: long(2001) })],
  ['hotel: price as a string', 'denied', createHotel({ ...hotelDoc, price: '6500' })],
  ['hotel: negative price', 'denied', createHotel({ ...hotelDoc, price: -6500 })],
  ['hotel: price 10,000,001', 'denied', createHotel({ ...hotelDoc, price: 10_000_001 })],
  ['hotel: images as a string', 'denied', createHotel({ ...hotelDoc, images: 'lodge.webp' })],
  ['hotel: an empty image address', 'denied', createHotel({ ...hotelDoc, images: [''] })],
  ['hotel: 21 images', 'denied', createHotel({ ...hotelDoc, images: Array.from({ length: 21 }, (_, i) => `/images/${i}.webp`) })],
  ['hotel: without imagePaths', 'denied', createHotel(without(hotelDoc, 'imagePaths'))],
  ['hotel: unknown key', 'denied', createHotel({ ...hotelDoc, rating: 5 })],
]);

const articleDoc = storedArticle(article);
const createArticle = (data: DocumentData, id = 'article_1767225600000') => put('articles', id, data);
const editArticle = (data: DocumentData) => patch('articles', article.id, data);

const articleShapes = casesAs('admin', [
  ['article: the valid article', 'allowed', createArticle(articleDoc)],
  ['article: a random document id', 'allowed', createArticle(articleDoc, 'Xy7Qw2Er9Ty6Ui3Op0As')],
  ['article: createdAt with an offset', 'allowed', createArticle({ ...articleDoc, createdAt: '2026-11-01T13:30:00+05:30' })],
  ['article: slug with underscores and digits', 'allowed', createArticle({ ...articleDoc, slug: 'top_10-treks' })],
  ['article: edit keeping createdAt', 'allowed', editArticle({ title: 'Packing light', createdAt: article.createdAt })],
  ['article: id with a space', 'denied', createArticle(articleDoc, 'Packing Tips 2026')],
  ['article: slug with a space', 'denied', createArticle({ ...articleDoc, slug: 'packing for hills' })],
  ['article: slug with an accent', 'denied', createArticle({ ...articleDoc, slug: 'café-culture' })],
  ['article: slug with a slash', 'denied', createArticle({ ...articleDoc, slug: 'a/b' })],
  ['article: slug of 121 characters', 'denied', createArticle({ ...articleDoc, slug: long(121) })],
  ['article: missing createdAt', 'denied', createArticle(without(articleDoc, 'createdAt'))],
  ['article: createdAt not a date-time', 'denied', createArticle({ ...articleDoc, createdAt: 'yesterday' })],
  ['article: createdAt as a timestamp', 'denied', createArticle({ ...articleDoc, createdAt: Timestamp.now() })],
  ['article: blank title', 'denied', createArticle({ ...articleDoc, title: '' })],
  ['article: title of 121 characters', 'denied', createArticle({ ...articleDoc, title: long(121) })],
  ['article: empty author', 'denied', createArticle({ ...articleDoc, author: '' })],
  ['article: author of 101 characters', 'denied', createArticle({ ...articleDoc, author: long(101) })],
  ['article: empty content', 'denied', createArticle({ ...articleDoc, content: '' })],
  ['article: content of 300,001 characters', 'denied', createArticle({ ...articleDoc, content: long(300_001) })],
  ['article: tags as a string', 'denied', createArticle({ ...articleDoc, tags: 'Planning' })],
  ['article: 21 tags', 'denied', createArticle({ ...articleDoc, tags: Array.from({ length: 21 }, (_, i) => `Tag ${i}`) })],
  ['article: without searchTerms', 'denied', createArticle(without(articleDoc, 'searchTerms'))],
  ['article: 4001 search terms', 'denied', createArticle({ ...articleDoc, searchTerms: Array.from({ length: 4001 }, (_, i) => `t${i}`) })],
  ['article: without imagePaths', 'denied', createArticle(without(articleDoc, 'imagePaths'))],
  ['article: unknown key', 'denied', createArticle({ ...articleDoc, views: 0 })],
  ['article: edit changing createdAt', 'denied', editArticle({ createdAt: '2027-01-01T00:00:00.000Z' })],
  ['article: edit removing createdAt', 'denied', editArticle({ createdAt: deleteField() })],
]);

const flightDoc = storedFlight(flight);
const createFlight = (data: DocumentData, id = 'fl-ai-865') => put('flights', id, data);

const flightShapes = casesAs('admin', [
  ['flight: the valid flight', 'allowed', createFlight(flightDoc)],
  ['flight: 5 stops', 'allowed', createFlight({ ...flightDoc, stops: 5 })],
  ['flight: arrival at 23:59', 'allowed', createFlight({ ...flightDoc, arrivalTime: '23:59' })],
  ['flight: negative fare', 'denied', createFlight({ ...flightDoc, price: -1 })],
  ['flight: fare 10,000,001', 'denied', createFlight({ ...flightDoc, price: 10_000_001 })],
  ['flight: fare with paise', 'denied', createFlight({ ...flightDoc, price: 4500.5 })],
  ['flight: 6 stops', 'denied', createFlight({ ...flightDoc, stops: 6 })],
  ['flight: departure at 25:00', 'denied', createFlight({ ...flightDoc, departureTime: '25:00' })],
  ['flight: departure as 6:10', 'denied', createFlight({ ...flightDoc, departureTime: '6:10' })],
  ['flight: airline of 121 characters', 'denied', createFlight({ ...flightDoc, airline: long(121) })],
  ['flight: blank origin', 'denied', createFlight({ ...flightDoc, origin: ' ' })],
  ['flight: missing destination', 'denied', createFlight(without(flightDoc, 'destination'))],
  ['flight: unknown key', 'denied', createFlight({ ...flightDoc, seats: 180 })],
  ['flight: id with a slash-free but spaced name', 'denied', createFlight(flightDoc, 'fl 6e 2175')],
]);

const roomDoc = storedRoom(deluxeDouble);
const createRoom = (data: DocumentData, id = 'Rm3v8QkT1xZ0aB7cD9eF') => put('asterRooms', id, data);
const withRates = (season: DocumentData, offSeason: DocumentData = deluxeDouble.rates.offSeason) => ({ ...roomDoc, rates: { season, offSeason } });

const roomShapes = casesAs('admin', [
  ['room: the valid room type', 'allowed', createRoom(roomDoc)],
  ['room: a readable id', 'allowed', createRoom(roomDoc, 'family-room')],
  ['room: 50 rooms, 10 guests, rate 1,000,000', 'allowed', createRoom({ ...withRates({ ep: 1_000_000, cp: 1_000_000, map: 1_000_000 }), rooms: 50, guests: 10 })],
  ['room: 0 rooms', 'denied', createRoom({ ...roomDoc, rooms: 0 })],
  ['room: 51 rooms', 'denied', createRoom({ ...roomDoc, rooms: 51 })],
  ['room: 1.5 rooms', 'denied', createRoom({ ...roomDoc, rooms: 1.5 })],
  ['room: 0 guests', 'denied', createRoom({ ...roomDoc, guests: 0 })],
  ['room: 11 guests', 'denied', createRoom({ ...roomDoc, guests: 11 })],
  ['room: a rate of 0', 'denied', createRoom(withRates({ ep: 0, cp: 1800, map: 2200 }))],
  ['room: a rate of 1,000,001', 'denied', createRoom(withRates({ ep: 1500, cp: 1_000_001, map: 2200 }))],
  ['room: a rate as a string', 'denied', createRoom(withRates({ ep: '1500', cp: 1800, map: 2200 }))],
  ['room: a season without the MAP rate', 'denied', createRoom(withRates({ ep: 1500, cp: 1800 }))],
  ['room: an extra meal plan', 'denied', createRoom(withRates({ ep: 1500, cp: 1800, map: 2200, ap: 2600 }))],
  ['room: rates without the off-season', 'denied', createRoom({ ...roomDoc, rates: { season: deluxeDouble.rates.season } })],
  ['room: order 1000', 'denied', createRoom({ ...roomDoc, order: 1000 })],
  ['room: name of 121 characters', 'denied', createRoom({ ...roomDoc, name: long(121) })],
  ['room: description of 2001 characters', 'denied', createRoom({ ...roomDoc, description: long(2001) })],
  ['room: 9 "best for" entries', 'denied', createRoom({ ...roomDoc, bestFor: Array.from({ length: 9 }, (_, i) => `Guest ${i}`) })],
  ['room: unknown key', 'denied', createRoom({ ...roomDoc, price: 1800 })],
  ['room: id with a slash-free space', 'denied', createRoom(roomDoc, 'family room')],
]);

const asterDoc = storedHotelAster(hotelAsterProfile);
const saveAster = (data: DocumentData) => put('content', 'hotelAster', data);
const manySeasons = (count: number) => Array.from({ length: count }, (_, i) => ({ from: `0${i + 1}-01`, to: `0${i + 1}-10` }));

const asterShapes = casesAs('admin', [
  ['hotelAster: the valid profile', 'allowed', saveAster(asterDoc)],
  ['hotelAster: six season ranges', 'allowed', saveAster({ ...asterDoc, seasons: manySeasons(6) })],
  ['hotelAster: no season range', 'denied', saveAster({ ...asterDoc, seasons: [] })],
  ['hotelAster: seven season ranges', 'denied', saveAster({ ...asterDoc, seasons: manySeasons(7) })],
  ['hotelAster: 13 facilities', 'denied', saveAster({ ...asterDoc, facilities: Array.from({ length: 13 }, (_, i) => ({ name: `F${i}`, description: '' })) })],
  ['hotelAster: 25 gallery pictures', 'denied', saveAster({ ...asterDoc, gallery: Array.from({ length: 25 }, (_, i) => ({ src: `/g/${i}.webp`, alt: `Picture ${i}` })) })],
  ['hotelAster: phone not in E.164', 'denied', saveAster({ ...asterDoc, contact: { ...hotelAsterProfile.contact, phone: '98320 12345' } })],
  ['hotelAster: e-mail without a domain', 'denied', saveAster({ ...asterDoc, contact: { ...hotelAsterProfile.contact, email: 'stay@' } })],
  ['hotelAster: address of 201 characters', 'denied', saveAster({ ...asterDoc, contact: { ...hotelAsterProfile.contact, address: long(201) } })],
  ['hotelAster: contact with an extra key', 'denied', saveAster({ ...asterDoc, contact: { ...hotelAsterProfile.contact, fax: '+91' } })],
  ['hotelAster: without imagePaths', 'denied', saveAster(without(asterDoc, 'imagePaths'))],
  ['hotelAster: unknown key', 'denied', saveAster({ ...asterDoc, rooms: [] })],
]);

const saveBusiness = (data: DocumentData) => put('settings', 'business', data);
const withSocial = (social: DocumentData) => ({ ...businessSettings, social: { ...businessSettings.social, ...social } });

const settingsShapes = casesAs('admin', [
  ['business: the valid settings', 'allowed', saveBusiness(businessSettings)],
  ['business: every social link empty', 'allowed', saveBusiness(withSocial({ facebook: '', x: '' }))],
  ['business: phone not in E.164', 'denied', saveBusiness({ ...businessSettings, phone: '09832012345' })],
  ['business: WhatsApp not in E.164', 'denied', saveBusiness({ ...businessSettings, whatsapp: '+0 98320' })],
  ['business: e-mail without @', 'denied', saveBusiness({ ...businessSettings, email: 'hello.example.com' })],
  ['business: support hours of 121 characters', 'denied', saveBusiness({ ...businessSettings, supportHours: long(121) })],
  ['business: a social link over http', 'denied', saveBusiness(withSocial({ facebook: 'http://facebook.com/aster' }))],
  ['business: a javascript: social link', 'denied', saveBusiness(withSocial({ instagram: 'javascript:alert(1)' }))],
  ['business: social without x', 'denied', saveBusiness({ ...businessSettings, social: without(businessSettings.social, 'x') })],
  ['business: unknown key', 'denied', saveBusiness({ ...businessSettings, gst: '11AAAAA1111A1Z1' })],
  ['notifications: an operator address with capitals', 'allowed', put('settings', 'notifications', { operatorEmail: 'Bookings@Aster.example' })],
  ['notifications: not an e-mail', 'denied', put('settings', 'notifications', { operatorEmail: 'bookings' })],
  ['notifications: unknown key', 'denied', put('settings', 'notifications', { ...notificationSettings, cc: 'x@example.com' })],
]);

const officeShapes = casesAs('admin', [
  ['bookingNotes: a status change merged into the history', 'allowed', (db) =>
    setDoc(doc(db, 'bookingNotes', existing.bobBooking), { history: arrayUnion({ status: 'Confirmed', at: '2026-11-22T10:00:00.000Z', by: users.admin.email }) }, { merge: true })],
  ['bookingNotes: a note of 2000 characters', 'allowed', put('bookingNotes', existing.bobBooking, { note: long(2000), history: [] })],
  ['bookingNotes: a note of 2001 characters', 'denied', put('bookingNotes', existing.bobBooking, { note: long(2001) })],
  ['bookingNotes: 101 history entries', 'denied', put('bookingNotes', existing.bobBooking, {
    history: Array.from({ length: 101 }, (_, i) => ({ status: 'Pending', at: `2026-11-22T10:00:${String(i % 60).padStart(2, '0')}.000Z`, by: users.admin.email })),
  })],
  ['bookingNotes: unknown key', 'denied', put('bookingNotes', existing.bobBooking, { note: 'x', flagged: true })],
  ['mailTemplates: with a plain-text part', 'allowed', put('mailTemplates', 'enquiry', { subject: 'Enquiry from {{name}}', text: '{{message}}' })],
  ['mailTemplates: without a subject', 'denied', put('mailTemplates', 'enquiry', { html: '<p>x</p>' })],
  ['mailTemplates: unknown key', 'denied', put('mailTemplates', 'enquiry', { subject: 'x', attachments: [] })],
  ['mailTemplates: a name with capitals', 'denied', put('mailTemplates', 'Enquiry', { subject: 'x' })],
]);

// ---- Bookings: reading, owning ----------------------------------------------------------------------------

const bookings = 'hotelBookings';

const bookingReads: RuleCase[] = [
  ...perRole("bookings: get alice's booking", ['alice', 'admin'], read(bookings, existing.aliceBooking)),
  ...perRole('bookings: list all bookings', adminOnly, list(bookings)),
  ...perRole('bookings: list where userId == alice', ['alice', 'admin'], (db) => getDocs(query(collection(db, bookings), where('userId', '==', users.alice.uid)))),
  ...perRole('bookings: get a sample booking without an owner', adminOnly, read(bookings, existing.legacyBooking)),
  ...perRole("bookings: delete alice's booking", adminOnly, remove(bookings, existing.aliceBooking)),
  ...perRole("bookings: set the status of alice's booking", adminOnly, patch(bookings, existing.aliceBooking, { status: 'Confirmed' })),
  {
    title: "bookings: alice lists bob's bookings",
    as: 'alice',
    expected: 'denied',
    request: (db) => getDocs(query(collection(db, bookings), where('userId', '==', users.bob.uid))),
  },
];

// ---- Bookings: creating ---------------------------------------------------------------------------------

const asAlice = (entries: [title: string, expected: Outcome, p: BookingPlan | Request][]): RuleCase[] =>
  entries.map(([title, expected, p]) => ({ title, as: 'alice', expected, request: typeof p === 'function' ? p : run(p) }));

/** A tour booking of `travellers` with `total` (and the mails left out). */
const tourWith = (fields: DocumentData) => forgeBooking(tourPlan, fields);

const tourBookings: RuleCase[] = [
  ...roles.map((as): RuleCase => {
    const user = as === 'anonymous' ? users.alice : users[as];
    const ids = { id: newId(7), userId: user.uid, reference: 'AST-NEW27' };
    return {
      title: 'tour: a Pending booking for oneself, with its reference and e-mails',
      as,
      expected: as === 'anonymous' ? 'denied' : 'allowed',
      request: run(planBooking({ ...tourRequest, userEmail: user.email }, tourItem, ids)),
    };
  }),
  ...asAlice([
    ['tour: without the e-mails (the rules do not require them)', 'allowed', withoutMails(tourPlan)],
    ['tour: 1 traveller', 'allowed', planBooking({ ...tourRequest, travellers: 1 }, tourItem, aliceIds())],
    ['tour: 20 travellers (limits.tourTravellers)', 'allowed', planBooking({ ...tourRequest, travellers: 20 }, tourItem, aliceIds())],
    ['tour: ending later than it starts', 'allowed', tourWith({ checkOutDate: '2027-03-25' })],
    ['tour: a total of 1 rupee', 'denied', tourWith({ totalPrice: 1 })],
    ['tour: a total of 0 for 50 travellers', 'denied', tourWith({ travellers: 50, totalPrice: 0 })],
    ['tour: a total of 10^12', 'denied', tourWith({ totalPrice: 1_000_000_000_000 })],
    ['tour: one rupee more than price × travellers', 'denied', tourWith({ totalPrice: tourPlan.entity.totalPrice + 1 })],
    ['tour: the price of one traveller for two', 'denied', tourWith({ totalPrice: onRequestTour.price })],
    ['tour: 21 travellers at the right price', 'denied', tourWith({ travellers: 21, totalPrice: 21 * onRequestTour.price })],
    ['tour: 0 travellers', 'denied', tourWith({ travellers: 0, totalPrice: 0 })],
    ['tour: 2.5 travellers', 'denied', tourWith({ travellers: 2.5, totalPrice: 2.5 * onRequestTour.price })],
    ['tour: travellers as a string', 'denied', tourWith({ travellers: '2' })],
    ['tour: a tour that does not exist', 'denied', tourWith({ hotelId: 'everest-base-camp' })],
    ['tour: another name', 'denied', tourWith({ hotelName: 'Sikkim Delight (free upgrade)' })],
    ["tour: another tour's name", 'denied', tourWith({ hotelName: fixedTour.name })],
    ['tour: a 1 MB name', 'denied', tourWith({ hotelName: megabyte })],
    ['tour: ending before it starts', 'denied', tourWith({ checkOutDate: '2027-03-19' })],
    ['tour: claiming a fixed departure on a tour on request', 'denied', tourWith({ fixedDeparture: true })],
    ['tour: without fixedDeparture', 'denied', forgeBooking(tourPlan, {}, ['fixedDeparture'])],
    ['tour: with a meal plan', 'denied', tourWith({ mealPlan: 'map' })],
  ]),
];

/** The seats counter of `p` replaced by `data` (merged). */
const withSeats = (p: BookingPlan, data: DocumentData, id = p.counters[0]!.id): BookingPlan =>
  withCounters(p, [{ collection: 'departureSeats', id, data, merge: true }]);

const departureBookings: RuleCase[] = asAlice([
  ['departure: the last seat of 10 April (2 of 3 taken)', 'allowed', lastSeatPlan],
  ['departure: 5 of the 20 seats of 17 April (first booking)', 'allowed', fixedPlan],
  ['departure: 20 seats of 17 April (all of them)', 'allowed', planBooking({ ...tourRequest, itemId: fixedTour.id, travelDate: '2027-04-17', endDate: '2027-04-17', travellers: 20 }, fixedItem, aliceIds())],
  ['departure: 2 seats when 1 is left', 'denied', withSeats(forgeBooking(lastSeatPlan, { travellers: 2, totalPrice: 2 * fixedTour.price }), { ...lastSeatPlan.counters[0]!.data, held: increment(2) })],
  ['departure: a date that is not a departure', 'denied', withSeats(
    forgeBooking(fixedPlan, { checkInDate: '2027-04-18', checkOutDate: '2027-04-18' }),
    { ...fixedPlan.counters[0]!.data, date: '2027-04-18' },
    'kalimpong-weekend_2027-04-18',
  )],
  ['departure: calling it a booking on request', 'denied', withCounters(forgeBooking(fixedPlan, { fixedDeparture: false }), [])],
  ['departure: without the seats counter', 'denied', withCounters(fixedPlan, [])],
  ['departure: the counter holding 1 seat for 5 travellers', 'denied', withSeats(fixedPlan, { ...fixedPlan.counters[0]!.data, held: increment(1) })],
  ['departure: the counter naming another booking', 'denied', withSeats(fixedPlan, { ...fixedPlan.counters[0]!.data, lastBooking: existing.bobBooking })],
  ['departure: the counter set back to the booking alone (1 instead of 2 + 1)', 'denied', withSeats(lastSeatPlan, { ...lastSeatPlan.counters[0]!.data, held: 1 })],
  ['departure: the counter of another date', 'denied', withSeats(
    fixedPlan,
    { ...fixedPlan.counters[0]!.data, date: '2027-04-10' },
    'kalimpong-weekend_2027-04-10',
  )],
]);

const flightBookings: RuleCase[] = asAlice([
  ['flight: 2 passengers at the stored fare, with e-mails', 'allowed', flightPlan],
  ['flight: 9 passengers (limits.flightPassengers)', 'allowed', planBooking({ ...flightRequestInput, travellers: 9 }, flightItem, aliceIds())],
  ['flight: a flight that does not exist', 'denied', forgeBooking(flightPlan, { hotelId: 'fl-xx-0001' })],
  ['flight: the fare of one passenger for two', 'denied', forgeBooking(flightPlan, { totalPrice: flight.price })],
  ['flight: a total of 0', 'denied', forgeBooking(flightPlan, { totalPrice: 0 })],
  ['flight: the airline alone as the name', 'denied', forgeBooking(flightPlan, { hotelName: 'IndiGo' })],
  ['flight: 10 passengers at the stored fare', 'denied', forgeBooking(flightPlan, { travellers: 10, totalPrice: 10 * flight.price })],
  ['flight: a return date', 'denied', forgeBooking(flightPlan, { checkOutDate: '2027-02-20' })],
  ['flight request: no price yet, with e-mails', 'allowed', flightAskPlan],
  ['flight request: a price', 'denied', forgeBooking(flightAskPlan, { totalPrice: 5000 })],
  ['flight request: naming a stored flight', 'denied', forgeBooking(flightAskPlan, { hotelId: flight.id })],
  ['flight request: 10 passengers', 'denied', forgeBooking(flightAskPlan, { travellers: 10 })],
  ['flight request: a name that does not say so', 'denied', forgeBooking(flightAskPlan, { hotelName: 'IndiGo, Delhi (DEL) to Mumbai (BOM)' })],
  ['flight request: a return date', 'denied', forgeBooking(flightAskPlan, { checkOutDate: '2027-02-25' })],
]);

/** A room-month counter write as the adapter makes it. */
const roomMonth = (roomId: string, month: string, held: DocumentData, lastBooking = newId(1)): WriteOf => ({
  collection: 'roomNights',
  id: `${roomId}_${month}`,
  data: { roomId, month, lastBooking, held },
  merge: true,
});
const plusOne = (...days: string[]) => Object.fromEntries(days.map((day) => [day, increment(1)]));

const monthEndPlan = planBooking({ ...roomRequest, travelDate: '2027-06-29', endDate: '2027-07-02' }, roomItem, aliceIds());
const yearEndPlan = planBooking({ ...roomRequest, travelDate: '2027-12-30', endDate: '2028-01-02' }, roomItem, aliceIds());
const fortnightPlan = planBooking({ ...roomRequest, travelDate: '2027-07-01', endDate: '2027-07-15' }, roomItem, aliceIds());
const fourteenDays = Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(2, '0'));
const offRate = deluxeDouble.rates.offSeason.cp;
const seasonRate = deluxeDouble.rates.season.cp;

const roomBookings: RuleCase[] = asAlice([
  ['room: 3 season nights, with the month counter and e-mails', 'allowed', roomPlan],
  ['room: over a month end (two month counters)', 'allowed', monthEndPlan],
  ['room: over the new year (December and January counters)', 'allowed', yearEndPlan],
  ['room: 14 nights (limits.stayNights)', 'allowed', fortnightPlan],
  ['room: the last room of its type on a free night', 'allowed', planBooking({ ...roomRequest, itemId: superDeluxe.id, travelDate: '2027-05-21', endDate: '2027-05-22' }, superItem, aliceIds())],
  ['room: every meal plan (MAP)', 'allowed', planBooking({ ...roomRequest, mealPlan: 'map' }, roomItem, aliceIds())],
  // The rules cannot tell which nights are in the season: the admin list recomputes the total and flags it.
  ['room: season nights declared off-season at the lower rate (flagged by the admin list)', 'allowed',
    forgeBooking(roomPlan, { seasonNights: 0, offSeasonNights: 3, totalPrice: 3 * offRate })],
  ['room: a night that is sold out', 'denied', planBooking({ ...roomRequest, itemId: superDeluxe.id, travelDate: '2027-05-19', endDate: '2027-05-21' }, superItem, aliceIds())],
  ['room: a total of 1 rupee', 'denied', forgeBooking(roomPlan, { totalPrice: 1 })],
  ['room: the total of one night fewer', 'denied', forgeBooking(roomPlan, { totalPrice: 2 * seasonRate })],
  ['room: season and off-season nights not adding up to the stay', 'denied', forgeBooking(roomPlan, { seasonNights: 2, totalPrice: 2 * seasonRate })],
  ['room: negative off-season nights', 'denied', forgeBooking(roomPlan, { seasonNights: 4, offSeasonNights: -1, totalPrice: 4 * seasonRate - offRate })],
  ['room: the EP rate for a CP booking', 'denied', forgeBooking(roomPlan, { totalPrice: 3 * deluxeDouble.rates.season.ep })],
  ['room: a meal plan that does not exist', 'denied', forgeBooking(roomPlan, { mealPlan: 'ap' })],
  ['room: without a meal plan', 'denied', forgeBooking(roomPlan, {}, ['mealPlan'])],
  ['room: a room type that does not exist', 'denied', withCounters(forgeBooking(roomPlan, { hotelId: 'penthouse' }), [roomMonth('penthouse', '2027-05', plusOne('10', '11', '12'))])],
  ['room: 3 guests in a room for 2', 'denied', forgeBooking(roomPlan, { travellers: 3 })],
  ['room: the name without the hotel', 'denied', forgeBooking(roomPlan, { hotelName: deluxeDouble.name })],
  ["room: another room type's name", 'denied', forgeBooking(roomPlan, { hotelName: `${superDeluxe.name}, Hotel Aster` })],
  ['room: no night (check-out on check-in day)', 'denied', withCounters(forgeBooking(roomPlan, { checkOutDate: '2027-05-10', seasonNights: 0, totalPrice: 0 }), [])],
  ['room: 15 nights', 'denied', withCounters(
    // Each part within 0..14, adding up to 15: only the length of the stay is wrong.
    forgeBooking(fortnightPlan, { checkOutDate: '2027-07-16', seasonNights: 1, offSeasonNights: 14, totalPrice: seasonRate + 14 * offRate }),
    [roomMonth(deluxeDouble.id, '2027-07', plusOne(...fourteenDays, '15'))],
  )],
  ['room: check-in on 30 February', 'denied', forgeBooking(roomPlan, { checkInDate: '2027-02-30' })],
  ['room: without the month counter', 'denied', withCounters(roomPlan, [])],
  ['room: over a month end with only the first month counter', 'denied', withCounters(monthEndPlan, monthEndPlan.counters.slice(0, 1))],
  ['room: over a month end with only the second month counter', 'denied', withCounters(monthEndPlan, monthEndPlan.counters.slice(1))],
  ['room: the counter missing a night', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-05', plusOne('10', '11'))])],
  ['room: the counter holding the check-out day too', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-05', plusOne('10', '11', '12', '13'))])],
  ['room: the counter holding two rooms a night', 'denied', withCounters(roomPlan, [
    roomMonth(deluxeDouble.id, '2027-05', { '10': increment(2), '11': increment(2), '12': increment(2) }),
  ])],
  ['room: the counter releasing another night', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-05', { ...plusOne('11', '12'), '10': increment(1), '09': increment(-1) })])],
  ['room: the counter set, not incremented (10 May back to 1)', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-05', { '10': 1, '11': 1, '12': 1 })])],
  ['room: the counter of another room type', 'denied', withCounters(roomPlan, [roomMonth(superDeluxe.id, '2027-05', plusOne('10', '11', '12'))])],
  ['room: the counter naming another booking', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-05', plusOne('10', '11', '12'), existing.bobBooking)])],
  ['room: the counter of another month', 'denied', withCounters(roomPlan, [roomMonth(deluxeDouble.id, '2027-06', plusOne('10', '11', '12'))])],
  ['room: the counter with an extra key', 'denied', withCounters(roomPlan, [{ ...roomPlan.counters[0]!, data: { ...roomPlan.counters[0]!.data, note: 'x' } }])],
  ['room: the counter under an id that does not match its fields', 'denied', withCounters(roomPlan, [
    { ...roomPlan.counters[0]!, data: { ...roomPlan.counters[0]!.data, month: '2027-5' } },
  ])],
  ['room: the same counter incremented twice in one batch', 'denied', withCounters(roomPlan, [roomPlan.counters[0]!, roomPlan.counters[0]!])],
]);

/** The tour plan with one common field changed (the other kinds share these checks). */
const common = (fields: DocumentData, drop: string[] = []) => forgeBooking(tourPlan, fields, drop);
const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;

const commonBookingFields: RuleCase[] = asAlice([
  ['booking: a name of 100 characters (limits.personName)', 'allowed', common({ userName: long(100), searchName: long(100) })],
  ['booking: an e-mail of 254 characters (limits.email)', 'allowed', common({ userEmail: email254, searchEmail: email254 })],
  ['booking: another e-mail than the account (the form lets one type it)', 'allowed', common({ userEmail: 'Family.Trip@Example.org', searchEmail: 'family.trip@example.org' })],
  ['booking: a name with accents, searchName lowercased A-Z only', 'allowed', common({ userName: 'José Ñúñez', searchName: 'josé Ñúñez' })],
  ['booking: a name with accents, searchName fully lowercased (rules lowercase A-Z only)', 'denied', common({ userName: 'José Ñúñez', searchName: 'josé ñúñez' })],
  ['booking: status Confirmed', 'denied', common({ status: 'Confirmed' })],
  ['booking: status Cancelled', 'denied', common({ status: 'Cancelled' })],
  ['booking: createdAt in the year 9999', 'denied', common({ createdAt: farFuture })],
  ["booking: createdAt from the client's clock", 'denied', (db) => commitPlan(db, common({ createdAt: clientNow() }))],
  ['booking: createdAt as an ISO string', 'denied', common({ createdAt: '2026-11-20T10:00:00.000Z' })],
  ['booking: without createdAt', 'denied', common({}, ['createdAt'])],
  ['booking: already asking to cancel', 'denied', common({ cancellationRequestedAt: serverTimestamp() })],
  ['booking: for bob', 'denied', common({ userId: users.bob.uid })],
  ['booking: without userId', 'denied', common({}, ['userId'])],
  ["booking: kind 'hotel' (customers cannot)", 'denied', common({ kind: 'hotel' })],
  ['booking: an unknown kind', 'denied', common({ kind: 'cruise' })],
  ['booking: without kind', 'denied', common({}, ['kind'])],
  ['booking: blank name', 'denied', common({ userName: '  ', searchName: '  ' })],
  ['booking: a name of no-break spaces', 'denied', common({ userName: '\u00a0', searchName: '\u00a0' })],
  ['booking: a name of 101 characters', 'denied', common({ userName: long(101), searchName: long(101) })],
  ['booking: a 1 MB name', 'denied', common({ userName: megabyte, searchName: megabyte })],
  ['booking: searchName of another name', 'denied', common({ searchName: 'bob example' })],
  ['booking: searchName not lowercased', 'denied', common({ searchName: 'Alice Example' })],
  ['booking: without searchName', 'denied', common({}, ['searchName'])],
  ['booking: an e-mail of 255 characters', 'denied', common({ userEmail: `a${email254}`, searchEmail: `a${email254}` })],
  ['booking: an e-mail without @', 'denied', common({ userEmail: 'alice.example.com', searchEmail: 'alice.example.com' })],
  ['booking: an e-mail with a space', 'denied', common({ userEmail: 'alice @example.com', searchEmail: 'alice @example.com' })],
  ['booking: searchEmail of another address', 'denied', common({ searchEmail: users.bob.email })],
  ['booking: a phone not in E.164', 'denied', common({ phone: '98000 00002' })],
  ['booking: a phone of 17 characters', 'denied', common({ phone: '+9198000000021234' })],
  ['booking: without phone', 'denied', common({}, ['phone'])],
  ['booking: the total as a string', 'denied', common({ totalPrice: String(tourPlan.entity.totalPrice) })],
  ['booking: a travel date as DD/MM/YYYY', 'denied', common({ checkInDate: '20/03/2027' })],
  ['booking: a travel date of 31 April', 'denied', common({ checkInDate: '2027-04-31', checkOutDate: '2027-05-01' })],
  ['booking: an item id of 121 characters', 'denied', common({ hotelId: long(121) })],
  ['booking: an item id that is a path', 'denied', common({ hotelId: 'sikkim-delight/secret' })],
  ['booking: an unknown key', 'denied', common({ paid: true })],
  ['booking: an id field', 'denied', common({ id: tourPlan.id })],
]);

/** A plan whose booking is stored under another document id (reference and mails follow it). */
function underId(p: BookingPlan, id: string): BookingPlan {
  return { ...withoutMails(p), id, reference: { ...p.reference!, data: { bookingId: id } } };
}

const bookingIds: RuleCase[] = asAlice([
  ['id: 20 random letters and digits', 'allowed', underId(tourPlan, 'Zq8Lm3Xv7Rt1Yb5Nc2Wd')],
  ['id: booking_<time> (clock-based, collides)', 'denied', underId(tourPlan, 'booking_1767225600000')],
  ['id: 19 characters', 'denied', underId(tourPlan, 'Zq8Lm3Xv7Rt1Yb5Nc2W')],
  ['id: 21 characters', 'denied', underId(tourPlan, 'Zq8Lm3Xv7Rt1Yb5Nc2Wdx')],
  ['id: with a hyphen', 'denied', underId(tourPlan, 'Zq8Lm3Xv7Rt1Yb5Nc2-d')],
  ["id: alice's booking written over bob's (an update)", 'denied', underId(tourPlan, existing.bobBooking)],
  ['id: alice rewrites her own booking (an update)', 'denied', put(bookings, existing.aliceBooking, { ...storedBooking(aliceBooking, earlier), totalPrice: 1 })],
]);

const withReference = (p: BookingPlan, reference: WriteOf | null, bookingFields: DocumentData = {}): BookingPlan => ({
  ...forgeBooking(p, bookingFields),
  reference,
});

const bookingReferences: RuleCase[] = [
  ...asAlice([
    ['reference: the booking with its own new reference document', 'allowed', withoutMails(tourPlan)],
    ['reference: the last characters of the alphabet', 'allowed', withReference(tourPlan, { ...tourPlan.reference!, id: 'AST-ZZ9Y8' }, { reference: 'AST-ZZ9Y8' })],
    ['reference: a booking without its reference document', 'denied', withReference(tourPlan, null)],
    ['reference: the reference document naming another booking', 'denied', withReference(tourPlan, { ...tourPlan.reference!, data: { bookingId: existing.bobBooking } })],
    ["reference: reusing bob's reference (its document exists)", 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: references.bob }, { reference: references.bob })],
    ["reference: reusing bob's reference without writing it", 'denied', withReference(tourPlan, null, { reference: references.bob })],
    ["reference: reusing alice's own earlier reference", 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: references.alice }, { reference: references.alice })],
    ['reference: a reference document for another reference', 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: 'AST-ZZZ22' })],
    ['reference: the reference document with an extra key', 'denied', withReference(tourPlan, { ...tourPlan.reference!, data: { bookingId: tourPlan.id, userId: users.alice.uid } })],
    ['reference: in lower case', 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: 'ast-new22' }, { reference: 'ast-new22' })],
    ['reference: with a look-alike (0)', 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: 'AST-NEW20' }, { reference: 'AST-NEW20' })],
    ['reference: six characters', 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: 'AST-NEW222' }, { reference: 'AST-NEW222' })],
    ['reference: another prefix', 'denied', withReference(tourPlan, { ...tourPlan.reference!, id: 'XYZ-NEW22' }, { reference: 'XYZ-NEW22' })],
    ['reference: a reference document alone, for a booking that does not exist', 'denied', put('bookingReferences', 'AST-ZZZ22', { bookingId: newId(9) })],
    ["reference: a reference document alone, for alice's existing booking", 'denied', put('bookingReferences', 'AST-ZZZ22', { bookingId: existing.aliceBooking })],
  ]),
  {
    title: "reference: bob writes the reference document of alice's new booking",
    as: 'bob',
    expected: 'denied',
    request: (db) => commit(db, [tourPlan.reference!]),
  },
];

// ---- Cancellation requests and admin updates -------------------------------------------------------------

const updateAs = (as: Role, id: string, data: DocumentData): Omit<RuleCase, 'title' | 'expected'> => ({ as, request: patch(bookings, id, data) });

const cancellationRequests: RuleCase[] = [
  { title: 'cancel: alice asks on her Pending booking (server time)', expected: 'allowed', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: alice asks on her Confirmed booking', expected: 'allowed', ...updateAs('alice', existing.aliceConfirmed, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: admin then cancels a booking whose owner asked', expected: 'allowed', ...updateAs('admin', existing.aliceRequested, { status: 'Cancelled' }) },
  { title: "cancel: a time from the client's clock", expected: 'denied', request: (db) => updateDoc(doc(db, bookings, existing.aliceBooking), { cancellationRequestedAt: clientNow() }), as: 'alice' },
  { title: 'cancel: a time in the year 9999', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: farFuture }) },
  { title: 'cancel: a time long ago (a better refund tier)', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: earlier }) },
  { title: 'cancel: the time as an ISO string', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: new Date().toISOString() }) },
  { title: "cancel: bob asks on alice's booking", expected: 'denied', ...updateAs('bob', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: anonymous asks', expected: 'denied', ...updateAs('anonymous', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: alice asks on her Cancelled booking', expected: 'denied', ...updateAs('alice', existing.aliceCancelled, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: alice asks a second time', expected: 'denied', ...updateAs('alice', existing.aliceRequested, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: alice withdraws her request', expected: 'denied', ...updateAs('alice', existing.aliceRequested, { cancellationRequestedAt: deleteField() }) },
  { title: 'cancel: alice also sets the status', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp(), status: 'Cancelled' }) },
  { title: 'cancel: alice cancels outright', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { status: 'Cancelled' }) },
  { title: 'cancel: alice also changes the travellers', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp(), travellers: 3 }) },
  { title: 'cancel: alice also changes the total', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp(), totalPrice: 1 }) },
  { title: 'cancel: alice changes her dates', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { checkOutDate: '2027-03-16' }) },
  { title: 'cancel: alice hands her booking to bob', expected: 'denied', ...updateAs('alice', existing.aliceBooking, { userId: users.bob.uid }) },
  { title: 'cancel: alice on a booking without an owner', expected: 'denied', ...updateAs('alice', existing.legacyBooking, { cancellationRequestedAt: serverTimestamp() }) },
  { title: 'cancel: alice on a booking that does not exist', expected: 'denied', ...updateAs('alice', newId(9), { cancellationRequestedAt: serverTimestamp() }) },
  { title: "cancel: admin asks on alice's behalf", expected: 'denied', ...updateAs('admin', existing.aliceBooking, { cancellationRequestedAt: serverTimestamp() }) },
  { title: "cancel: admin clears alice's request", expected: 'denied', ...updateAs('admin', existing.aliceRequested, { cancellationRequestedAt: deleteField() }) },
];

const adminBookingUpdates: RuleCase[] = [
  { title: 'admin: sets Confirmed', expected: 'allowed', ...updateAs('admin', existing.aliceBooking, { status: 'Confirmed' }) },
  { title: 'admin: sets Cancelled', expected: 'allowed', ...updateAs('admin', existing.aliceBooking, { status: 'Cancelled' }) },
  { title: 'admin: sets Pending again', expected: 'allowed', ...updateAs('admin', existing.aliceConfirmed, { status: 'Pending' }) },
  { title: 'admin: confirms a sample booking without an owner', expected: 'allowed', ...updateAs('admin', existing.legacyBooking, { status: 'Confirmed' }) },
  { title: 'admin: an unknown status', expected: 'denied', ...updateAs('admin', existing.aliceBooking, { status: 'Refunded' }) },
  { title: 'admin: changes the total', expected: 'denied', ...updateAs('admin', existing.aliceBooking, { totalPrice: 1 }) },
  { title: 'admin: changes status and total together', expected: 'denied', ...updateAs('admin', existing.aliceBooking, { status: 'Confirmed', totalPrice: 1 }) },
  { title: 'admin: changes createdAt', expected: 'denied', ...updateAs('admin', existing.aliceBooking, { createdAt: farFuture }) },
  { title: 'admin: removes a field', expected: 'denied', ...updateAs('admin', existing.aliceBooking, { hotelId: deleteField() }) },
  { title: 'admin: sets status and clears the request together', expected: 'denied', ...updateAs('admin', existing.aliceRequested, { status: 'Confirmed', cancellationRequestedAt: deleteField() }) },
  {
    title: 'admin: creates a booking for alice',
    as: 'admin',
    expected: 'denied',
    request: run(planBooking(tourRequest, tourItem, aliceIds())),
  },
];

// ---- Availability counters on their own ------------------------------------------------------------------

const setCounter = (path: string, id: string, data: DocumentData): Request => (db) => setDoc(doc(db, path, id), data, { merge: true });
const deluxeMay = 'deluxe-double_2027-05';
const superMay = 'super-deluxe_2027-05';
const seatsApril10 = 'kalimpong-weekend_2027-04-10';

const counterWrites: RuleCase[] = [
  ...perRole('roomNights: hold a night without a booking (admins re-hold)', adminOnly, setCounter('roomNights', deluxeMay, { roomId: 'deluxe-double', month: '2027-05', lastBooking: newId(9), held: plusOne('21') })),
  ...perRole('roomNights: release a night (decrement)', adminOnly, setCounter('roomNights', deluxeMay, { held: { '10': increment(-1) } })),
  ...perRole('departureSeats: take a seat without a booking (admins re-hold)', adminOnly, setCounter('departureSeats', seatsApril10, { tourId: fixedTour.id, date: '2027-04-10', lastBooking: newId(9), held: increment(1) })),
  ...perRole('departureSeats: release seats (decrement)', adminOnly, setCounter('departureSeats', seatsApril10, { held: increment(-2) })),
  ...casesAs('alice', [
    ["roomNights: a night held for alice's existing booking", 'denied', setCounter('roomNights', deluxeMay, { roomId: 'deluxe-double', month: '2027-05', lastBooking: existing.aliceBooking, held: plusOne('21') })],
    ['roomNights: a night set to 0', 'denied', setCounter('roomNights', superMay, { held: { '20': 0 } })],
    ['departureSeats: seats set to 0', 'denied', setCounter('departureSeats', seatsApril10, { held: 0 })],
  ]),
  ...casesAs('admin', [
    ['roomNights: admin re-holds a night', 'allowed', setCounter('roomNights', deluxeMay, { held: { '10': increment(1) } })],
    ['roomNights: admin writes a new month in the right shape', 'allowed', put('roomNights', 'deluxe-double_2027-08', { roomId: 'deluxe-double', month: '2027-08', held: { '01': 1, '31': 2 } })],
    ['roomNights: admin holds 50 rooms a night (limits.roomsOfType)', 'allowed', setCounter('roomNights', deluxeMay, { held: { '11': 50 } })],
    ['roomNights: admin holds 51 rooms a night', 'denied', setCounter('roomNights', deluxeMay, { held: { '11': 51 } })],
    ['roomNights: admin releases below zero', 'denied', setCounter('roomNights', superMay, { held: { '20': increment(-2) } })],
    ['roomNights: admin writes day 32', 'denied', setCounter('roomNights', deluxeMay, { held: { '32': 1 } })],
    ['roomNights: admin writes a night as a string', 'denied', setCounter('roomNights', deluxeMay, { held: { '11': '1' } })],
    ['roomNights: admin writes an unknown key', 'denied', setCounter('roomNights', deluxeMay, { total: 1 })],
    ['roomNights: admin writes a month that does not match the id', 'denied', put('roomNights', 'deluxe-double_2027-08', { roomId: 'deluxe-double', month: '2027-09', held: {} })],
    ['roomNights: admin writes month 13', 'denied', put('roomNights', 'deluxe-double_2027-13', { roomId: 'deluxe-double', month: '2027-13', held: {} })],
    ['departureSeats: admin re-holds seats', 'allowed', setCounter('departureSeats', seatsApril10, { held: increment(1) })],
    ['departureSeats: admin writes a new date in the right shape', 'allowed', put('departureSeats', 'kalimpong-weekend_2027-04-17', { tourId: fixedTour.id, date: '2027-04-17', held: 500 })],
    ['departureSeats: admin holds 501 seats (limits.departureSeats)', 'denied', put('departureSeats', 'kalimpong-weekend_2027-04-17', { tourId: fixedTour.id, date: '2027-04-17', held: 501 })],
    ['departureSeats: admin releases below zero', 'denied', setCounter('departureSeats', seatsApril10, { held: increment(-3) })],
    ['departureSeats: admin writes a date that does not match the id', 'denied', put('departureSeats', 'kalimpong-weekend_2027-04-17', { tourId: fixedTour.id, date: '2027-04-18', held: 1 })],
    ['departureSeats: admin writes an unknown key', 'denied', setCounter('departureSeats', seatsApril10, { seats: 3 })],
  ]),
];

// ---- Mail ------------------------------------------------------------------------------------------------

const customerMail = (p: BookingPlan) => p.mails.find((mail) => mail.id.endsWith('-customer'))!;
const operatorMail = (p: BookingPlan) => p.mails.find((mail) => mail.id.endsWith('-operator'))!;

const bookingMails: RuleCase[] = asAlice([
  ['mail: both messages of a room booking', 'allowed', roomPlan],
  ['mail: both messages of a fixed-departure booking', 'allowed', lastSeatPlan],
  ['mail: only the customer message', 'allowed', { ...tourPlan, mails: [customerMail(tourPlan)] }],
  ['mail: only the operator message', 'allowed', { ...tourPlan, mails: [operatorMail(tourPlan)] }],
  ['mail: a forged reference', 'denied', forgeMailData(tourPlan, 'customer', { reference: references.bob })],
  ['mail: a forged total (₹1)', 'denied', forgeMailData(tourPlan, 'customer', { totalText: '₹1' })],
  ['mail: the total without the rupee sign', 'denied', forgeMailData(tourPlan, 'customer', { totalText: String(tourPlan.entity.totalPrice) })],
  ['mail: the total with words after it', 'denied', forgeMailData(tourPlan, 'operator', { totalText: `${draftOf(tourPlan, 'customer').template.data.totalText} only, pay at bit.ly/x` })],
  ['mail: a total for a flight request', 'denied', forgeMailData(flightAskPlan, 'customer', { totalText: '₹0' })],
  ['mail: a forged item name', 'denied', forgeMailData(tourPlan, 'customer', { itemName: 'Claim your prize at example.net' })],
  ['mail: a forged travel date', 'denied', forgeMailData(tourPlan, 'customer', { travelDate: '2027-01-01' })],
  ['mail: forged travellers', 'denied', forgeMailData(tourPlan, 'operator', { travellers: 20 })],
  ['mail: a forged customer name', 'denied', forgeMailData(tourPlan, 'customer', { userName: 'Your account is locked' })],
  ['mail: a forged phone to the operator', 'denied', forgeMailData(tourPlan, 'operator', { phone: '+15550100' })],
  ['mail: the operator message without the phone', 'denied', forgeMailData(tourPlan, 'operator', { phone: undefined })],
  ['mail: the customer message without the reference', 'denied', forgeMailData(tourPlan, 'customer', { reference: undefined })],
  ['mail: an extra data key', 'denied', forgeMailData(tourPlan, 'customer', { link: 'https://example.net' })],
  ['mail: free HTML beside the template', 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, html: '<a href="https://example.net">Pay</a>' }))],
  ['mail: a message instead of a template', 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ to: mail.to, createdAt: mail.createdAt, message: { subject: 'Hi', html: '<p>Spam</p>' } }))],
  ["mail: another template ('booking-confirmed')", 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, template: { ...mail.template, name: 'booking-confirmed' } }))],
  ["mail: the operator's template to the customer", 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, template: draftOf(tourPlan, 'operator').template }))],
  ["mail: the customer's template to the operator", 'denied', forgeMail(tourPlan, 'operator', (mail) => ({ ...mail, template: draftOf(tourPlan, 'customer').template }))],
  ["mail: template 'password-reset'", 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, template: { ...mail.template, name: 'password-reset' } }))],
  ['mail: a third address', 'denied', forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, to: 'victim@example.org' }))],
  ["mail: the operator message to alice's address", 'denied', forgeMail(tourPlan, 'operator', (mail) => ({ ...mail, to: users.alice.email }))],
  ['mail: the operator message to a third address', 'denied', forgeMail(tourPlan, 'operator', (mail) => ({ ...mail, to: 'victim@example.org' }))],
  ["mail: createdAt from the client's clock", 'denied', (db) => commitPlan(db, forgeMail(tourPlan, 'customer', (mail) => ({ ...mail, createdAt: clientNow() })))],
  ['mail: without createdAt', 'denied', forgeMail(tourPlan, 'customer', (mail) => without(mail, 'createdAt'))],
  ['mail: an id of another kind', 'denied', { ...tourPlan, mails: [{ ...customerMail(tourPlan), id: `${tourPlan.id}-admin` }] }],
  ['mail: the messages alone, without the booking', 'denied', runWrites(tourPlan.mails)],
  ["mail: a message about alice's existing booking", 'denied', put('mail', `${existing.aliceBooking}-operator`, {
    ...operatorMail(tourPlan).data,
    template: { name: 'booking-received-operator', data: { ...draftOf(tourPlan, 'operator').template.data, reference: references.alice } },
  })],
  ["mail: a message about bob's booking", 'denied', put('mail', `${existing.bobBooking}-customer`, { ...customerMail(tourPlan).data, to: users.bob.email })],
  ["mail: template 'booking-confirmed' for alice's own booking", 'denied', put('mail', `${existing.aliceBooking}-confirmed-1`, {
    to: users.alice.email,
    template: { name: 'booking-confirmed', data: { reference: references.alice } },
    createdAt: serverTimestamp(),
  })],
]);

const adminMail = (name: string, extra: DocumentData = {}): Request =>
  put('mail', `${existing.aliceBooking}-${name}-1767225600000`, {
    to: users.alice.email,
    template: { name, data: { reference: references.alice, itemName: onRequestTour.name, totalText: '₹37,000' } },
    createdAt: serverTimestamp(),
    ...extra,
  });

const adminMails = casesAs('admin', [
  ["admin: 'booking-confirmed' to the customer", 'allowed', adminMail('booking-confirmed')],
  ["admin: 'booking-cancelled' to the customer", 'allowed', adminMail('booking-cancelled')],
  ["admin: template 'password-reset' (Firebase Auth sends those)", 'denied', adminMail('password-reset')],
  ['admin: an unknown template', 'denied', adminMail('newsletter')],
  ['admin: free HTML beside the template', 'denied', adminMail('booking-confirmed', { html: '<p>Hi</p>' })],
  ["admin: createdAt from the client's clock", 'denied', (db) => adminMail('booking-confirmed', { createdAt: clientNow() })(db)],
  ['admin: 13 data values', 'denied', adminMail('booking-confirmed', {
    template: { name: 'booking-confirmed', data: Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`k${i}`, i])) },
  })],
  ['admin: not an e-mail address', 'denied', adminMail('booking-confirmed', { to: 'alice' })],
]);

// ---- Enquiries -------------------------------------------------------------------------------------------

const newEnquiryId = 'EnqNew00000000000001';
const storedEnquiry = (fields: DocumentData = {}): DocumentData => ({ ...enquiryInput, createdAt: serverTimestamp(), handled: false, ...fields });
const enquiryMailData = (e: Omit<typeof enquiryInput, 'travellers'> & { travellers?: number } = enquiryInput) => ({
  name: e.name,
  contact: e.contact,
  subject: e.subject,
  travelDate: e.travelDate,
  travellers: e.travellers ?? 0,
  message: e.message,
});
const enquiryMail = (data: DocumentData = enquiryMailData(), fields: DocumentData = {}): WriteOf => ({
  collection: 'mail',
  id: `${newEnquiryId}-operator`,
  data: { to: notificationSettings.operatorEmail, template: { name: 'enquiry', data }, createdAt: serverTimestamp(), ...fields },
});
const enquiryWrite = (fields: DocumentData = {}, id = newEnquiryId): WriteOf => ({ collection: 'enquiries', id, data: storedEnquiry(fields) });
const sendEnquiry = (fields: DocumentData = {}, id = newEnquiryId): Request => runWrites([enquiryWrite(fields, id)]);

const enquiries: RuleCase[] = [
  ...perRole('enquiry: send one with its e-mail to the operator', everyone, runWrites([enquiryWrite(), enquiryMail()])),
  ...perRole('enquiry: send one without travellers or date', everyone, runWrites([
    enquiryWrite({ travellers: undefined, travelDate: '' }),
    enquiryMail(enquiryMailData({ ...enquiryInput, travellers: undefined, travelDate: '' })),
  ].map((write) => ({ ...write, data: Object.fromEntries(Object.entries(write.data).filter(([, value]) => value !== undefined)) })))),
  ...casesAs('anonymous', [
    ['enquiry: the enquiry alone', 'allowed', sendEnquiry()],
    ['enquiry: a message of 2000 characters', 'allowed', sendEnquiry({ message: long(2000) })],
    ['enquiry: the honeypot field', 'denied', sendEnquiry({ website: 'http://spam.example' })],
    ['enquiry: already handled', 'denied', sendEnquiry({ handled: true })],
    ["enquiry: createdAt from the client's clock", 'denied', (db) => sendEnquiry({ createdAt: clientNow() })(db)],
    ['enquiry: createdAt in the year 9999', 'denied', sendEnquiry({ createdAt: farFuture })],
    ['enquiry: blank name', 'denied', sendEnquiry({ name: ' ' })],
    ['enquiry: a name of 101 characters', 'denied', sendEnquiry({ name: long(101) })],
    ['enquiry: a contact of 255 characters', 'denied', sendEnquiry({ contact: long(255) })],
    ['enquiry: a subject of 121 characters', 'denied', sendEnquiry({ subject: long(121) })],
    ['enquiry: a message of 2001 characters', 'denied', sendEnquiry({ message: long(2001) })],
    ['enquiry: a 1 MB message', 'denied', sendEnquiry({ message: megabyte })],
    ['enquiry: without a message', 'denied', runWrites([{ ...enquiryWrite(), data: without(storedEnquiry(), 'message') }])],
    ['enquiry: 0 travellers', 'denied', sendEnquiry({ travellers: 0 })],
    ['enquiry: 51 travellers', 'denied', sendEnquiry({ travellers: 51 })],
    ['enquiry: travellers as a string', 'denied', sendEnquiry({ travellers: '2' })],
    ['enquiry: a travel date of 30 February', 'denied', sendEnquiry({ travelDate: '2027-02-30' })],
    ["enquiry: a travel date of 'soon'", 'denied', sendEnquiry({ travelDate: 'soon' })],
    ['enquiry: an id that is not random', 'denied', sendEnquiry({}, 'enquiry_1767225600000')],
    ['enquiry mail: a forged message', 'denied', runWrites([enquiryWrite(), enquiryMail({ ...enquiryMailData(), message: 'Visit example.net' })])],
    ['enquiry mail: a forged name', 'denied', runWrites([enquiryWrite(), enquiryMail({ ...enquiryMailData(), name: 'Bank' })])],
    ['enquiry mail: forged travellers', 'denied', runWrites([enquiryWrite(), enquiryMail({ ...enquiryMailData(), travellers: 3 })])],
    ['enquiry mail: an extra data key', 'denied', runWrites([enquiryWrite(), enquiryMail({ ...enquiryMailData(), html: '<b>x</b>' })])],
    ['enquiry mail: to a third address', 'denied', runWrites([enquiryWrite(), enquiryMail(enquiryMailData(), { to: 'victim@example.org' })])],
    ["enquiry mail: a booking's template", 'denied', runWrites([enquiryWrite(), enquiryMail(enquiryMailData(), { template: { name: 'booking-received-operator', data: enquiryMailData() } })])],
    ['enquiry mail: without its enquiry', 'denied', runWrites([enquiryMail()])],
    ['enquiry mail: about an existing enquiry', 'denied', runWrites([{ ...enquiryMail(), id: `${existing.enquiry}-operator` }])],
    ["enquiry mail: createdAt from the client's clock", 'denied', (db) => runWrites([enquiryWrite(), enquiryMail(enquiryMailData(), { createdAt: clientNow() })])(db)],
  ]),
  ...casesAs('admin', [
    ['enquiry: admin marks it handled and back', 'allowed', async (db) => {
      await updateDoc(doc(db, 'enquiries', existing.enquiry), { handled: true });
      await updateDoc(doc(db, 'enquiries', existing.enquiry), { handled: false });
    }],
    ['enquiry: admin changes the message', 'denied', patch('enquiries', existing.enquiry, { message: 'Edited' })],
    ["enquiry: admin sets handled to 'yes'", 'denied', patch('enquiries', existing.enquiry, { handled: 'yes' })],
  ]),
];

// ---- Sample data -----------------------------------------------------------------------------------------

/** The samples the seed script loads must pass the rules too (the seed bypasses them, the admin screens do not). */
const sampleDocuments: RuleCase[] = [
  ...sampleTours.map((sample) => ({ path: 'tourPackages', id: sample.id, data: storedTour(tourSchema.parse(sample)) })),
  ...sampleHotels.map((sample) => ({ path: 'hotels', id: sample.id, data: storedHotel(hotelSchema.parse(sample), []) })),
  ...sampleArticles.map((sample) => ({ path: 'articles', id: sample.id, data: storedArticle(articleSchema.parse(sample)) })),
  ...sampleFlights.map((sample) => ({ path: 'flights', id: sample.id, data: storedFlight(sample) })),
].map(({ path, id, data }) => ({
  title: `sample data: admin writes ${path}/${id}`,
  as: 'admin',
  expected: 'allowed',
  request: put(path, id, data),
}));

const tables: Record<string, RuleCase[]> = {
  'content: every role, every operation': publicMatrix,
  'single documents: every role': singletonMatrix,
  'admin-only and counter collections: every role': adminOnlyMatrix,
  'tour shapes': tourShapes,
  'hotel shapes': hotelShapes,
  'article shapes': articleShapes,
  'flight shapes': flightShapes,
  'room type shapes': roomShapes,
  'Hotel Aster profile shapes': asterShapes,
  'settings shapes': settingsShapes,
  'booking notes and mail templates': officeShapes,
  'bookings: reading and ownership': bookingReads,
  'bookings: tours on request': tourBookings,
  'bookings: fixed departures': departureBookings,
  'bookings: flights and flight requests': flightBookings,
  'bookings: Hotel Aster rooms': roomBookings,
  'bookings: fields every booking has': commonBookingFields,
  'bookings: ids': bookingIds,
  'bookings: references': bookingReferences,
  'bookings: cancellation requests': cancellationRequests,
  'bookings: admin updates': adminBookingUpdates,
  'availability counters on their own': counterWrites,
  'mail: booking received': bookingMails,
  'mail: admin messages': adminMails,
  'enquiries and their e-mail': enquiries,
  'sample data': sampleDocuments,
};

/** Every case of the matrix. */
const allCases = (): RuleCase[] => Object.values(tables).flat();

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

  it('has allowed and denied cases in every table', () => {
    for (const [name, cases] of Object.entries(tables)) {
      const outcomes = new Set(cases.map((c) => c.expected));
      // The sample data can only be allowed; every other table must show both sides.
      if (name !== 'sample data') expect([name, [...outcomes].sort()]).toEqual([name, ['allowed', 'denied']]);
    }
    expect(allCases().length).toBeGreaterThanOrEqual(500);
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

  it('stores a booking batch as planned: server time, reference, counters, e-mails', async () => {
    await assertSucceeds(commitPlan(clients.alice, monthEndPlan));
    const stored = (await getDoc(doc(owner, bookings, monthEndPlan.id))).data()!;
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((stored.createdAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    expect(stored).toMatchObject({ kind: 'room', hotelId: deluxeDouble.id, seasonNights: 2, offSeasonNights: 1, totalPrice: 2 * seasonRate + offRate });
    expect((await getDoc(doc(owner, 'bookingReferences', monthEndPlan.entity.reference!))).data()).toEqual({ bookingId: monthEndPlan.id });
    expect((await getDoc(doc(owner, 'roomNights', 'deluxe-double_2027-06'))).data()).toEqual({
      roomId: deluxeDouble.id, month: '2027-06', lastBooking: monthEndPlan.id, held: { '29': 1, '30': 1 },
    });
    expect((await getDoc(doc(owner, 'roomNights', 'deluxe-double_2027-07'))).data()?.held).toEqual({ '01': 1 });
    const mail = (await getDoc(doc(owner, 'mail', `${monthEndPlan.id}-operator`))).data() as StoredMail;
    expect(mail).toMatchObject({ to: notificationSettings.operatorEmail, template: { name: 'booking-received-operator' } });
    expect(mail.template.data.totalText).toBe('₹5,100');
  });

  it('leaves nothing behind when one write of a booking batch is refused', async () => {
    await assertFails(commitPlan(clients.alice, forgeMailData(roomPlan, 'customer', { totalText: '₹1' })));
    expect((await getDoc(doc(owner, bookings, roomPlan.id))).exists()).toBe(false);
    expect((await getDoc(doc(owner, 'bookingReferences', roomPlan.entity.reference!))).exists()).toBe(false);
    expect((await getDoc(doc(owner, 'roomNights', deluxeMay))).data()?.held).toEqual({ '10': 1 });
  });

  it('lets exactly one of two customers racing for the last room book it', async () => {
    const stay = { ...roomRequest, itemId: superDeluxe.id, travelDate: '2027-05-21', endDate: '2027-05-23' };
    const alices = planBooking(stay, superItem, aliceIds(1, 'AST-AQC22'));
    const bobs = planBooking({ ...stay, userEmail: users.bob.email }, superItem, { id: newId(2), userId: users.bob.uid, reference: 'AST-BQB22' });
    const results = await Promise.allSettled([commitPlan(clients.alice, alices), commitPlan(clients.bob, bobs)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const winner = results[0]?.status === 'fulfilled' ? alices : bobs;
    const loser = winner === alices ? bobs : alices;
    expect((await getDoc(doc(owner, 'roomNights', superMay))).data()).toEqual({
      roomId: superDeluxe.id, month: '2027-05', lastBooking: winner.id, held: { '20': 1, '21': 1, '22': 1 },
    });
    expect((await getDoc(doc(owner, bookings, loser.id))).exists()).toBe(false);
    // The loser's batch is refused as a whole: the counter holds the winner's nights only, once.
  });

  it('lets exactly one of two customers racing for the last seat book it', async () => {
    const seat = { ...tourRequest, itemId: fixedTour.id, travelDate: '2027-04-10', endDate: '2027-04-10', travellers: 1 };
    const alices = planBooking(seat, fixedItem, aliceIds(1, 'AST-AQC22'));
    const bobs = planBooking({ ...seat, userEmail: users.bob.email }, fixedItem, { id: newId(2), userId: users.bob.uid, reference: 'AST-BQB22' });
    const results = await Promise.allSettled([commitPlan(clients.alice, alices), commitPlan(clients.bob, bobs)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await getDoc(doc(owner, 'departureSeats', seatsApril10))).data()?.held).toBe(3);
  });

  it('lets a customer see exactly their own bookings', async () => {
    const mine = await assertSucceeds(getDocs(query(collection(clients.alice, bookings), where('userId', '==', users.alice.uid))));
    expect(mine.docs.map((snapshot) => snapshot.id).sort()).toEqual(
      [existing.aliceBooking, existing.aliceCancelled, existing.aliceConfirmed, existing.aliceRequested].sort(),
    );
  });

  it('stores a cancellation request as exactly one new field, at the server time', async () => {
    await assertSucceeds(updateDoc(doc(clients.alice, bookings, existing.aliceBooking), { cancellationRequestedAt: serverTimestamp() }));
    const stored = (await getDoc(doc(owner, bookings, existing.aliceBooking))).data()!;
    const { cancellationRequestedAt, ...rest } = stored;
    expect(rest).toEqual(storedBooking(aliceBooking, earlier));
    expect(cancellationRequestedAt).toBeInstanceOf(Timestamp);
    expect(Math.abs((cancellationRequestedAt as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
  });

  it('builds its plans with the searchName the rules recompute', () => {
    // Guards the fixtures: the A-Z-only lowering is what the rules' lower() does.
    expect(asciiLower('José Ñúñez')).toBe('josé Ñúñez');
    expect(tourPlan.booking.searchName).toBe('alice example');
    expect(writesOf(roomPlan).map((write) => `${write.collection}/${write.id}`)).toEqual([
      `hotelBookings/${roomPlan.id}`,
      'bookingReferences/AST-NEW22',
      'roomNights/deluxe-double_2027-05',
      `mail/${roomPlan.id}-customer`,
      `mail/${roomPlan.id}-operator`,
    ]);
  });
});
