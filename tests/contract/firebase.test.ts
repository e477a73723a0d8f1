import { deleteApp, getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, initializeAuth, inMemoryPersistence } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc, setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from '../../src/backend/firebase/adapter';
import { isBackendError } from '../../src/backend/errors';
import type { Backend } from '../../src/backend/types';
import { describeBackendContract } from './backend-contract';
import {
  createUser,
  demoConfig,
  emulatorHosts,
  firestoreHost,
  seedFirestore,
  setAdminClaim,
  wipeAuth,
  wipeFirestore,
  writeDocuments,
} from '../support/emulators';

/**
 * The backend contract against the Firebase adapter on the Auth and Firestore emulators, with the project's
 * firestore.rules. Run through `node scripts/with-emulators.mjs -- npx vitest run --project emulators`.
 */

let instance = 0;
const instanceName = () => `contract-${++instance}`;

/** Deletes every Firebase app of earlier tests, so their sessions and listeners do not linger. */
async function deleteAllApps() {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

async function freshBackend(): Promise<Backend> {
  await deleteAllApps();
  await Promise.all([wipeFirestore(), wipeAuth()]);
  await seedFirestore();
  return createFirebaseBackend({ config: demoConfig, emulators: emulatorHosts, instanceName: instanceName() });
}

let adminCount = 0;
async function signInAdmin(backend: Backend) {
  const admin = { email: `admin.${++adminCount}@contract.test`, password: 'contract-admin-1' };
  await setAdminClaim(await createUser(admin.email, admin.password));
  await backend.admin.signIn(admin.email, admin.password);
  return admin;
}

// Refusals are what half of these tests expect; the SDK would log each one as a warning with its request.
setLogLevel('error');

beforeAll(async () => {
  // A clear failure when the suite is run without the emulators, instead of 30 s timeouts.
  const reachable = await fetch(`http://${firestoreHost}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) throw new Error(`No Firestore emulator at ${firestoreHost}: run through scripts/with-emulators.mjs`);
  // Warm-up in the hook (60 s budget), not in the first test (30 s): a fresh emulator compiles the rules and
  // warms its JVM on the first requests, which took up to 26 s on a loaded machine.
  const backend = await freshBackend();
  await backend.tours.list();
  await signInAdmin(backend);
  await backend.stats.counts();
});

afterAll(deleteAllApps);

describe('Storage', () => {
  // Said out loud so a green run is not read as "uploads work": the upload case of the contract is skipped.
  it.skip('image upload runs only where a Storage emulator can run (none can run on these machines: it needs a Java and rules runtime they cannot download)', () => {});
});

describeBackendContract('firebase (Auth + Firestore emulators)', {
  canStoreImages: false,
  fresh: freshBackend,
  signInAdmin,
});

describe('firebase adapter only', () => {
  it("refuses a signed-in customer's direct Firestore write to tourPackages (the rules, not the adapter)", async () => {
    await freshBackend();
    const app = initializeApp(demoConfig, instanceName());
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
    const tour = { name: 'Sneaky', image: '', duration: '1 Day', price: 1, destinationsCovered: ['X'], highlights: ['Y'] };

    const anonymous = await setDoc(doc(db, 'tourPackages', 'tour_1'), tour).catch((error: unknown) => error);
    expect(anonymous).toMatchObject({ code: 'permission-denied' });

    await createUserWithEmailAndPassword(auth, 'direct.customer@contract.test', 'customer-pass-1');
    const customer = await setDoc(doc(db, 'tourPackages', 'sikkim-delight'), tour).catch((error: unknown) => error);
    expect(customer).toMatchObject({ code: 'permission-denied' });
  });

  it('refuses a customer at admin login and keeps the two sessions independent', async () => {
    const backend = await freshBackend();
    const customer = await backend.auth.signUp({ name: 'Karma', email: 'karma@contract.test', password: 'customer-pass-1' });
    await expect(backend.admin.signIn('karma@contract.test', 'customer-pass-1')).rejects.toThrow('Invalid email or password.');
    expect(backend.admin.session.current()).toBeNull();
    expect(backend.auth.user.current()).toEqual(customer);

    const admin = await signInAdmin(backend);
    expect(backend.auth.user.current()).toEqual(customer);
    await backend.auth.signOut();
    expect(backend.admin.session.current()).toEqual({ email: admin.email });
    // The customer signing out does not sign the admin out: admin writes still go through.
    await expect(backend.tours.add({ ...sampleTourInput, name: 'After customer logout' })).resolves.toMatchObject({ price: 1000 });
  });

  it('starts with unknown sessions, then knows nobody is signed in', async () => {
    const backend = await freshBackend();
    expect([undefined, null]).toContain(backend.auth.user.current());
    await vi.waitFor(() => {
      expect(backend.auth.user.current()).toBeNull();
      expect(backend.admin.session.current()).toBeNull();
    });
  });

  it('skips a malformed document with a warning and trusts the document id over an id field', async () => {
    const backend = await freshBackend();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeDocuments('tourPackages', [
      { id: 'broken-tour', fields: { name: 'No price', duration: '1 Day' } },
      { id: 'zz-real-id', fields: { ...sampleTourInput, id: 'forged-id', category: 'Family', itinerary: [] } },
    ]);
    const tours = await backend.tours.list();
    expect(tours.map((t) => t.id)).toEqual(['bhutan-discovery', 'darjeeling-romance', 'nepal-adventure', 'sikkim-delight', 'zz-real-id']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken-tour'));
    expect(await backend.tours.get('broken-tour')).toBeNull();
  });

  it('maps a write of the signed-out admin app to permission-denied', async () => {
    const backend = await freshBackend();
    await signInAdmin(backend);
    await backend.admin.signOut();
    const error = await backend.hotels.update({ ...(await backend.hotels.list())[0]!, price: 1 }).catch((caught: unknown) => caught);
    expect(isBackendError(error, 'permission-denied')).toBe(true);
  });

  it('fails an update of a deleted tour with not-found, without recreating it', async () => {
    const backend = await freshBackend();
    await signInAdmin(backend);
    const added = await backend.tours.add(sampleTourInput);
    await backend.tours.remove(added.id);
    const error = await backend.tours.update({ ...added, price: 5 }).catch((caught: unknown) => caught);
    expect(isBackendError(error, 'not-found')).toBe(true);
    expect(await backend.tours.get(added.id)).toBeNull();
    const missingBooking = await backend.bookings.updateStatus('no-such-booking', 'Confirmed').catch((caught: unknown) => caught);
    expect(isBackendError(missingBooking, 'not-found')).toBe(true);
  });
});

const sampleTourInput = {
  name: 'Lachung Short Break',
  image: '/images/destinations/sikkim.webp',
  duration: '2 Nights / 3 Days',
  price: 1000,
  destinationsCovered: ['Lachung'],
  highlights: ['Yumthang Valley'],
};
