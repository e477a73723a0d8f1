import { parseInput } from '../../parse';
import { hotelAsterInputSchema, type HotelAsterProfile, type HotelAsterSaved, type RoomType } from '../../schemas/index';
import { randomId } from '../ids';
import { hotelAsterImages } from '../image-usage';
import { byPageOrder } from '../ordering';

/**
 * The operator saves Hotel Aster's screen: the profile (seasons, rate periods, closings, facilities, gallery,
 * contact) and every room type, at once. The hosted backend runs this in a Cloud Function inside one Admin SDK
 * transaction (the admin claim checked there), the embedded demo inside one IndexedDB transaction: the page never
 * shows new rates with an old season, or half the rooms. At most 1 + 2 × `limits.roomTypes` writes (the profile,
 * the rooms sent, the stored ones left out), well within a transaction's limits.
 *
 * As in customer-requests.ts, the store reads first and writes after.
 */
export interface HotelAsterStore {
  /** The stored profile, or null when there is none yet (or it cannot be read). */
  profile(): Promise<HotelAsterProfile | null>;
  /**
   * The stored room types: `ids` names every stored document, unreadable ones included (a room type left out of
   * the save is deleted whatever it holds), `rooms` the ones that read well.
   */
  rooms(): Promise<{ ids: readonly string[]; rooms: RoomType[] }>;
  putProfile(profile: HotelAsterProfile): Promise<void> | void;
  putRoom(room: RoomType): Promise<void> | void;
  deleteRoom(id: string): Promise<void> | void;
}

/** Saves the profile and the room types sent (a room without an id is new); stored rooms left out are deleted. */
export async function saveHotelAster(store: HotelAsterStore, input: unknown): Promise<HotelAsterSaved> {
  const { profile, rooms } = parseInput(hotelAsterInputSchema, input);
  const before = await store.profile();
  const stored = await store.rooms();

  const saved: RoomType[] = rooms.map((room) => ({ ...room, id: room.id ?? randomId() }));
  const keep = new Set(saved.map((room) => room.id));
  await store.putProfile(profile);
  for (const room of saved) await store.putRoom(room);
  for (const id of stored.ids.filter((id) => !keep.has(id))) await store.deleteRoom(id);

  return {
    hotel: { profile, rooms: [...saved].sort(byPageOrder) },
    shownBefore: hotelAsterImages({ profile: { gallery: before?.gallery ?? [] }, rooms: stored.rooms }),
  };
}
