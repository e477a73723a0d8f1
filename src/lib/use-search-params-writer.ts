import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's search parameters and a writer that builds every change on the last one asked for.
 *
 * React Router hands its functional update the parameters of the last render, and a navigation renders later (in a
 * transition): two fields changed before that render, such as two dates filled one after the other, would each
 * start from the old address and the second would undo the first. The writer remembers what it asked for and the
 * addresses shown on the way there; while the rendered address is one of those, the next change starts from the
 * last one asked for. An address from elsewhere (the back button, a link) starts afresh.
 */
export function useSearchParamsWriter(): readonly [URLSearchParams, (change: Change, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ shown: string[]; last: URLSearchParams } | null>(null);
  const write = useCallback(
    (change: Change, options?: NavigateOptions) => {
      const shown = params.toString();
      const pending = asked.current;
      const behind = pending !== null && pending.shown.includes(shown) && pending.last.toString() !== shown;
      const next = change(new URLSearchParams(behind ? pending.last : params));
      asked.current = { shown: behind ? [...pending.shown, next.toString()] : [shown, next.toString()], last: next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, write] as const;
}
