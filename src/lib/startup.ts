import { useSyncExternalStore } from 'react';
import { whenIdle } from './idle';

/**
 * Two moments of a page's life after its first paint, each set once (src/app/boot.tsx sets them; the prerender runs
 * no boot, so neither comes there).
 *
 * - **The start is over** (`startup-over` mark, `<html data-startup-over>`): the app has rendered, a prerendered
 *   page's data has been read again from the backend (on the embedded build that opens the adapter, and seeds it
 *   on a first visit), and the browser has been idle since.
 * - **The load is quiet** (`load-quiet` mark, `<html data-load-quiet>`): after that, nothing has been fetched for
 *   `loadQuietMs` and the browser is idle (or `loadQuietCapMs` have passed since the start was over).
 *
 * What the first screen does not need and costs the machine a steady share of a core waits for the quiet: the
 * service worker's precaching (about 190 files fetched and stored) and the hero's looping video. Started at the end
 * of the start, they ran beside what follows it (the refresh's answers, the lower half's hydration, the first taps),
 * and on the bench's 2-core machine Lighthouse's phone counted those short tasks as long (README, "Performance").
 * A visitor who leaves sooner downloads neither.
 */
export const startupOverMark = 'startup-over';
export const loadQuietMark = 'load-quiet';
/** How long nothing must be fetched, after the start, for the load to be quiet. */
export const loadQuietMs = 2000;
/** The longest the quiet is waited for after the start: a page that keeps fetching still gets its worker. */
export const loadQuietCapMs = 15_000;

interface Moment {
  is: () => boolean;
  when: (then: () => void) => () => void;
  mark: () => void;
  reset: () => void;
}

function moment(markName: string, attribute: 'startupOver' | 'loadQuiet'): Moment {
  let reached = false;
  const waiting = new Set<() => void>();
  return {
    is: () => reached,
    when(then) {
      if (reached) {
        then();
        return () => undefined;
      }
      waiting.add(then);
      return () => waiting.delete(then);
    },
    mark() {
      if (reached) return;
      reached = true;
      performance.mark(markName);
      document.documentElement.dataset[attribute] = '';
      const ready = [...waiting];
      waiting.clear();
      for (const then of ready) then();
    },
    reset() {
      reached = false;
      waiting.clear();
      delete document.documentElement.dataset[attribute];
    },
  };
}

const startupOver = moment(startupOverMark, 'startupOver');
const loadQuiet = moment(loadQuietMark, 'loadQuiet');

/** Whether the app's start is over. False in the prerender, which runs no start. */
export const isStartupOver = startupOver.is;

/** Runs `then` once the app's start is over (at once if it is), and returns what cancels it. */
export const whenStartupOver = startupOver.when;

/**
 * For the app's start only (and tests): the start is over. Sets the `startup-over` mark, which shows the moment in a
 * trace, and `<html data-startup-over>`, which shows it in the page; only the first call counts.
 */
export const markStartupOver = startupOver.mark;

/** Runs `then` once the load is quiet (at once if it is), and returns what cancels it. */
export const whenLoadQuiet = loadQuiet.when;

/**
 * For the app's start (and tests): the load is quiet. The `load-quiet` mark, and `<html data-load-quiet>`, which the
 * home page's journeys wait for (their fake clock keeps no marks); only the first call counts.
 */
export const markLoadQuiet = loadQuiet.mark;

/**
 * For the app's start only, once the start is over: marks the load quiet when nothing has been fetched for
 * `loadQuietMs` (the Resource Timing entries of the page, its workers' fetches aside) and the browser is idle, or
 * `loadQuietCapMs` later at the most. Returns what stops watching.
 */
export function watchForLoadQuiet(): () => void {
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle: () => void = () => undefined;
  let observer: PerformanceObserver | undefined;
  const capTimer = setTimeout(() => settle(), loadQuietCapMs);
  const stop = () => {
    observer?.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(capTimer);
    cancelIdle();
  };
  const settle = () => {
    stop();
    cancelIdle = whenIdle(markLoadQuiet, 3000, 500);
  };
  const arm = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(settle, loadQuietMs);
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    observer = new PerformanceObserver(arm);
    observer.observe({ type: 'resource' });
  }
  arm();
  return stop;
}

/**
 * For tests only: a new page, whose start is not over. The unit tests share a worker's modules and DOM from file to
 * file (vitest.config.ts), so a test that ends the start begins with this.
 */
export function resetStartupForTests(): void {
  startupOver.reset();
  loadQuiet.reset();
}

/** For a component: false until the load is quiet (and in the prerender), then true. */
export function useLoadQuiet(): boolean {
  return useSyncExternalStore(whenLoadQuiet, loadQuiet.is, never);
}

const never = () => false;
