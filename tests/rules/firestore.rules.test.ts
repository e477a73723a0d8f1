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
import {
  sampleArticles,
  sampleHotels,
  samplePaymentSettings,
  samplePeakPeriods,
  samplePermitTypes,
  sampleTours,
} from '../../seed/data';
import { firestoreConverters } from '../../src/backend/firebase/converters';
import { articleSchema, defaultPaymentSettings, defaultTaxSettings, hotelSchema, tourSchema } from '../../src/backend/schemas';
import { defaultTripSettings } from '../../src/backend/schemas/trip';
import { defaultBookingPolicy } from '../../src/backend/domain/booking-policy';
import {
  article,
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

/** The booking policy as the app saves it: every number, the defaults. */
const bookingPolicy: DocumentData = { ...defaultBookingPolicy };

/**
 * firestore.rules, request by request: who (anonymous, customer alice, customer bob, admin) may do what on
 * which collection, and which document shapes admins may write. Nobody writes the booking side directly, the
 * operator included (the domain's callable functions write bookings, references, counters, quotes, enquiries and every
 * e-mail with the Admin SDK), so that side of the matrix is a wall of refusals, including perfectly valid writes.
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
  /** alice's Pending request whose hold lapsed: the server released its rooms and marked it. */
  aliceReleased: 'aliceReleased0000001',
  /** A sample booking of the original site: no account, no reference. */
  legacyBooking: 'booking_sample_1',
  enquiry: 'enquiryExisting00001',
  customerMail: 'aliceBooking00000001-customer',
  rateLimit: 'enquiry-contact_alice@example.com',
} as const;

const references = {
  alice: 'AST-7K3Q9',
  bob: 'AST-BBB22',
  aliceConfirmed: 'AST-CCC22',
  aliceReleased: 'AST-DDD22',
} as const;

/** A booking that does not exist (yet). */
const newBookingId = 'NewBooking0000000001';
const newReference = 'AST-NEW22';

const aliceBooking = existingTourBooking(existing.aliceBooking, users.alice, references.alice);
const bobBooking = existingTourBooking(existing.bobBooking, users.bob, references.bob);
const releasedAt = Timestamp.fromDate(new Date('2026-11-22T10:00:00.000Z'));
const advanceAt = Timestamp.fromDate(new Date('2026-11-23T09:00:00.000Z'));
/** settings/payments as the adapter stores them: the sample instructions, and the defaults (every text empty). */
const paymentSettings: DocumentData = firestoreConverters(() => null).payments.toFields(samplePaymentSettings);
const firestorePaymentDefaults = firestoreConverters(() => null).payments.toFields(defaultPaymentSettings);
const sampleBank: DocumentData = { ...samplePaymentSettings.bank };
/** settings/tax as the adapter stores it: the defaults with a GSTIN. */
const taxSettings: DocumentData = firestoreConverters(() => null).tax.toFields({
  ...defaultTaxSettings,
  gstin: '27AAPFU0939F1ZV',
});
/** settings/peakPeriods as the adapter stores them: the sample festival weeks. */
const peakPeriods = { periods: samplePeakPeriods.periods.map((period) => ({ ...period })) };
const puja = samplePeakPeriods.periods[0]!;

/** A tax invoice of alice's booking as the issueTaxDocument function stores it (its shape beyond the owner is the app's). */
const aliceInvoice = { userId: users.alice.uid, bookingId: existing.aliceBooking, kind: 'invoice', total: 37_000 };

const deluxeMay = 'deluxe-double_2027-05';
const superMay = 'super-deluxe_2027-05';
const seatsApril10 = 'kalimpong-weekend_2027-04-10';
/** A counter written before `lastBooking` was dropped from the counters. */
const legacyCounter = 'deluxe-double_2027-06';

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
  set('settings', 'bookingPolicy', bookingPolicy);
  set('settings', 'payments', paymentSettings);
  set('settings', 'peakPeriods', peakPeriods);
  set('permitTypes', 'tsomgo-nathula', nathulaDoc);

  set('hotelBookings', existing.aliceBooking, storedBooking(aliceBooking, earlier));
  set('hotelBookings', existing.bobBooking, storedBooking(bobBooking, earlier));
  set(
    'hotelBookings',
    existing.aliceConfirmed,
    storedBooking(
      { ...existingTourBooking(existing.aliceConfirmed, users.alice, references.aliceConfirmed), status: 'Confirmed' },
      earlier,
    ),
  );
  // alice has paid the advance of her confirmed booking.
  batch.update(doc(db, 'hotelBookings', existing.aliceConfirmed), { advanceReceivedAt: advanceAt });
  set('hotelBookings', existing.aliceReleased, {
    ...storedBooking(existingTourBooking(existing.aliceReleased, users.alice, references.aliceReleased), earlier),
    holdReleasedAt: releasedAt,
  });
  set('hotelBookings', existing.legacyBooking, legacyBooking());
  set('bookingReferences', references.alice, { bookingId: existing.aliceBooking });
  set('bookingReferences', references.bob, { bookingId: existing.bobBooking });

  // One of the two Deluxe Doubles is held on 10 May 2027; the only Super Deluxe on 20 May 2027.
  set('roomNights', deluxeMay, { roomId: deluxeDouble.id, month: '2027-05', held: { '10': 1 } });
  set('roomNights', superMay, { roomId: superDeluxe.id, month: '2027-05', held: { '20': 1 } });
  set('roomNights', legacyCounter, {
    roomId: deluxeDouble.id,
    month: '2027-06',
    held: { '01': 1 },
    lastBooking: existing.bobBooking,
  });
  // Two of the three seats of the 10 April departure are taken.
  set('departureSeats', seatsApril10, { tourId: fixedTour.id, date: '2027-04-10', held: 2 });

  set('enquiries', existing.enquiry, { ...enquiryInput, createdAt: earlier, handled: false });
  set('mail', existing.customerMail, {
    to: users.alice.email,
    template: { name: 'booking-received', data: { reference: references.alice } },
    createdAt: earlier,
  });
  set('bookingNotes', existing.aliceBooking, { note: 'Wants a window seat.', history: [] });
  set('mailTemplates', 'booking-received', {
    subject: 'We have your request {{reference}}',
    html: '<p>Thank you, {{userName}}.</p>',
  });
  set('rateLimits', existing.rateLimit, { times: [earlier] });
  set('taxDocuments', 'taxDocAlice', aliceInvoice);
  set('documentSeries', 'invoice_2026-27', { next: 2 });
  set('travellerDocuments', existing.aliceBooking, aliceDocuments);
  set('permitFilings', aliceFilingId, { ...aliceFiling, updatedAt: earlier });
  set('alerts', 'alertOpen', { ...storedAlert, createdAt: earlier });
  set('quotes', 'quoteOne', storedQuote);
  set('alerts', 'alertClosed', { ...storedAlert, state: 'closed', createdAt: earlier, closedAt: earlier });
  set('alerts', 'alertNotified', { ...storedAlert, createdAt: earlier, notifiedAt: earlier, notifiedMails: 3 });
  set('alertNotices', 'alertNotified', {
    told: { [existing.aliceBooking]: { at: '2027-04-01T10:00:00.000Z', words: '0a1b2c3d' } },
  });
  set('users', users.alice.uid, { name: 'Alice' });
  await batch.commit();
}

// ---- Building requests ----------------------------------------------------------------------------------

/** Same expectation for every role listed, denied for the others. */
function perRole(title: string, allowedFor: readonly Role[], request: Request): RuleCase[] {
  return roles.map((as) => ({ title, as, expected: allowedFor.includes(as) ? 'allowed' : 'denied', request }));
}

const everyone = roles;
const adminOnly: readonly Role[] = ['admin'];
const nobody: readonly Role[] = [];

function casesAs(as: Role, entries: [title: string, expected: Outcome, request: Request][]): RuleCase[] {
  return entries.map(([title, expected, request]) => ({ title, as, expected, request }));
}

const put =
  (path: string, id: string, data: DocumentData): Request =>
  (db) =>
    setDoc(doc(db, path, id), data);
const merge =
  (path: string, id: string, data: DocumentData): Request =>
  (db) =>
    setDoc(doc(db, path, id), data, { merge: true });
const patch =
  (path: string, id: string, data: DocumentData): Request =>
  (db) =>
    updateDoc(doc(db, path, id), data);
const remove =
  (path: string, id: string): Request =>
  (db) =>
    deleteDoc(doc(db, path, id));
const read =
  (path: string, id: string): Request =>
  (db) =>
    getDoc(doc(db, path, id));
const list =
  (path: string): Request =>
  (db) =>
    getDocs(collection(db, path));

/** Several writes in one batch, as a client would commit a whole booking. */
const batchOf =
  (writes: { path: string; id: string; data: DocumentData; merge?: boolean }[]): Request =>
  async (db) => {
    const batch = writeBatch(db);
    for (const write of writes) {
      if (write.merge) batch.set(doc(db, write.path, write.id), write.data, { merge: true });
      else batch.set(doc(db, write.path, write.id), write.data);
    }
    await batch.commit();
  };

