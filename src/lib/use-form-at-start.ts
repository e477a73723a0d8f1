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
