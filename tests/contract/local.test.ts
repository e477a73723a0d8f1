import { describeBackendContract } from './backend-contract';
import { contractClock } from './harness';
import { createLocalBackend } from '../../src/backend/local/adapter';
import { openLocalDb } from '../../src/backend/local/db';
import { testPasswordIterations } from '../../src/testing/backend';

const demoAdmin = { email: 'admin@contract.test', password: 'contract-admin-1' };
let run = 0;
let dbName = '';

/** A browser's two storages, in memory: each backend below is its own browser. */
function storages() {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  };
  return { persistentStorage: memory(), sessionStorage: memory(), passwordIterations: testPasswordIterations };
}

describeBackendContract('local (IndexedDB)', {
  canStoreImages: true,
  takesTwentyCallsAtOnce: true,
  fresh() {
    dbName = `contract-${++run}-${crypto.randomUUID()}`;
    contractClock.moved = 0;
    return Promise.resolve(createLocalBackend({ dbName, demoAdmin, now: () => contractClock.now(), ...storages() }));
  },
  sibling: () => Promise.resolve(createLocalBackend({ dbName, demoAdmin, now: () => contractClock.now(), ...storages() })),
  moveClock(ms) {
    contractClock.moved += ms;
    return Promise.resolve();
  },
  // The demo has no inbox: its accounts count as verified from the start.
  // The demo's accounts are verified unless a case left one unverified: this undoes that.
  async verifyEmail(email) {
    const db = await openLocalDb(dbName);
    const stored = await db.getFromIndex('users', 'byEmail', email);
    if (stored?.emailVerified === false) {
      const verified = { ...stored };
      delete verified.emailVerified;
      await db.put('users', verified);
    }
    db.close();
  },
  async leaveUnverified(backend, email) {
    const db = await openLocalDb(dbName);
    const stored = await db.getFromIndex('users', 'byEmail', email);
    if (stored) await db.put('users', { ...stored, emailVerified: false });
    db.close();
    await backend.auth.signIn(email, 'customer-pass-1');
  },
  async signInAdmin(backend) {
    await backend.admin.signIn(demoAdmin.email, demoAdmin.password);
    return demoAdmin;
  },
});