const long = (size: number) => 'x'.repeat(size);
/** A time the client chose: its own clock, a little before the server receives the request. */
const clientNow = () => Timestamp.now();

// ---- Content: every role, every operation ----------------------------------------------------------------

interface PublicCollection {
  name: string;
  existingId: string;
  freshId: string;
  valid: DocumentData;
  edit: DocumentData;
}

const publicCollections: PublicCollection[] = [
  {
    name: 'tourPackages',
    existingId: onRequestTour.id,
    freshId: 'tour_1767225600000',
    valid: storedTour(onRequestTour),
    edit: { price: 9900 },
  },
  { name: 'hotels', existingId: hotel.id, freshId: 'hotel_1767225600000', valid: storedHotel(hotel), edit: { price: 7000 } },
  {
    name: 'articles',
    existingId: article.id,
    freshId: 'article_1767225600000',
    valid: storedArticle(article),
    edit: { title: 'Packing light' },
  },
  { name: 'flights', existingId: flight.id, freshId: 'fl-ai-865', valid: storedFlight(flight), edit: { price: 4700 } },
  {
    name: 'asterRooms',
    existingId: deluxeDouble.id,
    freshId: 'Rm3v8QkT1xZ0aB7cD9eF',
    valid: storedRoom(deluxeDouble),
    edit: { rooms: 3 },
  },
];

const publicMatrix: RuleCase[] = publicCollections.flatMap((c) => {
  // Flights are the seed's (Admin SDK): no screen writes one, so nobody does. Hotel Aster's room types are saved
  // with its profile by the saveHotelAster function: nobody writes one alone, the operator included.
  const writers = c.name === 'flights' || c.name === 'asterRooms' ? nobody : adminOnly;
  return [
    ...perRole(`${c.name}: get`, everyone, read(c.name, c.existingId)),
    ...perRole(`${c.name}: list`, everyone, list(c.name)),
    ...perRole(`${c.name}: create`, writers, put(c.name, c.freshId, c.valid)),
    ...perRole(`${c.name}: update`, writers, patch(c.name, c.existingId, c.edit)),
    ...perRole(`${c.name}: delete`, writers, remove(c.name, c.existingId)),
  ];
});

const singletonMatrix: RuleCase[] = [
  ...perRole('content/hotelAster: get', everyone, read('content', 'hotelAster')),
  // Saved with the room types by the saveHotelAster function, never by a browser.
  ...perRole(
    'content/hotelAster: save (the function saves it)',
    nobody,
    put('content', 'hotelAster', storedHotelAster({ ...hotelAsterProfile, facilities: [] })),
  ),
  ...perRole('content/hotelAster: delete (nothing deletes it)', nobody, remove('content', 'hotelAster')),
  ...perRole('content/other: get', nobody, read('content', 'other')),
  ...perRole('content/other: create', nobody, put('content', 'other', { note: 'x' })),
  ...perRole('content: list (fetched by id only)', nobody, list('content')),
  ...perRole('settings/business: get', everyone, read('settings', 'business')),
  ...perRole(
    'settings/business: save',
    adminOnly,
    put('settings', 'business', { ...businessSettings, supportHours: 'Weekdays' }),
  ),
  ...perRole('settings/business: update one field', adminOnly, patch('settings', 'business', { supportHours: 'Weekdays' })),
  ...perRole('settings/business: delete', nobody, remove('settings', 'business')),
  ...perRole(
    "settings/notifications: get (the operator's address is nobody else's business)",
    adminOnly,
    read('settings', 'notifications'),
  ),
  ...perRole(
    'settings/notifications: save',
    adminOnly,
    put('settings', 'notifications', { operatorEmail: 'desk@himalayan-aster.example' }),
  ),
  ...perRole(
    'settings/notifications: redirect to another address',
    adminOnly,
    patch('settings', 'notifications', { operatorEmail: 'alice@example.com' }),
  ),
  ...perRole('settings/notifications: delete', nobody, remove('settings', 'notifications')),
  ...perRole('settings/bookingPolicy: get', adminOnly, read('settings', 'bookingPolicy')),
  ...perRole(
    'settings/bookingPolicy: save',
    adminOnly,
    put('settings', 'bookingPolicy', { ...bookingPolicy, maxOpenRequests: 5, maxHeldRoomNights: 60, holdHours: 24 }),
  ),
  ...perRole('settings/bookingPolicy: raise one limit', adminOnly, patch('settings', 'bookingPolicy', { maxOpenRequests: 20 })),
  ...perRole('settings/bookingPolicy: delete', nobody, remove('settings', 'bookingPolicy')),
  ...perRole('settings/replyTemplates: get', adminOnly, read('settings', 'replyTemplates')),
  ...perRole(
    'settings/replyTemplates: save',
    adminOnly,
    put('settings', 'replyTemplates', { templates: [{ title: 'Thanks', text: 'Namaste {name}' }] }),
  ),
  ...perRole(
    'settings/replyTemplates: 21 templates',
    nobody,
    put('settings', 'replyTemplates', { templates: Array.from({ length: 21 }, () => ({ title: 'T', text: 'x' })) }),
  ),
  ...perRole(
    'settings/replyTemplates: another field',
    nobody,
    put('settings', 'replyTemplates', { templates: [], signature: 'x' }),
  ),
  ...perRole('settings/replyTemplates: delete', nobody, remove('settings', 'replyTemplates')),
  ...perRole('settings/payments: get (My bookings shows how to pay)', everyone, read('settings', 'payments')),
  ...perRole('settings/payments: save', adminOnly, put('settings', 'payments', { ...paymentSettings, advancePercent: 50 })),
  ...perRole('settings/payments: change the UPI ID', adminOnly, patch('settings', 'payments', { upiId: 'someone@okaxis' })),
  ...perRole('settings/payments: delete', nobody, remove('settings', 'payments')),
  ...perRole('settings/tax: get (the booking forms price the tax)', everyone, read('settings', 'tax')),
  ...perRole('settings/tax: save', adminOnly, put('settings', 'tax', taxSettings)),
  ...perRole('settings/tax: delete', nobody, remove('settings', 'tax')),
  ...perRole('settings/trip: get (every trip page shows it)', everyone, read('settings', 'trip')),
  ...perRole('settings/trip: save', adminOnly, put('settings', 'trip', defaultTripSettings)),
  ...perRole(
    'settings/trip: save with a 24-hour number of its own',
    adminOnly,
    put('settings', 'trip', { ...defaultTripSettings, operatorPhone: '+919800099999' }),
  ),
  ...perRole(
    'settings/trip: a 24-hour number that is not a phone',
    nobody,
    put('settings', 'trip', { ...defaultTripSettings, operatorPhone: '112' }),
  ),
  ...perRole(
    'settings/trip: 11 emergency numbers',
    nobody,
    put('settings', 'trip', {
      ...defaultTripSettings,
      emergencyNumbers: Array.from({ length: 11 }, () => ({ label: 'Police', number: '100' })),
    }),
  ),
  ...perRole('settings/trip: another field', nobody, put('settings', 'trip', { ...defaultTripSettings, customerNames: [] })),
  ...perRole('settings/trip: delete', nobody, remove('settings', 'trip')),
  ...perRole('settings/peakPeriods: get (tour pages price their dates)', everyone, read('settings', 'peakPeriods')),
  ...perRole(
    'settings/peakPeriods: save',
    adminOnly,
    put('settings', 'peakPeriods', {
      periods: [...peakPeriods.periods, { id: 'losar-2027', name: 'Losar', from: '2027-02-06', to: '2027-02-09' }],
    }),
  ),
  ...perRole('settings/peakPeriods: remove every period', adminOnly, patch('settings', 'peakPeriods', { periods: [] })),
  ...perRole('settings/peakPeriods: delete', nobody, remove('settings', 'peakPeriods')),
  ...perRole('settings: list (fetched by id only)', nobody, list('settings')),
  ...perRole('settings/other: get', nobody, read('settings', 'other')),
  ...perRole('settings/other: create', nobody, put('settings', 'other', { operatorEmail: 'x@example.com' })),
];

