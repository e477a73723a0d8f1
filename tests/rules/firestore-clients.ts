import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore/lite';

/**
 * Firestore clients for rules tests, one per identity, talking to the emulator.
 *
 * They use `firebase/firestore/lite` (REST) rather than the full SDK the rules-unit-testing contexts hand
 * out: in Node the full SDK's gRPC stream sometimes gets a corrupt frame from a freshly started gcloud
 * emulator, then backs off for a minute or answers reads from its cache.
 * Every lite read goes to the server, so an allowed read is a real allowed read. The mock token is the
 * same unsigned token rules-unit-testing builds; the emulator accepts it and the rules see its claims.
 */

/**
 * A project of their own on the same emulator: its rules, data and coverage report are the rules tests' alone, apart
 * from the contract suite's, which uses the functions' project (scripts/test.mjs saves both reports).
 */
export const projectId = 'demo-himalayan-aster-rules';

// Every denied request makes the SDK print a warning with the whole request; here denials are the
// expected outcome of half the cases. Errors still print (and fail the test, see tests/setup).
setLogLevel('error');

/** FIRESTORE_EMULATOR_HOST as `host:port` (the launcher sets it), else the port of firebase.json. */
export function firestoreEmulator(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export interface Identity {
  uid: string;
  email: string;
  claims?: Record<string, unknown>;
}

const apps: FirebaseApp[] = [];
let appCount = 0;

function connect(token: EmulatorMockTokenOptions | string | undefined): Firestore {
  const app = initializeApp({ projectId, apiKey: 'demo-key' }, `rules-test-${++appCount}`);
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = firestoreEmulator();
  connectFirestoreEmulator(db, host, port, token === undefined ? {} : { mockUserToken: token });
  return db;
}

/** A visitor nobody signed in as. */
export const anonymousClient = (): Firestore => connect(undefined);

/** A user signed in through Firebase Auth with e-mail and password, with optional custom claims. */
export const signedInClient = ({ uid, email, claims = {} }: Identity): Firestore =>
  connect({ sub: uid, user_id: uid, email, email_verified: false, ...claims });

/** The emulator's superuser: rules do not apply (what `withSecurityRulesDisabled` does). */
export const rulesBypassingClient = (): Firestore => connect('owner');

export async function deleteAllClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}
