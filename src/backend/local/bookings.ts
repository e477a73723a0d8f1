import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import {
  departureFullMessage,
  departureId,
  firstFullNight,
  holdChange,
  holdOf,
  nightsByMonth,
  roomMonthId,
  roomSoldOutMessage,
  seatsLeft,
  type Hold,
} from '../domain/availability';
import { bookingOrder, matchesBookingFilter, needsAttentionFrom } from '../domain/booking-filter';
import { bookingReference } from '../domain/booking-reference';
import { flightNoLongerOffered, newBooking, newFlightRequest, roomNoLongerOffered, tourNoLongerOffered, type BookedItem } from '../domain/booking-request';
import { checkCancellationRequest } from '../domain/cancellation';
import { randomId } from '../domain/ids';
import { withStatusChange } from '../domain/status-history';
import { bookingReceivedMails, statusChangeMail, type MailDraft } from '../domain/mail';
import { newestFirst } from '../domain/ordering';
import {
  bookingOfficeRecordSchema,
  bookingRequestInputSchema,
  bookingSchema,
  bookingStatusSchema,
  flightSchema,
  hotelAsterProfileSchema,
  notificationSettingsSchema,
  roomTypeSchema,
  tourSchema,
  type Booking,
  type BookingOfficeRecord,
} from '../schemas';
import type { BookingsApi } from '../types';
import { pageOf, requireAdmin, requireCustomer, type LocalContext } from './context';
import { singletonIds, type LocalDb, type LocalTransaction, type StoredDoc } from './db';

type HoldStores = ['hotelBookings', 'roomNights', 'departureSeats', 'mail', 'asterRooms', 'tourPackages', 'singletons', 'bookingNotes'];
const holdStores: HoldStores = ['hotelBookings', 'roomNights', 'departureSeats', 'mail', 'asterRooms', 'tourPackages', 'singletons', 'bookingNotes'];
type HoldTransaction = LocalTransaction<HoldStores>;

/** The stored item a request books, or not-found with words a customer understands. */
async function bookedItem(db: LocalDb, kind: 'tour' | 'room' | 'flight', itemId: string): Promise<BookedItem> {
  if (kind === 'tour') {
    const tour = parseOne(tourSchema, (await db.get('tourPackages', itemId)) ?? null, 'tour package');
    if (tour) return { kind, tour };
    throw new BackendError('not-found', tourNoLongerOffered);
  }
  if (kind === 'room') {
    const [room, profile] = await Promise.all([db.get('asterRooms', itemId), db.get('singletons', singletonIds.hotelAster)]);
    const parsedRoom = parseOne(roomTypeSchema, room ?? null, 'room type');
    const parsedProfile = parseOne(hotelAsterProfileSchema, profile ?? null, 'Hotel Aster');
    if (parsedRoom && parsedProfile) return { kind, room: parsedRoom, seasons: parsedProfile.seasons };
    throw new BackendError('not-found', roomNoLongerOffered);
  }
  const flight = parseOne(flightSchema, (await db.get('flights', itemId)) ?? null, 'flight');
  if (flight) return { kind, flight };
  throw new BackendError('not-found', flightNoLongerOffered);
}

/** Rooms held per night by the month counts of one room type, for these months. */
async function heldNights(tx: HoldTransaction, roomId: string, months: Iterable<string>): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const month of months) {
    const doc = await tx.objectStore('roomNights').get(roomMonthId(roomId, month));
    for (const [day, count] of Object.entries((doc?.held as Record<string, number> | undefined) ?? {})) held[`${month}-${day}`] = count;
  }
  return held;
}

/**
 * Holds (`delta` 1) or releases (-1) what a booking holds, inside the caller's transaction. Holding checks the
 * room count or the departure's seats first and throws 'sold-out' naming the first full night or the departure.
 */
