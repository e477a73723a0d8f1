import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/types';
import { isBackendError } from '../../src/backend/errors';
import type { BookingRequestInput, TourInput } from '../../src/backend/schemas';
import { bookingReferencePattern } from '../../src/lib/booking-reference';

/**
 * What every adapter of the backend port must do. Run by tests/contract/local.test.ts (IndexedDB) and
 * tests/contract/firebase.test.ts (Auth + Firestore emulators), so the default never drifts from production.
 */
export interface ContractHarness {
  /** A backend on fresh, seeded data, with nobody signed in. */
  fresh(): Promise<Backend>;
  /** Signs `backend` in as an admin (creating the admin account when the adapter needs one); returns its e-mail. */
  signInAdmin(backend: Backend): Promise<{ email: string; password: string }>;
  /** Whether image upload can run here (no Storage emulator can run on some machines). */
  canStoreImages: boolean;
}

const newTour: TourInput = {
  name: 'Kalimpong Weekend',
  image: '/images/destinations/kalimpong.webp',
  duration: '2 Nights / 3 Days',
  price: 125000,
  destinationsCovered: ['Kalimpong', 'Lava'],
  highlights: ['Orchid nurseries', 'Deolo Hill'],
};

const tourRequest: BookingRequestInput = {
  kind: 'tour',
  itemId: 'sikkim-delight',
  itemName: 'Sikkim Delight',
  userName: 'Pema Lhamu',
  userEmail: 'pema.family@example.org',
  travelDate: '2027-04-02',
  endDate: '2027-04-07',
  travellers: 3,
  totalPrice: 55500,
};