const officeMatrix: RuleCase[] = [
  ...perRole('bookingNotes: get', adminOnly, read('bookingNotes', existing.aliceBooking)),
  ...perRole('bookingNotes: list', adminOnly, list('bookingNotes')),
  ...perRole('bookingNotes: save a note', adminOnly, put('bookingNotes', existing.bobBooking, { note: 'Called back.' })),
  ...perRole('bookingNotes: change a note', adminOnly, merge('bookingNotes', existing.aliceBooking, { note: 'Aisle seat.' })),
  ...perRole('bookingNotes: delete', nobody, remove('bookingNotes', existing.aliceBooking)),
  ...perRole('mailTemplates: get', adminOnly, read('mailTemplates', 'booking-received')),
  ...perRole('mailTemplates: list', adminOnly, list('mailTemplates')),
  // The seed writes them (Admin SDK): no screen does.
  ...perRole(
    'mailTemplates: save',
    nobody,
    put('mailTemplates', 'booking-confirmed', { subject: 'Confirmed: {{reference}}', html: '<p>See you soon.</p>' }),
  ),
  ...perRole('mailTemplates: delete', nobody, remove('mailTemplates', 'booking-received')),
  ...perRole('enquiries: mark handled', adminOnly, patch('enquiries', existing.enquiry, { handled: true })),
  ...perRole('users (not named): get', nobody, read('users', users.alice.uid)),
  ...perRole('users (not named): create', nobody, put('users', 'someone', { name: 'Someone' })),
];
// ---- Content shapes (admin writes) ------------------------------------------------------------------------

const tourDoc = storedTour(onRequestTour);
const createTour = (data: DocumentData, id = 'tour_1767225600000') => put('tourPackages', id, data);

const tourShapes = casesAs('admin', [
  ['tour: the valid tour', 'allowed', createTour(tourDoc)],
  ['tour: with fixed departures', 'allowed', createTour(storedTour(fixedTour))],
  [
    'tour: every category',
    'allowed',
    async (db) => {
      for (const category of ['Family', 'Honeymoon', 'Cultural', 'Adventure']) await createTour({ ...tourDoc, category })(db);
    },
  ],
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
  [
    'tour: 21 destinations',
    'denied',
    createTour({ ...tourDoc, destinationsCovered: Array.from({ length: 21 }, (_, i) => `Place ${i}`) }),
  ],
  ['tour: highlights as a string', 'denied', createTour({ ...tourDoc, highlights: 'Orchids' })],
  ['tour: an empty highlight', 'denied', createTour({ ...tourDoc, highlights: ['Orchids', ''] })],
  [
    'tour: 31 highlights',
    'denied',
    createTour({ ...tourDoc, highlights: Array.from({ length: 31 }, (_, i) => `Highlight ${i}`) }),
  ],
  ['tour: itinerary not a list', 'denied', createTour({ ...tourDoc, itinerary: 'Day 1' })],
  [
    'tour: 31 itinerary days',
    'denied',
    createTour({ ...tourDoc, itinerary: Array.from({ length: 31 }, () => ({ title: 'Day', description: '' })) }),
  ],
  ['tour: description of 6001 characters', 'denied', createTour({ ...tourDoc, description: long(6001) })],
  ['tour: 31 inclusions', 'denied', createTour({ ...tourDoc, inclusions: Array.from({ length: 31 }, (_, i) => `Item ${i}`) })],
  ['tour: 31 exclusions', 'denied', createTour({ ...tourDoc, exclusions: Array.from({ length: 31 }, (_, i) => `Item ${i}`) })],
  ['tour: departures as a list', 'denied', createTour({ ...tourDoc, departures: ['2027-04-10'] })],
  [
    'tour: 121 departures',
    'denied',
    createTour({
      ...tourDoc,
      departures: Object.fromEntries(
        Array.from({ length: 121 }, (_, i) => [new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10), 10]),
      ),
    }),
  ],
  ['tour: without departures', 'denied', createTour(without(tourDoc, 'departures'))],
  ['tour: without days', 'denied', createTour(without(tourDoc, 'days'))],
  ['tour: days 0', 'denied', createTour({ ...tourDoc, days: 0 })],
  ['tour: days as a string', 'denied', createTour({ ...tourDoc, days: '6' })],
  ['tour: without imagePaths', 'denied', createTour(without(tourDoc, 'imagePaths'))],
  [
    'tour: two image paths for one picture',
    'denied',
    createTour({ ...tourDoc, imagePaths: ['images/1_a.webp', 'images/2_b.webp'] }),
  ],
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
  [
    'article: 4001 search terms',
    'denied',
    createArticle({ ...articleDoc, searchTerms: Array.from({ length: 4001 }, (_, i) => `t${i}`) }),
  ],
  ['article: without imagePaths', 'denied', createArticle(without(articleDoc, 'imagePaths'))],
  ['article: unknown key', 'denied', createArticle({ ...articleDoc, views: 0 })],
  ['article: edit changing createdAt', 'denied', editArticle({ createdAt: '2027-01-01T00:00:00.000Z' })],
  ['article: edit removing createdAt', 'denied', editArticle({ createdAt: deleteField() })],
]);

const saveBusiness = (data: DocumentData) => put('settings', 'business', data);
const withSocial = (social: DocumentData) => ({ ...businessSettings, social: { ...businessSettings.social, ...social } });

const savePayments = (data: DocumentData) => put('settings', 'payments', data);
const savePeaks = (data: DocumentData) => put('settings', 'peakPeriods', data);
const saveTax = (data: DocumentData) => put('settings', 'tax', data);
const savePolicy = (data: DocumentData) => put('settings', 'bookingPolicy', data);

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
  [
    'notifications: an operator address with capitals',
    'allowed',
    put('settings', 'notifications', { operatorEmail: 'Bookings@Aster.example' }),
  ],
  ['notifications: not an e-mail', 'denied', put('settings', 'notifications', { operatorEmail: 'bookings' })],
  ['notifications: unknown key', 'denied', put('settings', 'notifications', { ...notificationSettings, cc: 'x@example.com' })],
  ['bookingPolicy: the default policy', 'allowed', savePolicy(bookingPolicy)],
  [
    'bookingPolicy: the smallest values',
    'allowed',
    savePolicy({
      maxOpenRequests: 1,
      maxHeldRoomNights: 1,
      holdHours: 1,
      pendingHoldPercent: 0,
      maxHeldSeats: 1,
      holdCooldownHours: 0,
    }),
  ],
  [
    'bookingPolicy: the largest values',
    'allowed',
    savePolicy({
      maxOpenRequests: 20,
      maxHeldRoomNights: 400,
      holdHours: 720,
      pendingHoldPercent: 100,
      maxHeldSeats: 500,
      holdCooldownHours: 720,
    }),
  ],
  ['bookingPolicy: 0 open requests', 'denied', savePolicy({ ...bookingPolicy, maxOpenRequests: 0 })],
  ['bookingPolicy: 21 open requests', 'denied', savePolicy({ ...bookingPolicy, maxOpenRequests: 21 })],
  ['bookingPolicy: 401 room-nights', 'denied', savePolicy({ ...bookingPolicy, maxHeldRoomNights: 401 })],
  ['bookingPolicy: a hold of 721 hours', 'denied', savePolicy({ ...bookingPolicy, holdHours: 721 })],
  ['bookingPolicy: a hold of 1.5 hours', 'denied', savePolicy({ ...bookingPolicy, holdHours: 1.5 })],
  ['bookingPolicy: a number as a string', 'denied', savePolicy({ ...bookingPolicy, maxOpenRequests: '3' })],
  ['bookingPolicy: without holdHours', 'denied', savePolicy(without(bookingPolicy, 'holdHours'))],
  ['bookingPolicy: a share of 101%', 'denied', savePolicy({ ...bookingPolicy, pendingHoldPercent: 101 })],
  ['bookingPolicy: a negative share', 'denied', savePolicy({ ...bookingPolicy, pendingHoldPercent: -1 })],
  ['bookingPolicy: 0 seats per account', 'denied', savePolicy({ ...bookingPolicy, maxHeldSeats: 0 })],
  ['bookingPolicy: 501 seats per account', 'denied', savePolicy({ ...bookingPolicy, maxHeldSeats: 501 })],
  ['bookingPolicy: a cool-down of 721 hours', 'denied', savePolicy({ ...bookingPolicy, holdCooldownHours: 721 })],
  ['bookingPolicy: a cool-down of 2.5 hours', 'denied', savePolicy({ ...bookingPolicy, holdCooldownHours: 2.5 })],
  ['bookingPolicy: without the share', 'denied', savePolicy(without(bookingPolicy, 'pendingHoldPercent'))],
  ['bookingPolicy: without the cool-down', 'denied', savePolicy(without(bookingPolicy, 'holdCooldownHours'))],
  ['bookingPolicy: unknown key', 'denied', savePolicy({ ...bookingPolicy, maxGuests: 10 })],
  ['tax: the defaults with a GSTIN', 'allowed', saveTax(taxSettings)],
  ['tax: no GSTIN yet', 'allowed', saveTax({ ...taxSettings, gstin: '' })],
  ['tax: a GSTIN of 14 characters', 'denied', saveTax({ ...taxSettings, gstin: '27AAPFU0939F1Z' })],
  [
    'tax: a prefix of 5 characters',
    'denied',
    saveTax({ ...taxSettings, series: { ...(taxSettings.series as DocumentData), invoice: 'HATS1' } }),
  ],
  ['tax: a tour treatment of its own', 'denied', saveTax({ ...taxSettings, tour: { sac: '998555', treatment: 'free' } })],
  [
    'tax: a SAC of 5 digits',
    'denied',
    saveTax({ ...taxSettings, room: { ...(taxSettings.room as DocumentData), sac: '99631' } }),
  ],
  [
    'tax: 13 TCS rates',
    'denied',
    saveTax({ ...taxSettings, tcs: Array.from({ length: 13 }, () => (taxSettings.tcs as DocumentData[])[0]) }),
  ],
  ['tax: unknown key', 'denied', saveTax({ ...taxSettings, cin: 'U63040SK2020PTC000001' })],
  ['payments: the sample settings', 'allowed', savePayments(paymentSettings)],
  ['payments: the defaults (every text empty)', 'allowed', savePayments(firestorePaymentDefaults)],
  // The GST is settings/tax's: the old tax percents are no longer kept here.
  [
    'payments: the old tax percents',
    'denied',
    savePayments({ ...paymentSettings, taxPercent: { tour: 5, room: 12, flight: 0 } }),
  ],
  [
    'tax: a room rate of 40 percent',
    'allowed',
    saveTax({ ...taxSettings, room: { ...(taxSettings.room as DocumentData), highRate: 40 } }),
  ],
  [
    'tax: a room rate of 41 percent',
    'denied',
    saveTax({ ...taxSettings, room: { ...(taxSettings.room as DocumentData), highRate: 41 } }),
  ],
  ['payments: an advance of 101 percent', 'denied', savePayments({ ...paymentSettings, advancePercent: 101 })],
  ['payments: an advance of 30.5 percent', 'denied', savePayments({ ...paymentSettings, advancePercent: 30.5 })],
  ['payments: the balance 181 days before', 'denied', savePayments({ ...paymentSettings, balanceDueDaysBefore: 181 })],
  ['payments: the advance 31 days after', 'denied', savePayments({ ...paymentSettings, advanceDueDays: 31 })],
  ['payments: a UPI ID without @', 'denied', savePayments({ ...paymentSettings, upiId: 'himalayanaster' })],
  [
    'payments: an IFSC in lower case',
    'denied',
    savePayments({ ...paymentSettings, bank: { ...sampleBank, ifsc: 'sbin0005678' } }),
  ],
  [
    'payments: an account number with letters',
    'denied',
    savePayments({ ...paymentSettings, bank: { ...sampleBank, accountNumber: 'AC1234567' } }),
  ],
  [
    'payments: bank details with an extra key',
    'denied',
    savePayments({ ...paymentSettings, bank: { ...sampleBank, pin: '1234' } }),
  ],
  ['payments: unknown key', 'denied', savePayments({ ...paymentSettings, cardNumber: '4111111111111111' })],
  ['peakPeriods: the sample periods', 'allowed', savePeaks(peakPeriods)],
  ['peakPeriods: none', 'allowed', savePeaks({ periods: [] })],
  [
    'peakPeriods: 24 periods',
    'allowed',
    savePeaks({ periods: Array.from({ length: 24 }, (_, i) => ({ ...puja, id: `p-${i}` })) }),
  ],
  [
    'peakPeriods: 25 periods',
    'denied',
    savePeaks({ periods: Array.from({ length: 25 }, (_, i) => ({ ...puja, id: `p-${i}` })) }),
  ],
  ['peakPeriods: periods as a map', 'denied', savePeaks({ periods: { 0: puja } })],
  ['peakPeriods: an empty string in the list', 'denied', savePeaks({ periods: [puja, ''] })],
  ['peakPeriods: without the list', 'denied', savePeaks({})],
  ['peakPeriods: unknown key', 'denied', savePeaks({ ...peakPeriods, note: 'Festivals' })],
]);

