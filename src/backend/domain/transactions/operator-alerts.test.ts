import { describe, expect, it } from 'vitest';
import { refusal, transactionMemory } from '@/testing/transaction-memory';
import { durgaPujaBooking, northSikkimBooking, northSikkimTour, testAlert } from '@/testing/north-sikkim';
import { samplePermitTypes } from '../../../../seed/data/permit-types';
import { BackendError } from '../../errors';
import { limits } from '../../limits';
import { defaultTaxSettings, type Alert, type AlertNotices, type Booking, type PeakPeriod } from '../../schemas/index';
import { alertWordsKey } from '../alerts';
import { defaultTourPricing } from '../tour-prices';
import {
  moveOneBooking,
  moveWholeDeparture,
  notifyAlert,
  previewOneMove,
  tooManyToMove,
  tooManyToNotify,
  type AlertStore,
  type MoveStore,
} from './operator-alerts';

const operator = { uid: 'admin-1', email: 'desk@example.com' };
/** 1 May 2027, 09:30 in Gangtok. */
const clock = { now: Date.UTC(2027, 4, 1, 4) };
/** Departures of 12 seats on 10 and 24 May 2027. */
const tour = northSikkimTour({ '2027-05-10': 12, '2027-05-24': 12 });

const onDeparture = (id: string, fields: Partial<Booking> = {}) =>
  northSikkimBooking('2027-05-10', { id, fixedDeparture: true, ...fields });

/**
 * A store of these bookings and the tour, `taken` seats per departure date: the shared in-memory transaction, so
 * every write is logged and a read after a write is refused.
 */
function memoryStore(bookings: Booking[], taken: Record<string, number> = {}, peakPeriods: PeakPeriod[] = []) {
  const memory = transactionMemory(bookings);
  const { read, stored } = memory;
  const store: MoveStore = {
    ...memory.kept,
    tour: (id) => read(id === tour.id ? tour : null),
    bookingsStarting: (tourId, date) =>
      read([...stored.values()].filter((booking) => booking.itemId === tourId && booking.travelDate === date)),
    roomHeld: () => read({}),
    roomCount: () => read(0),
    departureTaken: (_tourId, date) => read(taken[date] ?? 0),
    pricingSettings: () => read({ peakPeriods, tax: defaultTaxSettings, permitTypes: samplePermitTypes }),
    item: (kind, id) =>
      kind === 'tour' && id === tour.id ? read({ kind, tour }) : Promise.reject(new BackendError('not-found')),
  };
  return { ...memory, store };
}

describe('the price difference of a move', () => {
  /** Durga Puja costs ₹4,000 more a traveller: the 24 May departure falls in it for this test. */
  const puja: PeakPeriod = { id: 'puja', name: 'Durga Puja', from: '2027-05-20', to: '2027-05-30' };
  const dearTour = {
    ...tour,
    pricing: { ...defaultTourPricing, peakPrices: [{ periodId: 'puja', mode: 'surcharge' as const, amount: 4_000 }] },
  };
  const dearStore = (bookings: Booking[]) => {
    const memory = memoryStore(bookings, { '2027-05-10': 2 }, [puja]);
    memory.store.tour = (id) => memory.read(id === tour.id ? dearTour : null);
    memory.store.item = (kind, id) =>
      kind === 'tour' && id === tour.id ? memory.read({ kind, tour: dearTour }) : Promise.reject(new BackendError('not-found'));
    return memory;
  };

  it('is shown before confirming, then stored with the move and told to the customer', async () => {
    const { store, records, mails, writes } = dearStore([onDeparture('a')]);
    const input = { bookingId: 'a', newDate: '2027-05-24' };
    const price = { before: 37_000, after: 45_000, difference: 8_000 };
    expect(await previewOneMove(store, input, clock)).toEqual({ price });
    expect(writes).toEqual([]);

    await moveOneBooking(store, input, operator, clock);
    expect(records.get('a')?.moves).toEqual([
      { at: '2027-05-01T04:00:00.000Z', by: operator.email, from: '2027-05-10', to: '2027-05-24', price },
    ]);
    expect(mails[0]?.template.data).toMatchObject({
      priceChangeText: 'The new dates cost ₹8,000 more (₹45,000 instead of ₹37,000).',
    });
  });

  it('is a saving when the move leaves the peak, and says the same price when nothing changes', async () => {
    const { store } = dearStore([onDeparture('a', { travelDate: '2027-05-24', endDate: '2027-05-28' })]);
    expect(await previewOneMove(store, { bookingId: 'a', newDate: '2027-05-10' }, clock)).toEqual({
      price: { before: 45_000, after: 37_000, difference: -8_000 },
    });
    const plain = memoryStore([onDeparture('b')]);
    const { mails } = plain;
    await moveOneBooking(plain.store, { bookingId: 'b', newDate: '2027-05-24' }, operator, clock);
    expect(mails[0]?.template.data).toMatchObject({ priceChangeText: 'The price is the same on the new dates (₹37,000).' });
  });

  it("compares the dates alone: the operator's discount or a total issued before a rate changed stays out of it", async () => {
    const { store } = dearStore([onDeparture('a', { totalPrice: 30_000 })]);
    expect(await previewOneMove(store, { bookingId: 'a', newDate: '2027-05-24' }, clock)).toEqual({
      price: { before: 37_000, after: 45_000, difference: 8_000 },
    });
  });

  it('is none for a tailored trip, priced by its quote, and the preview refuses as the move does', async () => {
    const { store, read } = memoryStore([durgaPujaBooking()]);
    store.roomCount = () => read(5);
    expect(await previewOneMove(store, { bookingId: 'booking_durga_puja', newDate: '2027-10-15' }, clock)).toEqual({
      price: null,
    });
    const departures = memoryStore([onDeparture('a')]);
    expect(await refusal(previewOneMove(departures.store, { bookingId: 'a', newDate: '2027-05-20' }, clock))).toMatch(
      /^invalid-data: The tour has no departure on 20 May 2027/,
    );
  });
});

