/**
 * Runs `then` once the browser is idle (at most `timeoutMs` later on a page that keeps it busy), and returns what
 * cancels it. Where the browser has no idle callbacks (Safari), it runs `withoutIdleMs` later instead: a guess at
 * when the start-up's work is over.
 */
export function whenIdle(then: () => void, timeoutMs = 5000, withoutIdleMs = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => then(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, withoutIdleMs);
  return () => clearTimeout(id);
}
