import { expect } from 'vitest';
import { defaultBookingPolicy } from '../../src/backend/domain/booking-policy';
import { isBackendError, type BackendErrorCode } from '../../src/backend/errors';
import type { BookingRequestInput } from '../../src/backend/schemas';
import type { Backend } from '../../src/backend/types';

/**
 * What every adapter of the backend port must do is written once, in tests/contract/cases, and run by
 * tests/contract/local.test.ts (IndexedDB) and tests/contract/firebase.test.ts (Auth + Firestore emulators with
 * the project's rules), so the default never drifts from production.
 */
export interface ContractHarness {
  /** A backend on fresh, seeded data, with nobody signed in. */
  fresh(): Promise<Backend>;
  /** A second backend on the same data as the last `fresh()` one, with its own sessions (another browser). */
  sibling(): Promise<Backend>;
  /** Signs `backend` in as an admin (creating the admin account when the adapter needs one); returns its e-mail. */
  signInAdmin(backend: Backend): Promise<{ email: string; password: string }>;
  /** Whether image upload can run here (no Storage emulator can run on some machines). */
  canStoreImages: boolean;
  /**
   * Whether twenty booking calls at once are all answered here within the callable's 60 s. Not on the functions
   * emulator on a 2-core machine that may be busy: its answers come too close to that bound. Every call's transaction reads the same counters; gcloud's
   * Firestore emulator locks what a transaction reads and gives a lock up after 2 s, the Admin SDK tries a
   * transaction 5 times with a growing pause, and the function answers the last give-up as busy. Measured
   * 2026-12-06 on this 2-core machine: alone (load 6-11) 4 runs of the rush cases passed, slowest call 36.6 s; beside
   * the local journeys (load 10-13) 9 of 20 calls ran past 60 s and the browser's SDK gave up (deadline-exceeded, the
   * function's transaction still running). The function itself is tested under twenty calls at once in
   * ./firebase.test.ts and ../functions/probes.test.ts, with raw calls that wait.
   */
  takesTwentyCallsAtOnce: boolean;
  /** Moves the backend's clock `ms` ahead of the contract clock (below), for what happens after hours or days. */
  moveClock(ms: number): Promise<void>;
  /** Marks the customer's address verified (the demo's accounts are verified from the start). */
  verifyEmail(email: string): Promise<void>;
  /**
   * Leaves the signed-in customer's account unverified, as a new hosted account is until its owner clicks the link
   * (the demo's are verified unless a test says otherwise); signs them in again so the session knows.
   */
  leaveUnverified(backend: Backend, email: string): Promise<void>;
}

/**
 * The backend's clock in the contract: the real time shifted to 15 December 2030, 10:00 UTC at the start of the
 * run, so the 2031 dates of the cases stay within the 400 days bookable ahead, whenever the suite runs.
 */
export const contractClock = {
  offset: Date.UTC(2030, 11, 15, 10) - Date.now(),
  /** Extra shift a case asked for with `moveClock`; reset for every fresh backend. */
  moved: 0,
  now(): number {
    return Date.now() + this.offset + this.moved;
  },
  /**
   * The time `Date` reads in the test's own process: the suite's instant in the contract on the embedded adapter
   * (tests/setup/clock.ts fakes it there), the machine's on the emulators, where the firebase adapter, playing the
   * browser, dates what it writes by it.
   */
  processNow(): number {
    return Date.now();
  },
  /** How far the backend's clock is from the machine's (the functions emulator's clock offset). */
  shift(): number {
    return this.offset + this.moved;
  },
};

export interface ContractContext {
  harness: ContractHarness;
  /** The backend of the current test, fresh for each. */
  backend(): Backend;
}

let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}.${++counter}@example.com`;

/**
 * How the contract verifies a new account's address: set by describeBackendContract around each of its cases, so
 * that a customer of the cases holds rooms and seats as a verified account does on both backends (only verified
 * accounts hold). Outside the contract a new account is as the adapter makes it.
 */
let verifyNewAccount: ((email: string) => Promise<void>) | null = null;
export function verifyNewAccountsWith(verify: ((email: string) => Promise<void>) | null) {
  verifyNewAccount = verify;
}

/** A customer signed up and, within the contract, with the address verified. */
export async function signUpCustomer(backend: Backend, name: string, email = uniqueEmail(name.toLowerCase())) {
  const customer = await backend.auth.signUp({ name, email, password: 'customer-pass-1' });
  if (verifyNewAccount) await verifyNewAccount(customer.email);
  return customer;
}

/** A customer signed up who never verified their address: someone who may have typed a stranger's. */
export async function signUpUnverified(harness: ContractHarness, backend: Backend, name: string, email?: string) {
  const customer = await signUpCustomer(backend, name, email);
  await harness.leaveUnverified(backend, customer.email);
  return customer;
}

export async function expectCode(promise: Promise<unknown>, code: BackendErrorCode, message?: string | RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected a BackendError ${code}`).not.toBeNull();
  expect(isBackendError(error, code), `expected ${code}, got ${String(error)}`).toBe(true);
  if (typeof message === 'string') expect((error as Error).message).toBe(message);
  else if (message) expect((error as Error).message).toMatch(message);
}

/** A date in the future that is in the season (May) or off-season (August), far enough for every test. */
export const seasonDate = '2031-05-10';
export const offSeasonDate = '2031-08-10';

export const tourRequest: BookingRequestInput = {
  kind: 'tour',
  itemId: 'sikkim-delight',
  userName: 'Pema Lhamu',
  userEmail: 'pema.family@example.org',
  phone: '+919800012345',
  travelDate: '2031-04-02',
  endDate: '2031-04-07',
  travellers: 3,
};

/** Two nights in the Deluxe Double, season, MAP (₹2,200 a night). */
export const roomRequest: BookingRequestInput = {
  kind: 'room',
  itemId: 'deluxe-double',
  userName: 'Pema Lhamu',
  userEmail: 'pema.family@example.org',
  phone: '+919800012345',
  travelDate: seasonDate,
  endDate: '2031-05-12',
  travellers: 2,
  mealPlan: 'map',
};

export const flightRequest: BookingRequestInput = {
  kind: 'flight',
  itemId: 'fl-ai-865',
  userName: 'Pema Lhamu',
  userEmail: 'pema.family@example.org',
  phone: '+919800012345',
  travelDate: '2031-03-01',
  endDate: '2031-03-01',
  travellers: 2,
};

/** For cases about something else than the limits: lets one account keep many requests open (as the admin). */
export async function allowManyRequests(harness: ContractHarness, backend: Backend) {
  await harness.signInAdmin(backend);
  await backend.settings.saveBookingPolicy({ ...defaultBookingPolicy, maxOpenRequests: 20, maxHeldRoomNights: 400 });
}
