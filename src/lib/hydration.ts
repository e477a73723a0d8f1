let hydrating = false;

/**
 * Whether React is hydrating the prerendered page right now: set by the app's start (src/app/boot.tsx) just before
 * it hydrates, cleared once the browser is idle after the app has started (React hydrates the page's Suspense
 * boundaries in passes after the app's shell). Components read it while they first render, to know that the markup
 * they meet is the prerendered one (useClientValue, KeepPrerendered); one that mounts afresh meanwhile switches to
 * the browser's value a render later, and KeepPrerendered renders its children when it finds no markup.
 */
export function isHydrating(): boolean {
  return hydrating;
}

/** For the app's start only: hydration begins (true) or has been committed (false). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}