const officeShapes = casesAs('admin', [
  ['bookingNotes: a note of 2000 characters', 'allowed', put('bookingNotes', existing.bobBooking, { note: long(2000) })],
  ['bookingNotes: an empty note', 'allowed', merge('bookingNotes', existing.aliceBooking, { note: '' })],
  ['bookingNotes: a note of 2001 characters', 'denied', put('bookingNotes', existing.bobBooking, { note: long(2001) })],
  ['bookingNotes: a note as a number', 'denied', put('bookingNotes', existing.bobBooking, { note: 42 })],
  ['bookingNotes: a note of a booking that does not exist', 'denied', put('bookingNotes', newBookingId, { note: 'x' })],
  // The history, reminders and moves are the transactions' to write, with the change they record.
  [
    'bookingNotes: a status change merged into the history',
    'denied',
    (db) =>
      setDoc(
        doc(db, 'bookingNotes', existing.bobBooking),
        { history: arrayUnion({ status: 'Confirmed', at: '2026-11-22T10:00:00.000Z', by: users.admin.email }) },
        { merge: true },
      ),
  ],
  ['bookingNotes: a new record with its history', 'denied', put('bookingNotes', existing.bobBooking, { note: 'x', history: [] })],
  [
    'bookingNotes: the note written over the whole record (its history gone)',
    'denied',
    put('bookingNotes', existing.aliceBooking, { note: 'x' }),
  ],
  ['bookingNotes: unknown key', 'denied', put('bookingNotes', existing.bobBooking, { note: 'x', flagged: true })],
]);

// ---- Bookings: reading --------------------------------------------------------------------------------------

const bookings = 'hotelBookings';
const bookingsOf =
  (uid: string): Request =>
  (db) =>
    getDocs(query(collection(db, bookings), where('userId', '==', uid)));

const bookingReads: RuleCase[] = [
  ...perRole("bookings: get alice's booking", ['alice', 'admin'], read(bookings, existing.aliceBooking)),
  ...perRole("bookings: get bob's booking", ['bob', 'admin'], read(bookings, existing.bobBooking)),
  ...perRole('bookings: get a booking that does not exist', adminOnly, read(bookings, 'NoSuchBooking0000001')),
  ...perRole('bookings: get a sample booking without an owner', adminOnly, read(bookings, existing.legacyBooking)),
  ...perRole('bookings: list all bookings (no userId filter)', adminOnly, list(bookings)),
  ...perRole('bookings: list the Pending ones (no userId filter)', adminOnly, (db) =>
    getDocs(query(collection(db, bookings), where('status', '==', 'Pending'))),
  ),
  ...perRole('bookings: list where userId == alice', ['alice', 'admin'], bookingsOf(users.alice.uid)),
  ...perRole('bookings: list where userId == bob', ['bob', 'admin'], bookingsOf(users.bob.uid)),
  ...perRole("bookings: list alice's Pending ones", ['alice', 'admin'], (db) =>
    getDocs(query(collection(db, bookings), where('userId', '==', users.alice.uid), where('status', '==', 'Pending'))),
  ),
];

// ---- Customers write nothing directly ---------------------------------------------------------------------------

const identityOf = (as: Role) => (as === 'anonymous' ? users.alice : users[as]);

/** A Pending tour booking for `as` (anonymous: in alice's name), priced exactly: price × travellers. */
function pricedTourBooking(as: Role): DocumentData {
  const user = identityOf(as);
  const booking = existingTourBooking(newBookingId, user, newReference);
  return storedBooking(
    { ...booking, travelDate: '2027-03-20', endDate: '2027-03-20', travellers: 3, totalPrice: 3 * onRequestTour.price },
    serverTimestamp(),
  );
}

/** 2 season nights of a Deluxe Double, CP, in May 2027 (season): 2 × the season CP rate. */
function pricedRoomBooking(as: Role): DocumentData {
  return {
    ...pricedTourBooking(as),
    kind: 'room',
    hotelId: deluxeDouble.id,
    hotelName: `${deluxeDouble.name}, Hotel Aster`,
    checkInDate: '2027-05-11',
    checkOutDate: '2027-05-13',
    travellers: 2,
    totalPrice: 2 * deluxeDouble.rates.season.cp,
    mealPlan: 'cp',
    seasonNights: 2,
    offSeasonNights: 0,
    fixedDeparture: undefined,
  };
}

const withoutUndefined = (data: DocumentData) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

const receivedMail = (as: Role) => ({
  to: identityOf(as).email,
  template: { name: 'booking-received', data: { reference: newReference, itemName: onRequestTour.name, totalText: '₹37,000' } },
  createdAt: serverTimestamp(),
});

/** Each role tries the request built for itself; `allowedFor` get it through. */
function eachRole(title: string, allowedFor: readonly Role[], request: (as: Role) => Request): RuleCase[] {
  return roles.map((as) => ({ title, as, expected: allowedFor.includes(as) ? 'allowed' : 'denied', request: request(as) }));
}

const newEnquiry = { ...enquiryInput, createdAt: serverTimestamp(), handled: false };
const statusMail = (name = 'booking-confirmed', extra: DocumentData = {}): DocumentData => ({
  to: users.alice.email,
  template: { name, data: { reference: references.alice, itemName: onRequestTour.name, totalText: '₹37,000' } },
  createdAt: serverTimestamp(),
  ...extra,
});
const statusMailId = `${existing.aliceBooking}-confirmed-1767225600000-a1b2c3`;

