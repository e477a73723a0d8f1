import { describe, expect, it } from 'vitest';
import { limits } from '../../../src/backend/limits';
import type { TourInput, TourPackage } from '../../../src/backend/schemas';
import type { Backend } from '../../../src/backend/types';
import { northSikkimTour } from '../../../src/testing/north-sikkim';
import { expectCode, roomRequest, signUpCustomer, tourRequest, type ContractContext, type ContractHarness } from '../harness';

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

    it('give the last seats to exactly one of two operators moving bookings there at once; the other is refused', async () => {
      await harness.signInAdmin(backend());
      const input: Partial<TourPackage> = { ...northSikkimTour({ '2031-05-10': 6, '2031-05-24': 2 }) };
      delete input.id;
      const tourId = (await backend().tours.add(input as TourInput)).id;
      const customer = await harness.sibling();
      await signUpCustomer(customer, 'Karma');
      const trip = { ...tourRequest, itemId: tourId, travelDate: '2031-05-10', endDate: '2031-05-14', travellers: 2 };
      const first = await customer.bookings.create(trip);
      const second = await customer.bookings.create(trip);
      const colleague = await harness.sibling();
      await harness.signInAdmin(colleague);

      const results = await Promise.all([
        settle(backend().alerts.moveBooking(first.id, '2031-05-24')),
        settle(colleague.alerts.moveBooking(second.id, '2031-05-24')),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const refused = results.find((result) => !result.ok);
      expect(refused && !refused.ok && String(refused.error)).toMatch(/24 May 2031/);
      const dates = (await customer.bookings.listMine()).map((booking) => booking.travelDate).sort();
      expect(dates).toEqual(['2031-05-10', '2031-05-24']);
      const seats = await backend().availability.departureSeats(tourId);
      expect({ old: seats['2031-05-10'], next: seats['2031-05-24'] }).toEqual({ old: 2, next: 2 });
    });

    it(`move a booking keeping its reference and freeing its old nights, and keep its latest ${limits.statusHistory} moves`, async () => {
      const customer = await harness.sibling();
      await signUpCustomer(customer, 'Karma');
      const booking = await customer.bookings.create(roomRequest);
      await harness.signInAdmin(backend());
      await backend().alerts.moveBooking(booking.id, '2031-05-20');
      expect(await backend().bookings.get(booking.id)).toMatchObject({
        reference: booking.reference,
        travelDate: '2031-05-20',
        endDate: '2031-05-22',
      });
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-20': 1,
        '2031-05-21': 1,
      });

      // The 101st move goes through on both backends; the record keeps the latest moves and lets the first go.
      for (let move = 2; move <= limits.statusHistory + 1; move++)
        await backend().alerts.moveBooking(booking.id, move % 2 === 0 ? roomRequest.travelDate : '2031-05-20');
      const moves = (await backend().bookings.officeRecord(booking.id)).moves ?? [];
      expect(moves).toHaveLength(limits.statusHistory);
      expect(moves[0]).toMatchObject({ from: '2031-05-20', to: roomRequest.travelDate });
      expect(moves.at(-1)).toMatchObject({ from: roomRequest.travelDate, to: '2031-05-20' });
      expect((await backend().bookings.get(booking.id))?.travelDate).toBe('2031-05-20');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-20': 1,
        '2031-05-21': 1,
      });
    }, 240_000);
  });
}