describe('moveOneBooking', () => {
  it('moves a booking to another departure: reference kept, old seats freed, new ones held, recorded and e-mailed', async () => {
    const { store, stored, records, counters, mails } = memoryStore([onDeparture('a')], { '2027-05-10': 2 });
    const after = await moveOneBooking(store, { bookingId: 'a', newDate: '2027-05-24' }, operator, clock);
    expect(after).toMatchObject({ reference: 'AST-7K3Q9', travelDate: '2027-05-24', endDate: '2027-05-28' });
    expect(stored.get('a')).toEqual(after);
    expect(counters).toEqual([
      { kind: 'departure', id: `${tour.id}_2027-05-10`, tourId: tour.id, date: '2027-05-10', seats: -2 },
      { kind: 'departure', id: `${tour.id}_2027-05-24`, tourId: tour.id, date: '2027-05-24', seats: 2 },
    ]);
    expect(records.get('a')?.moves).toEqual([
      {
        at: '2027-05-01T04:00:00.000Z',
        by: operator.email,
        from: '2027-05-10',
        to: '2027-05-24',
        price: { before: 37_000, after: 37_000, difference: 0 },
      },
    ]);
    expect(mails.map((mail) => mail.template.name)).toEqual(['booking-moved']);
  });

  it('refuses a move that puts a permit day on a weekday its place is closed, with the reason, writing nothing', async () => {
    const trip = durgaPujaBooking({ id: 't', travelDate: '2027-05-15', endDate: '2027-05-20' });
    const tsomgo = {
      ...trip,
      plan: {
        ...trip.plan!,
        startDate: '2027-05-15',
        endDate: '2027-05-20',
        stays: [],
        days: [
          { title: 'Arrive in Gangtok', description: '' },
          { title: 'Tsomgo Lake and Baba Mandir', description: '' },
        ],
      },
    };
    const { store, writes } = memoryStore([tsomgo]);
    expect(await refusal(moveOneBooking(store, { bookingId: 't', newDate: '2027-05-09' }, operator, clock))).toBe(
      'invalid-data: Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.',
    );
    expect(writes).toEqual([]);
    const moved = await moveOneBooking(store, { bookingId: 't', newDate: '2027-05-12' }, operator, clock);
    expect(moved.plan?.startDate).toBe('2027-05-12');
  });

  it('refuses a move into a departure without the seats, and a booking that does not exist, writing nothing', async () => {
    const { store, writes } = memoryStore([onDeparture('a')], { '2027-05-10': 2, '2027-05-24': 11 });
    expect(await refusal(moveOneBooking(store, { bookingId: 'a', newDate: '2027-05-24' }, operator, clock))).toBe(
      'sold-out: Only 1 seat is left on the departure of 24 May 2027.',
    );
    expect(await refusal(moveOneBooking(store, { bookingId: 'none', newDate: '2027-05-24' }, operator, clock))).toMatch(
      /^not-found/,
    );
    expect(writes).toEqual([]);
  });
  it('moves a trip on a departure that sleeps at Hotel Aster with its seats and its nights, or not at all', async () => {
    // The Durga Puja trip tailored from the tour and starting on its departure: 4 seats and a Deluxe room 3 nights.
    const trip = durgaPujaBooking({ id: 't', itemId: tour.id, fixedDeparture: true });
    const october = northSikkimTour({ '2027-10-08': 12, '2027-10-15': 12 });
    const full = memoryStore([trip], { '2027-10-08': 4 });
    full.store.tour = (id) => full.read(id === tour.id ? october : null);
    full.store.item = (_kind, id) => full.read({ kind: 'tour' as const, tour: { ...october, id } });
    full.store.roomCount = () => full.read(1);
    full.store.roomHeld = (_roomId, nights) => full.read(Object.fromEntries(nights.map((night) => [night, 1])));
    // The seats are there on the 15th, the room is not: nothing moves, and the operator reads why.
    expect(await refusal(moveOneBooking(full.store, { bookingId: 't', newDate: '2027-10-15' }, operator, clock))).toBe(
      'sold-out: Sorry, no room of this type is left for the night of 15 Oct 2027. Please choose other dates.',
    );
    expect(full.writes).toEqual([]);

    const free = memoryStore([trip], { '2027-10-08': 4 });
    free.store.tour = full.store.tour;
    free.store.item = full.store.item;
    free.store.roomCount = () => free.read(1);
    // Its own nights are free to it: the 15th is held by nobody, the 11th and 12th by this trip.
    free.store.roomHeld = (_roomId, nights) =>
      free.read(
        Object.fromEntries(nights.map((night) => [night, ['2027-10-08', '2027-10-11', '2027-10-12'].includes(night) ? 1 : 0])),
      );
    const moved = await moveOneBooking(free.store, { bookingId: 't', newDate: '2027-10-15' }, operator, clock);
    expect(moved).toMatchObject({ travelDate: '2027-10-15', fixedDeparture: true });
    expect(free.counters).toEqual([
      { kind: 'departure', id: `${tour.id}_2027-10-08`, tourId: tour.id, date: '2027-10-08', seats: -4 },
      {
        kind: 'room-month',
        id: 'deluxe_2027-10',
        roomId: 'deluxe',
        month: '2027-10',
        days: { '08': -1, '11': -1, '12': -1, '15': 1, '18': 1, '19': 1 },
      },
      { kind: 'departure', id: `${tour.id}_2027-10-15`, tourId: tour.id, date: '2027-10-15', seats: 4 },
    ]);
  });
});