const directWrites: RuleCase[] = [
  // hotelBookings
  ...eachRole('hotelBookings: create a perfectly priced Pending booking of their own', nobody, (as) =>
    put(bookings, newBookingId, pricedTourBooking(as)),
  ),
  ...eachRole('hotelBookings: the whole old booking batch (booking, reference, both e-mails)', nobody, (as) =>
    batchOf([
      { path: bookings, id: newBookingId, data: pricedTourBooking(as) },
      { path: 'bookingReferences', id: newReference, data: { bookingId: newBookingId } },
      { path: 'mail', id: `${newBookingId}-customer`, data: receivedMail(as) },
      { path: 'mail', id: `${newBookingId}-operator`, data: { ...receivedMail(as), to: notificationSettings.operatorEmail } },
    ]),
  ),
  ...eachRole('hotelBookings: a priced room booking with its nights held (increment)', nobody, (as) =>
    batchOf([
      { path: bookings, id: newBookingId, data: withoutUndefined(pricedRoomBooking(as)) },
      {
        path: 'roomNights',
        id: deluxeMay,
        data: { roomId: deluxeDouble.id, month: '2027-05', held: { '11': increment(1), '12': increment(1) } },
        merge: true,
      },
    ]),
  ),
  ...perRole(
    "hotelBookings: ask to cancel alice's booking (a function does that now)",
    nobody,
    patch(bookings, existing.aliceBooking, { cancellationRequestedAt: serverTimestamp() }),
  ),
  ...perRole(
    "hotelBookings: set alice's booking to Cancelled",
    nobody,
    patch(bookings, existing.aliceBooking, { status: 'Cancelled' }),
  ),
  ...perRole(
    "hotelBookings: rewrite alice's booking at a total of 1",
    nobody,
    put(bookings, existing.aliceBooking, { ...storedBooking(aliceBooking, earlier), totalPrice: 1 }),
  ),
  ...perRole(
    "hotelBookings: mark alice's booking paid in full",
    nobody,
    patch(bookings, existing.aliceConfirmed, { paidInFullAt: serverTimestamp() }),
  ),
  ...perRole(
    "hotelBookings: clear alice's advance",
    nobody,
    patch(bookings, existing.aliceConfirmed, { advanceReceivedAt: deleteField() }),
  ),
  // "I have paid" goes through the claimPayment function, which prices the amount and checks the booking is theirs.
  ...perRole(
    "hotelBookings: claim a payment on alice's booking",
    nobody,
    patch(bookings, existing.aliceConfirmed, {
      paymentClaims: [{ purpose: 'full', amount: 1, utr: '402155678910', by: 'alice', at: '2027-05-01T04:00:00.000Z' }],
    }),
  ),
  // Status, payment marks, driver and moves: the operator's transactions write them (with their counters, history and
  // e-mail, in one transaction), never a browser, the operator's included.
  ...perRole(
    "hotelBookings: assign a driver to alice's booking",
    nobody,
    patch(bookings, existing.aliceConfirmed, { driver: { name: 'Karma Lepcha', phone: '+919800011111' } }),
  ),
  ...perRole(
    "hotelBookings: remove the driver of alice's booking",
    nobody,
    patch(bookings, existing.aliceConfirmed, { driver: deleteField() }),
  ),
  // The function records whether the travellers' documents are in (the dashboard counts on it): nobody else.
  ...perRole(
    "hotelBookings: mark alice's booking's documents complete",
    nobody,
    patch(bookings, existing.aliceBooking, { documentsComplete: true }),
  ),
  ...perRole(
    "hotelBookings: move when alice's booking's documents are due",
    nobody,
    patch(bookings, existing.aliceBooking, { documentsDueOn: '2031-12-31', documentsComplete: false }),
  ),
  ...perRole(
    "hotelBookings: confirm alice's booking and mark its documents complete",
    nobody,
    patch(bookings, existing.aliceBooking, { status: 'Confirmed', documentsComplete: true }),
  ),
  ...perRole("hotelBookings: delete alice's booking", nobody, remove(bookings, existing.aliceBooking)),
  // The operator's walk-in bookings go through the createWalkInBooking function (admin claim, priced, held, referenced):
  // no client writes one, admins included, and nobody links a booking to an account but that function's twin.
  ...eachRole('hotelBookings: a walk-in booking made by the operator, without an e-mail', nobody, (as) => {
    const booking: Record<string, unknown> = { ...pricedRoomBooking(as) };
    for (const field of ['userEmail', 'userId', 'searchEmail']) delete booking[field];
    return put(bookings, newBookingId, {
      ...withoutUndefined(booking),
      madeBy: 'operator',
      madeByAdmin: { uid: users.alice.uid, email: users.alice.email },
    });
  }),
  ...eachRole("hotelBookings: claim alice's booking for one's own account", nobody, (as) =>
    patch(bookings, existing.aliceBooking, { userId: identityOf(as).uid }),
  ),
  ...perRole(
    "hotelBookings: mark alice's booking as made by the operator",
    nobody,
    patch(bookings, existing.aliceBooking, { madeBy: 'operator' }),
  ),
  ...perRole(
    "hotelBookings: re-confirm alice's released request, its mark removed",
    nobody,
    patch(bookings, existing.aliceReleased, { status: 'Confirmed', holdReleasedAt: deleteField() }),
  ),
  ...perRole(
    "hotelBookings: move alice's booking to another date",
    nobody,
    patch(bookings, existing.aliceBooking, { checkInDate: '2027-04-20', checkOutDate: '2027-04-24' }),
  ),
  // bookingReferences
  ...perRole('bookingReferences: get', adminOnly, read('bookingReferences', references.alice)),
  ...perRole('bookingReferences: list', adminOnly, list('bookingReferences')),
  ...perRole(
    'bookingReferences: create one',
    nobody,
    put('bookingReferences', newReference, { bookingId: existing.aliceBooking }),
  ),
  ...perRole(
    'bookingReferences: point a reference at another booking',
    nobody,
    patch('bookingReferences', references.alice, { bookingId: existing.bobBooking }),
  ),
  ...perRole('bookingReferences: delete', nobody, remove('bookingReferences', references.alice)),
  // Hold counters
  ...perRole('roomNights: get', everyone, read('roomNights', deluxeMay)),
  ...perRole('roomNights: list', everyone, list('roomNights')),
  ...perRole(
    'roomNights: hold a night (increment)',
    nobody,
    merge('roomNights', deluxeMay, { roomId: deluxeDouble.id, month: '2027-05', held: { '21': increment(1) } }),
  ),
  ...perRole(
    'roomNights: release a night (decrement)',
    nobody,
    merge('roomNights', deluxeMay, { held: { '10': increment(-1) } }),
  ),
  ...perRole(
    'roomNights: create a month',
    nobody,
    put('roomNights', 'deluxe-double_2027-08', { roomId: deluxeDouble.id, month: '2027-08', held: { '01': 1 } }),
  ),
  ...perRole('roomNights: delete', nobody, remove('roomNights', deluxeMay)),
  ...perRole('departureSeats: get', everyone, read('departureSeats', seatsApril10)),
  ...perRole('departureSeats: list', everyone, list('departureSeats')),
  ...perRole(
    'departureSeats: take a seat (increment)',
    nobody,
    merge('departureSeats', seatsApril10, { tourId: fixedTour.id, date: '2027-04-10', held: increment(1) }),
  ),
  ...perRole('departureSeats: release seats (decrement)', nobody, merge('departureSeats', seatsApril10, { held: increment(-2) })),
  ...perRole(
    'departureSeats: create a date',
    nobody,
    put('departureSeats', 'kalimpong-weekend_2027-04-17', { tourId: fixedTour.id, date: '2027-04-17', held: 5 }),
  ),
  ...perRole('departureSeats: delete', nobody, remove('departureSeats', seatsApril10)),
  // mail
  ...perRole('mail: get', adminOnly, read('mail', existing.customerMail)),
  ...perRole('mail: list', adminOnly, list('mail')),
  ...eachRole("mail: queue a 'booking received' message to oneself", nobody, (as) =>
    put('mail', `${newBookingId}-customer`, receivedMail(as)),
  ),
  ...perRole("mail: queue a 'booking confirmed' message", nobody, put('mail', statusMailId, statusMail())),
  ...perRole(
    "mail: retry (the extension's delivery state)",
    nobody,
    patch('mail', existing.customerMail, { delivery: { state: 'RETRY' } }),
  ),
  ...perRole(
    'mail: change the address of a queued message',
    nobody,
    patch('mail', existing.customerMail, { to: 'other@example.com' }),
  ),
  ...perRole('mail: delete', nobody, remove('mail', existing.customerMail)),
  ...['booking-cancelled', 'booking-moved', 'travel-alert', 'documents-reminder', 'enquiry-reply', 'quote'].flatMap((name) =>
    perRole(`mail: queue a '${name}' message`, nobody, put('mail', `${statusMailId}-${name}`, statusMail(name))),
  ),
  // enquiries
  ...perRole('enquiries: send one (a function does that now)', nobody, put('enquiries', 'EnqNew00000000000001', newEnquiry)),
  ...perRole(
    'enquiries: send one with its e-mail to the operator',
    nobody,
    batchOf([
      { path: 'enquiries', id: 'EnqNew00000000000001', data: newEnquiry },
      {
        path: 'mail',
        id: 'EnqNew00000000000001-operator',
        data: {
          to: notificationSettings.operatorEmail,
          template: { name: 'enquiry', data: { ...enquiryInput } },
          createdAt: serverTimestamp(),
        },
      },
    ]),
  ),
  ...perRole('enquiries: get', adminOnly, read('enquiries', existing.enquiry)),
  ...perRole('enquiries: list', adminOnly, list('enquiries')),
  ...perRole('enquiries: delete', nobody, remove('enquiries', existing.enquiry)),
  // rateLimits
  ...perRole('rateLimits: get', nobody, read('rateLimits', existing.rateLimit)),
  ...perRole('rateLimits: list', nobody, list('rateLimits')),
  ...perRole('rateLimits: create', nobody, put('rateLimits', 'enquiry-contact_bob@example.com', { times: [] })),
  ...perRole('rateLimits: reset a counter', nobody, put('rateLimits', existing.rateLimit, { times: [] })),
  ...perRole('rateLimits: delete', nobody, remove('rateLimits', existing.rateLimit)),
];