async function changeHold(tx: HoldTransaction, hold: Hold, delta: 1 | -1): Promise<void> {
  if (hold.kind === 'nights') {
    const months = nightsByMonth(hold.nights);
    if (delta > 0) {
      const room = parseOne(roomTypeSchema, (await tx.objectStore('asterRooms').get(hold.roomId)) ?? null, 'room type');
      if (!room) throw new BackendError('not-found', roomNoLongerOffered);
      const full = firstFullNight(hold.nights, await heldNights(tx, hold.roomId, months.keys()), room.rooms);
      if (full) throw new BackendError('sold-out', roomSoldOutMessage(full));
    }
    for (const [month, days] of months) {
      const id = roomMonthId(hold.roomId, month);
      const doc = (await tx.objectStore('roomNights').get(id)) ?? { id, roomId: hold.roomId, month, held: {} };
      const held = { ...(doc.held as Record<string, number>) };
      for (const day of days) held[day] = Math.max(0, (held[day] ?? 0) + delta);
      await tx.objectStore('roomNights').put({ ...doc, held });
    }
  } else if (hold.kind === 'seats') {
    const id = departureId(hold.tourId, hold.date);
    const doc = (await tx.objectStore('departureSeats').get(id)) ?? { id, tourId: hold.tourId, date: hold.date, held: 0 };
    const taken = (doc.held as number) + delta * hold.seats;
    if (delta > 0) {
      const tour = parseOne(tourSchema, (await tx.objectStore('tourPackages').get(hold.tourId)) ?? null, 'tour package');
      const seats = tour?.departures[hold.date] ?? 0;
      if (taken > seats) throw new BackendError('sold-out', departureFullMessage(hold.date, seatsLeft(seats, doc.held as number)));
    }
    await tx.objectStore('departureSeats').put({ ...doc, held: Math.max(0, taken) });
  }
}

async function operatorEmail(tx: HoldTransaction): Promise<string> {
  const settings = parseOne(notificationSettingsSchema, (await tx.objectStore('singletons').get(singletonIds.notifications)) ?? null, 'notification settings');
  if (!settings) throw new BackendError('unavailable', 'The operator has not set where booking e-mails go.');
  return settings.operatorEmail;
}

const mailDoc = (draft: MailDraft, createdAt: string): StoredDoc => ({ ...draft, createdAt });

/** A reference no stored booking has (the unique index would refuse a second one anyway). */
async function freeReference(tx: HoldTransaction): Promise<string> {
  for (;;) {
    const reference = bookingReference();
    if (!(await tx.objectStore('hotelBookings').index('byReference').getKey(reference))) return reference;
  }
}

