import { useSyncExternalStore } from 'react';

/**
 * The end of the app's start: the app has rendered, a prerendered page's data has been read again from the backend
 * (on the embedded build that opens the adapter, and seeds it on a first visit), and the browser has been idle
 * since. Set once by src/app/boot.tsx. What the first screen does not need and costs the machine a steady share of a
 * core waits for it: the service worker's precaching, the hero's video. Started alongside the start-up's own short
 * tasks, each of those took the core those tasks were sliced for, and Lighthouse's phone counted them as blocking
 * (README, "Performance").
 */
export const startupOverMark = 'startup-over';

let over = false;
const waiting = new Set<() => void>();

/** Whether the app's start is over. False in the prerender, which runs no start. */
export function isStartupOver(): boolean {
  return over;
}

/** Runs `then` once the app's start is over (at once if it is), and returns what cancels it. */
export function whenStartupOver(then: () => void): () => void {
  if (over) {
    then();
    return () => undefined;
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/**
 * For the app's start only (and tests): the start is over. Sets the `startup-over` mark (the bench's) and
 * `<html data-startup-over>` (the journeys', whose fake clock keeps no marks); only the first call counts.
 */
export function markStartupOver(): void {
  if (over) return;
  over = true;
  performance.mark(startupOverMark);
  document.documentElement.dataset.startupOver = '';
  const ready = [...waiting];
  waiting.clear();
  for (const then of ready) then();
}

/**
 * For tests only: a new page, whose start is not over. The unit tests share a worker's modules and DOM from file to
 * file (vitest.config.ts), so a test that ends the start begins with this.
 */
export function resetStartupForTests(): void {
  over = false;
  waiting.clear();
  delete document.documentElement.dataset.startupOver;
}

/** The same, for a component: false while the start runs (and in the prerender), true once it is over. */
export function useStartupOver(): boolean {
  return useSyncExternalStore(whenStartupOver, isStartupOver, notOver);
}

const notOver = () => false;
