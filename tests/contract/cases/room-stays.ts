import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../src/backend/types';
import { expectCode, roomRequest, seasonDate, signUpCustomer, type ContractContext, type ContractHarness } from '../harness';

/** Three adults and two children, two nights in May 2031 (season), CP. */
const family = {
  ...roomRequest,
  itemId: 'family-room',
  travelDate: seasonDate,
  endDate: '2031-05-12',
  travellers: 5,
  adults: 3,
  children: 2,
  mealPlan: 'cp' as const,
};

/** The operator's New Year over the seed's periods: 30 December to 1 January, two nights at least, dearer. */
async function saveNewYear(harness: ContractHarness, backend: Backend) {
  await harness.signInAdmin(backend);
  const aster = await backend.hotelAster.get();
  await backend.hotelAster.save({
    profile: {
      ...aster.profile,
      periods: [{ id: 'new-year-eve', name: 'New Year Eve', ranges: [{ from: '12-30', to: '01-01' }], minNights: 2 }],
      closed: [{ from: '2031-07-21', to: '2031-07-22', reason: 'Annual maintenance' }],
    },
    rooms: aster.rooms.map((room) =>
      room.id === 'deluxe-double'
        ? { ...room, periodRates: { 'new-year-eve': { ep: 4000, cp: 4500, map: 5000 } } }
        : { ...room, periodRates: {} as Record<string, never> },
    ),
  });
  await backend.auth.signOut();
}

export function roomStayCases({ harness, backend }: ContractContext) {
  describe('room stays: guests by age, rooms, rate periods', () => {
    it('prices a family in the Family Room line by line: the nights, an extra bed for the third adult, the children', async () => {
      await signUpCustomer(backend(), 'Pema');
      const booking = await backend().bookings.create(family);
      // ₹4,000 a night (CP, season); the extra bed ₹1,000 a night; each child ₹300 a night.
      expect(booking).toMatchObject({
        itemId: 'family-room',
        travellers: 5,
        adults: 3,
        children: 2,
        totalPrice: 2 * 4000 + 2 * 1000 + 2 * 2 * 300,
        lines: [
          { kind: 'room', label: 'Season nights, CP', detail: '2 nights × ₹4,000', amount: 8000 },
          { kind: 'room', label: 'Extra bed, CP', detail: '1 bed × 2 nights × ₹1,000', amount: 2000 },
          { kind: 'band', label: 'Children under 12, CP', detail: '2 children × 2 nights × ₹300', amount: 1200 },
        ],
      });
      expect(booking.rooms).toBeUndefined();
      expect(await backend().bookings.listMine()).toEqual([booking]);
    });

    it('offers two rooms to a party one room does not take, and holds two rooms a night', async () => {
      await signUpCustomer(backend(), 'Pema');
      const deluxe = { ...family, itemId: 'deluxe-double' };
      await expectCode(
        backend().bookings.create(deluxe),
        'invalid-data',
        'One Deluxe Double sleeps 2 adults and 1 child, and one more on an extra bed. For 3 adults and 2 children, please book 2 rooms or choose a larger room type.',
      );
      const booking = await backend().bookings.create({ ...deluxe, rooms: 2 });
      expect(booking).toMatchObject({ rooms: 2, totalPrice: 2 * 2 * 1800 + 2 * 2 * 300 });
      expect(booking.lines?.[0]).toMatchObject({ detail: '2 nights × 2 rooms × ₹1,800', amount: 7200 });
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
        '2031-05-10': 2,
        '2031-05-11': 2,
      });
      await harness.signInAdmin(backend());
      await backend().bookings.updateStatus(booking.id, 'Cancelled');
      expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({});
    });

    it('refuses two rooms where one is left, naming the night', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      await backend().hotelAster.save({
        profile: aster.profile,
        rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 2 } : room)),
      });
      await signUpCustomer(backend(), 'Pema');
      await backend().bookings.create({ ...roomRequest, travelDate: '2031-05-11', endDate: '2031-05-12' });
      await expectCode(
        backend().bookings.create({ ...family, itemId: 'deluxe-double', rooms: 2 }),
        'sold-out',
        /only 1 room of this type is left for the night of 11 May 2031/,
      );
    });

    it('stores the price the backend makes, never one the browser sends', async () => {
      await signUpCustomer(backend(), 'Pema');
      const forged = {
        ...family,
        totalPrice: 1,
        lines: [{ kind: 'discount', label: 'Friends and family', detail: '', amount: -11_199 }],
      };
      const booking = await backend().bookings.create(forged);
      expect(booking.totalPrice).toBe(11_200);
      expect(booking.lines?.map((line) => line.amount)).toEqual([8000, 2000, 1200]);
      expect((await backend().bookings.listMine())[0]?.totalPrice).toBe(11_200);
    });

    it("follows the operator's rate periods, minimum stays and closed dates", async () => {
      await saveNewYear(harness, backend());
      const aster = await backend().hotelAster.get();
      expect(aster.profile.periods?.[0]).toMatchObject({ name: 'New Year Eve', minNights: 2 });
      expect(aster.rooms.find((room) => room.id === 'deluxe-double')?.periodRates).toEqual({
        'new-year-eve': { ep: 4000, cp: 4500, map: 5000 },
      });
      await signUpCustomer(backend(), 'Pema');
      const newYear = { ...roomRequest, travelDate: '2031-12-31', endDate: '2032-01-01', mealPlan: 'cp' as const };
      await expectCode(
        backend().bookings.create(newYear),
        'invalid-data',
        'Stays over New Year Eve are at least 2 nights. Please choose a later check-out date.',
      );
      // 29 December is season (₹1,800 CP), 30 and 31 December the New Year Eve rate.
      const stay = await backend().bookings.create({ ...newYear, travelDate: '2031-12-29' });
      expect(stay.lines?.map((line) => [line.label, line.amount])).toEqual([
        ['Season nights, CP', 1800],
        ['New Year Eve nights, CP', 9000],
      ]);
      expect(stay.totalPrice).toBe(10_800);
      await expectCode(
        backend().bookings.create({ ...roomRequest, travelDate: '2031-07-20', endDate: '2031-07-22' }),
        'invalid-data',
        'Hotel Aster is closed on the night of 21 Jul 2031: Annual maintenance. Please choose other dates.',
      );
    });
  });
}
