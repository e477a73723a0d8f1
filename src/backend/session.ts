import { useEffect, useSyncExternalStore } from 'react';
import { getBackend, loadedBackend } from './index';
import type { Backend, Observable } from './types';
import type { AdminSession, SessionUser } from './schemas';

/**
 * React view of the two sessions. The backend loads lazily, so until it has loaded (and, on Firebase, until
 * Auth has restored the session) the value is `undefined`: guards wait instead of redirecting.
 */
const waiting = new Set<() => void>();

function ensureLoaded() {
  if (loadedBackend()) return;
  getBackend().then(
    () => {
      for (const notify of [...waiting]) notify();
    },
    // A backend that cannot load is reported by the screens that use it (sign-in says the service is not
    // available); the session simply stays unknown.
    () => undefined,
  );
}

function useObservable<T>(pick: (backend: Backend) => Observable<T>): T | undefined {
  useEffect(ensureLoaded, []);
  return useSyncExternalStore(
    (notify) => {
      // Subscribe to the adapter's observable as soon as the backend has loaded, and tell React to read again:
      // the value may still be `undefined` then, so React would not re-subscribe on its own.
      let stop: (() => void) | undefined;
      const attach = () => {
        const loaded = loadedBackend();
        if (!loaded || stop) return;
        stop = pick(loaded).subscribe(notify);
        notify();
      };
      if (loadedBackend()) attach();
      else waiting.add(attach);
      return () => {
        waiting.delete(attach);
        stop?.();
      };
    },
    () => {
      const loaded = loadedBackend();
      return loaded ? pick(loaded).current() : undefined;
    },
    // Prerendered HTML and its hydration know no session: the first render says "unknown", then the real one.
    () => undefined,
  );
}

/** The signed-in customer: `undefined` while unknown, `null` when signed out. */
export function useCurrentUser(): SessionUser | null | undefined {
  return useObservable((backend) => backend.auth.user);
}

/** The admin session: `undefined` while unknown, `null` when logged out. */
export function useAdminSession(): AdminSession | null | undefined {
  return useObservable((backend) => backend.admin.session);
}
