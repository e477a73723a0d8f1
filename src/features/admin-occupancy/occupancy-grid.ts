import { addDays, datesFrom, monthOf, nextMonth, todayInIndia } from '@/backend/domain/calendar';
import { holdsOf } from '@/backend/domain/availability';
import { oldestFirst } from '@/backend/domain/ordering';
import type { Booking, RoomType } from '@/backend/schemas';
import type { OccupancyMonth } from '@/backend/types';
import { formatCalendarDate } from '@/lib/format';

/**
 * The occupancy page's month grid: one row per room type, one cell per night. How many rooms are taken comes
 * from the backend's hold counts (what refuses a customer when a night is full); which bookings hold them, and
 * whether they are Pending or Confirmed, from the month's room bookings.
 */
export type CellState = 'free' | 'taken' | 'full';

export interface OccupancyCell {
  /** The night, by the date it starts on. */
  date: string;
  held: number;
  rooms: number;
  state: CellState;
  pending: Booking[];
  confirmed: Booking[];
}

export interface OccupancyRow {
  room: RoomType;
  cells: OccupancyCell[];
}

export interface OccupancyGrid {
  month: string;
  nights: string[];
  rows: OccupancyRow[];
}

/**
 * The nights of `roomId` the booking holds: a stay's from check-in to the night before check-out, a tailored trip's
 * nights at Hotel Aster whichever they are, beside any seats it holds (holdsOf, the same the counters count).
 */
function nightsHeld(booking: Booking, roomId: string): string[] {
  return holdsOf(booking).flatMap((hold) => (hold.kind === 'nights' && hold.roomId === roomId ? hold.nights : []));
}

export function occupancyGrid(data: OccupancyMonth): OccupancyGrid {
  const nights = datesFrom(`${data.month}-01`, `${nextMonth(data.month)}-01`);
  const active = data.bookings.filter((booking) => booking.status !== 'Cancelled').sort(oldestFirst);
  const rows = data.rooms.map((room) => {
    const held = data.held[room.id] ?? {};
    const ofRoom = active.map((booking) => ({ booking, nights: nightsHeld(booking, room.id) }));
    const cells = nights.map((date): OccupancyCell => {
      const staying = ofRoom.filter((entry) => entry.nights.includes(date)).map((entry) => entry.booking);
      const taken = held[date] ?? 0;
      return {
        date,
        held: taken,
        rooms: room.rooms,
        state: taken >= room.rooms ? 'full' : taken > 0 ? 'taken' : 'free',
        pending: staying.filter((booking) => booking.status === 'Pending'),
        confirmed: staying.filter((booking) => booking.status === 'Confirmed'),
      };
    });
    return { room, cells };
  });
  return { month: data.month, nights, rows };
}

export const cellBookings = (cell: OccupancyCell) => [...cell.pending, ...cell.confirmed];

/** Whether a cell has anything to open: rooms taken or bookings staying. */
export const cellHasBookings = (cell: OccupancyCell) => cell.held > 0 || cell.pending.length + cell.confirmed.length > 0;

/** What a cell says to a screen reader: 'Family Room, night of 12 Dec 2026: 2 of 2 rooms taken (1 pending, 1 confirmed), none left.' */
export function cellDescription(room: RoomType, cell: OccupancyCell): string {
  const parts = [
    cell.pending.length ? `${cell.pending.length} pending` : '',
    cell.confirmed.length ? `${cell.confirmed.length} confirmed` : '',
  ].filter(Boolean);
  const split = parts.length ? ` (${parts.join(', ')})` : '';
  const left = cell.state === 'full' ? 'none left' : `${cell.rooms - cell.held} free`;
  return `${room.name}, night of ${formatCalendarDate(cell.date)}: ${cell.held} of ${cell.rooms} rooms taken${split}, ${left}.`;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month in the address, or this month in India. */
export function readMonth(value: string | null, today: string = todayInIndia()): string {
  return value && monthPattern.test(value) ? value : monthOf(today);
}

export function shiftMonth(month: string, by: -1 | 1): string {
  return by === 1 ? nextMonth(month) : monthOf(addDays(`${month}-01`, -1));
}

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });

/** '2026-12' -> 'December 2026'. */
export const monthLabel = (month: string) => monthName.format(Date.parse(`${month}-01T00:00:00Z`));

/** '2026-12-01' -> 'Tue'. */
export const weekdayLabel = (date: string) => weekday.format(Date.parse(`${date}T00:00:00Z`));
