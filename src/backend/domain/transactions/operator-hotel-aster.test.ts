import { describe, expect, it } from 'vitest';
import { asterProfile, asterRooms } from '../../../../seed/data/hotel-aster';
import { isBackendError } from '../../errors';
import type { HotelAsterProfile, RoomType } from '../../schemas/index';
import { randomIdPattern } from '../ids';
import { saveHotelAster, type HotelAsterStore } from './operator-hotel-aster';

/** A store holding the sample hotel plus `extraIds` (rooms that no longer read); it records every write in order. */
function memoryStore(extraIds: string[] = []) {
  let profile: HotelAsterProfile | null = asterProfile;
  const rooms = new Map<string, RoomType>(asterRooms.map((room) => [room.id, room]));
  const writes: string[] = [];
  const store: HotelAsterStore = {
    profile: () => Promise.resolve(profile),
    rooms: () => Promise.resolve({ ids: [...rooms.keys(), ...extraIds], rooms: [...rooms.values()] }),
    putProfile: (value) => void ((profile = value), writes.push('profile')),
    putRoom: (room) => void (rooms.set(room.id, room), writes.push(`room ${room.id}`)),
    deleteRoom: (id) => void (rooms.delete(id), writes.push(`delete ${id}`)),
  };
  return { store, rooms, writes };
}

describe('saveHotelAster', () => {
  it('stores the profile and the rooms sent, gives a new room an id, and deletes every stored room left out', async () => {
    const { store, writes } = memoryStore(['unreadable-room']);
    const [first, second] = asterRooms;
    const saved = await saveHotelAster(store, {
      profile: asterProfile,
      rooms: [
        { ...second!, order: 5 },
        { ...first!, id: undefined, name: 'Garden Room', order: 1 },
      ],
    });

    const garden = saved.hotel.rooms[0]!;
    expect(garden.name).toBe('Garden Room');
    expect(garden.id).toMatch(randomIdPattern);
    expect(saved.hotel.rooms.map((room) => room.id)).toEqual([garden.id, second!.id]);
    const gone = asterRooms.filter((room) => room.id !== second!.id).map((room) => `delete ${room.id}`);
    expect(writes).toEqual(['profile', `room ${second!.id}`, `room ${garden.id}`, ...gone, 'delete unreadable-room']);
    // Every picture shown before, for the adapter to delete those no longer shown.
    expect(saved.shownBefore).toEqual([
      ...asterRooms.map((room) => room.image),
      ...asterProfile.gallery.map((image) => image.src),
    ]);
  });

  it('refuses a bad save whole, in words when the schema has them, and writes nothing', async () => {
    const { store, writes } = memoryStore();
    const [first, second] = asterRooms;
    const refusal = await saveHotelAster(store, {
      profile: asterProfile,
      rooms: [first!, { ...second!, name: first!.name }],
    }).catch((error: unknown) => error);
    expect(isBackendError(refusal, 'invalid-data') && refusal.message).toBe('Another room type has this name.');

    const badId = await saveHotelAster(store, { profile: asterProfile, rooms: [{ ...first!, id: 'rooms/other' }] }).catch(
      (error: unknown) => error,
    );
    expect(isBackendError(badId, 'invalid-data')).toBe(true);
    expect(writes).toEqual([]);
  });
});
