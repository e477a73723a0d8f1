import { sampleDocuments, type SeedDocument } from '../../seed/scripts/seed-firestore';
import type { DocumentFields } from '../../src/backend/firebase/converters';
import type { EmulatorHosts, FirebaseWebConfig } from '../../src/lib/config';

/**
 * The Auth and Firestore emulators as scripts/with-emulators.mjs starts them, and what tests do to them
 * through their REST APIs (no SDK: nothing here can be slowed down by the SDK's retries or cache).
 */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-himalayan-aster';
export const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const functionsHost = process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001';

/** A web config for the demo project: the emulators accept any api key. */
export const demoConfig: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: `${projectId}.firebaseapp.com`,
  projectId,
  storageBucket: `${projectId}.appspot.com`,
  appId: '',
};

function splitHost(hostAndPort: string): { host: string; port: number } {
  const at = hostAndPort.lastIndexOf(':');
  return { host: hostAndPort.slice(0, at), port: Number(hostAndPort.slice(at + 1)) };
}

/** No Storage emulator can run on these machines (it needs a runtime they cannot download): storage stays null. */
export const emulatorHosts: EmulatorHosts = {
  auth: `http://${authHost}`,
  firestore: splitHost(firestoreHost),
  storage: null,
  functions: splitHost(functionsHost),
};

