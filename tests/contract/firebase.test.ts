import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth, inMemoryPersistence } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/adapter';
import { busyBooking, isBackendError } from '../../src/backend/errors';
import { roomSoldOutMessage } from '../../src/backend/domain/availability';
import { defaultBookingPolicy, tooManyEnquiries } from '../../src/backend/domain/booking-policy';
import { limits } from '../../src/backend/limits';
import type { BookingRequestInput } from '../../src/backend/schemas';
import type { Backend } from '../../src/backend/types';
import { describeBackendContract } from './backend-contract';
import { contractClock, roomRequest, seasonDate, signUpCustomer, tourRequest } from './harness';
import {
  callFunction,
  createUser,
  demoConfig,
  emulatorHosts,
  firestoreHost,
  readDocument,
  seedFirestore,
  setAdminClaim,
  setFunctionsClockOffset,
  functionsHost,
  projectId,
  rawAccount,
  type RawAnswer,
  setEmailVerified,
  startWorkers,
  verifyEmailOf,
  wipeAuth,
  wipeFirestore,
  writeDocuments,
} from '../support/emulators';

/**
 * The backend contract against the Firebase adapter on the Auth and Firestore emulators, with the project's
 * firestore.rules. Run through `node scripts/with-emulators.mjs -- npx vitest run --project emulators`.
 */

let instance = 0;
const instanceName = () => `contract-${++instance}`;

