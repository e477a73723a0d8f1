import { describe, expect, it } from 'vitest';
import { transactionMemory, refusal } from '@/testing/transaction-memory';
import { durgaPujaBooking, northSikkimBooking, northSikkimTour } from '@/testing/north-sikkim';
import {
  defaultPaymentSettings,
  defaultTaxSettings,
  type Booking,
  type TaxDocument,
  type TaxSettings,
} from '../../schemas/index';
import { defaultBookingPolicy } from '../booking-policy';
import { cancellationChargeOf, issueTaxDocument } from './tax-documents';
import { assignBookingDriver, changeBookingStatus, markBookingPayment, type OperatorBookingStore } from './operator-bookings';
import { registeredOperator } from '@/testing/tax';

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

/**
 * A store of these bookings, with `held` rooms of the one Deluxe room taken each night, under these tax settings;
 * it records every write, and refuses a read after the first write as a Firestore transaction would.
 */
function memoryStore(bookings: Booking[], held: Record<string, number> = {}, tax: TaxSettings = defaultTaxSettings) {
  const memory = transactionMemory(bookings);
  const { read, write } = memory;
  const documents: TaxDocument[] = [];
  const series = new Map<string, number>();
  const store: OperatorBookingStore = {
    ...memory.kept,
    paymentSettings: () => read(defaultPaymentSettings),
    item: () => Promise.reject(new Error('no item is read for a stay')),
    roomHeld: (_roomId, nights) => read(Object.fromEntries(nights.map((night) => [night, held[night] ?? 0]))),
    roomCount: () => read(1),
    departureTaken: () => read(0),
    pendingHoldersBefore: () => read([]),
    policy: () => read(defaultBookingPolicy),
    markHoldReleased: (id) => write(`released ${id}`),
    taxSettings: () => read(tax),
    documentsOfBooking: (id) => read(documents.filter((document) => document.bookingId === id)),
    seriesLast: (id) => read(series.get(id) ?? 0),
    putSeries: (id, last) => (series.set(id, last), write(`series ${id}`)),
    putDocument: (document) => (documents.push(document), write(`document ${document.number}`)),
  };
  /** The store for the next transaction: one transaction, which reads again before it writes. */
  const next = () => (memory.next(), store);
  return { ...memory, store, next, documents };
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

  it("frees a trip's seats on its departure and its Hotel Aster nights together, and holds both again or neither", async () => {
    const october = northSikkimTour({ '2027-10-08': 6 });
    const trip = (fields: Partial<Booking> = {}) =>
      durgaPujaBooking({ id: 'trip', itemId: october.id, fixedDeparture: true, status: 'Pending', ...fields });
    const freed = [
      { kind: 'departure', id: `${october.id}_2027-10-08`, tourId: october.id, date: '2027-10-08', seats: -4 },
      { kind: 'room-month', id: 'deluxe_2027-10', roomId: 'deluxe', month: '2027-10', days: { '08': -1, '11': -1, '12': -1 } },
    ];
    const cancelled = memoryStore([trip()]);
    await changeBookingStatus(cancelled.store, { bookingId: 'trip', status: 'Cancelled' }, operator, clock);
    expect(cancelled.counters).toEqual(freed);

    // Restored while 3 of the departure's 6 seats were sold meanwhile: its room is free, its seats are not.
    const restored = memoryStore([trip({ status: 'Cancelled' })]);
    restored.store.item = () => restored.read({ kind: 'tour' as const, tour: october });
    restored.store.departureTaken = () => restored.read(3);
    expect(await refusal(changeBookingStatus(restored.store, { bookingId: 'trip', status: 'Confirmed' }, operator, clock))).toBe(
      'sold-out: Only 3 seats are left on the departure of 8 Oct 2027.',
    );
    expect(restored.writes).toEqual([]);
    restored.store.departureTaken = () => restored.read(2);
    await changeBookingStatus(restored.store, { bookingId: 'trip', status: 'Confirmed' }, operator, clock);
    expect(restored.counters).toEqual(
      freed.map((change) =>
        change.kind === 'departure' ? { ...change, seats: 4 } : { ...change, days: { '08': 1, '11': 1, '12': 1 } },
      ),
    );
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
    const { next } = memoryStore([stay()]);
    const advance = await markBookingPayment(next(), { bookingId: 'stay', mark: 'advance' }, operator, clock);
    expect(advance.advanceReceivedAt).toBe('2027-05-01T04:00:00.000Z');
    const full = await markBookingPayment(next(), { bookingId: 'stay', mark: 'full' }, operator, {
      now: clock.now + 86_400_000,
    });
    expect(full).toMatchObject({ advanceReceivedAt: '2027-05-01T04:00:00.000Z', paidInFullAt: '2027-05-02T04:00:00.000Z' });
    expect(await refusal(markBookingPayment(next(), { bookingId: 'none', mark: 'full' }, operator, clock))).toMatch(/^not-found/);
  });

  it("matches the customer's payment claims the mark covers, in the same write of the booking", async () => {
    const claimed = { amount: 0, by: 'asha', at: '2027-04-30T04:00:00.000Z' };
    const claims = [
      { ...claimed, purpose: 'advance' as const, utr: '402155678910' },
      { ...claimed, purpose: 'balance' as const, utr: '402155678911' },
    ];
    const { next, writes } = memoryStore([stay({ paymentClaims: claims })]);
    const advance = await markBookingPayment(next(), { bookingId: 'stay', mark: 'advance' }, operator, clock);
    expect(advance.paymentClaims?.map((claim) => claim.matchedAt)).toEqual(['2027-05-01T04:00:00.000Z', undefined]);
    expect(writes).toEqual(['booking stay']);
    const undone = await markBookingPayment(next(), { bookingId: 'stay', mark: 'none' }, operator, clock);
    expect(undone.paymentClaims).toEqual(claims);
  });

  it('names a driver, takes the name off with null, and refuses a driver without a phone', async () => {
    const { next, stored } = memoryStore([stay()]);
    const driver = { name: 'Karma Lepcha', phone: '+919800011111' };
    expect((await assignBookingDriver(next(), { bookingId: 'stay', driver })).driver).toEqual(driver);
    await assignBookingDriver(next(), { bookingId: 'stay', driver: null });
    expect(stored.get('stay')).not.toHaveProperty('driver');
    expect(await refusal(assignBookingDriver(next(), { bookingId: 'stay', driver: { name: 'Karma' } }))).toMatch(/^invalid-data/);
  });
});

