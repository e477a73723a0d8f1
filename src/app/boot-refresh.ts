import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The performance mark set once the data a prerendered page carried has been read again from the backend. */
export const refreshedMark = 'prerender-refreshed';

/**
 * Resolves once every query in `keys` has been fetched again since the build (or has failed to be): the moment
 * the page shows the backend's data rather than the build's. The build's data is stored dated 0, so any later
 * date means a fetch in this browser answered. A query no component on the page asks for is never fetched, so
 * this stays pending: `npm run bench -- --reads` reports that as a page that does not refresh its data.
 */
export function whenRefreshed(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  const waiting = new Set(keys.map((key) => hashKey(key)));
  const cache = queryClient.getQueryCache();
  const settle = () => {
    for (const hash of [...waiting]) {
      const state = cache.get(hash)?.state;
      if (state && state.fetchStatus === 'idle' && (state.dataUpdatedAt > 0 || state.errorUpdatedAt > 0)) waiting.delete(hash);
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
