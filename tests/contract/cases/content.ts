import { describe, expect, it } from 'vitest';
import type { HotelAster, HotelAsterInput } from '../../../src/backend/schemas';
import { expectCode, signUpCustomer, type ContractContext } from '../harness';

/** What the admin's Hotel Aster screen sends back after editing `aster`. */
const asInput = (aster: HotelAster): HotelAsterInput => ({ profile: aster.profile, rooms: aster.rooms });

export function contentCases({ harness, backend }: ContractContext) {
  describe('Hotel Aster content', () => {
    it('reads the five room types in page order with their rates, rooms and guests, and the season', async () => {
      const aster = await backend().hotelAster.get();
      expect(aster.rooms.map((room) => room.name)).toEqual([
        'Deluxe Single',
        'Deluxe Double',
        'Super Deluxe',
        'Super Deluxe Triple',
        'Family Room (5 Pax)',
      ]);
      expect(aster.rooms[1]).toMatchObject({
        id: 'deluxe-double',
        rates: { season: { ep: 1500, cp: 1800, map: 2200 }, offSeason: { ep: 1300, cp: 1500, map: 2000 } },
      });
      expect(aster.rooms.every((room) => room.rooms >= 1 && room.guests >= 1)).toBe(true);
      expect(aster.profile.seasons).toEqual([
        { from: '03-01', to: '06-30' },
        { from: '10-01', to: '12-31' },
      ]);
      expect(aster.profile.gallery).toHaveLength(12);
      expect(aster.profile.facilities.length).toBeGreaterThanOrEqual(6);
      expect(aster.profile.contact.email).toContain('@');
    });

    it('lets an admin change a rate, the season and the rooms at once, and add and remove a room type', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      const input = asInput(aster);
      input.rooms[1] = {
        ...aster.rooms[1]!,
        rates: { ...aster.rooms[1]!.rates, offSeason: { ...aster.rooms[1]!.rates.offSeason, map: 2100 } },
      };
      input.profile = {
        ...aster.profile,
        seasons: [
          { from: '04-01', to: '06-15' },
          { from: '10-01', to: '12-31' },
        ],
      };
      input.rooms = [
        ...input.rooms.filter((room) => room.id !== 'family-room'),
        { ...aster.rooms[0]!, id: undefined, name: 'Attic Room', order: 9 },
      ];
      await backend().hotelAster.save(input);

      const saved = await backend().hotelAster.get();
      expect(saved.rooms.find((room) => room.id === 'deluxe-double')?.rates.offSeason.map).toBe(2100);
      expect(saved.profile.seasons[0]).toEqual({ from: '04-01', to: '06-15' });
      expect(saved.rooms.map((room) => room.name)).toEqual([
        'Deluxe Single',
        'Deluxe Double',
        'Super Deluxe',
        'Super Deluxe Triple',
        'Attic Room',
      ]);
      const attic = saved.rooms.at(-1)!;
      expect(attic.id).not.toBe(aster.rooms[0]!.id);
      // A visitor reads the same (no cache of the old content).
      const visitor = await harness.sibling();
      expect((await visitor.hotelAster.get()).rooms.map((room) => room.id)).toEqual(saved.rooms.map((room) => room.id));
    });

    it('refuses bad content whole: nothing is saved half-way', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      const broken = (change: (input: HotelAsterInput) => void) => {
        const input = structuredClone(asInput(aster));
        change(input);
        return backend().hotelAster.save(input);
      };
      await expectCode(
        broken((input) => (input.rooms[0]!.rates.season.ep = -1)),
        'invalid-data',
      );
      await expectCode(
        broken((input) => (input.rooms[0]!.rates.offSeason.cp = 0)),
        'invalid-data',
      );
      await expectCode(
        broken((input) => (input.rooms[0]!.rooms = 0)),
        'invalid-data',
      );
      await expectCode(
        broken(
          (input) =>
            (input.profile.seasons = [
              { from: '03-01', to: '06-30' },
              { from: '06-15', to: '07-15' },
            ]),
        ),
        'invalid-data',
      );
      // Said in words the operator can act on, from the schema's own refusal.
      await expectCode(
        broken((input) => (input.rooms[1]!.name = input.rooms[0]!.name)),
        'invalid-data',
        'Another room type has this name.',
      );
      await expectCode(
        broken((input) => (input.rooms[0]!.id = '../bookings/x')),
        'invalid-data',
      );
      expect(await backend().hotelAster.get()).toEqual(aster);
    });

    it('saves a new room type and deletes the one left out', async () => {
      await harness.signInAdmin(backend());
      const aster = await backend().hotelAster.get();
      const [first, ...others] = aster.rooms;
      await backend().hotelAster.save({
        profile: aster.profile,
        rooms: [...others, { ...first!, id: undefined, name: 'Garden Room', order: 0 }],
      });
      const saved = await backend().hotelAster.get();
      expect(saved.rooms.map((room) => room.name)).toEqual(['Garden Room', ...others.map((room) => room.name)]);
      expect(saved.rooms.some((room) => room.id === first!.id)).toBe(false);
    });

    it('refuses content writes from a visitor and a customer, and stores nothing', async () => {
      const aster = await backend().hotelAster.get();
      const changed = { ...asInput(aster), rooms: aster.rooms.slice(1) };
      await expectCode(backend().hotelAster.save(changed), 'permission-denied');
      await signUpCustomer(backend(), 'Nima');
      await expectCode(backend().hotelAster.save(changed), 'permission-denied');
      expect(await backend().hotelAster.get()).toEqual(aster);
    });
  });

  describe('business settings', () => {
    it('are read by anyone and changed by the admin only', async () => {
      const business = await backend().settings.business();
      expect(business.phone).toMatch(/^\+\d+$/);
      await expectCode(backend().settings.saveBusiness({ ...business, phone: '+911234567890' }), 'permission-denied');
      await harness.signInAdmin(backend());
      await backend().settings.saveBusiness({
        ...business,
        supportHours: 'Every day, 9 AM to 8 PM IST',
        social: { ...business.social, instagram: 'https://instagram.com/himalayanaster' },
      });
      expect(await backend().settings.business()).toMatchObject({
        supportHours: 'Every day, 9 AM to 8 PM IST',
        social: { instagram: 'https://instagram.com/himalayanaster' },
      });
      await expectCode(backend().settings.saveBusiness({ ...business, email: 'not an e-mail' }), 'invalid-data');
      await expectCode(
        backend().settings.saveBusiness({ ...business, social: { ...business.social, x: 'javascript:alert(1)' } }),
        'invalid-data',
      );
    });

    it("keep the operator's e-mail for notifications, read and changed by the admin only", async () => {
      await expectCode(backend().settings.notifications(), 'permission-denied');
      await expectCode(backend().settings.saveNotifications({ operatorEmail: 'me@example.com' }), 'permission-denied');
      await signUpCustomer(backend(), 'Pema');
      await expectCode(backend().settings.notifications(), 'permission-denied');
      await harness.signInAdmin(backend());
      expect((await backend().settings.notifications()).operatorEmail).toContain('@');
      await backend().settings.saveNotifications({ operatorEmail: 'desk@example.com' });
      expect(await backend().settings.notifications()).toEqual({ operatorEmail: 'desk@example.com' });
    });
  });
}
