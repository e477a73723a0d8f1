let hydrating = false;

/**
 * Whether React is hydrating the prerendered page right now: set by the app's start (src/app/boot.tsx) just before
 * it hydrates, cleared once the hydrated page has committed. Components read it while they first render, to know
 * that the markup they meet is the prerendered one (useClientValue, KeepPrerendered).
 */
export function isHydrating(): boolean {
  return hydrating;
}

/** For the app's start only: hydration begins (true) or has been committed (false). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}
