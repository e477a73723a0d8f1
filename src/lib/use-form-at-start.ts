import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor did to a form before the app started, applied once it has: a prerendered form can be typed in
 * and chosen from before its page's scripts run, and hydration keeps those values in the fields (React does not
 * overwrite them) while the state they should drive is still the one the page was prerendered with.
 *
 * On mount, `apply` gets the form's values as a GET submission would send them (named controls, including
 * those outside the form that name it with `form=`); where they already match the state, it has nothing to do.
 * A passive effect, not a layout one: `apply` usually writes the address, and the router only listens to the
 * address from its own layout effect, which runs after those of the page inside it. The fields keep showing
 * the typed values meanwhile, so nothing flashes.
 */
export function useFormValuesAtStart(form: RefObject<HTMLFormElement | null>, apply: (values: URLSearchParams) => void) {
  const applyRef = useRef(apply);
  useEffect(() => {
    if (form.current) applyRef.current(formValues(form.current));
  }, [form]);
}

/** The values a GET submission of `form` would put in the URL; files (none in a search form) are left out. */
export function formValues(form: HTMLFormElement): URLSearchParams {
  const values = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values.append(name, value);
  return values;
}

/**
 * What a visitor typed or chose in a part of a prerendered page before that part hydrated, for a part that is not a
 * form of its own (a planner whose choice lives in the page's address): hydration keeps the values in the fields
 * (React does not overwrite them), while the state they should drive is still the one they were rendered with, and
 * React puts that state back over a typed date at its next render (a tap on a slow phone between the paint and the
 * start loses it).
 *
 * `shown` names the fields under `root` (their `name`) with the values the first render gave them; on mount,
 * `apply` gets those whose value is another, once, if there are any. A field the first render did not draw is
 * left out. useFormValuesAtStart above does the same for a form.
 */
export function useFieldsChangedAtStart(
  root: RefObject<HTMLElement | null>,
  shown: Readonly<Record<string, string>>,
  apply: (changed: Readonly<Record<string, string>>) => void,
) {
  // The first render's, as useFormValuesAtStart keeps: what the prerendered fields were hydrated with.
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