// `Bearer owner` is the emulators' admin credential: it bypasses security rules and allows admin calls.
const owner = { Authorization: 'Bearer owner' };
const documentsUrl = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
const identityUrl = `http://${authHost}/identitytoolkit.googleapis.com/v1`;

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<unknown> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { ...owner, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...rest.headers },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Deletes every document of the project (~35 ms). */
export async function wipeFirestore(): Promise<void> {
  await call(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
}

/** Deletes every account of the project. */
export async function wipeAuth(): Promise<void> {
  await call(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}

/** Creates an e-mail/password account and returns its uid (localId). */
export async function createUser(email: string, password: string, displayName?: string): Promise<string> {
  const body = await call(`${identityUrl}/accounts:signUp?key=${demoConfig.apiKey}`, {
    method: 'POST',
    json: { email, password, displayName, returnSecureToken: false },
  });
  return stringField(body, 'localId');
}

async function localIdOf(email: string): Promise<string> {
  const body = await call(`${identityUrl}/projects/${projectId}/accounts:lookup`, { method: 'POST', json: { email: [email] } });
  const users =
    typeof body === 'object' && body !== null && 'users' in body && Array.isArray(body.users) ? (body.users as unknown[]) : [];
  if (users.length === 0) throw new Error(`No account with e-mail ${email} in the Auth emulator`);
  return stringField(users[0], 'localId');
}

/** Gives the account (uid, or e-mail) the `admin: true` custom claim the rules check. */
export async function setAdminClaim(localIdOrEmail: string): Promise<void> {
  const localId = localIdOrEmail.includes('@') ? await localIdOf(localIdOrEmail) : localIdOrEmail;
  await call(`${identityUrl}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    json: { localId, customAttributes: JSON.stringify({ admin: true }) },
  });
}

function stringField(body: unknown, key: string): string {
  const value = typeof body === 'object' && body !== null && key in body ? (body as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string') throw new Error(`Expected a string ${key} in ${JSON.stringify(body)}`);
  return value;
}

/** A JavaScript value in the Firestore REST API's typed-value form. */
export function toRestValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  // The seed's time fields: stored as Timestamps, as the Admin SDK and the adapter's serverTimestamp() store them.
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value as DocumentFields) } };
  throw new Error(`Cannot store ${typeof value} in Firestore`);
}

const toRestFields = (fields: DocumentFields) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toRestValue(v)]),
  );

/** Writes documents as they are, bypassing the rules (for seeding, or for storing a malformed one on purpose). */
export async function writeDocuments(collection: string, documents: { id: string; fields: DocumentFields }[]): Promise<void> {
  if (documents.length === 0) return;
  const name = (id: string) => `projects/${projectId}/databases/(default)/documents/${collection}/${id}`;
  await call(`${documentsUrl}:commit`, {
    method: 'POST',
    json: { writes: documents.map(({ id, fields }) => ({ update: { name: name(id), fields: toRestFields(fields) } })) },
  });
}

/** The site's origin the seeded e-mail templates link to. */
export const testSiteUrl = 'http://127.0.0.1:4173';

/**
 * Every document a new project starts with (seed/scripts/seed-firestore.ts, the same as `npm run seed` writes),
 * written as it is, bypassing the rules.
 */
export async function seedFirestore(): Promise<void> {
  const byCollection = new Map<string, SeedDocument[]>();
  for (const document of sampleDocuments({ siteUrl: testSiteUrl })) {
    byCollection.set(document.collection, [...(byCollection.get(document.collection) ?? []), document]);
  }
  await Promise.all(
    [...byCollection].map(([collection, documents]) =>
      writeDocuments(
        collection,
        documents.map(({ id, data }) => ({ id, fields: data })),
      ),
    ),
  );
}

/** A value of the REST API's typed form as JavaScript: Timestamps become Dates, so tests can tell them from strings. */
function fromRestValue(value: Record<string, unknown>): unknown {
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: Record<string, unknown>[] }).values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in value)
    return fromRestFields((value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {});
  throw new Error(`Cannot read the Firestore value ${JSON.stringify(value)}`);
}

const fromRestFields = (fields: Record<string, Record<string, unknown>>): DocumentFields =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));

/** A document as stored ('collection/id'), bypassing the rules; null when there is none. */
export async function readDocument(path: string): Promise<DocumentFields | null> {
  const response = await fetch(`${documentsUrl}/${path}`, { headers: owner });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { fields?: Record<string, Record<string, unknown>> };
  return fromRestFields(body.fields ?? {});
}

/**
 * Shifts the Cloud Functions' clock by `offset` ms from the real time (0: the real time). Only the emulator's
 * functions read it (functions/src/index.ts), so tests of dates and lapsing holds move time instead of waiting.
 */
export async function setFunctionsClockOffset(offset: number): Promise<void> {
  await writeDocuments('emulator', [{ id: 'clock', fields: { offset: Math.round(offset) } }]);
}

/** Marks the account's e-mail address as verified, as following Firebase's verification link does. */
export async function verifyEmailOf(email: string): Promise<void> {
  await setEmailVerified(email, true);
}

/** Marks the account's e-mail address as verified or not (a new account's owner has not followed the link yet). */
export async function setEmailVerified(email: string, emailVerified: boolean): Promise<void> {
  await call(`${identityUrl}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    json: { localId: await localIdOf(email), emailVerified },
  });
}

/** A signed-in account as a script holds it: its uid and the ID token it sends to the functions. */
export interface RawAccount {
  uid: string;
  email: string;
  idToken: string;
}

/**
 * Signs up an e-mail/password account through the Auth emulator's REST API, as a script would (no SDK), and
 * answers its ID token; a verified or admin account is signed in again after the change, so its token says so.
 */
export async function rawAccount(
  email: string,
  { verified, admin = false }: { verified: boolean; admin?: boolean },
): Promise<RawAccount> {
  const password = 'customer-pass-1';
  const signedUp = await call(`${identityUrl}/accounts:signUp?key=${demoConfig.apiKey}`, {
    method: 'POST',
    json: { email, password, returnSecureToken: true },
  });
  const uid = stringField(signedUp, 'localId');
  if (!verified && !admin) return { uid, email, idToken: stringField(signedUp, 'idToken') };
  await call(`${identityUrl}/projects/${projectId}/accounts:update`, {
    method: 'POST',
    json: {
      localId: uid,
      emailVerified: verified,
      ...(admin ? { customAttributes: JSON.stringify({ admin: true }) } : {}),
    },
  });
  const signedIn = await call(`${identityUrl}/accounts:signInWithPassword?key=${demoConfig.apiKey}`, {
    method: 'POST',
    json: { email, password, returnSecureToken: true },
  });
  return { uid, email, idToken: stringField(signedIn, 'idToken') };
}

/** What a callable answered a raw call: its HTTP status, and its result or its error (with the port's code in details). */
export interface RawAnswer {
  status: number;
  result?: unknown;
  error?: { status: string; message: string; details?: { code?: string; message?: string } };
}

/**
 * Calls one of the callables over HTTP as any script can, with an account's token or none and any headers, and
 * answers what came back, whatever it was (no SDK between: nothing retried, nothing mapped).
 */
export async function callFunction(
  name: string,
  data: unknown,
  { idToken, headers = {}, signal }: { idToken?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<RawAnswer> {
  const response = await fetch(`http://${functionsHost}/${projectId}/asia-south1/${name}`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}), ...headers },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  let body: { result?: unknown; error?: RawAnswer['error'] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { error: { status: 'NOT JSON', message: text.slice(0, 200) } };
  }
  return { status: response.status, ...body };
}

/**
 * Starts `size` workers of one function before a test sends that many calls at once. Production keeps instances
 * warm; the emulator starts a worker per call in flight, and on a busy machine a worker may fail to load, leaving
 * its call unanswered. `refused(index, signal)` makes a call the function refuses before reading anything (a date
 * in the past), given up with the signal after 3 minutes: sent in waves, until `size` at once are all answered
 * invalid-argument.
 */
export async function startWorkers(
  size: number,
  refused: (index: number, signal: AbortSignal) => Promise<RawAnswer>,
): Promise<void> {
  const wave = async (calls: number) => {
    const signal = AbortSignal.timeout(180_000);
    const answers = await Promise.all(Array.from({ length: calls }, (_, index) => refused(index, signal).catch(() => null)));
    return answers.every((answer) => answer?.error?.status === 'INVALID_ARGUMENT');
  };
  for (const calls of [1, 4, 10].filter((calls) => calls < size)) await wave(calls);
  for (let waves = 0; waves < 5 && !(await wave(size)); waves++);
}
