import type { RoomType } from '@/backend/schemas';

/** Guests each Hotel Aster room sleeps (the seed data has no capacity field). */
const capacities: Record<string, number> = {
  'Deluxe Single': 1,
  'Deluxe Double': 2,
  'Super Deluxe': 2,
  'Super Deluxe Triple': 3,
};

export function roomCapacity(room: RoomType): number {
  const pax = /\((\d+)\s*pax\)/i.exec(room.name);
  return capacities[room.name] ?? (pax ? Number(pax[1]) : 2);
}
