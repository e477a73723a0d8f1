import { describe, expect, it } from 'vitest';
import { bookingReferencePattern } from '../../../src/backend/domain/booking-reference';
import { randomIdPattern } from '../../../src/backend/domain/ids';
import {
  expectCode,
  flightRequest,
  offSeasonDate,
  roomRequest,
  signUpCustomer,
  tourRequest,
  allowManyRequests,
  contractClock,
  type ContractContext,
} from '../harness';

const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function bookingCases({ harness, backend }: ContractContext) {
  describe('booking requests', () => {
    it('refuses visitors: no booking, no list, no cancellation', async () => {
      await expectCode(backend().bookings.create(tourRequest), 'permission-denied');
      await expectCode(backend().bookings.listMine(), 'permission-denied');
      await expectCode(backend().bookings.requestCancellation('booking_sample_2'), 'permission-denied');
      await harness.signInAdmin(backend());
      expect(await backend().bookings.count({})).toBe(2);
    });

    it('prices a tour from the stored tour: price per person times travellers, with its name and end date', async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      const before = contractClock.now();
      const booking = await backend().bookings.create(tourRequest);
      expect(booking).toMatchObject({
        kind: 'tour',
        itemId: 'sikkim-delight',
        itemName: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
        userName: 'Pema Lhamu',
        // The account's own address, whatever the form typed.
        userEmail: customer.email,
        phone: '+919800012345',
        userId: customer.id,
        travelDate: '2031-04-02',
        // 5 Nights / 6 Days
        endDate: '2031-04-07',
        travellers: 3,
        totalPrice: 3 * 18500,
        status: 'Pending',
        fixedDeparture: false,
      });
      expect(booking.id).toMatch(randomIdPattern);
      expect(booking.reference).toMatch(bookingReferencePattern);
      expect(booking.createdAt).toMatch(isoUtc);
      expect(Math.abs(Date.parse(booking.createdAt!) - before)).toBeLessThan(60_000);
      expect(booking.cancellationRequestedAt).toBeUndefined();
      expect(await backend().bookings.listMine()).toEqual([booking]);
    });

    it('prices a room night by night from the stored rates and season, and counts the season nights', async () => {
      await signUpCustomer(backend(), 'Pema');
      const season = await backend().bookings.create(roomRequest);
      expect(season).toMatchObject({
        kind: 'room',
        itemId: 'deluxe-double',
        itemName: 'Deluxe Double, Hotel Aster',
        mealPlan: 'map',
        totalPrice: 4400,
        seasonNights: 2,
        offSeasonNights: 0,
      });
      // 29 June to 2 July: two season nights at ₹1,800 (CP), then one off-season night at ₹1,500.
      const across = await backend().bookings.create({
        ...roomRequest,
        mealPlan: 'cp',
        travelDate: '2031-06-29',
        endDate: '2031-07-02',
      });
      expect(across).toMatchObject({ totalPrice: 2 * 1800 + 1500, seasonNights: 2, offSeasonNights: 1 });
      const off = await backend().bookings.create({
        ...roomRequest,
        mealPlan: 'ep',
        travelDate: offSeasonDate,
        endDate: '2031-08-11',
      });
      expect(off).toMatchObject({ totalPrice: 1300, seasonNights: 0, offSeasonNights: 1 });
    });

    it('follows the rates and season the admin saves', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      await backend().hotelAster.save({
        profile: { ...aster.profile, seasons: [{ from: '08-01', to: '08-31' }] },
        rooms: aster.rooms.map((room) =>
          room.id === 'deluxe-double' ? { ...room, rates: { ...room.rates, season: { ...room.rates.season, ep: 2500 } } } : room,
        ),
      });
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create({
        ...roomRequest,
        mealPlan: 'ep',
        travelDate: offSeasonDate,
        endDate: '2031-08-11',
      });
      expect(booking).toMatchObject({ totalPrice: 2500, seasonNights: 1, offSeasonNights: 0 });
    });

    it('prices a flight from the stored fare times passengers; the trip ends the day it starts', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create({ ...flightRequest, endDate: '2031-03-09' });
      expect(booking).toMatchObject({
        kind: 'flight',
        itemId: 'fl-ai-865',
        itemName: 'Air India, Delhi (DEL) to Mumbai (BOM)',
        totalPrice: 2 * 5200,
        endDate: '2031-03-01',
      });
    });

    it('takes a request for a flight that is not listed, with no price', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.requestFlight({
        from: 'Bagdogra',
        to: 'Bengaluru',
        travelDate: '2031-03-01',
        travellers: 2,
        userName: 'Pema Lhamu',
        userEmail: 'pema.family@example.org',
        phone: '+919800012345',
      });
      expect(booking).toMatchObject({
        kind: 'flightRequest',
        itemName: 'Flight request: Bagdogra to Bengaluru',
        totalPrice: 0,
        status: 'Pending',
        travellers: 2,
      });
      expect(booking.reference).toMatch(bookingReferencePattern);
    });

    it('refuses what cannot be booked, before storing anything', async () => {
      await signUpCustomer(backend(), 'Dorje');
      await expectCode(backend().bookings.create({ ...tourRequest, travellers: 0 }), 'invalid-data');
      await expectCode(backend().bookings.create({ ...tourRequest, endDate: '2031-04-01' }), 'invalid-data');
      await expectCode(backend().bookings.create({ ...tourRequest, userEmail: 'not-an-email' }), 'invalid-data');
      await expectCode(backend().bookings.create({ ...tourRequest, phone: '12345' }), 'invalid-data');
      await expectCode(backend().bookings.create({ ...tourRequest, userName: 'x'.repeat(101) }), 'invalid-data');
      // @ts-expect-error: 'hotel' bookings are not made through requests
      await expectCode(backend().bookings.create({ ...tourRequest, kind: 'hotel' }), 'invalid-data');
      await expectCode(backend().bookings.create({ ...tourRequest, itemId: 'no-such-tour' }), 'not-found');
      await expectCode(backend().bookings.create({ ...flightRequest, itemId: 'no-such-flight' }), 'not-found');
      await expectCode(backend().bookings.create({ ...roomRequest, itemId: 'no-such-room' }), 'not-found');
      await expectCode(
        backend().bookings.create({ ...roomRequest, travellers: 4 }),
        'invalid-data',
        'One Deluxe Double sleeps 2 adults and 1 child, and one more on an extra bed. For 4 adults, please book 2 rooms or choose a larger room type.',
      );
      await expectCode(
        backend().bookings.create({ ...roomRequest, endDate: '2031-06-10' }),
        'invalid-data',
        /more than 30 nights/,
      );
      await expectCode(backend().bookings.create({ ...flightRequest, travellers: 10 }), 'invalid-data', 'At most 9 passengers');
      expect(await backend().bookings.listMine()).toEqual([]);
    });

    it("tells the customer in the domain's own words what to change: 21 travellers, a room stay without its meal plan", async () => {
      await signUpCustomer(backend(), 'Tashi');
      const tooMany = 'At most 20 travellers can be booked online.';
      await expectCode(backend().bookings.create({ ...tourRequest, travellers: 21 }), 'invalid-data', tooMany);
      const party = Array.from({ length: 21 }, (_, index) => ({ name: `Traveller ${index + 1}`, age: 30 }));
      await expectCode(backend().bookings.create({ ...tourRequest, travellers: 21, party }), 'invalid-data', tooMany);
      // A party no booking could hold is refused by its shape, before a traveller is read.
      const crowd = Array.from({ length: 101 }, (_, index) => ({ name: `Traveller ${index + 1}`, age: 30 }));
      await expectCode(backend().bookings.create({ ...tourRequest, travellers: 101, party: crowd }), 'invalid-data');
      await expectCode(
        backend().bookings.create({ ...roomRequest, mealPlan: undefined }),
        'invalid-data',
        'Please choose a meal plan.',
      );
      await expectCode(
        backend().bookings.create({ ...tourRequest, endDate: '2031-04-01' }),
        'invalid-data',
        'The end date is before the start date',
      );
      expect(await backend().bookings.listMine()).toEqual([]);
    });

    it('gives every booking its own reference and id', async () => {
      await allowManyRequests(harness, backend());
      await signUpCustomer(backend(), 'Pema');
      const bookings = await Promise.all(Array.from({ length: 6 }, () => backend().bookings.create(tourRequest)));
      expect(new Set(bookings.map((b) => b.reference)).size).toBe(6);
      expect(new Set(bookings.map((b) => b.id)).size).toBe(6);
    });

    it('writes the "booking received" e-mails to the operator and to the account\'s own verified address, never a typed one', async () => {
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      const booking = await backend().bookings.create(roomRequest);
      await harness.signInAdmin(backend());
      const { operatorEmail } = await backend().settings.notifications();
      const mail = (await backend().mail.latest(10)).filter((message) => message.id.startsWith(booking.id));
      const data = {
        reference: booking.reference,
        itemName: 'Deluxe Double, Hotel Aster',
        // As the site writes them: e-mails never show an ISO date.
        travelDate: '10 May 2031',
        endDate: '12 May 2031',
        travellers: 2,
        totalText: '₹4,400',
        // The price as the backend made it, line by line.
        priceLines: 'Season nights, MAP (2 nights × ₹2,200): ₹4,400',
        userName: 'Pema Lhamu',
      };
      expect(
        mail.map(({ to, template }) => ({ to, template })).sort((a, b) => a.template.name.localeCompare(b.template.name)),
      ).toEqual([
        { to: customer.email, template: { name: 'booking-received', data } },
        {
          to: operatorEmail,
          template: { name: 'booking-received-operator', data: { ...data, userEmail: customer.email, phone: '+919800012345' } },
        },
      ]);
      expect(mail.every((message) => isoUtc.test(message.createdAt))).toBe(true);
    });

    it("lists only the customer's own bookings, newest first; the admin sees every booking", async () => {
      const pema = await signUpCustomer(backend(), 'Pema');
      const first = await backend().bookings.create(tourRequest);
      const second = await backend().bookings.create(flightRequest);
      expect(first.id).not.toBe(second.id);
      expect((await backend().bookings.listMine()).map((b) => b.id)).toEqual([second.id, first.id]);

      await backend().auth.signOut();
      const karma = await signUpCustomer(backend(), 'Karma');
      expect(await backend().bookings.listMine()).toEqual([]);
      const theirs = await backend().bookings.create(tourRequest);
      expect(theirs.userId).toBe(karma.id);
      expect(await backend().bookings.listMine()).toEqual([theirs]);

      await harness.signInAdmin(backend());
      const all = (await backend().bookings.page({}, { size: 25 })).items;
      expect(all).toHaveLength(5);
      const requested = new Set([first.id, second.id, theirs.id]);
      expect(all.map((b) => b.id).filter((id) => requested.has(id))).toEqual([theirs.id, second.id, first.id]);
      expect(all.find((b) => b.id === second.id)).toMatchObject({ kind: 'flight', userId: pema.id, status: 'Pending' });
      // The samples, stored before requests existed, read as hotel bookings.
      expect(all.filter((b) => b.kind === 'hotel')).toHaveLength(2);
      expect((await backend().stats.counts()).bookings).toBe(5);
    });

    it("lets the owner ask to cancel: only cancellationRequestedAt changes, by the backend's clock, once", async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      const before = contractClock.now();
      await backend().bookings.requestCancellation(booking.id);
      const [asked] = await backend().bookings.listMine();
      const { cancellationRequestedAt, ...rest } = asked!;
      expect(rest).toEqual(booking);
      expect(cancellationRequestedAt).toMatch(isoUtc);
      expect(Math.abs(Date.parse(cancellationRequestedAt!) - before)).toBeLessThan(60_000);

      // Asking again changes nothing: the first request's time stands.
      await backend().bookings.requestCancellation(booking.id);
      expect((await backend().bookings.listMine())[0]?.cancellationRequestedAt).toBe(cancellationRequestedAt);
    });

    it("refuses another customer's cancellation and leaves the booking as it was", async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await backend().auth.signOut();
      await signUpCustomer(backend(), 'Karma');
      await expectCode(backend().bookings.requestCancellation(booking.id), 'permission-denied');
      await harness.signInAdmin(backend());
      expect(await backend().bookings.get(booking.id)).toEqual(booking);
    });

    it('refuses a cancellation of a booking that does not exist', async () => {
      await signUpCustomer(backend(), 'Pema');
      const error = await backend()
        .bookings.requestCancellation('AAAAAAAAAAAAAAAAAAAA')
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      // The local adapter can tell; Firestore's rules answer both cases as permission-denied.
      expect(String(error)).toMatch(/not|permission/i);
    });

    it("shows the admin's status changes to the customer, and refuses to cancel a Cancelled booking", async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(tourRequest);
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      // Confirming stores the payment terms (domain/payment-plan.ts paymentTerms): the advance, due before the trip.
      const [confirmed] = await backend().bookings.listMine();
      expect(confirmed).toEqual({
        ...booking,
        status: 'Confirmed',
        advanceDueOn: confirmed?.advanceDueOn,
        advanceAmount: Math.round(booking.totalPrice * 0.3),
        advancePercent: 30,
        balanceDueDaysBefore: 7,
      });
      expect(confirmed?.advanceDueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(confirmed!.advanceDueOn! < booking.travelDate).toBe(true);

      await backend().bookings.requestCancellation(booking.id);
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      const [cancelled] = await backend().bookings.listMine();
      expect(cancelled).toMatchObject({ status: 'Cancelled', reference: booking.reference });
      expect(cancelled?.cancellationRequestedAt).toBeDefined();

      const other = await backend().bookings.create(roomRequest);
      await backend().bookings.updateStatus(other.id, 'Cancelled');
      await expectCode(backend().bookings.requestCancellation(other.id), 'invalid-data', 'This booking is already cancelled.');
      expect((await backend().bookings.listMine()).find((b) => b.id === other.id)?.cancellationRequestedAt).toBeUndefined();
    });
  });
}
