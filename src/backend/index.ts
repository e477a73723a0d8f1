import type { Backend } from './types';

export type { Backend } from './types';

let chosen: Promise<Backend> | undefined;

/**
 * The backend this build talks to: `firebase` when the `VITE_FIREBASE_*` configuration is present, else the
 * embedded `local` one. Each adapter is its own chunk, so a local build ships no Firebase code.
 */
export function getBackend(): Promise<Backend> {
  return (chosen ??= pickBackend());
}

async function pickBackend(): Promise<Backend> {
  // The configuration readers load with the adapter: pages that never touch data do not download them.
  const { readDemoAdmin, readEmulatorHosts, readFirebaseConfig } = await import('../lib/config');
  const env = import.meta.env as Record<string, string | boolean | undefined>;
  const firebaseConfig = readFirebaseConfig(env);
  // `__BACKEND_KIND__` is a build-time constant, so the adapter not chosen is not even bundled.
  if (__BACKEND_KIND__ === 'firebase' && firebaseConfig) {
    const { createFirebaseBackend } = await import('./firebase/adapter');
    return createFirebaseBackend({ config: firebaseConfig, emulators: readEmulatorHosts(env) });
  }
  // The schemas (zod) first, in a task of their own, then the adapter: two short tasks instead of one long one
  // while the page is answering its first taps.
  await import('./schemas');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { createLocalBackend } = await import('./local/adapter');
  return createLocalBackend({ demoAdmin: readDemoAdmin(env) });
}
