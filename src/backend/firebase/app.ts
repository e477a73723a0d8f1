import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
// Types only: the Auth SDK is a chunk of its own, loaded by `LazyAuth.load()` (below).
import type { Auth, User } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import type { EmulatorHosts, FirebaseWebConfig } from '../../lib/config';

/**
 * Firebase Auth for one app, started only when something needs it: a visitor on a public page (who has no
 * session stored) never downloads or runs the Auth SDK, and no Auth listener or storage polling runs for them.
 */
export interface LazyAuth {
  /** Downloads the Auth SDK (once) and starts Auth on this app, restoring a stored session. */
  load(): Promise<Auth>;
  /** Whether a session may be stored for this app (so Auth should start to restore it), without starting Auth. */
  mayHaveSession(): Promise<boolean>;
  /** Starts Auth and waits until it has restored (or not) the stored session. */
  authStateReady(): Promise<void>;
  /** The signed-in user once Auth has started; null before. */
  readonly currentUser: User | null;
}

/** One Firebase app instance with the services the adapter uses from it. */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: LazyAuth;
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

/** Where an app's session is kept: across reloads (the customer) or for this browser session (the admin). */
type SessionKeeping = 'local' | 'session';

/** Firebase Auth's key for the stored user of an app, in storage and in its IndexedDB store alike. */
const storedUserKey = (config: FirebaseWebConfig, appName: string) => `firebase:authUser:${config.apiKey}:${appName}`;

/** Firebase Auth's own IndexedDB database and store, where indexedDBLocalPersistence keeps the customer's session. */
const authDatabase = 'firebaseLocalStorageDb';
const authStore = 'firebaseLocalStorage';

/**
 * Whether Firebase Auth may hold a stored session under `key`, read without the Auth SDK. Errs towards yes:
 * a wrong yes only starts Auth, which then finds nobody; a wrong no would show a signed-in customer as a visitor.
 */
async function storedSessionExists(key: string, keeping: SessionKeeping): Promise<boolean> {
  try {
    if ((keeping === 'local' ? localStorage : sessionStorage).getItem(key) !== null) return true;
    if (keeping === 'session') return false;
    // Opening a database that does not exist would create it, empty: ask which exist first.
    if (typeof indexedDB?.databases !== 'function') return true;
    if (!(await indexedDB.databases()).some((database) => database.name === authDatabase)) return false;
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(authDatabase);
      request.onerror = () => resolve(true);
      request.onsuccess = () => {
        const database = request.result;
        const done = (found: boolean) => {
          database.close();
          resolve(found);
        };
        if (!database.objectStoreNames.contains(authStore)) return done(false);
        const read = database.transaction(authStore, 'readonly').objectStore(authStore).getKey(key);
        read.onsuccess = () => done(read.result !== undefined);
        read.onerror = () => done(true);
      };
    });
  } catch {
    return true;
  }
}

function lazyAuth(
  app: FirebaseApp,
  config: FirebaseWebConfig,
  keeping: SessionKeeping,
  emulators: EmulatorHosts | null,
): LazyAuth {
  let started: Auth | undefined;
  let loading: Promise<Auth> | undefined;
  const load = () =>
    (loading ??= import('firebase/auth').then((sdk) => {
      // Node (tests, scripts) has no browser storage: sessions live in memory there.
      const persistence = !inBrowser
        ? sdk.inMemoryPersistence
        : keeping === 'local'
          ? [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence]
          : sdk.browserSessionPersistence;
      // initializeAuth instead of getAuth: getAuth's browser build also pulls in the popup/redirect code we never use.
      const auth = sdk.initializeAuth(app, { persistence });
      if (emulators) sdk.connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
      started = auth;
      return auth;
    }));
  let sessionCheck: Promise<boolean> | undefined;
  return {
    load,
    mayHaveSession: () =>
      (sessionCheck ??= inBrowser ? storedSessionExists(storedUserKey(config, app.name), keeping) : Promise.resolve(false)),
    authStateReady: async () => (await load()).authStateReady(),
    get currentUser() {
      return started?.currentUser ?? null;
    },
  };
}

function openServices(
  name: string,
  config: FirebaseWebConfig,
  keeping: SessionKeeping,
  emulators: EmulatorHosts | null,
): FirebaseServices {
  const previous = opened.get(name);
  if (previous && getApps().includes(previous.app)) return previous;
  const app = initializeApp(config, name);
  const db = getFirestore(app);
  if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  const services = { app, auth: lazyAuth(app, config, keeping, emulators), db };
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
  return {
    customer: openServices(instanceName ?? '[DEFAULT]', config, 'local', emulators),
    admin: openServices(`${instanceName ?? 'default'}-admin`, config, 'session', emulators),
  };
}
