import { describe, expect, it } from 'vitest';
import type { WalkInBookingInput } from '../../../src/backend/schemas/walk-in-bookings';
import { accountNotVerified } from '../../../src/backend/domain/transactions/walk-in-bookings';
import {
  expectCode,
  roomRequest,
  signUpCustomer,
  signUpUnverified,
  tourRequest,
  uniqueEmail,
  type ContractContext,
} from '../harness';

/** A walk-in without an e-mail: two season nights in the Deluxe Double, MAP, from 20 May 2031. */
const walkIn: WalkInBookingInput = {
  kind: 'room',
  itemId: 'deluxe-double',
  userName: 'Karma Bhutia',
  phone: '+919800055501',
  travelDate: '2031-05-20',
  endDate: '2031-05-22',
  travellers: 2,
  mealPlan: 'map',
};

export function walkInBookingCases({ harness, backend }: ContractContext) {
  describe('walk-in bookings: the operator books for a caller or walk-in', () => {
    it('prices a room stay and a tour exactly as the site prices them, discount line below', async () => {
      await signUpCustomer(backend(), 'Pema');
      const online = await backend().bookings.create(roomRequest);
      const onlineTour = await backend().bookings.create(tourRequest);
      await backend().auth.signOut();

      const admin = await harness.signInAdmin(backend());
      const stay = await backend().bookings.createForCustomer({
        ...walkIn,
        travelDate: roomRequest.travelDate,
        endDate: roomRequest.endDate,
      });
      expect(stay).toMatchObject({
        kind: 'room',
        status: 'Confirmed',
        madeBy: 'operator',
        madeByAdmin: { email: admin.email },
        userName: 'Karma Bhutia',
        phone: '+919800055501',
        totalPrice: online.totalPrice,
        lines: online.lines,
      });
      expect(stay.userEmail).toBeUndefined();
      expect(stay.userId).toBeUndefined();
      expect(stay.reference).toMatch(/^AST-/);
      // Stored Confirmed: its advance is due three days from today (15 Dec 2030, the suite's clock), the samples' days.
      expect(stay.advanceDueOn).toBe('2030-12-18');

      const tour = await backend().bookings.createForCustomer({
        ...tourRequest,
        userEmail: uniqueEmail('caller'),
        status: 'Pending',
        discount: { amount: 1000, reason: 'Returning guest' },
      });
      expect(tour.status).toBe('Pending');
      expect(tour.advanceDueOn).toBeUndefined();
      expect(tour.totalPrice).toBe(onlineTour.totalPrice - 1000);
      expect(tour.lines).toEqual([
        ...(onlineTour.lines ?? []),
        { kind: 'discount', label: 'Discount', detail: 'Returning guest', amount: -1000 },
      ]);
      const found = await backend().bookings.page({ search: tour.reference ?? '' }, { size: 5 });
      expect(found.items.map((booking) => booking.id)).toEqual([tour.id]);
    });

    it('asks the airlines for a caller: a flight request without a price or a hold, and a listed flight priced per passenger', async () => {
      await harness.signInAdmin(backend());
      const request = await backend().bookings.createForCustomer({
        kind: 'flightRequest',
        from: 'Bagdogra',
        to: 'Paro',
        userName: 'Karma Bhutia',
        phone: '+919800055501',
        travelDate: '2031-03-01',
        endDate: '2031-03-01',
        travellers: 2,
        status: 'Pending',
      });
      expect(request).toMatchObject({ kind: 'flightRequest', itemName: 'Flight request: Bagdogra to Paro', totalPrice: 0 });
      const flight = await backend().bookings.createForCustomer({
        ...walkIn,
        kind: 'flight',
        itemId: 'fl-ai-865',
        travelDate: '2031-03-01',
        endDate: '2031-03-01',
        mealPlan: undefined,
      });
      const listed = await backend().flights.get('fl-ai-865');
      expect(flight.totalPrice).toBe((listed?.price ?? 0) * 2);
    });

    it('needs a reason for a discount, and no discount above the total', async () => {
      await harness.signInAdmin(backend());
      await expectCode(
        backend().bookings.createForCustomer({ ...walkIn, discount: { amount: 500, reason: '' } }),
        'invalid-data',
        'Please give the reason for the discount.',
      );
      await expectCode(
        backend().bookings.createForCustomer({ ...walkIn, discount: { amount: 1_000_000, reason: 'Friend of the house' } }),
        'invalid-data',
        'The discount cannot be more than the total.',
      );
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({});
    });

    it('holds the room each night, and refuses a night with no room left', async () => {
      await harness.signInAdmin(backend());
      const rooms = (await backend().hotelAster.get()).rooms.find((room) => room.id === 'deluxe-double')?.rooms ?? 1;
      const booking = await backend().bookings.createForCustomer(walkIn);
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-20': 1,
        '2031-05-21': 1,
      });
      for (let index = 1; index < rooms; index++) await backend().bookings.createForCustomer(walkIn);
      await expectCode(
        backend().bookings.createForCustomer({ ...walkIn, travelDate: '2031-05-21', endDate: '2031-05-23' }),
        'sold-out',
        /21 May 2031/,
      );
      const listed = await backend().bookings.page({ search: '55501' }, { size: 20 });
      expect(listed.items.map((item) => item.id)).toContain(booking.id);
    });

    it('refuses customers and visitors', async () => {
      await expectCode(backend().bookings.createForCustomer(walkIn), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().bookings.createForCustomer(walkIn), 'permission-denied');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({});
    });

    it('links a walk-in booking to the account the customer opens with that address: it shows in My bookings', async () => {
      const email = uniqueEmail('karma');
      await harness.signInAdmin(backend());
      const booking = await backend().bookings.createForCustomer({ ...walkIn, userEmail: email });
      await expectCode(backend().bookings.linkToAccount({ bookingId: booking.id, contact: email }), 'not-found');

      const customer = await harness.sibling();
      // Anyone can sign up with the customer's address: the booking waits until its owner has verified it.
      const account = await signUpUnverified(harness, customer, 'Karma', email);
      expect(await customer.bookings.listMine()).toEqual([]);
      await expectCode(
        backend().bookings.linkToAccount({ bookingId: booking.id, contact: email }),
        'invalid-data',
        accountNotVerified,
      );
      await harness.verifyEmail(email);
      const linked = await backend().bookings.linkToAccount({ bookingId: booking.id, contact: email.toUpperCase() });
      expect(linked).toMatchObject({ userId: account.id, userEmail: email, madeBy: 'operator' });
      expect((await customer.bookings.listMine()).map((mine) => mine.id)).toEqual([booking.id]);
    });
  });
}
