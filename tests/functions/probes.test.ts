import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultBookingPolicy, tooManyOpenRequests, tooManySeats } from '../../src/backend/domain/booking-policy';
import { busyBooking } from '../../src/backend/errors';
import type { CallableName } from '../../src/backend/firebase/callables';
import { contractClock, roomRequest, tourRequest } from '../contract/harness';
import {
  callFunction,
  firestoreHost,
  rawAccount,
  readDocument,
  seedFirestore,
  setFunctionsClockOffset,
  startWorkers,
  wipeAuth,
  wipeFirestore,
  writeDocuments,
  type RawAnswer,
} from '../support/emulators';

/**
 * The abuse probes, replayed as an attacker runs them: raw HTTP calls to the callables with the tokens of accounts
 * made through the Auth emulator's REST API (no SDK, no adapter), on the Auth, Firestore and Functions emulators.
 * Run through `node scripts/with-emulators.mjs -- npx vitest run --project emulators tests/functions`.
 *
 * Probes other tests already replay, not written twice here:
 * - Direct SDK writes to hotelBookings, bookingReferences, roomNights, departureSeats and mail, by visitors,
 *   customers and the operator: tests/rules/firestore.rules.test.ts, "refuses every direct write to the booking
 *   side, the operator's included" and its tables of cases.
 * - A visitor calling the booking function: tests/contract/firebase.test.ts, "answers a visitor calling the booking
 *   function with permission-denied, and stores nothing".
 * - Forged prices (the firebase adapter sends the input as given, so they reach the function):
 *   tests/contract/cases/room-stays.ts "stores the price the backend makes, never one the browser sends" and
 *   tests/contract/cases/request-limits.ts "prices a stay across the season boundary night by night, whatever the
 *   browser believes"; the owner, status and reference of a booking: below.
 * - Five unverified accounts holding the hotel: tests/contract/cases/crowd-holds.ts "takes requests of accounts
 *   that never verified their address without holding anything; confirming one holds it"; the share of all Pending
 *   holds, the cool-down after a lapsed hold and one account's seats of a departure: the other cases of that file.
 * - One account's open requests and room-nights: tests/contract/cases/request-limits.ts "refuses a 4th open request
 *   and the 31st room-night held, with words the customer can act on"; under 20 calls at once: below.
 * - 20 bookings of the last room at once: tests/contract/firebase.test.ts "gives 20 bookings of the last room sent
 *   at once by 20 verified accounts one room, ...".
 * - Enquiries with a forged X-Forwarded-For: tests/contract/firebase.test.ts "counts enquiries against the address
 *   the front end appends, whatever the caller writes before it" (production's front end always appends one; only
 *   the emulator, called directly, sees calls without it). One contact typed many ways and the operator's hourly
 *   ceiling: src/backend/domain/transactions/customer-requests.test.ts "counts one contact however it is typed, and
 *   stops e-mailing the operator past the hourly ceiling".
 * - The operator's e-mails to unverified addresses: tests/contract/cases/booking-admin.ts "e-mail no status change
 *   to an address its account never verified".
 * - A quote taken by whoever holds its link: tests/contract/cases/quotes.ts "is accepted by its addressee only once
 *   they have verified the address"; a walk-in booking linked to an unverified account:
 *   tests/contract/cases/walk-in-bookings.ts.
 * - The lapsed-hold query's index: src/backend/firebase/firestore-queries.test.ts; App Check:
 *   src/backend/firebase/production-facts.test.ts (neither can be seen on the emulators).
 * - Uploads under another account's booking or a traveller past the party: tests/rules/storage.rules.test.ts
 *   (skipped here: no Storage emulator runs); uploads no record names (documents never saved, screenshots never
 *   claimed), removed by the purge: src/backend/domain/transactions/unnamed-files.test.ts and
 *   functions/src/storage-files.test.ts.
 */

