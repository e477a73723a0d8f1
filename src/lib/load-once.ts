/** A module's load, started at most once at a time: what it loaded is kept, and a load that failed is tried again. */
export interface LoadOnce<T> {
  /** Starts the load, or answers the one under way or done. */
  start: () => Promise<T>;
  /** What the load gave, once it has. */
  loaded: () => T | undefined;
}

/**
 * A chunk loaded once for everyone who asks (a lazy component, a deferred one), with what it gave kept for a render
 * that must not wait. A failed load (a dropped connection) is forgotten, so the next ask loads it again.
 */
export function loadOnce<T>(load: () => Promise<T>, onLoaded?: (value: T) => void): LoadOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    start: () =>
      (loading ??= load().then(
        (loadedValue) => {
          value = loadedValue;
          onLoaded?.(loadedValue);
          return loadedValue;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => value,
  };
}
