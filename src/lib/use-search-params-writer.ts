import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's search parameters, a writer that builds every change on the last one asked for, and the parameters
 * last asked for.
 *
 * React Router hands its functional update the parameters of the last render, and a navigation renders later (in a
 * transition): two fields changed before that render, such as two dates filled one after the other, would each
 * start from the old address and the second would undo the first. The writer remembers what it asked for and the
 * addresses shown on the way there; while the rendered address is one of those, the next change starts from the
 * last one asked for. An address from elsewhere (the back button, a link) starts afresh.
 *
 * `latest()` is that starting point: what a link built from these parameters should carry when it is followed
 * before the page has rendered the last change (a tap on a slow phone, right after choosing; see ButtonLink's
 * `latestTo`).
 */
export function useSearchParamsWriter(): readonly [
  URLSearchParams,
  (change: Change, options?: NavigateOptions) => void,
  () => URLSearchParams,
] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ shown: string[]; last: URLSearchParams } | null>(null);
  /** Whether the rendered address is one on the way to the last one asked for, and not that one yet. */
  const behind = useCallback(() => {
    const shown = params.toString();
    const pending = asked.current;
    return pending !== null && pending.shown.includes(shown) && pending.last.toString() !== shown ? pending : null;
  }, [params]);
  const write = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const pending = behind();
      const next = change(new URLSearchParams(pending ? pending.last : params));
      asked.current = { shown: pending ? [...pending.shown, next.toString()] : [params.toString(), next.toString()], last: next };
      setParams(next, options);
    },
    [params, setParams, behind],
  );
  const latest = useCallback(() => new URLSearchParams(behind()?.last ?? params), [params, behind]);
  return [params, write, latest] as const;
}
