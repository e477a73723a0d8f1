import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { expectCode, roomRequest, signUpCustomer, type ContractContext, type ContractHarness } from '../harness';

/** Makes the Deluxe Double a single room, so one booking fills a night. */
async function oneDeluxeDouble(harness: ContractHarness, backend: Backend) {
  await harness.signInAdmin(backend);
  const aster = await backend.hotelAster.get();
  await backend.hotelAster.save({
    profile: aster.profile,
    rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 1 } : room)),
  });
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

const hour = 3_600_000;

/** The operator's writes that touch more than one document, decided on the backend in one transaction. */
export function operatorWriteCases({ harness, backend }: ContractContext) {
  describe("the operator's writes", () => {
    it('are refused to a customer, each of them', async () => {
      const other = await harness.sibling();
      await signUpCustomer(other, 'Karma');
      const booking = await other.bookings.create(roomRequest);
      await expectCode(other.bookings.updateStatus(booking.id, 'Confirmed'), 'permission-denied');
      await expectCode(other.bookings.updateStatus(booking.id, 'Cancelled'), 'permission-denied');
      await expectCode(other.bookings.markPayment(booking.id, 'full'), 'permission-denied');
      await expectCode(other.bookings.assignDriver(booking.id, { name: 'Tashi', phone: '+919800000001' }), 'permission-denied');
      await expectCode(other.alerts.moveBooking(booking.id, '2031-05-20'), 'permission-denied');
      await expectCode(other.alerts.moveDeparture('sikkim-delight', '2031-04-02', '2031-04-09'), 'permission-denied');
      await expectCode(other.alerts.notifyAll('alert_any'), 'permission-denied');
      const [stored] = await other.bookings.listMine();
      expect(stored).toMatchObject({ status: 'Pending', travelDate: roomRequest.travelDate });
      expect(stored).not.toHaveProperty('paidInFullAt');
      expect(stored).not.toHaveProperty('driver');
    });

    it('give the last room to exactly one of an operator confirming a lapsed request and a customer booking it', async () => {
      await oneDeluxeDouble(harness, backend());
      // The admin's backend holds a customer's session too: Karma books from it while the operator confirms.
      const first = await harness.sibling();
      await signUpCustomer(first, 'Pema');
      await signUpCustomer(backend(), 'Karma');
      const second = backend();
      const request = await first.bookings.create(roomRequest);
      await harness.moveClock(49 * hour);

      const [confirmed, booked] = await Promise.all([
        settle(backend().bookings.updateStatus(request.id, 'Confirmed')),
        settle(second.bookings.create({ ...roomRequest, userName: 'Karma Dorji' })),
      ]);
      expect([confirmed.ok, booked.ok].filter(Boolean)).toHaveLength(1);
      const refused = confirmed.ok ? booked : confirmed;
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(String(refused.error)).toMatch(/no room of this type is left for the night of 10 May 2031/);

      const stored = await backend().bookings.get(request.id);
      if (confirmed.ok) {
        expect(stored).toMatchObject({ status: 'Confirmed' });
        expect(await second.bookings.listMine()).toEqual([]);
      } else {
        expect(stored?.status).toBe('Pending');
        expect(typeof stored?.holdReleasedAt).toBe('string');
        expect(await second.bookings.listMine()).toHaveLength(1);
      }
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-10': 1,
        '2031-05-11': 1,
      });
    });

    it('mark payments and name a driver on the booking alone, answering with what was stored', async () => {
      const other = await harness.sibling();
      await signUpCustomer(other, 'Karma');
      const booking = await other.bookings.create(roomRequest);
      await harness.signInAdmin(backend());
      await backend().bookings.markPayment(booking.id, 'advance');
      await backend().bookings.assignDriver(booking.id, { name: 'Tashi Bhutia', phone: '+919800000001' });
      const stored = await backend().bookings.get(booking.id);
      expect(stored).toMatchObject({
        status: 'Pending',
        reference: booking.reference,
        driver: { name: 'Tashi Bhutia', phone: '+919800000001' },
      });
      expect(typeof stored?.advanceReceivedAt).toBe('string');
      await backend().bookings.assignDriver(booking.id, null);
      expect(await backend().bookings.get(booking.id)).not.toHaveProperty('driver');
      await expectCode(backend().bookings.assignDriver('AAAAAAAAAAAAAAAAAAAA', null), 'not-found');
      await expectCode(backend().bookings.updateStatus('AAAAAAAAAAAAAAAAAAAA', 'Confirmed'), 'not-found');
    });
  });
}
