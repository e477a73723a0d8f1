import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (its clock, its address), read so that prerendered HTML and the hydration of
 * it agree: both use `serverValue`, then React renders once more with `clientValue()`. It never changes after.
 */
export function useClientValue<T>(clientValue: () => T, serverValue: () => T): T {
  return useSyncExternalStore(noSubscription, clientValue, serverValue);
}
