import { describe, expect, it } from 'vitest';
import { defaultBookingPolicy, heldTooRecently, tooManySeats } from '../../../src/backend/domain/booking-policy';
import type { Backend } from '../../../src/backend/types';
import {
  expectCode,
  roomRequest,
  seasonDate,
  signUpCustomer,
  signUpUnverified,
  tourRequest,
  type ContractContext,
  type ContractHarness,
} from '../harness';

const hour = 3_600_000;

/** Gives the Deluxe Double `rooms` rooms (as the admin, who stays signed in beside the customers). */
async function deluxeDoubles(harness: ContractHarness, backend: Backend, rooms: number) {
  await harness.signInAdmin(backend);
  const aster = await backend.hotelAster.get();
  await backend.hotelAster.save({
    profile: aster.profile,
    rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms } : room)),
  });
}

const heldOn = async (backend: Backend, night: string) =>
  (await backend.availability.roomNights('deluxe-double', night.slice(0, 7), 1))[night] ?? 0;

/** Holds that accounts, which anyone can make by the dozen, cannot use to take the hotel or a departure. */
export function crowdHoldCases({ harness, backend }: ContractContext) {
  // Each case signs several accounts up, which takes a while on a busy machine.
  describe('holds a crowd of accounts cannot take', { timeout: 30_000 }, () => {
    it('takes requests of accounts that never verified their address without holding anything; confirming one holds it', async () => {
      await deluxeDoubles(harness, backend(), 4);
      const requests = [];
      for (const name of ['Pema', 'Karma', 'Dawa', 'Nima', 'Tashi']) {
        await signUpUnverified(harness, backend(), name);
        requests.push(await backend().bookings.create(roomRequest));
        await backend().auth.signOut();
      }
      for (const request of requests) {
        expect(request).toMatchObject({ status: 'Pending', notHeld: 'unverified' });
        expect(typeof request.holdReleasedAt).toBe('string');
      }
      expect(await heldOn(backend(), seasonDate)).toBe(0);

      // A verified customer still finds every room free.
      await signUpCustomer(backend(), 'Sonam');
      const held = await backend().bookings.create(roomRequest);
      expect(held).not.toHaveProperty('notHeld');
      expect(await heldOn(backend(), seasonDate)).toBe(1);

      // The operator sees why one was not held, and confirming it holds its room.
      expect(await backend().bookings.get(requests[0]!.id)).toMatchObject({ notHeld: 'unverified' });
      await backend().bookings.updateStatus(requests[0]!.id, 'Confirmed');
      const confirmed = await backend().bookings.get(requests[0]!.id);
      expect(confirmed).toMatchObject({ status: 'Confirmed' });
      expect(confirmed).not.toHaveProperty('notHeld');
      expect(confirmed).not.toHaveProperty('holdReleasedAt');
      expect(await heldOn(backend(), seasonDate)).toBe(2);
    });

    it(`lets Pending requests of all accounts together hold at most ${defaultBookingPolicy.pendingHoldPercent}% of a room type's rooms a night`, async () => {
      await deluxeDoubles(harness, backend(), 5);
      const share = Math.ceil((5 * defaultBookingPolicy.pendingHoldPercent) / 100);
      for (let account = 0; account < share; account++) {
        await signUpCustomer(backend(), `Guest${account}`);
        expect(await backend().bookings.create(roomRequest)).not.toHaveProperty('notHeld');
        await backend().auth.signOut();
      }
      expect(await heldOn(backend(), seasonDate)).toBe(share);

      await signUpCustomer(backend(), 'Late');
      const beyond = await backend().bookings.create(roomRequest);
      expect(beyond).toMatchObject({ status: 'Pending', notHeld: 'share' });
      // Another night still takes a hold.
      expect(
        await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-20', endDate: '2031-05-21' }),
      ).not.toHaveProperty('notHeld');
      expect(await heldOn(backend(), seasonDate)).toBe(share);

      // The rest is the operator's: confirming the request beyond the share holds its room.
      await backend().bookings.updateStatus(beyond.id, 'Confirmed');
      expect(await heldOn(backend(), seasonDate)).toBe(share + 1);
    });

    it('holds only within the share set in Settings: lowering it takes the next request without a hold', async () => {
      await deluxeDoubles(harness, backend(), 5);
      await signUpCustomer(backend(), 'Pema');
      expect(await backend().bookings.create(roomRequest)).not.toHaveProperty('notHeld');
      await backend().auth.signOut();

      // 20% of 5 rooms is the one Pema's request holds.
      await backend().settings.saveBookingPolicy({ ...defaultBookingPolicy, pendingHoldPercent: 20 });
      await signUpCustomer(backend(), 'Karma');
      expect(await backend().bookings.create(roomRequest)).toMatchObject({ status: 'Pending', notHeld: 'share' });
      await backend().auth.signOut();
      expect(await heldOn(backend(), seasonDate)).toBe(1);

      // 40% is two rooms: the next request holds again.
      await backend().settings.saveBookingPolicy({ ...defaultBookingPolicy, pendingHoldPercent: 40 });
      await signUpCustomer(backend(), 'Dawa');
      expect(await backend().bookings.create(roomRequest)).not.toHaveProperty('notHeld');
      expect(await heldOn(backend(), seasonDate)).toBe(2);
    });

    it('caps the seats one account holds and waits the cool-down as set in Settings', async () => {
      await harness.signInAdmin(backend());
      const tour = (await backend().tours.get('sikkim-delight'))!;
      await backend().tours.update({ ...tour, departures: { '2031-04-02': 40 } });
      await backend().settings.saveBookingPolicy({ ...defaultBookingPolicy, maxHeldSeats: 2, holdCooldownHours: 0 });
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().bookings.create({ ...tourRequest, travellers: 3 }), 'limit-reached', tooManySeats(2));
      await backend().bookings.create({ ...tourRequest, travellers: 2 });
      // No cool-down: once the hold lapsed, the same departure may be held again at once.
      await harness.moveClock(49 * hour);
      expect(await backend().bookings.create({ ...tourRequest, travellers: 2 })).not.toHaveProperty('notHeld');
      expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({ '2031-04-02': 2 });
    });

    it(`keeps an account whose hold lapsed from holding the same nights again for ${defaultBookingPolicy.holdCooldownHours} hours`, async () => {
      await deluxeDoubles(harness, backend(), 4);
      const pema = await signUpCustomer(backend(), 'Pema');
      await backend().bookings.create(roomRequest);
      await harness.moveClock(49 * hour);
      await expectCode(backend().bookings.create(roomRequest), 'limit-reached', heldTooRecently);
      await expectCode(
        backend().bookings.create({ ...roomRequest, travelDate: '2031-05-11', endDate: '2031-05-13' }),
        'limit-reached',
        heldTooRecently,
      );
      // Other nights are free to hold, and so are these for another account.
      expect(
        await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-20', endDate: '2031-05-22' }),
      ).not.toHaveProperty('notHeld');
      await backend().auth.signOut();
      await signUpCustomer(backend(), 'Karma');
      expect(await backend().bookings.create(roomRequest)).not.toHaveProperty('notHeld');
      await backend().auth.signOut();

      await backend().auth.signIn(pema.email, 'customer-pass-1');
      await harness.moveClock(defaultBookingPolicy.holdCooldownHours * hour);
      expect(await backend().bookings.create(roomRequest)).not.toHaveProperty('notHeld');
    });

    it(`lets one account hold at most ${defaultBookingPolicy.maxHeldSeats} seats of a departure`, async () => {
      await harness.signInAdmin(backend());
      const tour = (await backend().tours.get('sikkim-delight'))!;
      await backend().tours.update({ ...tour, departures: { '2031-04-02': 40 } });
      await signUpCustomer(backend(), 'Pema');
      await expectCode(
        backend().bookings.create({ ...tourRequest, travellers: defaultBookingPolicy.maxHeldSeats + 1 }),
        'limit-reached',
        tooManySeats(defaultBookingPolicy.maxHeldSeats),
      );
      await backend().bookings.create({ ...tourRequest, travellers: defaultBookingPolicy.maxHeldSeats - 1 });
      await expectCode(
        backend().bookings.create({ ...tourRequest, travellers: 2 }),
        'limit-reached',
        tooManySeats(defaultBookingPolicy.maxHeldSeats),
      );
      await backend().bookings.create({ ...tourRequest, travellers: 1 });
      expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({
        '2031-04-02': defaultBookingPolicy.maxHeldSeats,
      });
    });
  });
}
