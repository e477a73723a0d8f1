import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import {
  expectCode,
  roomRequest,
  seasonDate,
  signUpCustomer,
  tourRequest,
  type ContractContext,
  type ContractHarness,
} from '../harness';

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

export function availabilityCases({ harness, backend }: ContractContext) {
  describe('room availability', () => {
    it('holds one room of the type for each night of the stay while the booking is Pending or Confirmed', async () => {
      await signUpCustomer(backend(), 'Pema');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({});
      await backend().bookings.create(roomRequest);
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-11', endDate: '2031-05-13' });
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 2)).toEqual({
        '2031-05-10': 1,
        '2031-05-11': 2,
        '2031-05-12': 1,
      });
      // A stay across the end of a month holds nights in both months.
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-31', endDate: '2031-06-02' });
      expect(await backend().availability.roomNights('deluxe-double', '2031-06', 1)).toEqual({ '2031-06-01': 1 });
      expect(await backend().availability.roomNights('super-deluxe', '2031-05', 1)).toEqual({});
    });

    it('gives the last room to exactly one of two customers booking at once; the other is told the full night', async () => {
      await oneDeluxeDouble(harness, backend());
      const other = await harness.sibling();
      await signUpCustomer(backend(), 'Pema');
      await signUpCustomer(other, 'Karma');
      const results = await Promise.all([
        settle(backend().bookings.create(roomRequest)),
        settle(other.bookings.create({ ...roomRequest, userName: 'Karma Dorji' })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const refused = results.find((result) => !result.ok);
      expect(refused && !refused.ok && String(refused.error)).toMatch(
        /no room of this type is left for the night of 10 May 2031/,
      );
      expect([...(await backend().bookings.listMine()), ...(await other.bookings.listMine())]).toHaveLength(1);
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-10': 1,
        '2031-05-11': 1,
      });
    });

    it('refuses a stay with a full night, naming the first full night, and stores nothing', async () => {
      await oneDeluxeDouble(harness, backend());
      const customer = await signUpCustomer(backend(), 'Pema');
      await harness.verifyEmail(customer.email);
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-11', endDate: '2031-05-12' });
      await expectCode(
        backend().bookings.create({ ...roomRequest, endDate: '2031-05-14' }),
        'sold-out',
        'Sorry, no room of this type is left for the night of 11 May 2031. Please choose other dates.',
      );
      expect(await backend().bookings.listMine()).toHaveLength(1);
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({ '2031-05-11': 1 });
      expect((await backend().mail.latest(20)).filter((mail) => mail.template.name === 'booking-received')).toHaveLength(1);
    });

    it('releases the nights when the operator cancels, holds them again when un-cancelled, and says so when there is no room', async () => {
      await oneDeluxeDouble(harness, backend());
      const other = await harness.sibling();
      await signUpCustomer(backend(), 'Pema');
      await signUpCustomer(other, 'Karma');
      const first = await backend().bookings.create(roomRequest);
      await backend().bookings.updateStatus(first.id, 'Cancelled');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({});
      const second = await other.bookings.create(roomRequest);
      await expectCode(backend().bookings.updateStatus(first.id, 'Confirmed'), 'sold-out', /10 May 2031/);
      expect((await backend().bookings.get(first.id))?.status).toBe('Cancelled');
      await backend().bookings.updateStatus(second.id, 'Cancelled');
      await backend().bookings.updateStatus(first.id, 'Confirmed');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-10': 1,
        '2031-05-11': 1,
      });
      // Pending to Confirmed holds nothing more.
      await backend().bookings.updateStatus(first.id, 'Pending');
      await backend().bookings.updateStatus(first.id, 'Confirmed');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-10': 1,
        '2031-05-11': 1,
      });
    });

    it('shows the operator a month of occupancy: rooms held per night and the bookings', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(roomRequest);
      await expectCode(backend().availability.occupancyMonth('2031-05'), 'permission-denied');
      await harness.signInAdmin(backend());
      const month = await backend().availability.occupancyMonth('2031-05');
      expect(month.rooms).toHaveLength(5);
      expect(month.held['deluxe-double']).toEqual({ '2031-05-10': 1, '2031-05-11': 1 });
      expect(month.held['deluxe-single']).toEqual({});
      expect(month.bookings.map((b) => b.id)).toEqual([booking.id]);
      expect((await backend().availability.occupancyMonth('2031-06')).bookings).toEqual([]);
      expect(await backend().stats.occupancy(seasonDate)).toEqual({
        held: 1,
        rooms: month.rooms.reduce((sum, room) => sum + room.rooms, 0),
      });
    });
  });

  describe("tonight's occupancy", () => {
    it('counts every room a tailored trip holds at Hotel Aster on the night, and none on its nights elsewhere', async () => {
      await harness.signInAdmin(backend());
      const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe-double', rooms: 2 };
      const draft = await backend().quotes.saveDraft({
        content: {
          title: 'Durga Puja in North Sikkim and Gangtok',
          // For whoever holds the link.
          customer: { name: 'Sudipta Roy', email: '', phone: '+919800012345' },
          startDate: '2031-10-08',
          endDate: '2031-10-11',
          party: [{ age: 44 }, { age: 41 }, { age: 15 }, { age: 12 }],
          stays: [
            { night: '2031-10-08', ...aster },
            { night: '2031-10-09', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
            { night: '2031-10-10', ...aster },
          ],
          lines: [{ kind: 'band', label: 'Trip for 4', amount: 64_000 }],
          validUntil: '2031-01-31',
        },
      });
      const { token } = (await backend().quotes.send(draft.id)).quote;
      const family = await harness.sibling();
      await signUpCustomer(family, 'Sudipta');
      await family.quotes.accept(token, 1);

      const tonight = async (date: string) => (await backend().stats.occupancy(date)).held;
      expect([await tonight('2031-10-08'), await tonight('2031-10-09'), await tonight('2031-10-10')]).toEqual([2, 0, 2]);
      expect(await tonight('2031-10-11')).toBe(0);
    });
  });

  describe('tour departures', () => {
    async function withDepartures(seats: number) {
      await harness.signInAdmin(backend());
      const tour = (await backend().tours.get('sikkim-delight'))!;
      await backend().tours.update({ ...tour, departures: { '2031-04-02': seats, '2031-04-16': 10 } });
    }

    it('books only a departure date, holds its seats and refuses more than are left', async () => {
      await withDepartures(4);
      await signUpCustomer(backend(), 'Pema');
      await expectCode(
        backend().bookings.create({ ...tourRequest, travelDate: '2031-04-03', endDate: '2031-04-08' }),
        'invalid-data',
        'Please choose one of the departure dates.',
      );
      const booking = await backend().bookings.create(tourRequest);
      expect(booking).toMatchObject({ fixedDeparture: true, travellers: 3 });
      expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({ '2031-04-02': 3 });
      await expectCode(
        backend().bookings.create({ ...tourRequest, travellers: 2 }),
        'sold-out',
        'Only 1 seat is left on the departure of 2 Apr 2031.',
      );
      // The operator confirms the first: the last seat is then within what Pending requests may hold.
      await backend().bookings.updateStatus(booking.id, 'Confirmed');
      await backend().bookings.create({ ...tourRequest, travellers: 1 });
      await expectCode(
        backend().bookings.create({ ...tourRequest, travellers: 1 }),
        'sold-out',
        'Sorry, the departure on 2 Apr 2031 is full. Please choose another date.',
      );
      const departures = await backend().availability.departures('2031-01-01');
      expect(departures.map(({ tour, date, seats, taken }) => ({ tour: tour.id, date, seats, taken }))).toEqual([
        { tour: 'sikkim-delight', date: '2031-04-02', seats: 4, taken: 4 },
        { tour: 'sikkim-delight', date: '2031-04-16', seats: 10, taken: 0 },
      ]);
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({ '2031-04-02': 1 });
    });

    it('gives the last seat to exactly one of two customers booking at once', async () => {
      await withDepartures(1);
      const other = await harness.sibling();
      await signUpCustomer(backend(), 'Pema');
      await signUpCustomer(other, 'Karma');
      const results = await Promise.all([
        settle(backend().bookings.create({ ...tourRequest, travellers: 1 })),
        settle(other.bookings.create({ ...tourRequest, travellers: 1 })),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({ '2031-04-02': 1 });
    });
  });
}