// ---- Enquiries: the operator's changes -----------------------------------------------------------------------

const enquiryReply = { at: '2026-11-25T10:00:00.000Z', by: 'admin@himalayanaster.in', via: 'email', text: 'Yes, we do.' };

const enquiryUpdates = casesAs('admin', [
  [
    'enquiry: marks it handled and back',
    'allowed',
    async (db) => {
      await updateDoc(doc(db, 'enquiries', existing.enquiry), { handled: true });
      await updateDoc(doc(db, 'enquiries', existing.enquiry), { handled: false });
    },
  ],
  ['enquiry: changes the message', 'denied', patch('enquiries', existing.enquiry, { message: 'Edited' })],
  ["enquiry: sets handled to 'yes'", 'denied', patch('enquiries', existing.enquiry, { handled: 'yes' })],
  [
    'enquiry: handled and a reply together',
    'denied',
    patch('enquiries', existing.enquiry, { handled: true, reply: 'Yes, we do.' }),
  ],
  ['enquiry: creates one (the enquiry function does)', 'denied', put('enquiries', 'EnqNew00000000000001', newEnquiry)],
  [
    'enquiry: a reply written from the browser (the replyToEnquiry function writes them)',
    'denied',
    patch('enquiries', existing.enquiry, { handled: true, replies: [enquiryReply] }),
  ],
]);

// ---- Sample data -----------------------------------------------------------------------------------------

/** The samples the seed script loads must pass the rules too (the seed bypasses them, the admin screens do not). */
const sampleDocuments: RuleCase[] = [
  ...sampleTours.map((sample) => ({ path: 'tourPackages', id: sample.id, data: storedTour(tourSchema.parse(sample)) })),
  ...sampleHotels.map((sample) => ({ path: 'hotels', id: sample.id, data: storedHotel(hotelSchema.parse(sample), []) })),
  ...sampleArticles.map((sample) => ({ path: 'articles', id: sample.id, data: storedArticle(articleSchema.parse(sample)) })),
].map(({ path, id, data }) => ({
  title: `sample data: admin writes ${path}/${id}`,
  as: 'admin',
  expected: 'allowed',
  request: put(path, id, data),
}));

// ---- Travellers' identity documents and permit filings --------------------------------------------------

