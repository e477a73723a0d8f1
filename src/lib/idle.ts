/**
 * Runs `then` once the browser is idle (at most `timeoutMs` later on a page that keeps it busy; half a second later
 * where the browser has no idle callbacks), and returns what cancels it.
 */
export function whenIdle(then: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => then(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 500);
  return () => clearTimeout(id);
}
