import { describe, expect, it } from 'vitest';
import { departureFullMessage, roomSoldOutMessage } from '../../../src/backend/domain/availability';
import { defaultBookingPolicy } from '../../../src/backend/domain/booking-policy';
import { backendMessages, busyBooking, isBackendError } from '../../../src/backend/errors';
import type { BookingRequestInput } from '../../../src/backend/schemas';
import type { Backend } from '../../../src/backend/types';
import { roomRequest, seasonDate, signUpCustomer, tourRequest, type ContractContext } from '../harness';

/** Bookings sent at once, and the browsers (each with its own verified account) that send them. */
const sent = 20;
const browsers = 4;

/** What one booking came back with: stored, or refused with its code and words. */
type Outcome = { ok: true } | { ok: false; code: string; message: string; cause?: string };

const outcomeOf = (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    () => ({ ok: true }),
    (error: unknown) =>
      isBackendError(error)
        ? {
            ok: false,
            code: error.code,
            message: error.message,
            // What the adapter got, when the port's words are its default (a failure shows it).
            ...(error.message === backendMessages[error.code] ? { cause: String(error.cause) } : {}),
          }
        : { ok: false, code: 'not a BackendError', message: String(error) },
  );

/**
 * A rush on the last rooms or seats: `sent` bookings at once from `browsers` accounts, each of which may keep that
 * many requests open and hold every room (the share and the per-account caps are other cases' business). Run where
 * twenty calls at once are answered within the callable's 60 s (takesTwentyCallsAtOnce in ../harness.ts says why
 * not on the functions emulator beside the journeys).
 */
export function parallelBookingCases({ harness, backend }: ContractContext) {
  describe('a rush on the last rooms and seats', { timeout: 300_000 }, () => {
    /** The browsers, each signed in to its own verified account, after one booking has woken the function up. */
    async function rush(): Promise<Backend[]> {
      await harness.signInAdmin(backend());
      await backend().settings.saveBookingPolicy({
        ...defaultBookingPolicy,
        maxOpenRequests: sent,
        maxHeldRoomNights: 400,
        pendingHoldPercent: 100,
        maxHeldSeats: sent,
      });
      const all = [backend(), ...(await Promise.all(Array.from({ length: browsers - 1 }, () => harness.sibling())))];
      for (const [index, browser] of all.entries()) await signUpCustomer(browser, `Rush${index}`);
      // On the functions emulator each call in flight has a worker of its own, and twenty loading the function at
      // once on a busy machine fail to load it (production keeps instances warm): the workers are started in waves
      // first, by calls the booking function refuses before reading anything (a date in the past), until twenty at
      // once are all answered.
      const past = { ...roomRequest, travelDate: '2020-05-10', endDate: '2020-05-12' };
      const wave = async (size: number) =>
        (
          await Promise.all(Array.from({ length: size }, (_, index) => outcomeOf(all[index % all.length]!.bookings.create(past))))
        ).every((outcome) => !outcome.ok && outcome.code === 'invalid-data');
      for (const size of [1, 4, 10]) await wave(size);
      for (let waves = 0; waves < 5 && !(await wave(sent)); waves++);
      return all;
    }

    /**
     * Sends `sent` copies of `request` at once, spread over the browsers; `stock` is what is left. None is stored
     * beyond it, and every refusal says in words why: sold out, or busy (the transaction gave up because others
     * held the same counters). Those told busy then try again one by one, as the answer asks (the form keeps what
     * they typed), so exactly the stock is booked. Resolves with the outcomes at once.
     */
    async function rushOn(all: Backend[], request: BookingRequestInput, stock: number, soldOut: string) {
      const outcomes = await Promise.all(
        Array.from({ length: sent }, async (_, index) => {
          const browser = all[index % all.length]!;
          return { browser, outcome: await outcomeOf(browser.bookings.create(request)) };
        }),
      );
      const won = outcomes.filter(({ outcome }) => outcome.ok).length;
      expect(won).toBeGreaterThanOrEqual(1);
      expect(won).toBeLessThanOrEqual(stock);
      const busy = [];
      for (const { browser, outcome } of outcomes) {
        if (outcome.ok) continue;
        if (outcome.code === 'sold-out') expect(outcome.message).toBe(soldOut);
        else {
          expect(outcome).toEqual({ ok: false, code: 'unavailable', message: busyBooking });
          busy.push(browser);
        }
      }
      let wonAgain = 0;
      for (const browser of busy) {
        const again = await outcomeOf(browser.bookings.create(request));
        if (again.ok) wonAgain++;
        else expect(again).toEqual({ ok: false, code: 'sold-out', message: soldOut });
      }
      expect(won + wonAgain).toBe(stock);
      return outcomes.map(({ outcome }) => outcome);
    }

    const bookingsOf = async (all: Backend[], itemId: string) =>
      (await Promise.all(all.map((browser) => browser.bookings.listMine())))
        .flat()
        .filter((booking) => booking.itemId === itemId);

    it.runIf(harness.takesTwentyCallsAtOnce)(
      `gives ${sent} bookings sent at once for the last 3 rooms exactly 3 rooms, tells the others, and the counters add up`,
      async () => {
        await harness.signInAdmin(backend());
        const aster = await backend().hotelAster.get();
        await backend().hotelAster.save({
          profile: aster.profile,
          rooms: aster.rooms.map((room) => (room.id === 'deluxe-double' ? { ...room, rooms: 3 } : room)),
        });
        const all = await rush();

        await rushOn(all, roomRequest, 3, roomSoldOutMessage(seasonDate));
        const stored = await bookingsOf(all, 'deluxe-double');
        expect(stored).toHaveLength(3);
        expect(stored.every((booking) => booking.status === 'Pending' && !booking.notHeld)).toBe(true);
        expect(await backend().availability.roomNights('deluxe-double', '2031-05', 1)).toEqual({
          [seasonDate]: 3,
          '2031-05-11': 3,
        });
      },
    );

    it.runIf(harness.takesTwentyCallsAtOnce)(
      `gives ${sent} bookings sent at once for the last 3 seats of a departure exactly 3 seats, tells the others, and the counters add up`,
      async () => {
        await harness.signInAdmin(backend());
        const tour = (await backend().tours.get('sikkim-delight'))!;
        await backend().tours.update({ ...tour, departures: { '2031-04-02': 3 } });
        const all = await rush();

        await rushOn(all, { ...tourRequest, travellers: 1 }, 3, departureFullMessage('2031-04-02', 0));
        const stored = await bookingsOf(all, 'sikkim-delight');
        expect(stored).toHaveLength(3);
        expect(stored.every((booking) => booking.status === 'Pending' && !booking.notHeld)).toBe(true);
        expect(await backend().availability.departureSeats('sikkim-delight')).toEqual({ '2031-04-02': 3 });
      },
    );
  });
}