describe('moveWholeDeparture', () => {
  it('moves every booking of the departure together, their seats checked as one', async () => {
    const { store, stored } = memoryStore([onDeparture('a'), onDeparture('b', { travellers: 3 })], { '2027-05-10': 5 });
    expect(
      await moveWholeDeparture(store, { tourId: tour.id, fromDate: '2027-05-10', toDate: '2027-05-24' }, operator, clock),
    ).toBe(2);
    expect([...stored.values()].map((booking) => booking.travelDate)).toEqual(['2027-05-24', '2027-05-24']);
  });

  it('refuses a departure with more bookings than one transaction can move, writing nothing', async () => {
    // Each moved booking writes itself, its record and its e-mail; the two departures' counters besides.
    const most = Math.floor((limits.transactionWrites - 2) / 3);
    const bookings = Array.from({ length: most + 1 }, (_, index) => onDeparture(`b${index}`, { travellers: 1 }));
    const big = northSikkimTour({ '2027-05-10': limits.departureSeats, '2027-05-24': limits.departureSeats });
    const { store, read, writes } = memoryStore(bookings);
    store.tour = (id) => read(id === big.id ? big : null);
    const input = { tourId: tour.id, fromDate: '2027-05-10', toDate: '2027-05-24' };
    expect(await refusal(moveWholeDeparture(store, input, operator, clock))).toBe(
      `invalid-data: ${tooManyToMove(most + 1, most)}`,
    );
    expect(writes).toEqual([]);
  });

  it('refuses a tour that does not exist', async () => {
    const { store } = memoryStore([]);
    const input = { tourId: 'no-such-tour', fromDate: '2027-05-10', toDate: '2027-05-24' };
    expect(await refusal(moveWholeDeparture(store, input, operator, clock))).toMatch(/^not-found/);
  });
});

