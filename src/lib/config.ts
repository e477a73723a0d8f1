/** Build-time configuration. Only public values live here: Firebase web config is not a secret. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
  /**
   * The reCAPTCHA Enterprise site key of the project's App Check, when the project turns App Check on: the
   * booking and enquiry functions then refuse calls without a valid App Check token (docs/deploy.md).
   */
  appCheckSiteKey?: string;
}

type Env = Record<string, string | boolean | undefined>;

export function readFirebaseConfig(env: Env): FirebaseWebConfig | null {
  const str = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const apiKey = str('VITE_FIREBASE_API_KEY');
  const projectId = str('VITE_FIREBASE_PROJECT_ID');
  if (!apiKey || !projectId) return null;
  return {
    apiKey,
    projectId,
    authDomain: str('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    storageBucket: str('VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.firebasestorage.app`,
    appId: str('VITE_FIREBASE_APP_ID') ?? '',
    messagingSenderId: str('VITE_FIREBASE_MESSAGING_SENDER_ID'),
    appCheckSiteKey: str('VITE_APPCHECK_SITE_KEY'),
  };
}

export type BackendKind = 'local' | 'firebase';

/** Why a build cannot tell which backend it is for; the message says what to set. */
export class BackendChoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendChoiceError';
    // Whoever runs the build needs the message, not where in the config it was thrown.
    this.stack = `${this.name}: ${message}`;
  }
}

const firebaseKeys = (env: Env) =>
  Object.keys(env).filter((key) => key.startsWith('VITE_FIREBASE_') && String(env[key] ?? '').trim() !== '');

export const missingBackendMessage = [
  'No backend chosen for this build.',
  '- To build the site for Firebase, set the web app configuration (at least VITE_FIREBASE_API_KEY and',
  '  VITE_FIREBASE_PROJECT_ID) in .env.local: see docs/deploy.md.',
  "- For a demo build that keeps every booking in the visitor's own browser (the operator never sees them),",
  '  set VITE_BACKEND=local, for example: VITE_BACKEND=local npm run build',
].join('\n');

/**
 * The backend a build is for, or null when nothing says: `VITE_BACKEND` ('local' or 'firebase') when set,
 * else 'firebase' when the Firebase web configuration is present. Contradictory or half-done settings throw,
 * because guessing would turn a broken production configuration into the demo.
 */
export function readBackendKind(env: Env): BackendKind | null {
  const chosen = typeof env.VITE_BACKEND === 'string' ? env.VITE_BACKEND.trim() : '';
  const firebase = readFirebaseConfig(env);
  const partial = firebase === null && firebaseKeys(env).length > 0;
  if (chosen === 'local') return 'local';
  if (chosen !== '' && chosen !== 'firebase') {
    throw new BackendChoiceError(`VITE_BACKEND is "${chosen}": it must be "local" or "firebase".`);
  }
  if (partial || (chosen === 'firebase' && !firebase)) {
    throw new BackendChoiceError(
      `The Firebase configuration is incomplete: VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID are both needed (found ${firebaseKeys(env).join(', ') || 'none'}). See docs/deploy.md.`,
    );
  }
  return firebase ? 'firebase' : null;
}

/** For `vite build`: the backend the build is for, chosen explicitly, or an error that says how to choose. */
export function backendKindForBuild(env: Env): BackendKind {
  const kind = readBackendKind(env);
  if (!kind) throw new BackendChoiceError(missingBackendMessage);
  // Both set is a mistake either way: a production configuration that silently builds the demo loses bookings.
  if (kind === 'local' && readFirebaseConfig(env)) throw new BackendChoiceError(bothBackendsMessage);
  return kind;
}

export const bothBackendsMessage = [
  'VITE_BACKEND=local and a Firebase configuration (VITE_FIREBASE_*) are both set: this build would be the demo.',
  '- For the site on Firebase, remove VITE_BACKEND=local.',
  '- For a demo build, build where no VITE_FIREBASE_* is set (for example without .env.local).',
].join('\n');

export interface EmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  storage: { host: string; port: number } | null;
  /** The Functions emulator (the callables of functions/). */
  functions?: { host: string; port: number };
}

export function readEmulatorHosts(env: Env): EmulatorHosts | null {
  if (env.VITE_USE_EMULATORS !== 'true') return null;
  const host = typeof env.VITE_EMULATOR_HOST === 'string' ? env.VITE_EMULATOR_HOST : '127.0.0.1';
  const port = (key: string, fallback: number) => {
    const value = Number(env[key]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    auth: `http://${host}:${port('VITE_AUTH_EMULATOR_PORT', 9099)}`,
    firestore: { host, port: port('VITE_FIRESTORE_EMULATOR_PORT', 8080) },
    storage: env.VITE_STORAGE_EMULATOR === 'false' ? null : { host, port: port('VITE_STORAGE_EMULATOR_PORT', 9199) },
    functions: { host, port: port('VITE_FUNCTIONS_EMULATOR_PORT', 5001) },
  };
}

export const demoAdminDefaults = {
  email: 'admin@himalayanaster.in',
  password: 'aster-admin-2026',
} as const;

export function readDemoAdmin(env: Env): { email: string; password: string } {
  const email = env.VITE_DEMO_ADMIN_EMAIL;
  const password = env.VITE_DEMO_ADMIN_PASSWORD;
  return {
    email: typeof email === 'string' && email ? email : demoAdminDefaults.email,
    password: typeof password === 'string' && password ? password : demoAdminDefaults.password,
  };
}
