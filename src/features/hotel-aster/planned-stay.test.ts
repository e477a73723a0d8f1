import { describe, expect, it } from 'vitest';
import type { RoomType } from '@/backend/schemas';
import { plannedStayFrom, plannedStaySearch } from './planned-stay';

const room = (id: string, rooms: number): RoomType =>
  ({ id, name: id, rooms, guests: 2, occupancy: { adults: 2, children: 1, extraBed: true } }) as unknown as RoomType;
const rooms = [room('deluxe-double', 4), room('family-room', 2)];
const today = '2026-11-25';

describe('plannedStayFrom', () => {
  it('reads the room type and the stay back from the address it keeps', () => {
    const stay = {
      roomId: 'family-room',
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
      adults: 2,
      children: 1,
      rooms: 2,
      plan: 'map' as const,
    };
    expect(plannedStayFrom(new URLSearchParams(plannedStaySearch(stay)), rooms, today)).toEqual(stay);
  });

  it('starts on the first room type, and holds the rooms to what the type has', () => {
    expect(plannedStayFrom(new URLSearchParams('room=suite&rooms=3&guests=2'), [room('deluxe-double', 2)], today)).toMatchObject({
      roomId: 'deluxe-double',
      adults: 2,
      rooms: 2,
    });
  });
});
