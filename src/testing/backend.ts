import { provideBackend, type Backend } from '@/backend';
import { createLocalBackend, localImagePrefix } from '@/backend/local/adapter';
import { openLocalDb } from '@/backend/local/db';
import type { BookingRequestInput, SessionUser } from '@/backend/schemas';

/** The admin every fresh test backend knows. */
export const testAdmin = { email: 'admin@aster.test', password: 'test-admin-pass' };

/** A customer a test signs in as. */
export const testCustomer = { name: 'Pema Bhutia', email: 'pema@aster.test', password: 'pema-secret-1' };

/** The test customer signs up and sends `request`, her name, address and phone filled in as the forms send them. */
export async function customerRequests(backend: Backend, request: Omit<BookingRequestInput, 'userName' | 'userEmail' | 'phone'>) {
  await backend.auth.signUp(testCustomer);
  return backend.bookings.create({
    userName: testCustomer.name,
    userEmail: testCustomer.email,
    phone: '+919832012345',
    ...request,
  });
}

let databases = 0;

/**
 * The PBKDF2 rounds of the test backends' password hashes. The demo's 600,000 cost 0.12 CPU-s a hash, and the tests
 * sign up and in thousands of times; the hashing and its checks are the same at any count, and
 * `src/backend/local/adapter.test.ts` holds the demo's own count.
 */
export const testPasswordIterations = 1_000;

/** A browser storage in memory: each backend given its own is its own browser. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A fresh embedded backend with the sample data (fake IndexedDB in the unit tests): its own database and its own
 * session storage, so nothing one test stores is seen by another.
 */
export function freshBackend(options: { now?: () => number } = {}): Backend {
  const dbName = `unit-test-${++databases}-${crypto.randomUUID()}`;
  const backend = createLocalBackend({
    dbName,
    // A test about far dates moves the backend's clock instead (bookings open only 400 days ahead).
    ...(options.now ? { now: options.now } : {}),
    demoAdmin: testAdmin,
    persistentStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    passwordIterations: testPasswordIterations,
  });
  databaseNames.set(backend, dbName);
  return backend;
}

const databaseNames = new WeakMap<Backend, string>();

/**
 * The addresses of the pictures a fresh backend's image store holds, as `upload` returned them: the port can only
 * delete a picture, so a test that checks a clean-up looks in the store itself.
 */
export async function storedImageUrls(backend: Backend): Promise<string[]> {
  const name = databaseNames.get(backend);
  if (!name) throw new Error('storedImageUrls reads only backends made by freshBackend()');
  const db = await openLocalDb(name);
  try {
    return (await db.getAllKeys('images')).map((path) => `${localImagePrefix}${path}`);
  } finally {
    db.close();
  }
}

/**
 * Signs `customer` up on a backend made by freshBackend() and leaves the account unverified, as a hosted account
 * is until its owner opens the link e-mailed at sign-up (the embedded backend's accounts are verified otherwise).
 */
export async function signUpUnverified(backend: Backend, customer = testCustomer): Promise<SessionUser> {
  const name = databaseNames.get(backend);
  if (!name) throw new Error('signUpUnverified changes only backends made by freshBackend()');
  await backend.auth.signUp(customer);
  const db = await openLocalDb(name);
  try {
    const stored = await db.getFromIndex('users', 'byEmail', customer.email);
    if (!stored) throw new Error(`No account for ${customer.email}`);
    await db.put('users', { ...stored, emailVerified: false });
  } finally {
    db.close();
  }
  return backend.auth.signIn(customer.email, customer.password);
}

export type SignedInAs = 'customer' | 'admin' | undefined;

/** Hands the app `backend` and signs in on it as asked; resolves with the customer when one signed in. */
export async function provideTestBackend(
  backend: Backend | Promise<Backend>,
  signedInAs: SignedInAs,
): Promise<SessionUser | null> {
  provideBackend(backend);
  if (!signedInAs) return null;
  const ready = await backend;
  if (signedInAs === 'admin') {
    await ready.admin.signIn(testAdmin.email, testAdmin.password);
    return null;
  }
  return ready.auth.signUp(testCustomer);
}