export function createLocalBookings(ctx: LocalContext): BookingsApi {
  const allBookings = async () => parseEach(bookingSchema, await (await ctx.db()).getAll('hotelBookings'), 'booking');

  /** Stores a customer's new booking with its hold, reference and e-mails, all in one transaction. */
  async function store(build: (reference: string, createdAt: string) => Booking): Promise<Booking> {
    const db = await ctx.db();
    const tx = db.transaction(holdStores, 'readwrite');
    try {
      // A clock that never repeats, like the hosted backend's request time: two bookings made within one
      // millisecond still list newest first.
      const createdAt = new Date(ctx.uniqueNow()).toISOString();
      const booking = build(await freeReference(tx), createdAt);
      await changeHold(tx, holdOf(booking), 1);
      const to = await operatorEmail(tx);
      await tx.objectStore('hotelBookings').add(booking);
      for (const draft of bookingReceivedMails(booking, to)) await tx.objectStore('mail').add(mailDoc(draft, createdAt));
      await tx.done;
      return booking;
    } catch (error) {
      abort(tx);
      throw error;
    }
  }

  return {
    async create(input) {
      const customer = requireCustomer(ctx);
      const request = parseInput(bookingRequestInputSchema, input);
      const item = await bookedItem(await ctx.db(), request.kind, request.itemId);
      return store((reference, createdAt) => newBooking(request, item, { id: randomId(), userId: customer.id, reference, createdAt }));
    },
    async requestFlight(input) {
      const customer = requireCustomer(ctx);
      return store((reference, createdAt) => newFlightRequest(input, { id: randomId(), userId: customer.id, reference, createdAt }));
    },
    async listMine() {
      const customer = requireCustomer(ctx);
      const mine = await (await ctx.db()).getAllFromIndex('hotelBookings', 'byUser', customer.id);
      return parseEach(bookingSchema, mine, 'booking').sort(newestFirst);
    },
    async requestCancellation(id) {
      const customer = requireCustomer(ctx);
      const tx = (await ctx.db()).transaction('hotelBookings', 'readwrite');
      const current = parseOne(bookingSchema, (await tx.store.get(id)) ?? null, 'booking');
      const { alreadyRequested } = checkCancellationRequest(current, customer.id);
      if (!alreadyRequested && current) await tx.store.put({ ...current, cancellationRequestedAt: new Date(ctx.now()).toISOString() });
      await tx.done;
    },

    async page(filter, request) {
      requireAdmin(ctx);
      return pageOf((await allBookings()).filter((booking) => matchesBookingFilter(booking, filter)).sort(bookingOrder(filter)), request);
    },
    async count(filter) {
      requireAdmin(ctx);
      return (await allBookings()).filter((booking) => matchesBookingFilter(booking, filter)).length;
    },
    async get(id) {
      requireAdmin(ctx);
      return parseOne(bookingSchema, (await (await ctx.db()).get('hotelBookings', id)) ?? null, 'booking');
    },
    async updateStatus(id, status) {
      const admin = requireAdmin(ctx);
      const next = parseInput(bookingStatusSchema, status);
      const tx = (await ctx.db()).transaction(holdStores, 'readwrite');
      try {
        const current = parseOne(bookingSchema, (await tx.objectStore('hotelBookings').get(id)) ?? null, 'booking');
        if (!current) throw new BackendError('not-found');
        if (current.status === next) {
          await tx.done;
          return;
        }
        const change = holdChange(current.status, next);
        if (change !== 0) await changeHold(tx, holdOf(current), change);
        const at = ctx.now();
        await tx.objectStore('hotelBookings').put({ ...current, status: next });
        const notes = parseOne(bookingOfficeRecordSchema, (await tx.objectStore('bookingNotes').get(id)) ?? {}, 'booking note') ?? { note: '', history: [] };
        const history = withStatusChange(notes.history, { status: next, at: new Date(at).toISOString(), by: admin.email });
        await tx.objectStore('bookingNotes').put({ id, ...notes, history });
        const mail = statusChangeMail(current, next, at);
        if (mail) await tx.objectStore('mail').add(mailDoc(mail, new Date(at).toISOString()));
        await tx.done;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async officeRecord(id): Promise<BookingOfficeRecord> {
      requireAdmin(ctx);
      return parseOne(bookingOfficeRecordSchema, (await (await ctx.db()).get('bookingNotes', id)) ?? {}, 'booking note') ?? { note: '', history: [] };
    },
    async saveNote(id, note) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const tx = db.transaction(['hotelBookings', 'bookingNotes'], 'readwrite');
      if (!(await tx.objectStore('hotelBookings').getKey(id))) {
        abort(tx);
        throw new BackendError('not-found');
      }
      const current = parseOne(bookingOfficeRecordSchema, (await tx.objectStore('bookingNotes').get(id)) ?? {}, 'booking note') ?? { note: '', history: [] };
      await tx.objectStore('bookingNotes').put({ id, ...parseInput(bookingOfficeRecordSchema, { ...current, note }) });
      await tx.done;
    },
    async needsAttention(today) {
      requireAdmin(ctx);
      return needsAttentionFrom(await allBookings(), today);
    },
  };
}

/** Gives up a transaction whose work failed half-way: nothing of it is stored. */
function abort(tx: { abort(): void; done: Promise<unknown> }) {
  // The transaction may already have finished or aborted by itself (a failed request aborts it).
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // already finished
  }
}

