import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { whenIdle } from '@/lib/idle';
import { settledOrAfter } from '@/lib/settled-or-after';
import { yieldToMain } from '@/lib/yield';

/** The performance mark set once the data a prerendered page carried has been read again from the backend. */
export const refreshedMark = 'prerender-refreshed';

/**
 * Resolves once every query in `keys` has been fetched again since the build's data was stored at `storedAt` (or
 * has failed to be): the moment the page shows the backend's data rather than the build's. Any later date means a
 * fetch in this browser answered. A query no component on the page asks for is never fetched, so this stays
 * pending: `npm run bench -- --reads` reports that as a page that does not refresh its data.
 */
export function whenRefreshed(queryClient: QueryClient, keys: readonly QueryKey[], storedAt = 0): Promise<void> {
  const waiting = new Set(keys.map((key) => hashKey(key)));
  const cache = queryClient.getQueryCache();
  const settle = () => {
    for (const hash of [...waiting]) {
      const state = cache.get(hash)?.state;
      if (state && state.fetchStatus === 'idle' && (state.dataUpdatedAt > storedAt || state.errorUpdatedAt > storedAt))
        waiting.delete(hash);
    }
    return waiting.size === 0;
  };
  if (settle()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe(() => {
      if (!settle()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The longest one query's fetch holds up the next one's: a fetch that hangs does not keep the rest from refreshing. */
export const refreshStepMs = 3000;

/**
 * Fetches the build's queries again once the page has started and the browser is idle. The build's data is stored
 * as fresh, so that the queries do not all start fetching while the prerendered page hydrates: a query that starts
 * fetching as its component mounts makes React render that component again at once, in one task that cannot yield
 * (the whole page, for the page's own query). Fetched here instead, a query whose answer is the data the page
 * already shows renders nothing again; only one with new data (a price the operator changed) does. One query at a
 * time, each once the one before has answered (or `refreshStepMs` has passed), with a yield between: all at once,
 * their answers arrived together and were read and parsed in one task (70-177 ms on the bench's phone).
 */
export function refreshWhenIdle(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  if (keys.length === 0) return;
  const hashes = [...new Set(keys.map((key) => hashKey(key)))];
  const refresh = async () => {
    for (const hash of hashes) {
      const fetched = queryClient.invalidateQueries({ predicate: (query) => query.queryHash === hash });
      await settledOrAfter(fetched, refreshStepMs);
      await yieldToMain();
    }
  };
  whenIdle(() => void refresh(), 1000, 200);
}
