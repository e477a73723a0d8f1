import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor typed or chose in a part of a prerendered page before that part hydrated, for a part that is not a
 * form of its own (a planner whose choice lives in the page's address): hydration keeps the values in the fields
 * (React does not overwrite them), while the state they should drive is still the one they were rendered with, and
 * React puts that state back over a typed date at its next render (a tap on a slow phone between the paint and the
 * start loses it).
 *
 * `shown` names the fields under `root` (their `name`) with the values the first render gave them; on mount,
 * `apply` gets those whose value is another, once, if there are any. A field the first render did not draw is
 * left out. See useFormValuesAtStart for a form.
 */
export function useFieldsChangedAtStart(
  root: RefObject<HTMLElement | null>,
  shown: Readonly<Record<string, string>>,
  apply: (changed: Readonly<Record<string, string>>) => void,
) {
  // The first render's: what the prerendered fields were hydrated with.
  const first = useRef({ shown, apply });
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const changed: Record<string, string> = {};
    for (const [name, value] of Object.entries(first.current.shown)) {
      const field = element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      if (field && field.value !== value) changed[name] = field.value;
    }
    if (Object.keys(changed).length > 0) first.current.apply(changed);
  }, [root]);
}
