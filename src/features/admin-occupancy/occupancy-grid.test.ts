import type { Booking, RoomType } from '@/backend/schemas';
import type { OccupancyMonth } from '@/backend/types';
import { durgaPujaBooking } from '@/testing/north-sikkim';
import { asterRooms } from '~seed/data';
import {
  cellBookings,
  cellDescription,
  cellHasBookings,
  monthLabel,
  occupancyGrid,
  readMonth,
  shiftMonth,
} from './occupancy-grid';

const family = asterRooms.find((room) => room.id === 'family-room') as RoomType;
const single = asterRooms.find((room) => room.id === 'deluxe-single') as RoomType;

const stay = (id: string, status: Booking['status'], travelDate: string, endDate: string, itemId = 'family-room'): Booking => ({
  id,
  kind: 'room',
  itemId,
  itemName: 'Family Room (5 Pax), Hotel Aster',
  userName: `Guest ${id}`,
  userEmail: `${id}@example.com`,
  travelDate,
  endDate,
  totalPrice: 6000,
  status,
  createdAt: `2027-01-0${id.length}T00:00:00.000Z`,
});

const month: OccupancyMonth = {
  month: '2027-02',
  rooms: [single, family],
  held: { 'family-room': { '2027-02-27': 2, '2027-02-28': 1 }, 'deluxe-single': {} },
  bookings: [
    stay('a', 'Confirmed', '2027-02-27', '2027-03-02'),
    stay('bb', 'Pending', '2027-02-26', '2027-02-28'),
    // Cancelled bookings hold nothing and are left out.
    stay('ccc', 'Cancelled', '2027-02-27', '2027-02-28'),
  ],
};

describe('occupancyGrid', () => {
  const grid = occupancyGrid(month);
  const familyRow = grid.rows[1]!;
  const cell = (date: string) => familyRow.cells.find((item) => item.date === date)!;

  it('has a column per night of the month and a row per room type, in page order', () => {
    expect(grid.nights).toHaveLength(28);
    expect(grid.nights[0]).toBe('2027-02-01');
    expect(grid.nights.at(-1)).toBe('2027-02-28');
    expect(grid.rows.map((row) => row.room.id)).toEqual(['deluxe-single', 'family-room']);
  });

  it("counts rooms taken from the holds, out of the type's rooms, and says when none is left", () => {
    expect(cell('2027-02-27')).toMatchObject({ held: 2, rooms: 2, state: 'full' });
    expect(cell('2027-02-28')).toMatchObject({ held: 1, rooms: 2, state: 'taken' });
    expect(cell('2027-02-01')).toMatchObject({ held: 0, state: 'free' });
    expect(cellHasBookings(cell('2027-02-01'))).toBe(false);
    expect(grid.rows[0]!.cells.every((item) => item.state === 'free')).toBe(true);
  });

  it('splits the bookings staying each night into Pending and Confirmed; the check-out day is not a night', () => {
    expect(cell('2027-02-27').pending.map((b) => b.id)).toEqual(['bb']);
    expect(cell('2027-02-27').confirmed.map((b) => b.id)).toEqual(['a']);
    // Guest bb leaves on the 28th.
    expect(cell('2027-02-28').pending).toEqual([]);
    expect(cellBookings(cell('2027-02-28')).map((b) => b.id)).toEqual(['a']);
    expect(cell('2027-02-26').pending.map((b) => b.id)).toEqual(['bb']);
  });

  it('lists a tailored trip on its nights at Hotel Aster only, not on the nights it sleeps elsewhere', () => {
    const trip = durgaPujaBooking({ status: 'Confirmed' });
    const october = occupancyGrid({ month: '2027-10', rooms: [single, family], held: {}, bookings: [trip] });
    const deluxe = { ...single, id: 'deluxe' };
    const withDeluxe = occupancyGrid({ month: '2027-10', rooms: [deluxe], held: {}, bookings: [trip] });
    const nights = withDeluxe.rows[0]!.cells.filter((item) => item.confirmed.length > 0).map((item) => item.date);
    expect(nights).toEqual(['2027-10-08', '2027-10-11', '2027-10-12']);
    expect(october.rows.every((row) => row.cells.every((item) => !cellHasBookings(item)))).toBe(true);
  });

  it('describes a cell in words', () => {
    expect(cellDescription(family, cell('2027-02-27'))).toBe(
      'Family Room (5 Pax), night of 27 Feb 2027: 2 of 2 rooms taken (1 pending, 1 confirmed), none left.',
    );
    expect(cellDescription(family, cell('2027-02-28'))).toBe(
      'Family Room (5 Pax), night of 28 Feb 2027: 1 of 2 rooms taken (1 confirmed), 1 free.',
    );
  });
});

describe('months', () => {
  it('reads the month from the address, or takes this one', () => {
    expect(readMonth('2027-02', '2026-11-23')).toBe('2027-02');
    expect(readMonth('2027-13', '2026-11-23')).toBe('2026-11');
    expect(readMonth(null, '2026-11-23')).toBe('2026-11');
  });

  it('steps across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-12')).toBe('December 2026');
  });
});