describe('notifyAlert', () => {
  /**
   * The alert, these bookings and what earlier presses kept, in the shared in-memory transaction; `notify` is one
   * press, a transaction of its own.
   */
  function alertStore(alert: Alert | null, bookings: Booking[], kept: { notices: AlertNotices | null } = { notices: null }) {
    const memory = transactionMemory(bookings);
    const { read, write } = memory;
    const notified: [string, string, number][] = [];
    const store: AlertStore = {
      putMail: memory.kept.putMail,
      findAlert: (id) => read(alert?.id === id ? alert : null),
      bookingsStartingBetween: (from, to) =>
        read(bookings.filter((booking) => booking.travelDate >= from && booking.travelDate <= to)),
      tours: () => read([tour]),
      putNotified: (alertId, at, count) => (notified.push([alertId, at, count]), write(`notified ${alertId}`)),
      notices: () => read(kept.notices),
      putNotices: (alertId, notices) => ((kept.notices = notices), write(`notices ${alertId}`)),
    };
    const notify = (input: unknown, at = clock) => (memory.next(), notifyAlert(store, input, at));
    return { store, notify, mails: memory.mails, writes: memory.writes, notified, kept };
  }

  it('e-mails each customer whose trip the alert touches, once, and keeps on the alert when and how many', async () => {
    const touched = northSikkimBooking('2027-05-11', { id: 'touched' });
    const later = northSikkimBooking('2027-06-20', { id: 'later' });
    const { notify, mails, notified } = alertStore(testAlert(), [touched, later]);
    expect(await notify({ alertId: 'alert_test' })).toEqual({ sent: 1, alreadyTold: 0 });
    expect(mails.map((mail) => [mail.to, mail.template.name])).toEqual([['asha@example.com', 'travel-alert']]);
    expect(notified).toEqual([['alert_test', '2027-05-01T04:00:00.000Z', 1]]);
  });

  it('e-mails on a second press only the bookings not told yet, and everyone again once the words change', async () => {
    const first = northSikkimBooking('2027-05-11', { id: 'first' });
    const bookings = [first];
    const alert = testAlert();
    const { notify, mails, notified, kept, writes } = alertStore(alert, bookings);
    await notify({ alertId: 'alert_test' });
    expect(kept.notices?.told).toEqual({ first: { at: '2027-05-01T04:00:00.000Z', words: alertWordsKey(alert) } });

    // Pressed again with nobody new: nothing written, and the answer says who was left out.
    const written = writes.length;
    expect(await notify({ alertId: 'alert_test' })).toEqual({ sent: 0, alreadyTold: 1 });
    expect(writes).toHaveLength(written);
    expect(mails).toHaveLength(1);
    expect(notified).toHaveLength(1);

    // A booking made since: only it is e-mailed.
    bookings.push(northSikkimBooking('2027-05-12', { id: 'since', userEmail: 'ravi@example.com' }));
    expect(await notify({ alertId: 'alert_test' })).toEqual({ sent: 1, alreadyTold: 1 });
    expect(mails.map((mail) => mail.to)).toEqual(['asha@example.com', 'ravi@example.com']);

    // The operator changes what the alert says: both are told the new words.
    const changed = alertStore({ ...alert, message: 'Open again from Friday.' }, bookings, kept);
    expect(await changed.notify({ alertId: 'alert_test' })).toEqual({ sent: 2, alreadyTold: 0 });
  });

  it('keeps in its record only the bookings the alert still touches, with its present words', async () => {
    const stays = northSikkimBooking('2027-05-11', { id: 'stays' });
    const moved = northSikkimBooking('2027-05-12', { id: 'moved', userEmail: 'ravi@example.com' });
    const bookings = [stays, moved];
    const alert = testAlert();
    const { notify, kept } = alertStore(alert, bookings);
    await notify({ alertId: 'alert_test' });
    expect(Object.keys(kept.notices?.told ?? {})).toEqual(['stays', 'moved']);

    // The one booking moved off the alert's dates, and one booked since: the record names the two the alert touches.
    bookings.splice(1, 1, northSikkimBooking('2027-05-12', { id: 'since', userEmail: 'dawa@example.com' }));
    const later = { now: clock.now + 3_600_000 };
    expect(await notify({ alertId: 'alert_test' }, later)).toEqual({ sent: 1, alreadyTold: 1 });
    expect(kept.notices?.told).toEqual({
      stays: { at: '2027-05-01T04:00:00.000Z', words: alertWordsKey(alert) },
      since: { at: '2027-05-01T05:00:00.000Z', words: alertWordsKey(alert) },
    });
  });

  it('e-mails a tailored trip that sleeps in a closed place, though it started days before the closure', async () => {
    const closure = testAlert({
      places: ['North Sikkim', 'Lachung', 'Yumthang', 'Lachen'],
      from: '2027-10-09',
      to: '2027-10-11',
    });
    const { notify, mails, notified } = alertStore(closure, [durgaPujaBooking()]);
    expect(await notify({ alertId: 'alert_test' })).toEqual({ sent: 1, alreadyTold: 0 });
    expect(mails.map((mail) => mail.to)).toEqual(['sudipta@example.com']);
    expect(notified.map(([, , count]) => count)).toEqual([1]);
  });

  it('refuses more e-mails than one transaction writes with its records, sending none, and an alert that does not exist', async () => {
    const many = Array.from({ length: limits.transactionWrites }, (_, index) =>
      northSikkimBooking('2027-05-11', { id: `b${index}` }),
    );
    const { notify, writes } = alertStore(testAlert(), many);
    expect(await refusal(notify({ alertId: 'alert_test' }))).toBe(
      `invalid-data: ${tooManyToNotify(limits.transactionWrites, limits.transactionWrites - 2)}`,
    );
    expect(writes).toEqual([]);
    expect(await refusal(notify({ alertId: 'alert_gone' }))).toMatch(/^not-found/);
  });
});