/** Every callable, and whom a script needs to be to get past the caller check to the input. */
const callables: Record<CallableName, 'visitor' | 'customer' | 'admin'> = {
  createBooking: 'customer',
  requestFlight: 'customer',
  requestCancellation: 'customer',
  sendAwaitedCopies: 'customer',
  claimPayment: 'customer',
  sendEnquiry: 'visitor',
  saveTravellerDocuments: 'customer',
  createWalkInBooking: 'admin',
  linkWalkInBooking: 'admin',
  changeBookingStatus: 'admin',
  markBookingPayment: 'admin',
  assignBookingDriver: 'admin',
  moveBooking: 'admin',
  previewMove: 'admin',
  moveDeparture: 'admin',
  notifyAlert: 'admin',
  readQuote: 'visitor',
  askQuoteChange: 'visitor',
  acceptQuote: 'customer',
  saveQuote: 'admin',
  sendQuote: 'admin',
  replyToEnquiry: 'admin',
  sendDocumentsReminder: 'admin',
  deleteExpiredDocuments: 'admin',
  issueTaxDocument: 'admin',
  saveHotelAster: 'admin',
};

/** What a script sends instead of a request: nothing, a string, a number, a list, wrong types, a huge text. */
const garbage: unknown[] = [
  null,
  'DROP TABLE hotelBookings',
  12,
  [1, 2, 3],
  { bookingId: { $ne: null }, token: ['x'], itemId: 7, travelDate: 'yesterday', data: { admin: true } },
  { bookingId: 'x'.repeat(100_000) },
];

let accounts = 0;
const account = (kind: 'verified' | 'unverified' | 'admin') =>
  rawAccount(`probe.${kind}.${++accounts}@contract.test`, { verified: kind !== 'unverified', admin: kind === 'admin' });

/** The answer as the probe reads it: booked, or the HTTP-callable status with the port's code and words. */
const said = (answer: RawAnswer) =>
  answer.status === 200
    ? 'ok'
    : `${answer.error?.status ?? answer.status}: ${answer.error?.details?.code ?? ''}: ${answer.error?.details?.message ?? ''}`;

