import { useRef, useState, type FormEvent } from 'react';
import type { Checked, FieldErrors } from './search-schemas';

type FormShape<Input> = { [Key in keyof Input]: string | boolean };
/** The name of each field's control where it is not the field's own name (`departure` is sent as `date`). */
export type ControlNames<Input> = Partial<Record<keyof Input, string>>;

/**
 * The form's values, shaped like `fallback`: a checkbox gives whether it is ticked, any other control its text,
 * and a field without a control of its name the fallback's value.
 */
export function readForm<Input extends FormShape<Input>>(
  form: HTMLFormElement,
  fallback: Input,
  names: ControlNames<Input> = {},
): Input {
  const values = { ...fallback };
  for (const field of Object.keys(fallback) as (keyof Input & string)[]) {
    const control = form.elements.namedItem(names[field] ?? field);
    if (control instanceof HTMLInputElement && control.type === 'checkbox')
      values[field] = control.checked as Input[typeof field];
    else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      values[field] = control.value as Input[typeof field];
  }
  return values;
}

/**
 * Before the app starts, the browser checks the `required` fields itself and submits the form as a GET
 * request; once it runs, the errors show inline instead, next to their fields. (Set on the element, not
 * rendered: the prerendered form must be without it, and hydration must meet the markup as prerendered.)
 */
function validateInline(form: HTMLFormElement | null) {
  if (form) form.noValidate = true;
}

/**
 * An uncontrolled search form checked by `check`: nothing is said before the first submit; a submit shows every
 * error inline and moves focus to the first wrong field; after that each change checks again, so an error goes
 * away as soon as it is fixed. The inputs keep what was typed in the DOM (named as in `fallback`, or in `names`),
 * so what was typed before the app started counts too.
 */
export function useSearchForm<Input extends FormShape<Input>, Output>(
  fallback: Input,
  check: (input: Input) => Checked<Input, Output>,
  onValid: (value: Output) => void,
  names: ControlNames<Input> = {},
) {
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const submitted = useRef(false);

  function run(form: HTMLFormElement) {
    const checked = check(readForm(form, fallback, names));
    setErrors(checked.ok ? {} : checked.errors);
    return checked;
  }

  return {
    errors,
    formProps: {
      ref: validateInline,
      method: 'get',
      onSubmit(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        submitted.current = true;
        const checked = run(event.currentTarget);
        if (checked.ok) onValid(checked.value);
        else focusFirstWrong(event.currentTarget, checked.errors, names);
      },
      onChange(event: FormEvent<HTMLFormElement>) {
        if (submitted.current) run(event.currentTarget);
      },
    },
  };
}

function focusFirstWrong<Input>(form: HTMLFormElement, errors: FieldErrors<Input>, names: ControlNames<Input>) {
  const wrong = new Set(Object.keys(errors).map((field) => names[field as keyof Input] ?? field));
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && wrong.has(element.name)) {
      element.focus();
      return;
    }
  }
}
