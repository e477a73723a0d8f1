import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(notify: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

// Without matchMedia (old browsers, tests) motion is assumed fine, as browsers do by default.
const snapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);

/** True while the visitor has asked the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
