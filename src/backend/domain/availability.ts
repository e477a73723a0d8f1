import { BackendError } from '../errors';
import { formatCalendarDate } from '../../lib/format';
import type { Booking, BookingStatus, RoomMonthHolds } from '../schemas';
import { lastBookableAfter } from './booking-horizon';
import { dayOfMonthOf, monthOf } from './calendar';
import { stayNights } from './room-stay';
import { asterNightsOf } from './trip-places';

/**
 * Rooms and seats that cannot be overbooked. A room booking holds its rooms of its type (one unless it says
 * `rooms`) for each night of its stay, a booking on a fixed tour departure holds its travellers' seats, while it is Pending or Confirmed;
 * Cancelled releases them. Holds are counted per room type and month (one count per night) and per departure.
 * Both adapters use these rules, inside the domain's transactions (a function's on Firebase), which is what keeps two
 * people at once from taking the same room or seat.
 */
export const roomMonthId = (roomId: string, month: string) => `${roomId}_${month}`;
export const departureId = (tourId: string, date: string) => `${tourId}_${date}`;

/**
 * Rooms of every type held on `date`, from the month counters of the room types (those of other months add
 * nothing): the counters already hold every night of every stay and tailored trip, each with its rooms, and leave
 * out what a lapsed request let go. The dashboard's "tonight" on both adapters.
 */
export function roomsHeldOn(date: string, counters: readonly Pick<RoomMonthHolds, 'month' | 'held'>[]): number {
  const month = monthOf(date);
  const day = dayOfMonthOf(date);
  return counters.reduce((sum, counter) => sum + (counter.month === month ? (counter.held[day] ?? 0) : 0), 0);
}

/** Whether a booking in this status holds its nights or seats. */
export const holdsInventory = (status: BookingStatus) => status !== 'Cancelled';

/** +1 when a status change starts holding, -1 when it releases, 0 otherwise. */
export function holdChange(from: BookingStatus, to: BookingStatus): -1 | 0 | 1 {
  if (holdsInventory(from) === holdsInventory(to)) return 0;
  return holdsInventory(to) ? 1 : -1;
}

/** What a stored booking holds while it is active. */
export type Hold =
  | { kind: 'nights'; roomId: string; nights: string[]; rooms: number }
  | { kind: 'seats'; tourId: string; date: string; seats: number }
  | { kind: 'none' };

/**
 * The fixed departure a booking is on, whose seats it holds: a tour booked on one of its departures, or a trip
 * tailored from that tour that starts on one (whatever nights of it are at Hotel Aster). Moving a whole departure
 * moves every booking this names, and the alert page offers it for these; null for anything else.
 */
export function departureOf(
  booking: Pick<Booking, 'kind' | 'itemId' | 'fixedDeparture' | 'travelDate'>,
): { tourId: string; date: string } | null {
  if (booking.kind !== 'tour' && booking.kind !== 'trip') return null;
  return booking.fixedDeparture && booking.itemId ? { tourId: booking.itemId, date: booking.travelDate } : null;
}

/** One thing a booking holds: room nights of one room type, or seats of one departure. */
export type RealHold = Exclude<Hold, { kind: 'none' }>;

/**
 * Everything a stored booking holds while it is active, each with its counter: a room stay its rooms each night; a
 * tour on a fixed departure its travellers' seats; a tailored trip both its seats, when it starts on a fixed
 * departure of the tour it came from, and its nights at Hotel Aster whichever they are (nights 1, 4 and 5 hold those
 * three and no other), one room type and the same rooms each night, as the quote transactions check. Every place
 * that takes, frees, moves, checks or counts holds reads this list, so a booking holds all of it or none.
 */
export function holdsOf(booking: Booking): RealHold[] {
  if (booking.kind === 'room') {
    return booking.itemId
      ? [
          {
            kind: 'nights',
            roomId: booking.itemId,
            nights: stayNights(booking.travelDate, booking.endDate),
            rooms: booking.rooms ?? 1,
          },
        ]
      : [];
  }
  const holds: RealHold[] = [];
  const departure = departureOf(booking);
  if (departure) holds.push({ kind: 'seats', ...departure, seats: booking.travellers ?? 1 });
  const aster = booking.kind === 'trip' ? asterNightsOf(booking.plan?.stays ?? []) : null;
  if (aster) holds.push({ kind: 'nights', ...aster });
  return holds;
}

/** Bookings found more than once (a lapsed trip found by its seats and by its rooms), each once. */
export function distinctBookings<B extends Pick<Booking, 'id'>>(bookings: readonly B[]): B[] {
  const seen = new Set<string>();
  return bookings.filter((booking) => !seen.has(booking.id) && Boolean(seen.add(booking.id)));
}

/** Each of `holds` with the same change: +1 to hold them all, -1 to release them all. */
export const allChanged = (holds: readonly Hold[], delta: 1 | -1) => holds.map((hold) => [hold, delta] as const);

/** The nights of a stay by month ('YYYY-MM' -> ['10', '11']): the month counts a booking changes. */
export function nightsByMonth(nights: readonly string[]): Map<string, string[]> {
  const months = new Map<string, string[]>();
  for (const night of nights) {
    const month = monthOf(night);
    months.set(month, [...(months.get(month) ?? []), dayOfMonthOf(night)]);
  }
  return months;
}