/** alice's travellers' documents as the saveTravellerDocuments function stores them. */
const aliceDocuments: DocumentData = {
  bookingId: existing.aliceBooking,
  userId: users.alice.uid,
  endDate: '2027-04-12',
  travellers: [
    {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      idPath: `travellerDocuments/${users.alice.uid}/${existing.aliceBooking}/0/id`,
      idUploadedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  updatedAt: earlier,
};
const aliceFilingId = `${existing.aliceBooking}_tsomgo-nathula_2027-04-09`;
const aliceFiling: DocumentData = {
  bookingId: existing.aliceBooking,
  permitId: 'tsomgo-nathula',
  date: '2027-04-09',
  state: 'filed',
  number: '',
  by: 'operator@example.com',
};
const documentsOf =
  (uid: string): Request =>
  (db) =>
    getDocs(query(collection(db, 'travellerDocuments'), where('userId', '==', uid)));
const filing = (extra: DocumentData = {}, id = aliceFilingId) =>
  put('permitFilings', id, { ...aliceFiling, updatedAt: serverTimestamp(), ...extra });
const reminderMail = (extra: DocumentData = {}): DocumentData => ({
  to: users.alice.email,
  template: {
    name: 'documents-reminder',
    data: { reference: references.alice, itemName: onRequestTour.name, missing: 'Alice: Photo', dueDate: '2027-04-05' },
  },
  createdAt: serverTimestamp(),
  ...extra,
});
const reminderMailId = `${existing.aliceBooking}-documents-1767225600000-a1b2c3`;

const travellerDocumentCases: RuleCase[] = [
  ...perRole("travellerDocuments: get alice's", ['alice', 'admin'], read('travellerDocuments', existing.aliceBooking)),
  ...perRole('travellerDocuments: get ones that do not exist', adminOnly, read('travellerDocuments', existing.bobBooking)),
  ...perRole('travellerDocuments: list all (no userId filter)', adminOnly, list('travellerDocuments')),
  ...perRole('travellerDocuments: list where userId == alice', ['alice', 'admin'], documentsOf(users.alice.uid)),
  ...perRole('travellerDocuments: list where userId == bob', ['bob', 'admin'], documentsOf(users.bob.uid)),
  // Customers give their documents through the saveTravellerDocuments function only; the operator only deletes them.
  ...perRole(
    'travellerDocuments: create (the function writes them)',
    nobody,
    put('travellerDocuments', existing.bobBooking, {
      ...aliceDocuments,
      bookingId: existing.bobBooking,
      userId: users.bob.uid,
    }),
  ),
  ...perRole("travellerDocuments: change alice's ID number", nobody, (db) =>
    updateDoc(doc(db, 'travellerDocuments', existing.aliceBooking), { travellers: [{ idType: 'passport', idNumber: 'Z1' }] }),
  ),
  ...perRole(
    'travellerDocuments: delete (the deleteExpiredDocuments function does, after the trip)',
    nobody,
    remove('travellerDocuments', existing.aliceBooking),
  ),
  ...perRole('permitFilings: get', adminOnly, read('permitFilings', aliceFilingId)),
  ...perRole('permitFilings: list', adminOnly, list('permitFilings')),
  ...perRole('permitFilings: mark issued with its number', adminOnly, filing({ state: 'issued', number: 'NTL/2027/0415' })),
  ...perRole('permitFilings: delete', nobody, remove('permitFilings', aliceFilingId)),
  ...casesAs('admin', [
    ['permitFilings: refused', 'allowed', filing({ state: 'refused' })],
    ['permitFilings: issued without a number', 'denied', filing({ state: 'issued', number: '' })],
    ['permitFilings: an unknown state', 'denied', filing({ state: 'lost' })],
    [
      'permitFilings: an id that does not name the booking, permit and day',
      'denied',
      filing({}, `${existing.bobBooking}_x_2027-04-09`),
    ],
    ['permitFilings: a permit number of 41 characters', 'denied', filing({ state: 'issued', number: long(41) })],
    ['permitFilings: updatedAt from the client', 'denied', filing({ updatedAt: clientNow() })],
    ['permitFilings: unknown key', 'denied', filing({ note: 'x' })],
    [
      "mail: 'documents-reminder' (the sendDocumentsReminder function sends it)",
      'denied',
      put('mail', reminderMailId, reminderMail()),
    ],
    [
      'bookingNotes: a reminder recorded (the sendDocumentsReminder function records it)',
      'denied',
      merge('bookingNotes', existing.aliceBooking, {
        reminders: arrayUnion({ at: '2027-04-01T10:00:00.000Z', by: 'operator@example.com', missing: 'Alice: Photo' }),
      }),
    ],
  ]),
  ...casesAs('alice', [['mail: a reminder queued by a customer', 'denied', put('mail', reminderMailId, reminderMail())]]),
];

// ---- Quotes ---------------------------------------------------------------------------------------------

/** A quote as the admin stores it (domain/transactions/quotes.ts quoteFields); its shape beyond the token is the app's zod. */
const storedQuote: DocumentData = {
  token: 'ab'.repeat(24),
  enquiryId: '',
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
  content: { title: 'Sikkim for four', customer: { name: 'Alice', email: users.alice.email, phone: '' } },
  total: 80000,
  versions: [],
  viewedVersion: 0,
  changeRequests: [],
};
const quoteMail = (extra: DocumentData = {}): DocumentData => ({
  to: users.alice.email,
  template: { name: 'quote', data: { name: 'Alice', title: 'Sikkim for four', link: 'https://example.com/quote/x' } },
  createdAt: serverTimestamp(),
  ...extra,
});
const quoteByToken: Request = (db) => getDocs(query(collection(db, 'quotes'), where('token', '==', storedQuote.token)));

// Nobody but admins reads or lists a quote, and nobody writes one from a browser: the operator saves and sends
// through the functions, the customer's link goes through them with its token.
const quoteCases: RuleCase[] = [
  ...perRole('quotes: get', adminOnly, read('quotes', 'quoteOne')),
  ...perRole('quotes: list', adminOnly, list('quotes')),
  ...perRole('quotes: find one by its token', adminOnly, quoteByToken),
  ...perRole(
    'quotes: create (the saveQuote function does)',
    nobody,
    put('quotes', 'quoteTwo', { ...storedQuote, token: 'cd'.repeat(24) }),
  ),
  ...perRole('quotes: mark it viewed', nobody, patch('quotes', 'quoteOne', { viewedVersion: 1 })),
  ...perRole('quotes: delete', nobody, remove('quotes', 'quoteOne')),
  ...perRole(
    "mail: the 'quote' e-mail (the sendQuote function sends it)",
    nobody,
    put('mail', 'quoteOne-v1-1767225600000-a1b2c3', quoteMail()),
  ),
];

// ---- Permit types ---------------------------------------------------------------------------------------

const permitConverter = firestoreConverters(() => null).permitType;
const storedPermit = (id: string) => permitConverter.toFields(samplePermitTypes.find((permit) => permit.id === id)!);
/** The Nathula permit as the adapter stores it (Indian nationals only, closed Mondays and Tuesdays). */
const nathulaDoc = storedPermit('tsomgo-nathula');
const savePermit = (data: DocumentData, id = 'tsomgo-nathula') => put('permitTypes', id, data);

const permitTypeCases: RuleCase[] = [
  ...perRole('permitTypes: get (tour pages show them)', everyone, read('permitTypes', 'tsomgo-nathula')),
  ...perRole('permitTypes: list', everyone, list('permitTypes')),
  ...perRole('permitTypes: create', adminOnly, savePermit(storedPermit('gurudongmar'), 'gurudongmar')),
  ...perRole(
    'permitTypes: close Nathula on Wednesdays too',
    adminOnly,
    patch('permitTypes', 'tsomgo-nathula', { closedWeekdays: [1, 2, 3] }),
  ),
  ...perRole('permitTypes: delete', adminOnly, remove('permitTypes', 'tsomgo-nathula')),
  ...casesAs('admin', [
    ...samplePermitTypes.map((permit): [string, Outcome, Request] => [
      `permitTypes: the sample ${permit.id}`,
      'allowed',
      savePermit(storedPermit(permit.id), permit.id),
    ]),
    [
      'permitTypes: nationalities barred as a list',
      'allowed',
      savePermit({ ...nathulaDoc, excludedNationalities: ['CN', 'PK'] }),
    ],
    ['permitTypes: without a minimum age', 'allowed', savePermit(without({ ...nathulaDoc, minimumAge: 2 }, 'minimumAge'))],
    ['permitTypes: an id with capitals', 'denied', savePermit(nathulaDoc, 'Nathula')],
    ['permitTypes: a name of 121 characters', 'denied', savePermit({ ...nathulaDoc, name: long(121) })],
    ['permitTypes: a blank place', 'denied', savePermit({ ...nathulaDoc, place: '  ' })],
    ['permitTypes: no ID type', 'denied', savePermit({ ...nathulaDoc, documents: { idTypes: [], photo: true } })],
    [
      "permitTypes: foreign nationals' Indian visa asked",
      'allowed',
      savePermit({ ...nathulaDoc, documents: { idTypes: ['passport'], photo: true, visa: true } }),
    ],
    [
      'permitTypes: the visa asked in words',
      'denied',
      savePermit({ ...nathulaDoc, documents: { idTypes: ['passport'], photo: true, visa: 'yes' } }),
    ],
    [
      'permitTypes: documents with an extra key',
      'denied',
      savePermit({ ...nathulaDoc, documents: { idTypes: ['passport'], photo: true, fee: 200 } }),
    ],
    ['permitTypes: an empty allow-only list', 'denied', savePermit({ ...nathulaDoc, excludedNationalities: { allowOnly: [] } })],
    ['permitTypes: nationalities as text', 'denied', savePermit({ ...nathulaDoc, excludedNationalities: 'IN' })],
    [
      'permitTypes: 61 barred nationalities',
      'denied',
      savePermit({ ...nathulaDoc, excludedNationalities: Array.from({ length: 61 }, () => 'CN') }),
    ],
    ['permitTypes: a minimum age of 121', 'denied', savePermit({ ...nathulaDoc, minimumAge: 121 })],
    ['permitTypes: 8 closed weekdays', 'denied', savePermit({ ...nathulaDoc, closedWeekdays: [0, 1, 2, 3, 4, 5, 6, 0] })],
    ['permitTypes: documents due 61 days before', 'denied', savePermit({ ...nathulaDoc, documentsDueDaysBefore: 61 })],
    ['permitTypes: a note of 2001 characters', 'denied', savePermit({ ...nathulaDoc, note: long(2001) })],
    ['permitTypes: without the note', 'denied', savePermit(without(nathulaDoc, 'note'))],
    ['permitTypes: unknown key', 'denied', savePermit({ ...nathulaDoc, fee: 200 })],
    [
      'tourPackages: a tour with its permits',
      'allowed',
      put('tourPackages', fixedTour.id, { ...storedTour(fixedTour), permits: [{ permitId: 'tsomgo-nathula', day: 2 }] }),
    ],
    [
      'tourPackages: permits as a map',
      'denied',
      put('tourPackages', fixedTour.id, { ...storedTour(fixedTour), permits: { 2: 'tsomgo-nathula' } }),
    ],
    [
      'tourPackages: 21 permits',
      'denied',
      put('tourPackages', fixedTour.id, {
        ...storedTour(fixedTour),
        permits: Array.from({ length: 21 }, (_, day) => ({ permitId: 'tsomgo-nathula', day: day + 1 })),
      }),
    ],
    [
      'tourPackages: an overseas package',
      'allowed',
      put('tourPackages', fixedTour.id, { ...storedTour(fixedTour), overseas: true }),
    ],
    [
      'tourPackages: overseas as text',
      'denied',
      put('tourPackages', fixedTour.id, { ...storedTour(fixedTour), overseas: 'Bhutan' }),
    ],
  ]),
];

// ---- Travel alerts and moves -----------------------------------------------------------------------------

/** An alert as the admin posts it: what the banner shows, nothing personal. */
const storedAlert: DocumentData = {
  kind: 'road-closed',
  title: 'North Sikkim highway closed by a landslide',
  places: ['North Sikkim', 'Lachung'],
  tourIds: [],
  from: '2027-05-12',
  to: '2027-05-14',
  message: 'Permits for Lachung are suspended.',
  state: 'open',
};
const newAlert = (extra: DocumentData = {}) =>
  put('alerts', 'alertNew', { ...storedAlert, createdAt: serverTimestamp(), ...extra });
const alertMail = (name: string): DocumentData => ({
  to: users.alice.email,
  template: { name, data: { reference: references.alice, alertTitle: 'North Sikkim highway closed', travelDate: '20 Apr 2027' } },
  createdAt: serverTimestamp(),
});

const alertCases: RuleCase[] = [
  ...perRole('alerts: get', everyone, read('alerts', 'alertOpen')),
  ...perRole('alerts: list', everyone, list('alerts')),
  ...perRole('alerts: post one', adminOnly, newAlert()),
  ...perRole('alerts: change the message', adminOnly, patch('alerts', 'alertOpen', { message: 'Open again from Friday.' })),
  ...perRole('alerts: close one', adminOnly, patch('alerts', 'alertOpen', { state: 'closed', closedAt: serverTimestamp() })),
  ...perRole('alerts: delete (closed ones stay in the history)', nobody, remove('alerts', 'alertClosed')),
  ...perRole('alertNotices: whom "Notify all" told', adminOnly, read('alertNotices', 'alertNotified')),
  ...perRole('alertNotices: written (the notifyAlert function does)', nobody, put('alertNotices', 'alertOpen', { told: {} })),
  ...casesAs('admin', [
    ['alerts: posted closed', 'denied', newAlert({ state: 'closed' })],
    ["alerts: posted at the client's time", 'denied', newAlert({ createdAt: clientNow() })],
    ['alerts: an unknown kind', 'denied', newAlert({ kind: 'flood' })],
    ['alerts: ends before it starts', 'denied', newAlert({ from: '2027-05-14', to: '2027-05-12' })],
    ['alerts: names no place and no tour', 'denied', newAlert({ places: [] })],
    ['alerts: a tour only', 'allowed', newAlert({ places: [], tourIds: ['north-sikkim'] })],
    ["alerts: carries a person's address", 'denied', newAlert({ by: 'operator@example.com' })],
    ['alerts: 21 places', 'denied', newAlert({ places: Array.from({ length: 21 }, (_, i) => `Place ${i}`) })],
    ['alerts: reopens a closed one', 'denied', patch('alerts', 'alertClosed', { state: 'open', closedAt: deleteField() })],
    ["alerts: closed at the client's time", 'denied', patch('alerts', 'alertOpen', { state: 'closed', closedAt: clientNow() })],
    ['alerts: changes when it was posted', 'denied', patch('alerts', 'alertOpen', { createdAt: serverTimestamp() })],
    ['alerts: posted as already notified', 'denied', newAlert({ notifiedAt: serverTimestamp(), notifiedMails: 0 })],
    [
      'alerts: records a "Notify all" (the notifyAlert function does)',
      'denied',
      patch('alerts', 'alertOpen', { notifiedAt: serverTimestamp(), notifiedMails: 3 }),
    ],
    ['alerts: changes the record of a "Notify all"', 'denied', patch('alerts', 'alertNotified', { notifiedMails: 0 })],
    ['alerts: drops the record of a "Notify all"', 'denied', patch('alerts', 'alertNotified', { notifiedAt: deleteField() })],
    [
      'alerts: a notified one edited, its record kept',
      'allowed',
      patch('alerts', 'alertNotified', { message: 'Open on Friday.' }),
    ],
    [
      'alerts: a notified one closed, its record kept',
      'allowed',
      patch('alerts', 'alertNotified', { state: 'closed', closedAt: serverTimestamp() }),
    ],
    [
      'bookingNotes: records a move (the move transaction does)',
      'denied',
      merge('bookingNotes', existing.aliceBooking, {
        moves: [{ at: '2027-04-01T10:00:00.000Z', by: 'operator@example.com', from: '2027-04-09', to: '2027-04-20' }],
      }),
    ],
    [
      "mail: 'travel-alert' to the customer (the notifyAlert function sends it)",
      'denied',
      put('mail', `${existing.aliceBooking}-alert-1767225600000-a1b2c3`, alertMail('travel-alert')),
    ],
    [
      "mail: 'booking-moved' to the customer (the move transaction sends it)",
      'denied',
      put('mail', `${existing.aliceBooking}-moved-1767225600000-a1b2c3`, alertMail('booking-moved')),
    ],
  ]),
  ...perRole(
    "mail: 'travel-alert' queued by anyone",
    nobody,
    put('mail', `${existing.aliceBooking}-alert-1767225600000-d4e5f6`, alertMail('travel-alert')),
  ),
];

// ---- What only the functions write: every role, every write ------------------------------------------------

interface FunctionOwned {
  name: string;
  existingId: string;
  freshId: string;
  /** Who reads the existing document. */
  readers: readonly Role[];
  valid: DocumentData;
  edit: DocumentData;
}

/**
 * The collections the domain's transactions write in their transactions (Admin SDK): a valid document, a one-field edit and a delete
 * are refused to every role, the operator included, while the reads stay as they were.
 */
const functionOwnedCollections: FunctionOwned[] = [
  {
    name: bookings,
    existingId: existing.aliceBooking,
    freshId: newBookingId,
    readers: ['alice', 'admin'],
    valid: pricedTourBooking('admin'),
    edit: { status: 'Confirmed' },
  },
  {
    name: 'bookingReferences',
    existingId: references.alice,
    freshId: newReference,
    readers: adminOnly,
    valid: { bookingId: existing.aliceBooking },
    edit: { bookingId: existing.bobBooking },
  },
  {
    name: 'roomNights',
    existingId: deluxeMay,
    freshId: 'deluxe-double_2027-08',
    readers: everyone,
    valid: { roomId: deluxeDouble.id, month: '2027-08', held: { '01': 1 } },
    edit: { held: { '10': 0 } },
  },
  {
    name: 'departureSeats',
    existingId: seatsApril10,
    freshId: 'kalimpong-weekend_2027-04-17',
    readers: everyone,
    valid: { tourId: fixedTour.id, date: '2027-04-17', held: 1 },
    edit: { held: 3 },
  },
  {
    name: 'mail',
    existingId: existing.customerMail,
    freshId: statusMailId,
    readers: adminOnly,
    valid: statusMail(),
    edit: { to: users.bob.email },
  },
  {
    name: 'quotes',
    existingId: 'quoteOne',
    freshId: 'quoteTwo',
    readers: adminOnly,
    valid: { ...storedQuote, token: 'cd'.repeat(24) },
    edit: { total: 1 },
  },
  {
    name: 'enquiries',
    existingId: existing.enquiry,
    freshId: 'EnqNew00000000000001',
    readers: adminOnly,
    valid: newEnquiry,
    edit: { message: 'Edited' },
  },
  {
    name: 'travellerDocuments',
    existingId: existing.aliceBooking,
    freshId: existing.bobBooking,
    readers: ['alice', 'admin'],
    valid: { ...aliceDocuments, bookingId: existing.bobBooking, userId: users.bob.uid },
    edit: { endDate: '2031-12-31' },
  },
  {
    name: 'taxDocuments',
    existingId: 'taxDocAlice',
    freshId: 'taxDocBob',
    readers: ['alice', 'admin'],
    valid: { ...aliceInvoice, userId: users.bob.uid, bookingId: existing.bobBooking },
    edit: { total: 1 },
  },
  {
    name: 'documentSeries',
    existingId: 'invoice_2026-27',
    freshId: 'invoice_2027-28',
    readers: nobody,
    valid: { next: 1 },
    edit: { next: 1 },
  },
  {
    name: 'rateLimits',
    existingId: existing.rateLimit,
    freshId: 'enquiry-contact_bob@example.com',
    readers: nobody,
    valid: { times: [] },
    edit: { times: [] },
  },
];

const functionOwnedMatrix: RuleCase[] = functionOwnedCollections.flatMap((c) => [
  ...perRole(`${c.name}: get`, c.readers, read(c.name, c.existingId)),
  ...perRole(`${c.name}: create`, nobody, put(c.name, c.freshId, c.valid)),
  ...perRole(`${c.name}: replace`, nobody, put(c.name, c.existingId, c.valid)),
  ...perRole(`${c.name}: update`, nobody, patch(c.name, c.existingId, c.edit)),
  ...perRole(`${c.name}: delete`, nobody, remove(c.name, c.existingId)),
]);

const tables: Record<string, RuleCase[]> = {
  'what only the functions write: every role, every write': functionOwnedMatrix,
  'content: every role, every operation': publicMatrix,
  'single documents and settings: every role': singletonMatrix,
  'booking notes, mail templates, unnamed collections: every role': officeMatrix,
  'tour shapes': tourShapes,
  'hotel shapes': hotelShapes,
  'article shapes': articleShapes,
  'settings shapes': settingsShapes,
  'booking notes and mail template shapes': officeShapes,
  'bookings: reading': bookingReads,
  'direct writes to the booking side: every role': directWrites,
  "enquiries: the operator's changes": enquiryUpdates,
  'sample data': sampleDocuments,
  "travellers' documents and permit filings": travellerDocumentCases,
  'permit types: every role, and shapes': permitTypeCases,
  'travel alerts and moves: every role, and shapes': alertCases,
  'quotes: admins only': quoteCases,
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

  it("refuses every direct write to the booking side, the operator's included", () => {
    // Guards the tables themselves: no write case of the booking side lets anyone through, admins included.
    const writes = [...directWrites, ...functionOwnedMatrix].filter((c) => !/: (get|list)/.test(c.title));
    expect(writes.filter((c) => c.as === 'admin').length).toBeGreaterThanOrEqual(60);
    expect(writes.filter((c) => c.expected === 'allowed').map((c) => `${c.title} as ${c.as}`)).toEqual([]);
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
    const mine = await assertSucceeds(
      getDocs(query(collection(clients.alice, bookings), where('userId', '==', users.alice.uid))),
    );
    expect(mine.docs.map((snapshot) => snapshot.id).sort()).toEqual(
      [existing.aliceBooking, existing.aliceConfirmed, existing.aliceReleased].sort(),
    );
  });

  it("keeps the history the transactions wrote when the operator changes a booking's note", async () => {
    const history = [{ status: 'Confirmed', at: '2026-11-22T10:00:00.000Z', by: users.admin.email }];
    await setDoc(doc(owner, 'bookingNotes', existing.bobBooking), { note: '', history });
    await assertSucceeds(
      setDoc(doc(clients.admin, 'bookingNotes', existing.bobBooking), { note: 'Called back.' }, { merge: true }),
    );
    expect((await getDoc(doc(owner, 'bookingNotes', existing.bobBooking))).data()).toEqual({ note: 'Called back.', history });
  });
});