const roomRequest: BookingRequestInput = {
  kind: 'room',
  itemId: 'hotel-aster-deluxe',
  itemName: 'Hotel Aster, Deluxe Room',
  userName: 'Pema Lhamu',
  userEmail: 'pema.family@example.org',
  travelDate: '2027-05-10',
  endDate: '2027-05-12',
  travellers: 2,
  totalPrice: 9000,
  mealPlan: 'map',
};

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function expectCode(promise: Promise<unknown>, code: Parameters<typeof isBackendError>[1], message?: string) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected a BackendError ${code}`).not.toBeNull();
  expect(isBackendError(error, code), `expected ${code}, got ${String(error)}`).toBe(true);
  if (message) expect((error as Error).message).toBe(message);
}

export function describeBackendContract(name: string, harness: ContractHarness) {
  describe(`backend contract: ${name}`, () => {
    let backend: Backend;
    beforeEach(async () => {
      backend = await harness.fresh();
    });

    describe('tours', () => {
      it('lists the four samples in id order and gets one by id', async () => {
        const tours = await backend.tours.list();
        expect(tours.map((t) => t.id)).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight']);
        const sikkim = await backend.tours.get('sikkim-delight');
        expect(sikkim).toMatchObject({ price: 18500, category: 'Family' });
        expect(sikkim?.itinerary.length).toBeGreaterThan(0);
        expect(await backend.tours.get('no-such-tour')).toBeNull();
      });

      it('lets an admin add, update and remove a tour with a tour_<time> id', async () => {
        await harness.signInAdmin(backend);
        const added = await backend.tours.add(newTour);
        expect(added.id).toMatch(/^tour_\d+$/);
        expect(added.category).toBe('Family');
        expect(await backend.tours.get(added.id)).toEqual(added);

        await backend.tours.update({ ...added, price: 99000, category: 'Adventure' });
        expect(await backend.tours.get(added.id)).toMatchObject({ price: 99000, category: 'Adventure' });

        await backend.tours.remove(added.id);
        expect(await backend.tours.get(added.id)).toBeNull();
        expect((await backend.tours.list()).some((t) => t.id === added.id)).toBe(false);
      });

      it('gives two tours added at once two ids', async () => {
        await harness.signInAdmin(backend);
        const [a, b] = await Promise.all([backend.tours.add(newTour), backend.tours.add({ ...newTour, name: 'Other' })]);
        expect(a.id).not.toBe(b.id);
      });

      it('refuses writes from a visitor and from a customer', async () => {
        await expectCode(backend.tours.add(newTour), 'permission-denied');
        await backend.auth.signUp({ name: 'Asha', email: uniqueEmail('asha'), password: 'secret-123' });
        await expectCode(backend.tours.add(newTour), 'permission-denied');
        await expectCode(backend.tours.remove('sikkim-delight'), 'permission-denied');
        expect(await backend.tours.get('sikkim-delight')).not.toBeNull();
      });

      it('rejects a malformed tour before writing it', async () => {
        await harness.signInAdmin(backend);
        await expectCode(backend.tours.add({ ...newTour, name: '' }), 'invalid-data');
        await expectCode(backend.tours.add({ ...newTour, price: -1 }), 'invalid-data');
        expect(await backend.tours.list()).toHaveLength(4);
      });
    });

    describe('hotels', () => {
      it('lists the two samples and lets an admin add, update and remove one', async () => {
        const hotels = await backend.hotels.list();
        expect(hotels.map((h) => h.price).sort((a, b) => a - b)).toEqual([8500, 12000]);
        await harness.signInAdmin(backend);
        const added = await backend.hotels.add({
          name: 'Aster Annexe',
          location: 'Tadong, Gangtok',
          price: 4200,
          description: 'Quiet rooms behind the main hotel.',
          images: [],
        });
        expect(added.id).toMatch(/^hotel_\d+$/);
        await backend.hotels.update({ ...added, price: 4500 });
        expect((await backend.hotels.get(added.id))?.price).toBe(4500);
        await backend.hotels.remove(added.id);
        expect(await backend.hotels.get(added.id)).toBeNull();
      });

      it('removes a hotel even when one of its images cannot be deleted', async () => {
        await harness.signInAdmin(backend);
        const added = await backend.hotels.add({
          name: 'Old Wing',
          location: 'Gangtok',
          price: 3000,
          description: 'Closed for renovation.',
          images: ['/images/hotels/mountain-view-1.webp', 'https://elsewhere.example/photo.jpg'],
        });
        await backend.hotels.remove(added.id);
        expect(await backend.hotels.get(added.id)).toBeNull();
        // Static images the hotel pointed at are not ours to delete.
        expect((await backend.hotels.list()).length).toBe(2);
      });
    });

    describe('hotel bookings', () => {
      it('are read and updated by an admin only', async () => {
        await expectCode(backend.bookings.list(), 'permission-denied');
        await harness.signInAdmin(backend);
        const bookings = await backend.bookings.list();
        expect(bookings.map((b) => b.status).sort()).toEqual(['Confirmed', 'Pending']);
        const pending = bookings.find((b) => b.status === 'Pending');
        expect(pending).toBeDefined();
        await backend.bookings.updateStatus(pending!.id, 'Cancelled');
        const after = await backend.bookings.list();
        expect(after.find((b) => b.id === pending!.id)?.status).toBe('Cancelled');
        expect(after.find((b) => b.id !== pending!.id)?.status).toBe('Confirmed');
      });

      it('refuses an unknown status and an unknown booking', async () => {
        await harness.signInAdmin(backend);
        const [first] = await backend.bookings.list();
        // @ts-expect-error: a status outside the three is what this test sends
        await expectCode(backend.bookings.updateStatus(first!.id, 'Lost'), 'invalid-data');
        await expect(backend.bookings.updateStatus('no-such-booking', 'Confirmed')).rejects.toThrow();
      });
    });

    describe('booking requests', () => {
      async function signUpCustomer(name: string) {
        return backend.auth.signUp({ name, email: uniqueEmail(name.toLowerCase()), password: 'customer-pass-1' });
      }

      it('refuses visitors: no booking, no list, no cancellation', async () => {
        await expectCode(backend.bookings.create(tourRequest), 'permission-denied');
        await expectCode(backend.bookings.listMine(), 'permission-denied');
        await expectCode(backend.bookings.requestCancellation('booking_1'), 'permission-denied');
        await harness.signInAdmin(backend);
        expect(await backend.bookings.list()).toHaveLength(2);
      });

      it("stores a customer's request as Pending, with their id, createdAt and an AST- reference", async () => {
        const customer = await signUpCustomer('Pema');
        const before = Date.now();
        const booking = await backend.bookings.create(roomRequest);
        expect(booking).toMatchObject({
          kind: 'room',
          itemId: roomRequest.itemId,
          itemName: roomRequest.itemName,
          userName: roomRequest.userName,
          // The e-mail typed in the form, which may differ from the account's.
          userEmail: roomRequest.userEmail,
          userId: customer.id,
          travelDate: roomRequest.travelDate,
          endDate: roomRequest.endDate,
          travellers: 2,
          totalPrice: 9000,
          mealPlan: 'map',
          status: 'Pending',
        });
        expect(booking.id).toMatch(/^booking_\d+$/);
        expect(booking.reference).toMatch(bookingReferencePattern);
        expect(Date.parse(booking.createdAt!)).toBeGreaterThanOrEqual(before - 1000);
        expect(booking.cancellationRequestedAt).toBeUndefined();
        expect(await backend.bookings.listMine()).toEqual([booking]);
      });

      it('rejects a malformed request before storing it', async () => {
        await signUpCustomer('Dorje');
        await expectCode(backend.bookings.create({ ...tourRequest, travellers: 0 }), 'invalid-data');
        await expectCode(backend.bookings.create({ ...tourRequest, endDate: '2027-04-01' }), 'invalid-data');
        await expectCode(backend.bookings.create({ ...tourRequest, userEmail: 'not-an-email' }), 'invalid-data');
        // @ts-expect-error: 'hotel' bookings are not made through requests
        await expectCode(backend.bookings.create({ ...tourRequest, kind: 'hotel' }), 'invalid-data');
        expect(await backend.bookings.listMine()).toEqual([]);
      });

      it("lists only the customer's own bookings, newest first; the admin sees every booking", async () => {
        const pema = await signUpCustomer('Pema');
        const first = await backend.bookings.create(tourRequest);
        const second = await backend.bookings.create({ ...roomRequest, kind: 'flight', mealPlan: undefined, endDate: roomRequest.travelDate });
        expect(first.id).not.toBe(second.id);
        expect((await backend.bookings.listMine()).map((b) => b.id)).toEqual([second.id, first.id]);

        await backend.auth.signOut();
        const karma = await signUpCustomer('Karma');
        expect(await backend.bookings.listMine()).toEqual([]);
        const theirs = await backend.bookings.create(tourRequest);
        expect(theirs.userId).toBe(karma.id);
        expect(await backend.bookings.listMine()).toEqual([theirs]);

        await harness.signInAdmin(backend);
        const all = await backend.bookings.list();
        expect(all).toHaveLength(5);
        const requested = new Set([first.id, second.id, theirs.id]);
        expect(all.map((b) => b.id).filter((id) => requested.has(id))).toEqual([theirs.id, second.id, first.id]);
        expect(all.find((b) => b.id === second.id)).toMatchObject({ kind: 'flight', userId: pema.id, status: 'Pending' });
        // The samples, stored before requests existed, read as hotel bookings.
        expect(all.filter((b) => b.kind === 'hotel')).toHaveLength(2);
        expect((await backend.stats.counts()).bookings).toBe(5);
      });

      it('lets the owner ask to cancel: only cancellationRequestedAt changes, once', async () => {
        await signUpCustomer('Pema');
        const booking = await backend.bookings.create(tourRequest);
        const before = Date.now();
        await backend.bookings.requestCancellation(booking.id);
        const [asked] = await backend.bookings.listMine();
        const { cancellationRequestedAt, ...rest } = asked!;
        expect(rest).toEqual(booking);
        expect(cancellationRequestedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
        expect(Date.parse(cancellationRequestedAt!)).toBeGreaterThanOrEqual(before - 1000);

        // Asking again changes nothing: the first request's time stands.
        await backend.bookings.requestCancellation(booking.id);
        expect((await backend.bookings.listMine())[0]?.cancellationRequestedAt).toBe(cancellationRequestedAt);
      });

      it("refuses another customer's cancellation and leaves the booking as it was", async () => {
        await signUpCustomer('Pema');
        const booking = await backend.bookings.create(tourRequest);
        await backend.auth.signOut();
        await signUpCustomer('Karma');
        await expectCode(backend.bookings.requestCancellation(booking.id), 'permission-denied');
        await harness.signInAdmin(backend);
        const stored = (await backend.bookings.list()).find((b) => b.id === booking.id);
        expect(stored).toEqual(booking);
      });

      it('refuses a cancellation of a booking that does not exist', async () => {
        await signUpCustomer('Pema');
        const error = await backend.bookings.requestCancellation('booking_1').then(
          () => null,
          (caught: unknown) => caught,
        );
        // The local adapter can tell; Firestore's rules answer both cases as permission-denied (see firebase.test.ts).
        expect(isBackendError(error, 'not-found') || isBackendError(error, 'permission-denied'), String(error)).toBe(true);
      });

      it("shows the admin's status changes to the customer, and refuses to cancel a Cancelled booking", async () => {
        await signUpCustomer('Pema');
        const booking = await backend.bookings.create(tourRequest);
        await harness.signInAdmin(backend);
        await backend.bookings.updateStatus(booking.id, 'Confirmed');
        expect((await backend.bookings.listMine())[0]).toEqual({ ...booking, status: 'Confirmed' });

        await backend.bookings.requestCancellation(booking.id);
        await backend.bookings.updateStatus(booking.id, 'Cancelled');
        const [cancelled] = await backend.bookings.listMine();
        expect(cancelled).toMatchObject({ status: 'Cancelled', reference: booking.reference });
        expect(cancelled?.cancellationRequestedAt).toBeDefined();

        const other = await backend.bookings.create(roomRequest);
        await backend.bookings.updateStatus(other.id, 'Cancelled');
        await expectCode(backend.bookings.requestCancellation(other.id), 'invalid-data');
        expect((await backend.bookings.listMine()).find((b) => b.id === other.id)?.cancellationRequestedAt).toBeUndefined();
      });
    });

    describe('articles', () => {
      it('lists the samples newest first and finds one by slug or id', async () => {
        const articles = await backend.articles.list();
        expect(articles.length).toBeGreaterThanOrEqual(3);
        const dates = articles.map((a) => a.createdAt);
        expect([...dates].sort().reverse()).toEqual(dates);
        const bySlug = await backend.articles.getBySlug('darjeeling-tea-trail');
        expect(bySlug?.title).toBe('A Slow Walk Through Darjeeling Tea Country');
        expect(await backend.articles.get(bySlug!.id)).toEqual(bySlug);
        expect(await backend.articles.getBySlug('no-such-slug')).toBeNull();
      });

      it('creates with createdAt and keeps createdAt on edit', async () => {
        await harness.signInAdmin(backend);
        const before = Date.now();
        const id = await backend.articles.save({
          title: 'Momos of Gangtok',
          slug: 'momos-of-gangtok',
          content: '<p>Steamed, fried, with chilli.</p>',
          tags: ['Food'],
        });
        const created = await backend.articles.get(id);
        expect(created).toMatchObject({ title: 'Momos of Gangtok', author: 'Admin', slug: 'momos-of-gangtok', imageUrl: '' });
        expect(Date.parse(created!.createdAt)).toBeGreaterThanOrEqual(before - 1000);

        const sameId = await backend.articles.save({ ...created!, id, title: 'Momos of Gangtok, ranked' });
        expect(sameId).toBe(id);
        const edited = await backend.articles.get(id);
        expect(edited?.title).toBe('Momos of Gangtok, ranked');
        expect(edited?.createdAt).toBe(created!.createdAt);
        expect((await backend.articles.getBySlug('momos-of-gangtok'))?.id).toBe(id);

        await backend.articles.remove(id);
        expect(await backend.articles.get(id)).toBeNull();
      });

      it('refuses article writes from a visitor', async () => {
        await expectCode(
          backend.articles.save({ title: 'Spam', slug: 'spam', content: '<p>x</p>' }),
          'permission-denied',
        );
      });
    });

    describe('flights', () => {
      it('lists the three Delhi to Mumbai samples and gets one', async () => {
        const flights = await backend.flights.list();
        expect(flights.map((f) => f.price)).toEqual([4500, 5200, 4800]);
        expect(flights.some((f) => f.stops > 0)).toBe(true);
        expect(await backend.flights.get(flights[0]!.id)).toEqual(flights[0]);
        expect(await backend.flights.get('nope')).toBeNull();
      });
    });

    describe('dashboard counts', () => {
      it('counts tours, hotels and bookings and follows a change', async () => {
        await harness.signInAdmin(backend);
        expect(await backend.stats.counts()).toEqual({ tours: 4, hotels: 2, bookings: 2 });
        await backend.tours.add(newTour);
        expect((await backend.stats.counts()).tours).toBe(5);
      });
    });

    describe('customer accounts', () => {
      it('signs up, keeps the user, signs out and in again', async () => {
        const email = uniqueEmail('tashi');
        const seen: unknown[] = [];
        const stop = backend.auth.user.subscribe((u) => seen.push(u));
        const user = await backend.auth.signUp({ name: 'Tashi Namgyal', email, password: 'momo-lover-1' });
        expect(user).toMatchObject({ name: 'Tashi Namgyal', email });
        expect(user).not.toHaveProperty('password');
        expect(backend.auth.user.current()).toMatchObject({ email });
        await backend.auth.signOut();
        expect(backend.auth.user.current()).toBeNull();
        const again = await backend.auth.signIn(email, 'momo-lover-1');
        expect(again).toMatchObject({ id: user.id, name: 'Tashi Namgyal' });
        stop();
        expect(seen.some((u) => u === null)).toBe(true);
      });

      it("refuses a second account with the same e-mail with the spec's message", async () => {
        const email = uniqueEmail('dup');
        await backend.auth.signUp({ name: 'One', email, password: 'first-pass-1' });
        await backend.auth.signOut();
        await expectCode(
          backend.auth.signUp({ name: 'Two', email, password: 'second-pass-2' }),
          'email-in-use',
          'An account with this email already exists.',
        );
      });

      it("refuses a wrong password and an unknown e-mail with 'Invalid email or password.'", async () => {
        const email = uniqueEmail('pw');
        await backend.auth.signUp({ name: 'Pw', email, password: 'right-pass-1' });
        await backend.auth.signOut();
        await expectCode(backend.auth.signIn(email, 'wrong-pass-1'), 'invalid-credentials', 'Invalid email or password.');
        await expectCode(backend.auth.signIn(uniqueEmail('nobody'), 'whatever-1'), 'invalid-credentials', 'Invalid email or password.');
        expect(backend.auth.user.current()).toBeNull();
      });
    });

    describe('admin session', () => {
      it('signs an admin in and out, and refuses wrong passwords and customers', async () => {
        const admin = await harness.signInAdmin(backend);
        expect(backend.admin.session.current()).toEqual({ email: admin.email });
        await backend.admin.signOut();
        expect(backend.admin.session.current()).toBeNull();
        await expectCode(backend.admin.signIn(admin.email, 'not-the-password'), 'invalid-credentials', 'Invalid email or password.');

        const email = uniqueEmail('customer');
        await backend.auth.signUp({ name: 'Customer', email, password: 'customer-pass-1' });
        await expectCode(backend.admin.signIn(email, 'customer-pass-1'), 'invalid-credentials', 'Invalid email or password.');
        expect(backend.admin.session.current()).toBeNull();
      });

      it('changes the admin password: wrong current refused, then only the new one works', async () => {
        const admin = await harness.signInAdmin(backend);
        await expectCode(backend.admin.changePassword('wrong-current', 'new-pass-2026'), 'wrong-password', 'Incorrect current password.');
        await backend.admin.changePassword(admin.password, 'new-pass-2026');
        await backend.admin.signOut();
        await expectCode(backend.admin.signIn(admin.email, admin.password), 'invalid-credentials');
        await expect(backend.admin.signIn(admin.email, 'new-pass-2026')).resolves.toEqual({ email: admin.email });
      });
    });

    describe('images', () => {
      it.runIf(harness.canStoreImages)('uploads under images/<timestamp>_<name> with progress, then removes', async () => {
        await harness.signInAdmin(backend);
        const progress: number[] = [];
        const file = new File([new Uint8Array([137, 80, 78, 71])], 'tea garden.png', { type: 'image/png' });
        const url = await backend.images.upload(file, (fraction) => progress.push(fraction));
        expect(url).toMatch(/images(\/|%2F)\d+_tea-garden\.png/);
        expect(progress.at(-1)).toBe(1);
        await backend.images.remove(url);
      });

      it('refuses an upload from a visitor', async () => {
        const file = new File(['x'], 'x.png', { type: 'image/png' });
        await expect(backend.images.upload(file)).rejects.toThrow();
      });
    });
  });
}
