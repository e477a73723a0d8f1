import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * TanStack Query's timers (each query's garbage collection, each observer's staleness, a retry's wait) kept in one
 * list behind a single timer of the browser's, for the app's start (src/app/boot.tsx). Every query a page shows
 * clears one timer and sets two as its component mounts: on a hydrated page that is hundreds of platform timers set
 * and cleared in the one task that runs the page's effects, and in Lighthouse's trace they were half of that task's
 * time. Here clearing one is deleting it from the list, and setting one touches the platform timer only when it is
 * due before every other. Timers due within `slackMs` of each other run in the same task.
 */
export function coalescedTimers({ slackMs = 10 }: { slackMs?: number } = {}): TimeoutProvider<number> {
  const due = new Map<number, { at: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let platformTimer: ReturnType<typeof setTimeout> | undefined;
  let platformAt = Infinity;

  const arm = (at: number) => {
    if (at >= platformAt) return;
    if (platformTimer !== undefined) clearTimeout(platformTimer);
    platformAt = at;
    // The platform's longest wait is about 24 days: a later timer is armed again when that one fires.
    platformTimer = setTimeout(fire, Math.min(Math.max(0, at - performance.now()), 2 ** 31 - 1));
  };

  function fire() {
    platformTimer = undefined;
    platformAt = Infinity;
    const now = performance.now();
    const ready = [...due].filter(([, timer]) => timer.at <= now + slackMs);
    for (const [id] of ready) due.delete(id);
    let next = Infinity;
    for (const timer of due.values()) next = Math.min(next, timer.at);
    if (next < Infinity) arm(next);
    for (const [, timer] of ready) timer.callback();
  }

  return {
    setTimeout: (callback, delay) => {
      const id = ++lastId;
      const at = performance.now() + Math.max(0, delay || 0);
      due.set(id, { at, callback });
      arm(at);
      return id;
    },
    clearTimeout: (id) => {
      if (id !== undefined) due.delete(id);
    },
    // Intervals (a query's refetchInterval: none on this site) stay the platform's own.
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