beforeAll(async () => {
  const reachable = await fetch(`http://${firestoreHost}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) throw new Error(`No Firestore emulator at ${firestoreHost}: run through scripts/with-emulators.mjs`);
});

beforeEach(async () => {
  await Promise.all([wipeFirestore(), wipeAuth()]);
  contractClock.moved = 0;
  await Promise.all([seedFirestore(), setFunctionsClockOffset(contractClock.shift())]);
});

describe('the abuse probes, replayed with raw calls', () => {
  it(
    'answers garbage sent to every callable with invalid-argument in words, never an internal error',
    { timeout: 600_000 },
    async () => {
      const tokens = {
        visitor: undefined,
        customer: (await account('verified')).idToken,
        admin: (await account('admin')).idToken,
      };
      const wrong: string[] = [];
      for (const [name, caller] of Object.entries(callables)) {
        for (const [index, data] of garbage.entries()) {
          const answer = said(await callFunction(name, data, { idToken: tokens[caller] }));
          // The one callable that takes no input: it sends the caller's awaited copies, whatever came with the call.
          const right = name === 'sendAwaitedCopies' ? answer === 'ok' : answer.startsWith('INVALID_ARGUMENT: invalid-data: ');
          if (!right) wrong.push(`${name} with garbage ${index}: ${answer}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it(
    'keeps one account sending 20 bookings at once to its 3 open requests, and tells it why for each other one',
    { timeout: 600_000 },
    async () => {
      const customer = await account('verified');
      const night = (day: number) => ({
        ...roomRequest,
        travelDate: `2031-05-${String(day).padStart(2, '0')}`,
        endDate: `2031-05-${String(day + 1).padStart(2, '0')}`,
      });
      const book = (day: number) => callFunction('createBooking', night(day), { idToken: customer.idToken });
      await startWorkers(20, (_, signal) =>
        callFunction(
          'createBooking',
          { ...roomRequest, travelDate: '2020-05-10', endDate: '2020-05-11' },
          { idToken: customer.idToken, signal },
        ),
      );

      const first = (await Promise.all(Array.from({ length: 20 }, (_, n) => book(n + 1)))).map(said);
      const capped = `RESOURCE_EXHAUSTED: limit-reached: ${tooManyOpenRequests(3)}`;
      const busy = `ABORTED: unavailable: ${busyBooking}`;
      expect(first.filter((answer) => answer !== 'ok' && answer !== capped && answer !== busy)).toEqual([]);
      // Those told to try again do, one by one: the account ends with exactly its 3 open requests.
      let booked = first.filter((answer) => answer === 'ok').length;
      for (const [n, answer] of first.entries()) {
        if (answer !== busy) continue;
        const again = said(await book(n + 1));
        expect([capped, 'ok']).toContain(again);
        if (again === 'ok') booked++;
      }
      expect(booked).toBe(3);
      expect(said(await book(25))).toBe(capped);
    },
  );

  it(
    'keeps one account sending 20 one-seat bookings of a departure at once to its seat cap, and tells it why for each other one',
    { timeout: 600_000 },
    async () => {
      const customer = await account('verified');
      // Open requests and the pending share out of the way: the seat cap is what is probed.
      await writeDocuments('settings', [
        { id: 'bookingPolicy', fields: { ...defaultBookingPolicy, maxOpenRequests: 20, pendingHoldPercent: 100 } },
      ]);
      const tour = (await readDocument('tourPackages/sikkim-delight'))!;
      await writeDocuments('tourPackages', [{ id: 'sikkim-delight', fields: { ...tour, departures: { '2031-04-02': 40 } } }]);
      const book = () => callFunction('createBooking', { ...tourRequest, travellers: 1 }, { idToken: customer.idToken });
      await startWorkers(20, (_, signal) =>
        callFunction('createBooking', { ...tourRequest, travelDate: '2020-05-10' }, { idToken: customer.idToken, signal }),
      );

      const first = (await Promise.all(Array.from({ length: 20 }, book))).map(said);
      const capped = `RESOURCE_EXHAUSTED: limit-reached: ${tooManySeats(defaultBookingPolicy.maxHeldSeats)}`;
      const busy = `ABORTED: unavailable: ${busyBooking}`;
      expect(first.filter((answer) => answer !== 'ok' && answer !== capped && answer !== busy)).toEqual([]);
      let booked = first.filter((answer) => answer === 'ok').length;
      for (const answer of first) {
        if (answer !== busy) continue;
        const again = said(await book());
        expect([capped, 'ok']).toContain(again);
        if (again === 'ok') booked++;
      }
      expect(booked).toBe(defaultBookingPolicy.maxHeldSeats);
      expect(await readDocument('departureSeats/sikkim-delight_2031-04-02')).toMatchObject({
        held: defaultBookingPolicy.maxHeldSeats,
      });
    },
  );

  it("stores a booking as the function makes it: a forged owner, status, reference, price or hold is the function's own", async () => {
    const [customer, other] = [await account('verified'), await account('verified')];
    const forged = {
      ...tourRequest,
      userId: other.uid,
      userEmail: other.email,
      status: 'Confirmed',
      reference: 'AST-FORGED',
      totalPrice: 1,
      advancePaid: 55_500,
      madeByAdmin: { uid: other.uid, email: other.email },
      lines: [{ kind: 'discount', label: 'Friends', detail: '', amount: -55_499 }],
    };
    const answer = await callFunction('createBooking', forged, { idToken: customer.idToken });
    // Refusing the extra fields would hold too; taking them as nothing is what placeBooking does.
    expect(said(answer)).toBe('ok');
    const id = (answer.result as { id: string }).id;
    const stored = await readDocument(`hotelBookings/${id}`);
    expect(stored).toMatchObject({ userId: customer.uid, userEmail: customer.email, status: 'Pending', totalPrice: 18_500 * 3 });
    expect(stored?.reference).not.toBe('AST-FORGED');
    expect(stored).not.toHaveProperty('madeByAdmin');
    expect(stored).not.toHaveProperty('advancePaid');
    expect(await readDocument('bookingReferences/AST-FORGED')).toBeNull();
  });
});
