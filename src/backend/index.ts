import type { Backend } from './types';

export type { Backend } from './types';

let chosen: Promise<Backend> | undefined;
let ready: Backend | undefined;
/** What runs between the steps of loading the backend: nothing, unless the app's start gives its yield. */
let between: () => Promise<void> = () => Promise.resolve();

/**
 * Has the backend load in steps with `yieldTask` between them: the app's boot module (src/app/boot.tsx, its step
 * 8) passes its one yield, so that loading the backend's code is many short tasks instead of one long one while
 * the page answers its first taps. Tests and scripts load it straight through.
 */
export function loadBackendBetween(yieldTask: () => Promise<void>): void {
  between = yieldTask;
}

/**
 * The backend this build talks to: `firebase` when the `VITE_FIREBASE_*` configuration is present, else the
 * embedded `local` one. Each adapter is its own chunk, so a local build ships no Firebase code.
 */
export function getBackend(): Promise<Backend> {
  const backend = (chosen ??= pickBackend().then((loaded) => (ready = loaded)));
  if (ready) return backend;
  // Asked for while it loads: each caller goes on after a yield of its own, so that the reads every query of the page
  // starts once the backend is there are not all one task (with the firebase adapter's creation, 93-119 ms on the
  // bench's phone). Tests and scripts give no yield.
  return backend.then(async (loaded) => {
    await between();
    return loaded;
  });
}

/** The backend once it has loaded, else `undefined`: what the session hooks read while rendering. */
export function loadedBackend(): Backend | undefined {
  return ready;
}

/**
 * Gives the app this backend instead of the one the build would pick: tests hand each render a fresh embedded
 * adapter (or a promise that never settles, or fails) through src/testing. The app itself never calls it, so the
 * bundler leaves it out of the site.
 */
export function provideBackend(backend: Backend | Promise<Backend>): void {
  ready = undefined;
  const provided = Promise.resolve(backend).then((loaded) => {
    if (chosen === provided) ready = loaded;
    return loaded;
  });
  // A test may provide a failing backend on purpose: the screens that read it report the failure.
  provided.catch(() => undefined);
  chosen = provided;
}

async function pickBackend(): Promise<Backend> {
  // The configuration readers load with the adapter: pages that never touch data do not download them.
  const { readDemoAdmin, readEmulatorHosts, readFirebaseConfig } = await import('../lib/config');
  const env = import.meta.env as Record<string, string | boolean | undefined>;
  const firebaseConfig = readFirebaseConfig(env);
  // The schemas' steps are a chunk of their own, so that every page's first script stays small.
  const { loadSchemas } = await import('./schema-steps');
  await loadSchemas(between);
  // `__BACKEND_KIND__` is a build-time constant, so the adapter not chosen is not even bundled.
  if (__BACKEND_KIND__ === 'firebase' && firebaseConfig) {
    const { firebaseSdkSteps } = await import('./firebase/sdk-steps');
    for (const step of firebaseSdkSteps) {
      await step();
      await between();
    }
    const { createFirebaseBackend } = await import('./firebase/adapter');
    await between();
    return createFirebaseBackend({ config: firebaseConfig, emulators: readEmulatorHosts(env) });
  }
  const { createLocalBackend } = await import('./local/adapter');
  // The adapter's code has run; opening the database and what the pages do with it come in the next task, and a
  // first visit's seeding of the sample data in short tasks after that.
  await between();
  return createLocalBackend({ demoAdmin: readDemoAdmin(env), between });
}
