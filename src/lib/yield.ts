/**
 * Ends the current task so that the browser can paint and answer a tap, and goes on in a later one: with
 * `scheduler.yield()` where the browser has it (the rest runs before other queued work, not behind it), else in a new
 * task (setTimeout; Node's setImmediate in the tests, which has no timer's millisecond to wait).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A slice of work the main thread does before it yields: 10 ms, 40 ms on Lighthouse's 4x slower phone, under the
 * 50 ms that makes a task a long one.
 */
export const sliceMs = 10;

/**
 * What a long loop awaits before each item: it yields once the current slice has run `sliceMs` (by `now`), else goes
 * straight on.
 */
export function timeSlices(
  now: () => number = () => performance.now(),
  yieldTask: () => Promise<void> = yieldToMain,
): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await yieldTask();
    sliceStart = now();
  };
}

/**
 * `map` over `items` in tasks of at most about `sliceMs` each: it starts in a task of its own (not the one that handed
 * the items over, a network answer's) and yields whenever a slice has run that long. `now` is the clock slices are
 * timed by.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  now: () => number = () => performance.now(),
  yieldTask: () => Promise<void> = yieldToMain,
): Promise<U[]> {
  const mapped: U[] = [];
  await yieldTask();
  const nextSlice = timeSlices(now, yieldTask);
  for (const item of items) {
    await nextSlice();
    mapped.push(map(item));
  }
  return mapped;
}
