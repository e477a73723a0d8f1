/** Build-time configuration. Only public values live here: Firebase web config is not a secret. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
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
  };
}

export interface EmulatorHosts {
  auth: string;
  firestore: { host: string; port: number };
  storage: { host: string; port: number } | null;
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