describe('the tax documents the operator transactions issue by themselves', () => {
  /** A confirmed stay of ₹10,000 (₹5,000 a night: GST at 5%). The default advance is 30%: ₹3,000. */
  const paidStay = (fields: Partial<Booking> = {}) => stay({ status: 'Confirmed', totalPrice: 10_000, ...fields });
  const later = (days: number) => ({ now: clock.now + days * 86_400_000 });

  it('issue a receipt voucher for the advance and for the balance when they are marked, in the same transaction', async () => {
    const { next, documents, writes, mails } = memoryStore([paidStay()], {}, registeredOperator);
    await markBookingPayment(next(), { bookingId: 'stay', mark: 'advance' }, operator, clock);
    expect(writes).toEqual(['booking stay', 'series receipt-2027-28', 'document RV/27-28/00001', 'mail']);
    expect(documents).toMatchObject([{ kind: 'receipt', total: 3000, cgst: 71.43, sgst: 71.43, issuedBy: operator.email }]);
    // The customer is e-mailed a link to the voucher's page in My bookings.
    expect(mails).toMatchObject([
      {
        template: {
          name: 'tax-document',
          data: {
            documentTitle: 'Receipt voucher',
            documentNumber: 'RV/27-28/00001',
            documentTotal: '₹3,000.00',
            documentPath: `/account/bookings/stay/documents/${documents[0]!.id}`,
          },
        },
      },
    ]);
    // Marked again, nothing new came in; the balance then takes a voucher of its own.
    await markBookingPayment(next(), { bookingId: 'stay', mark: 'advance' }, operator, later(1));
    await markBookingPayment(next(), { bookingId: 'stay', mark: 'full' }, operator, later(2));
    expect(documents.map((document) => [document.number, document.total])).toEqual([
      ['RV/27-28/00001', 3000],
      ['RV/27-28/00002', 7000],
    ]);
  });

  it('issue none when the operator is not registered, or once the booking has its invoice', async () => {
    const unregistered = memoryStore([paidStay()]);
    await markBookingPayment(unregistered.next(), { bookingId: 'stay', mark: 'full' }, operator, clock);
    expect(unregistered.documents).toEqual([]);

    const invoiced = memoryStore([paidStay()], {}, registeredOperator);
    await issueTaxDocument(invoiced.next(), { bookingId: 'stay', kind: 'invoice' }, operator, clock);
    await markBookingPayment(invoiced.next(), { bookingId: 'stay', mark: 'full' }, operator, later(1));
    expect(invoiced.documents.map((document) => document.kind)).toEqual(['invoice']);
  });

  it('answer a cancelled invoice with a credit note and invoice the charge kept of what was paid', async () => {
    // Cancelled on 1 May for 10 May: under 15 days, half the total is kept; the customer had paid all of it.
    const { next, documents } = memoryStore([paidStay()], {}, registeredOperator);
    const invoice = await issueTaxDocument(next(), { bookingId: 'stay', kind: 'invoice' }, operator, clock);
    await markBookingPayment(next(), { bookingId: 'stay', mark: 'full' }, operator, clock);
    await changeBookingStatus(next(), { bookingId: 'stay', status: 'Cancelled' }, operator, clock);
    const [, credit, charge] = documents;
    expect(credit).toMatchObject({ kind: 'creditNote', against: { number: invoice.number }, total: invoice.total });
    expect(charge).toMatchObject({ kind: 'invoice', number: 'INV/27-28/00002', total: 5000 });
    expect(charge!.lines[0]!.description).toBe(`${cancellationChargeOf}Deluxe, Hotel Aster`);
  });

  it('repay the advance with a refund voucher but for the charge kept, which is invoiced', async () => {
    // Cancelled 40 days before: ₹500 a person or 10%, whichever is higher: ₹1,000 of the ₹3,000 advance is kept.
    const { next, documents } = memoryStore(
      [paidStay({ travelDate: '2027-06-10', endDate: '2027-06-12' })],
      {},
      registeredOperator,
    );
    await markBookingPayment(next(), { bookingId: 'stay', mark: 'advance' }, operator, clock);
    await changeBookingStatus(next(), { bookingId: 'stay', status: 'Cancelled' }, operator, later(1));
    expect(documents.map((document) => [document.kind, document.total, document.against?.number])).toEqual([
      ['receipt', 3000, undefined],
      ['refund', 2000, 'RV/27-28/00001'],
      ['invoice', 1000, undefined],
    ]);
    // The charge's invoice settles what is left of the advance (GSTR-1's advances adjusted read it).
    expect(documents[2]!.advances).toEqual([
      expect.objectContaining({ number: 'RV/27-28/00001', lines: [expect.objectContaining({ taxableValue: 952.38, rate: 5 })] }),
    ]);
    // Nothing was paid: nothing to answer, nothing kept.
    const unpaid = memoryStore([paidStay()], {}, registeredOperator);
    await changeBookingStatus(unpaid.next(), { bookingId: 'stay', status: 'Cancelled' }, operator, clock);
    expect(unpaid.documents).toEqual([]);
  });
});
