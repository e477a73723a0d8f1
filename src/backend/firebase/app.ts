import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { EmulatorHosts, FirebaseWebConfig } from '../../lib/config';

/** One Firebase app instance with the services the adapter uses from it. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** Firestore Lite: REST one-shot reads and writes, no listeners needed (see ENVIRONMENT.md). */
  db: Firestore;
}

export interface FirebaseApps {
  /** Public reads and the customer session (kept across reloads). */
  customer: FirebaseServices;
  /** Admin session (this browser session only) and every admin write, so its token carries the claim. */
  admin: FirebaseServices;
}

const inBrowser = typeof window !== 'undefined';

/**
 * Services already opened, by app name: a second backend for the same name (Vite's hot reload re-running
 * this module's importer) must reuse them, because Auth and the emulator connections can be set up only once.
 */
const opened = new Map<string, FirebaseServices>();

// initializeAuth instead of getAuth: getAuth's browser build also pulls in the popup/redirect code we never use.
function openServices(
  name: string,
  config: FirebaseWebConfig,
  persistence: Persistence | Persistence[],
  emulators: EmulatorHosts | null,
): FirebaseServices {
  const previous = opened.get(name);
  if (previous && getApps().includes(previous.app)) return previous;
  const app = initializeApp(config, name);
  const auth = initializeAuth(app, { persistence });
  const db = getFirestore(app);
  if (emulators) {
    connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
    connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  }
  const services = { app, auth, db };
  opened.set(name, services);
  return services;
}

/**
 * Two app instances, because Firebase Auth holds one user per app: the customer and the admin sign in
 * independently, as the spec's two sessions do. `instanceName` lets tests open several backends side by side.
 */
export function openFirebaseApps(
  config: FirebaseWebConfig,
  emulators: EmulatorHosts | null,
  instanceName?: string,
): FirebaseApps {
  // Node (tests, scripts) has no browser storage: sessions live in memory there.
  const customerPersistence = inBrowser ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence;
  const adminPersistence = inBrowser ? browserSessionPersistence : inMemoryPersistence;
  return {
    customer: openServices(instanceName ?? '[DEFAULT]', config, customerPersistence, emulators),
    admin: openServices(`${instanceName ?? 'default'}-admin`, config, adminPersistence, emulators),
  };
}