/** The first of `nights` without `wanted` rooms of the type free (every room held, for one), or null. */
export function firstFullNight(
  nights: readonly string[],
  held: Readonly<Record<string, number>>,
  rooms: number,
  wanted = 1,
): string | null {
  return nights.find((night) => (held[night] ?? 0) + wanted > rooms) ?? null;
}

/** Rooms of the type free on every one of `nights`. */
export function roomsLeft(nights: readonly string[], held: Readonly<Record<string, number>>, rooms: number): number {
  return Math.max(0, Math.min(...nights.map((night) => rooms - (held[night] ?? 0))));
}

export function roomSoldOutMessage(night: string, left = 0): string {
  return left <= 0
    ? `Sorry, no room of this type is left for the night of ${formatCalendarDate(night)}. Please choose other dates.`
    : `Sorry, only ${left} ${left === 1 ? 'room' : 'rooms'} of this type ${left === 1 ? 'is' : 'are'} left for the night of ${formatCalendarDate(night)}. Please choose other dates or fewer rooms.`;
}

export function seatsLeft(seats: number, taken: number): number {
  return Math.max(0, seats - taken);
}

/** A fixed departure open for booking online, with its seats and the seats left (null until the counts are known). */
export interface OpenDeparture {
  date: string;
  seats: number;
  left: number | null;
}

/**
 * A tour's fixed departures open for booking online, from today to the last bookable date, soonest first, with the
 * seats left once `held` (seats held per date) is known. The tour page and the booking form offer the same ones.
 * `today` is '' while a page is prerendered (no clock yet): then every departure is listed.
 */
export function openDepartures(
  departures: Readonly<Record<string, number>>,
  held: Readonly<Record<string, number>> | undefined,
  today: string,
): OpenDeparture[] {
  const last = today ? lastBookableAfter(today) : '';
  return Object.entries(departures)
    .filter(([date]) => !today || (date >= today && date <= last))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, seats]) => ({ date, seats, left: held ? seatsLeft(seats, held[date] ?? 0) : null }));
}

export function departureFullMessage(date: string, left: number): string {
  return left <= 0
    ? `Sorry, the departure on ${formatCalendarDate(date)} is full. Please choose another date.`
    : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on the departure of ${formatCalendarDate(date)}.`;
}

/**
 * One counter document's change: a room type's month (a delta per day 'DD') or a departure's seats. Changes of
 * several holds are merged per document, so each counter is written once per request.
 */
export type CounterChange =
  | { kind: 'room-month'; id: string; roomId: string; month: string; days: Record<string, number> }
  | { kind: 'departure'; id: string; tourId: string; date: string; seats: number };

export function netHoldChanges(holds: ReadonlyArray<readonly [Hold, 1 | -1]>): CounterChange[] {
  const changes = new Map<string, CounterChange>();
  for (const [hold, delta] of holds) {
    if (hold.kind === 'nights') {
      for (const [month, days] of nightsByMonth(hold.nights)) {
        const id = roomMonthId(hold.roomId, month);
        const change = changes.get(id) ?? { kind: 'room-month', id, roomId: hold.roomId, month, days: {} };
        if (change.kind !== 'room-month') continue;
        for (const day of days) change.days[day] = (change.days[day] ?? 0) + delta * hold.rooms;
        changes.set(id, change);
      }
    } else if (hold.kind === 'seats') {
      const id = departureId(hold.tourId, hold.date);
      const change = changes.get(id) ?? { kind: 'departure', id, tourId: hold.tourId, date: hold.date, seats: 0 };
      if (change.kind !== 'departure') continue;
      change.seats += delta * hold.seats;
      changes.set(id, change);
    }
  }
  return [...changes.values()];
}

/**
 * Refuses `hold` when it does not fit, counting what `freed` holds (lapsed requests released in the same write) as
 * available: 'sold-out' naming the first full night, or the seats left on the departure.
 */
export function holdShortfall(
  hold: Exclude<Hold, { kind: 'none' }>,
  stock: { held?: Record<string, number>; rooms?: number; taken?: number; seats?: number; freed: readonly Hold[] },
): void {
  if (hold.kind === 'nights') {
    const held = { ...stock.held };
    for (const freed of stock.freed) {
      if (freed.kind === 'nights' && freed.roomId === hold.roomId)
        for (const night of freed.nights) if (held[night]) held[night] = Math.max(0, held[night] - freed.rooms);
    }
    const rooms = stock.rooms ?? 0;
    const full = firstFullNight(hold.nights, held, rooms, hold.rooms);
    if (full) throw new BackendError('sold-out', roomSoldOutMessage(full, rooms - (held[full] ?? 0)));
  } else {
    let taken = stock.taken ?? 0;
    for (const freed of stock.freed)
      if (freed.kind === 'seats' && freed.tourId === hold.tourId && freed.date === hold.date) taken -= freed.seats;
    taken = Math.max(0, taken);
    const seats = stock.seats ?? 0;
    if (taken + hold.seats > seats) throw new BackendError('sold-out', departureFullMessage(hold.date, seatsLeft(seats, taken)));
  }
}
