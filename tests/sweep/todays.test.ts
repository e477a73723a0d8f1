import { isBackendError } from '../../src/backend/errors';
import { defaultBookingPolicy, holdLapsed } from '../../src/backend/domain/booking-policy';
import { addDays, todayInIndia } from '../../src/backend/domain/calendar';
import { nightRateOf } from '../../src/backend/domain/rate-periods';
import { createLocalBackend } from '../../src/backend/local/adapter';
import { freshBackend, memoryStorage, testAdmin, testCustomer, testPasswordIterations } from '../../src/testing/backend';
import { clockShiftedBy, daysFromToday, now, suiteNow, suiteToday } from '../../src/testing/clock';
import { bookNathulaTrip, sikkimDelightStart } from '../../src/testing/tour-dates';
import { acrossTheCalendar } from './calendar';

/**
 * What depends on the day the backend thinks it is, checked on the embedded backend at each instant of the calendar
 * sweep (./calendar.ts): each weekday, either side of India's midnight, the ends of the financial and the calendar
 * year and a leap day.
 */

const party = [{ name: 'Asha Rai', age: 34, gender: 'Female' as const, nationality: 'IN' }];
const contact = { userName: testCustomer.name, userEmail: testCustomer.email, phone: '+919832012345' };

/** The signed-in test customer asks for two nights for two in the Deluxe Double from `checkIn`, breakfast and dinner. */
const requestTwoNights = (backend: ReturnType<typeof freshBackend>, checkIn: string) =>
  backend.bookings.create({
    kind: 'room',
    itemId: 'deluxe-double',
    ...contact,
    travelDate: checkIn,
    endDate: addDays(checkIn, 2),
    travellers: 2,
    mealPlan: 'map',
  });

/** The first check-in `days` ahead or later whose two nights are both charged at `kind`'s rate. */
async function twoNightsAt(backend: ReturnType<typeof freshBackend>, kind: 'season' | 'offSeason', days: number) {
  const { profile } = await backend.hotelAster.get();
  const rate = (date: string) => nightRateOf(date, profile.periods ?? [], profile.seasons).kind;
  for (let offset = days; offset < days + 366; offset++) {
    const checkIn = daysFromToday(offset);
    if (rate(checkIn) === kind && rate(addDays(checkIn, 1)) === kind) return checkIn;
  }
  throw new Error(`No two ${kind} nights in the year after ${daysFromToday(days)}`);
}

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

acrossTheCalendar(() => {
  it('takes its today from the suite clock, in India', async () => {
    // The embedded backend reads no date of its own: what it stores is stamped with the suite's instant.
    const before = now();
    const { booking } = await bookNathulaTrip(freshBackend(), 7);
    const stamped = Date.parse(booking.createdAt ?? '');
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(now());
    expect(before - suiteNow).toBeLessThan(60 * 60_000);
    expect(todayInIndia(new Date(stamped))).toBe(suiteToday());
  });

  it("books the Sikkim Delight on a start whose permit days are open, a week ahead and near the window's end", async () => {
    const backend = freshBackend();
    const soon = await bookNathulaTrip(backend, 7);
    expect(soon.booking.travelDate).toBe(soon.departure);
    const late = sikkimDelightStart(390);
    const booking = await backend.bookings.create({
      kind: 'tour',
      itemId: 'sikkim-delight',
      ...contact,
      travelDate: late,
      endDate: addDays(late, 5),
      travellers: 1,
      party,
    });
    expect(booking.travelDate).toBe(late);
  });

  it('refuses a start beyond the 400 days bookable ahead, and a start in the past', async () => {
    const backend = freshBackend();
    await backend.auth.signUp(testCustomer);
    for (const start of [sikkimDelightStart(401), sikkimDelightStart(-10)]) {
      const error = await refusal(
        backend.bookings.create({
          kind: 'tour',
          itemId: 'sikkim-delight',
          ...contact,
          travelDate: start,
          endDate: addDays(start, 5),
          travellers: 1,
          party,
        }),
      );
      expect(isBackendError(error, 'invalid-data'), `${start}: ${String(error)}`).toBe(true);
    }
  });

  it('prices season and off-season nights of the Deluxe Double at their own rates', async () => {
    const backend = freshBackend();
    await backend.auth.signUp(testCustomer);
    const expected = { season: 2 * 2200, offSeason: 2 * 2000 };
    for (const kind of ['season', 'offSeason'] as const) {
      const checkIn = await twoNightsAt(backend, kind, 20);
      const booking = await requestTwoNights(backend, checkIn);
      expect(booking.totalPrice, `${kind} from ${checkIn}`).toBe(expected[kind]);
    }
  });

  it('dates the advance of a stay confirmed today by three days on in India, the sample payment settings', async () => {
    const backend = freshBackend();
    await backend.auth.signUp(testCustomer);
    const checkIn = await twoNightsAt(backend, 'season', 30);
    const booking = await requestTwoNights(backend, checkIn);
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    await backend.bookings.updateStatus(booking.id, 'Confirmed');
    expect((await backend.bookings.get(booking.id))?.advanceDueOn).toBe(daysFromToday(3));
  });

  it('lets a request hold its seats for 48 hours, and no longer', async () => {
    const dbName = `sweep-holds-${crypto.randomUUID()}`;
    const options = {
      dbName,
      demoAdmin: testAdmin,
      persistentStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      passwordIterations: testPasswordIterations,
    };
    const then = createLocalBackend({ ...options, now: clockShiftedBy(-49 * 3_600_000) });
    const older = (await bookNathulaTrip(then, 10)).booking;
    const today = createLocalBackend({ ...options, persistentStorage: memoryStorage(), sessionStorage: memoryStorage() });
    await today.auth.signIn(testCustomer.email, testCustomer.password);
    const start = sikkimDelightStart(12);
    const newer = await today.bookings.create({
      kind: 'tour',
      itemId: 'sikkim-delight',
      ...contact,
      travelDate: start,
      endDate: addDays(start, 5),
      travellers: 1,
      party,
    });
    // The sample data keeps the default policy: a request holds for 48 hours.
    const mine = await today.bookings.listMine();
    const stored = (id: string) => mine.find((booking) => booking.id === id)!;
    expect(holdLapsed(stored(older.id), defaultBookingPolicy, now())).toBe(true);
    expect(holdLapsed(stored(newer.id), defaultBookingPolicy, now())).toBe(false);
  });

  it('offers the documents of trips that ended more than 30 days ago for deletion, and only those', async () => {
    // Booked 60 days ago (the backend's clock then): one trip that ended some 50 days ago, one some 29 days ago.
    const backend = freshBackend({ now: clockShiftedBy(-60 * 86_400_000) });
    await backend.auth.signUp(testCustomer);
    const [ended, recent] = await Promise.all(
      [-55, -34].map((days) => {
        const start = sikkimDelightStart(days);
        return backend.bookings.create({
          kind: 'tour',
          itemId: 'sikkim-delight',
          ...contact,
          travelDate: start,
          endDate: addDays(start, 5),
          travellers: 1,
          party,
        });
      }),
    );
    for (const booking of [ended!, recent!]) {
      await backend.travellerDocuments.save({
        bookingId: booking.id,
        travellerIndex: 0,
        idType: 'passport',
        idNumber: 'Z1234567',
      });
    }
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const due = await backend.travellerDocuments.expired(suiteToday());
    expect(due.map((entry) => entry.bookingId)).toEqual([ended!.id]);
  });
});
