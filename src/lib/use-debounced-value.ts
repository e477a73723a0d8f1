import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs`: a search box asks the backend once per pause in typing,
 * not once per letter. The first value is taken at once (a prerendered page renders with it).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
