/**
 * A value made on its first use, not when its module loads: an Intl formatter costs a few milliseconds to build
 * (tens on a slow phone), and a page that never formats a date should not pay for it while it starts.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
