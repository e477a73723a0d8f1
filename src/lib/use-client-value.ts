import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isHydrating } from './hydration';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its clock, its address), read so that prerendered HTML and the hydration of
 * it agree: both use `serverValue`, then React renders once more with `clientValue()`. It never changes after.
 *
 * That second render is a transition: React renders it in short slices that yield to a tap, where a store whose
 * value differs after hydration would make it re-render the whole component at once, in one long task (these
 * hooks sit at the top of whole pages). A component that renders afresh (not hydrating) has its value at once.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: () => T): T {
  const [hydrated, setHydrated] = useState(() => !isHydrating());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return useSyncExternalStore(noSubscription, hydrated ? clientValue : serverValue, serverValue);
}
