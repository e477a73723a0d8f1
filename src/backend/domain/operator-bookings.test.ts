import { describe, expect, it } from 'vitest';
import { northSikkimBooking } from '@/testing/north-sikkim';
import { isBackendError } from '../errors';
import { defaultPaymentSettings, type Booking, type BookingOfficeRecord } from '../schemas';
import type { CounterChange } from './availability';
import { defaultBookingPolicy } from './booking-policy';
import type { MailDraft } from './mail';
import { assignBookingDriver, changeBookingStatus, markBookingPayment, type OperatorBookingStore } from './operator-bookings';

const operator = { uid: 'admin-1', email: 'desk@example.com' };
/** 1 May 2027, 09:30 in Gangtok. */
const clock = { now: Date.UTC(2027, 4, 1, 4) };

/** Two nights in the only Deluxe room of Hotel Aster, 10 and 11 May 2027. */
const stay = (fields: Partial<Booking> = {}): Booking =>
  northSikkimBooking('2027-05-10', {
    id: 'stay',
    kind: 'room',
    itemId: 'deluxe',
    itemName: 'Deluxe, Hotel Aster',
    endDate: '2027-05-12',
    rooms: 1,
    ...fields,
  });

/** A store of these bookings, with `held` rooms of the one Deluxe room taken each night; it records every write. */
function memoryStore(bookings: Booking[], held: Record<string, number> = {}) {
  const stored = new Map(bookings.map((booking) => [booking.id, booking]));
  const records = new Map<string, BookingOfficeRecord>();
  const writes: string[] = [];
  const counters: CounterChange[] = [];
  const mails: MailDraft[] = [];
  const store: OperatorBookingStore = {
    booking: (id) => Promise.resolve(stored.get(id) ?? null),
    officeRecord: (id) => Promise.resolve(records.get(id) ?? null),
    paymentSettings: () => Promise.resolve(defaultPaymentSettings),
    item: () => Promise.reject(new Error('no item is read for a stay')),
    roomHeld: (_roomId, nights) => Promise.resolve(Object.fromEntries(nights.map((night) => [night, held[night] ?? 0]))),
    roomCount: () => Promise.resolve(1),
    departureTaken: () => Promise.resolve(0),
    pendingHoldersBefore: () => Promise.resolve([]),
    policy: () => Promise.resolve(defaultBookingPolicy),
    changeCounters: (changes) => void (counters.push(...changes), writes.push('counters')),
    markHoldReleased: (id) => void writes.push(`released ${id}`),
    putBooking: (booking) => void (stored.set(booking.id, booking), writes.push(`booking ${booking.id}`)),
    putOfficeRecord: (id, record) => void (records.set(id, record), writes.push(`record ${id}`)),
    putMail: (draft) => void (mails.push(draft), writes.push('mail')),
  };
  return { store, stored, records, writes, counters, mails };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return isBackendError(error) ? `${error.code}: ${error.message}` : `not a backend error: ${String(error)}`;
  }
  return 'not refused';
}

describe('changeBookingStatus', () => {
  it('refuses to confirm a request whose hold lapsed once its room is sold, and writes nothing', async () => {
    const lapsed = stay({ status: 'Pending', holdReleasedAt: '2027-04-28T00:00:00.000Z' });
    const { store, writes } = memoryStore([lapsed], { '2027-05-10': 1 });
    expect(await refusal(changeBookingStatus(store, { bookingId: 'stay', status: 'Confirmed' }, operator, clock))).toMatch(
      /^sold-out: .*10 May 2027/,
    );
    expect(writes).toEqual([]);
  });

  it('confirms a lapsed request while its room is free: holds its nights again, records who did it, tells the customer', async () => {
    const lapsed = stay({ status: 'Pending', holdReleasedAt: '2027-04-28T00:00:00.000Z' });
    const { store, stored, records, counters, mails } = memoryStore([lapsed]);
    const after = await changeBookingStatus(store, { bookingId: 'stay', status: 'Confirmed' }, operator, clock);
    expect(after.status).toBe('Confirmed');
    expect(after).not.toHaveProperty('holdReleasedAt');
    expect(stored.get('stay')).toEqual(after);
    expect(counters).toEqual([
      { kind: 'room-month', id: 'deluxe_2027-05', roomId: 'deluxe', month: '2027-05', days: { '10': 1, '11': 1 } },
    ]);
    expect(records.get('stay')?.history).toEqual([{ status: 'Confirmed', at: '2027-05-01T04:00:00.000Z', by: operator.email }]);
    expect(mails.map((mail) => [mail.to, mail.template.name])).toEqual([['asha@example.com', 'booking-confirmed']]);
  });

  it('puts the nights of a cancelled stay back on sale', async () => {
    const { store, counters, mails } = memoryStore([stay()], { '2027-05-10': 1, '2027-05-11': 1 });
    await changeBookingStatus(store, { bookingId: 'stay', status: 'Cancelled' }, operator, clock);
    expect(counters).toEqual([
      { kind: 'room-month', id: 'deluxe_2027-05', roomId: 'deluxe', month: '2027-05', days: { '10': -1, '11': -1 } },
    ]);
    expect(mails.map((mail) => mail.template.name)).toEqual(['booking-cancelled']);
  });

  it('writes nothing when the status is already the one asked for, and refuses a booking that does not exist', async () => {
    const { store, writes } = memoryStore([stay()]);
    expect(await changeBookingStatus(store, { bookingId: 'stay', status: 'Confirmed' }, operator, clock)).toEqual(stay());
    expect(writes).toEqual([]);
    expect(await refusal(changeBookingStatus(store, { bookingId: 'none', status: 'Confirmed' }, operator, clock))).toMatch(
      /^not-found/,
    );
    expect(await refusal(changeBookingStatus(store, { bookingId: 'stay', status: 'Refunded' }, operator, clock))).toMatch(
      /^invalid-data/,
    );
  });
});

describe('markBookingPayment and assignBookingDriver', () => {
  it("marks the advance at the backend's time, and keeps that time when paid in full", async () => {
    const { store } = memoryStore([stay()]);
    const advance = await markBookingPayment(store, { bookingId: 'stay', mark: 'advance' }, clock);
    expect(advance.advanceReceivedAt).toBe('2027-05-01T04:00:00.000Z');
    const full = await markBookingPayment(store, { bookingId: 'stay', mark: 'full' }, { now: clock.now + 86_400_000 });
    expect(full).toMatchObject({ advanceReceivedAt: '2027-05-01T04:00:00.000Z', paidInFullAt: '2027-05-02T04:00:00.000Z' });
    expect(await refusal(markBookingPayment(store, { bookingId: 'none', mark: 'full' }, clock))).toMatch(/^not-found/);
  });

  it('names a driver, takes the name off with null, and refuses a driver without a phone', async () => {
    const { store, stored } = memoryStore([stay()]);
    const driver = { name: 'Karma Lepcha', phone: '+919800011111' };
    expect((await assignBookingDriver(store, { bookingId: 'stay', driver })).driver).toEqual(driver);
    await assignBookingDriver(store, { bookingId: 'stay', driver: null });
    expect(stored.get('stay')).not.toHaveProperty('driver');
    expect(await refusal(assignBookingDriver(store, { bookingId: 'stay', driver: { name: 'Karma' } }))).toMatch(/^invalid-data/);
  });
});
