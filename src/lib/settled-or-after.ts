/**
 * Resolves once `promise` has settled (either way) or `ms` have passed, whichever comes first, and leaves no timer
 * behind: a wait that must not hang on a fetch that never answers, without a browser timer that still fires long
 * after the fetch has answered. An absent promise counts as settled.
 */
export function settledOrAfter(promise: Promise<unknown> | undefined, ms: number): Promise<void> {
  if (promise === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