/** Deletes every Firebase app of earlier tests, so their sessions and listeners do not linger. */
async function deleteAllApps() {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

const openBackend = () => createFirebaseBackend({ config: demoConfig, emulators: emulatorHosts, instanceName: instanceName() });

async function freshBackend(): Promise<Backend> {
  await deleteAllApps();
  await Promise.all([wipeFirestore(), wipeAuth()]);
  contractClock.moved = 0;
  await Promise.all([seedFirestore(), setFunctionsClockOffset(contractClock.shift())]);
  return openBackend();
}

let adminCount = 0;
async function signInAdmin(backend: Backend) {
  const admin = { email: `admin.${++adminCount}@contract.test`, password: 'contract-admin-1' };
  await setAdminClaim(await createUser(admin.email, admin.password));
  await backend.admin.signIn(admin.email, admin.password);
  return admin;
}

// Refusals are what half of these tests expect; the SDK would log each one as a warning with its request.
setLogLevel('error');

beforeAll(async () => {
  // A clear failure when the suite is run without the emulators, instead of 30 s timeouts.
  const reachable = await fetch(`http://${firestoreHost}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) throw new Error(`No Firestore emulator at ${firestoreHost}: run through scripts/with-emulators.mjs`);
  // Warm-up in the hook (60 s budget), not in the first test (30 s): a fresh emulator compiles the rules and
  // warms its JVM on the first requests, which took up to 26 s on a loaded machine.
  const backend = await freshBackend();
  await backend.tours.list();
  await signInAdmin(backend);
  await backend.stats.counts();
  // The operator's status change is a function called by many cases: its first call loads it.
  await backend.bookings.updateStatus('warm-up', 'Confirmed').catch(() => undefined);
});

afterAll(deleteAllApps);

describe('Storage', () => {
  // Said out loud so a green run is not read as "uploads work": the upload case of the contract is skipped.
  it.skip('image upload runs only where a Storage emulator can run (none can run on these machines: it needs a Java and rules runtime they cannot download)', () => {});
});

describeBackendContract('firebase (Auth + Firestore emulators)', {
  canStoreImages: false,
  takesTwentyCallsAtOnce: false,
  fresh: freshBackend,
  // Another browser on the same data: its own two Firebase apps, no wipe.
  sibling: () => Promise.resolve(openBackend()),
  signInAdmin,
  async moveClock(ms) {
    contractClock.moved += ms;
    await setFunctionsClockOffset(contractClock.shift());
  },
  verifyEmail: verifyEmailOf,
  async leaveUnverified(backend, email) {
    await setEmailVerified(email, false);
    await backend.auth.signIn(email, 'customer-pass-1');
  },
});

/** Bookings of the last room sent at once, each by its own verified account. */
const rushSize = 20;

/** Whether a raw call was refused with this HTTP-callable status and the port's code and words. */
const refusedWith = (answer: RawAnswer, status: string, code: string, message: string) =>
  answer.error?.status === status && answer.error.details?.code === code && answer.error.details.message === message;

/** A download URL of a picture in the test project's bucket. */
const ourPicture = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${demoConfig.storageBucket}/o/${encodeURIComponent(path)}?alt=media&token=contract`;

describe('firebase adapter only', () => {
  it("holds the customer's copy until the account's address is verified, then sends it there; the operator's goes at once", async () => {
    const backend = await freshBackend();
    const customer = await signUpCustomer(backend, 'Pema');
    const booking = await backend.bookings.create({ ...roomRequest, userEmail: 'someone.else@example.org' });
    expect(booking).toMatchObject({ userEmail: customer.email, customerCopy: 'awaiting-verification' });
    expect(await readDocument(`mail/${booking.id}-customer`)).toBeNull();
    expect(await readDocument(`mail/${booking.id}-operator`)).toMatchObject({ template: { name: 'booking-received-operator' } });
    expect(await backend.bookings.sendAwaitedCopies()).toBe(0);

    await verifyEmailOf(customer.email);
    expect(await backend.bookings.sendAwaitedCopies()).toBe(1);
    expect(await readDocument(`mail/${booking.id}-customer`)).toMatchObject({
      to: customer.email,
      template: { name: 'booking-received' },
    });
    expect(await readDocument(`hotelBookings/${booking.id}`)).toMatchObject({ customerCopy: 'sent' });
    // Sent once.
    expect(await backend.bookings.sendAwaitedCopies()).toBe(0);
  });

  it('answers a visitor calling the booking function with permission-denied, and stores nothing', async () => {
    await freshBackend();
    const response = await fetch(`http://${functionsHost}/${projectId}/asia-south1/createBooking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: roomRequest }),
    });
    expect(response.status).toBe(401);
    expect(await readDocument('roomNights/deluxe-double_2031-05')).toBeNull();
  });

  it('counts enquiries against the address the front end appends, whatever the caller writes before it', async () => {
    await freshBackend();
    // Production's front end appends the address it saw to the header the caller sent: set the same way here.
    const send = (forwarded: string, n: number) =>
      fetch(`http://${functionsHost}/${projectId}/asia-south1/sendEnquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
        body: JSON.stringify({
          data: { name: 'Sonam', contact: `guest${n}@example.com`, subject: 'Rooms', travelDate: '', message: 'Hello' },
        }),
      });
    for (let n = 0; n < limits.enquiriesPerCallerPerHour; n++)
      expect((await send(`198.51.100.${n}, 203.0.113.9`, n)).status).toBe(200);
    const forged = await send('198.51.100.250, 203.0.113.9', 250);
    expect(forged.status).toBe(429);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(tooManyEnquiries);
    // Another real address is another caller.
    expect((await send('198.51.100.250, 203.0.113.10', 251)).status).toBe(200);
  });

  it(
    'gives 20 bookings of the last room sent at once by 20 verified accounts one room, and tells the nineteen others sold out or to try again, never an internal error',
    { timeout: 600_000 },
    async () => {
      const backend = await freshBackend();
      await signInAdmin(backend);
      // The last room: one Deluxe Double, which a Pending request may hold (the share is another case's business).
      await backend.settings.saveBookingPolicy({ ...defaultBookingPolicy, pendingHoldPercent: 100 });
      const aster = await backend.hotelAster.get();
      await backend.hotelAster.save({
        profile: aster.profile,
        rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 1 } : room)),
      });
      const accounts = await Promise.all(
        Array.from({ length: rushSize }, (_, n) => rawAccount(`rush.${n}@contract.test`, { verified: true })),
      );
      const book = (index: number, request: BookingRequestInput, signal?: AbortSignal) =>
        callFunction('createBooking', request, { idToken: accounts[index]!.idToken, signal });
      await startWorkers(rushSize, (index, signal) =>
        book(index, { ...roomRequest, travelDate: '2020-05-10', endDate: '2020-05-12' }, signal),
      );

      const answers = await Promise.all(accounts.map((_, index) => book(index, roomRequest)));
      const kindOf = (answer: RawAnswer) =>
        answer.status === 200
          ? 'booked'
          : refusedWith(answer, 'FAILED_PRECONDITION', 'sold-out', roomSoldOutMessage(seasonDate))
            ? 'sold out'
            : refusedWith(answer, 'ABORTED', 'unavailable', busyBooking)
              ? 'try again'
              : `${answer.status} ${JSON.stringify(answer.error)}`;
      const kinds = answers.map(kindOf);
      expect(kinds.filter((kind) => kind !== 'booked' && kind !== 'sold out' && kind !== 'try again')).toEqual([]);
      // Those told to try again do, one by one, as the answer asks: one room, one booking in all (in the rush
      // itself unless every transaction there gave up), and sold out for everybody else.
      const again = [];
      for (const [index, kind] of kinds.entries()) if (kind === 'try again') again.push(kindOf(await book(index, roomRequest)));
      expect(again.filter((kind) => kind !== 'booked' && kind !== 'sold out')).toEqual([]);
      expect([...kinds, ...again].filter((kind) => kind === 'booked')).toHaveLength(1);
      expect(await readDocument('roomNights/deluxe-double_2031-05')).toMatchObject({ held: { '10': 1, '11': 1 } });
    },
  );

  it("refuses a signed-in customer's direct Firestore write to tourPackages (the rules, not the adapter)", async () => {
    await freshBackend();
    const app = initializeApp(demoConfig, instanceName());
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
    const tour = { name: 'Sneaky', image: '', duration: '1 Day', price: 1, destinationsCovered: ['X'], highlights: ['Y'] };

    const anonymous = await setDoc(doc(db, 'tourPackages', 'tour_1'), tour).catch((error: unknown) => error);
    expect(anonymous).toMatchObject({ code: 'permission-denied' });

    await createUserWithEmailAndPassword(auth, 'direct.customer@contract.test', 'customer-pass-1');
    const customer = await setDoc(doc(db, 'tourPackages', 'sikkim-delight'), tour).catch((error: unknown) => error);
    expect(customer).toMatchObject({ code: 'permission-denied' });
  });

  it("stores a booking in the shapes the adapter reads: the function's time, search fields, its reference, counters and e-mails", async () => {
    const backend = await freshBackend();
    const customer = await signUpCustomer(backend, 'Pema');
    await verifyEmailOf(customer.email);
    const booking = await backend.bookings.create(roomRequest);
    const stored = await readDocument(`hotelBookings/${booking.id}`);
    expect(stored).toMatchObject({
      kind: 'room',
      hotelId: 'deluxe-double',
      hotelName: 'Deluxe Double, Hotel Aster',
      checkInDate: roomRequest.travelDate,
      checkOutDate: roomRequest.endDate,
      userId: customer.id,
      status: 'Pending',
      reference: booking.reference,
      searchName: 'pema lhamu',
      searchEmail: customer.email,
      mealPlan: 'map',
      customerCopy: 'sent',
      seasonNights: 2,
      offSeasonNights: 0,
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect((stored?.createdAt as Date).toISOString()).toBe(booking.createdAt);
    expect(stored).not.toHaveProperty('itemId');
    expect(await readDocument(`bookingReferences/${booking.reference}`)).toEqual({ bookingId: booking.id });
    // Public counters carry counts, not booking ids.
    expect(await readDocument('roomNights/deluxe-double_2031-05')).toEqual({
      roomId: 'deluxe-double',
      month: '2031-05',
      held: { '10': 1, '11': 1 },
    });
    const mail = await readDocument(`mail/${booking.id}-customer`);
    expect(mail).toMatchObject({
      to: customer.email,
      template: { name: 'booking-received', data: { reference: booking.reference, totalText: '₹4,400' } },
    });
    expect(mail?.createdAt).toBeInstanceOf(Date);
    expect(await readDocument(`mail/${booking.id}-operator`)).toMatchObject({ template: { name: 'booking-received-operator' } });
  });

  it('books for a name with letters beyond A-Z: searchName lowers A-Z only, and the address is searched in lower case', async () => {
    const backend = await freshBackend();
    await backend.auth.signUp({ name: 'Elise', email: 'Elise@Example.com', password: 'customer-pass-1' });
    const booking = await backend.bookings.create({ ...tourRequest, userName: 'Élise Tamang' });
    expect(await readDocument(`hotelBookings/${booking.id}`)).toMatchObject({
      searchName: 'Élise tamang',
      searchEmail: 'elise@example.com',
    });
    await signInAdmin(backend);
    expect((await backend.bookings.page({ search: 'Élise' }, { size: 5 })).items.map((b) => b.id)).toEqual([booking.id]);
    expect((await backend.bookings.page({ search: 'ELISE@example.com' }, { size: 5 })).items.map((b) => b.id)).toEqual([
      booking.id,
    ]);
  });

  it('holds the seats of a fixed departure in departureSeats, and the note and history in bookingNotes', async () => {
    const backend = await freshBackend();
    const admin = await signInAdmin(backend);
    const tour = (await backend.tours.get('sikkim-delight'))!;
    await backend.tours.update({ ...tour, departures: { [tourRequest.travelDate]: 8 } });
    expect(await readDocument('tourPackages/sikkim-delight')).toMatchObject({
      days: 6,
      imagePaths: [],
      departures: { [tourRequest.travelDate]: 8 },
    });
    // Only an account that verified its address holds seats.
    await verifyEmailOf((await signUpCustomer(backend, 'Pema')).email);
    const booking = await backend.bookings.create(tourRequest);
    expect(await readDocument(`departureSeats/sikkim-delight_${tourRequest.travelDate}`)).toEqual({
      tourId: 'sikkim-delight',
      date: tourRequest.travelDate,
      held: 3,
    });
    await backend.bookings.updateStatus(booking.id, 'Cancelled');
    await backend.bookings.saveNote(booking.id, 'Called back, will rebook in May.');
    expect(await readDocument(`departureSeats/sikkim-delight_${tourRequest.travelDate}`)).toMatchObject({ held: 0 });
    expect(await readDocument(`bookingNotes/${booking.id}`)).toEqual({
      note: 'Called back, will rebook in May.',
      history: [{ status: 'Cancelled', at: expect.any(String) as unknown, by: admin.email }],
    });
  });

  it('looks up whether our picture is still shown by tours, hotels, articles and Hotel Aster before touching Storage', async () => {
    const backend = await freshBackend();
    await signInAdmin(backend);
    const tourPicture = ourPicture('images/1_tour.png');
    const hotelPicture = ourPicture('images/2_hotel.png');
    const bodyPicture = ourPicture('images/3_body.png');
    const galleryPicture = ourPicture('images/4_gallery.png');
    const roomPicture = ourPicture('images/5_room.png');
    const tour = (await backend.tours.get('sikkim-delight'))!;
    await backend.tours.update({ ...tour, image: tourPicture });
    await backend.hotels.add({
      name: 'Annexe',
      location: 'Tadong',
      price: 4200,
      description: 'Quiet rooms.',
      images: [hotelPicture],
    });
    await backend.articles.save({ title: 'Tea', slug: 'tea', content: `<p>Look:</p><img src="${bodyPicture}" alt="Tea">` });
    const aster = await backend.hotelAster.get();
    await backend.hotelAster.save({
      profile: { ...aster.profile, gallery: [...aster.profile.gallery.slice(0, 11), { src: galleryPicture, alt: 'Terrace' }] },
      rooms: aster.rooms.map((room, index) => (index === 0 ? { ...room, image: roomPicture } : room)),
    });
    // No Storage emulator runs here: each answer below comes from the lookups alone (a delete would fail).
    for (const url of [tourPicture, hotelPicture, bodyPicture, galleryPicture, roomPicture]) {
      expect(await backend.images.removeIfUnused(url), url).toBe(false);
    }
    // Two download URLs of one file differ in their token: compared by storage path.
    expect(await backend.images.removeIfUnused(tourPicture.replace('token=contract', 'token=other'))).toBe(false);
  });

  it('refuses a customer at admin login and keeps the two sessions independent', async () => {
    const backend = await freshBackend();
    const customer = await backend.auth.signUp({ name: 'Karma', email: 'karma@contract.test', password: 'customer-pass-1' });
    await expect(backend.admin.signIn('karma@contract.test', 'customer-pass-1')).rejects.toThrow('Invalid email or password.');
    expect(backend.admin.session.current()).toBeNull();
    expect(backend.auth.user.current()).toEqual(customer);

    const admin = await signInAdmin(backend);
    expect(backend.auth.user.current()).toEqual(customer);
    await backend.auth.signOut();
    expect(backend.admin.session.current()).toEqual({ email: admin.email });
    // The customer signing out does not sign the admin out: admin writes still go through.
    await expect(backend.tours.add({ ...sampleTourInput, name: 'After customer logout' })).resolves.toMatchObject({
      price: 1000,
    });
  });

  it('starts with unknown sessions, then knows nobody is signed in', async () => {
    const backend = await freshBackend();
    expect([undefined, null]).toContain(backend.auth.user.current());
    await vi.waitFor(() => {
      expect(backend.auth.user.current()).toBeNull();
      expect(backend.admin.session.current()).toBeNull();
    });
  });

  it('skips a malformed document with a warning and trusts the document id over an id field', async () => {
    const backend = await freshBackend();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeDocuments('tourPackages', [
      { id: 'broken-tour', fields: { name: 'No price', duration: '1 Day' } },
      { id: 'zz-real-id', fields: { ...sampleTourInput, id: 'forged-id', category: 'Family', itinerary: [] } },
    ]);
    const tours = await backend.tours.list();
    expect(tours.map((t) => t.id)).toEqual([
      'bhutan-discovery',
      'darjeeling-romance',
      'nepal-adventure',
      'sikkim-delight',
      'zz-real-id',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken-tour'));
    expect(await backend.tours.get('broken-tour')).toBeNull();
    // A page skips it too, and still fills up.
    expect((await backend.tours.page({}, { size: 2 })).items.map((t) => t.id)).toEqual([
      'bhutan-discovery',
      'darjeeling-romance',
    ]);
  });

  it('maps a write of the signed-out admin app to permission-denied', async () => {
    const backend = await freshBackend();
    await signInAdmin(backend);
    const hotel = (await backend.hotels.page({ size: 1 })).items[0]!;
    await backend.admin.signOut();
    const error = await backend.hotels.update({ ...hotel, price: 1 }).catch((caught: unknown) => caught);
    expect(isBackendError(error, 'permission-denied')).toBe(true);
  });

  it('fails an update of a deleted tour with not-found, without recreating it', async () => {
    const backend = await freshBackend();
    await signInAdmin(backend);
    const added = await backend.tours.add(sampleTourInput);
    await backend.tours.remove(added.id);
    const error = await backend.tours.update({ ...added, price: 5 }).catch((caught: unknown) => caught);
    expect(isBackendError(error, 'not-found')).toBe(true);
    expect(await backend.tours.get(added.id)).toBeNull();
    const missingBooking = await backend.bookings.updateStatus('no-such-booking', 'Confirmed').catch((caught: unknown) => caught);
    expect(isBackendError(missingBooking, 'not-found')).toBe(true);
  });
});

const sampleTourInput = {
  name: 'Lachung Short Break',
  image: '/images/destinations/sikkim.webp',
  duration: '2 Nights / 3 Days',
  price: 1000,
  destinationsCovered: ['Lachung'],
  highlights: ['Yumthang Valley'],
};
