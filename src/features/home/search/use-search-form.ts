import { useRef, useState, type FormEvent } from 'react';
import type { Checked, FieldErrors } from './search-schemas';

type FormShape<Input> = { [Key in keyof Input]: string | boolean };

/**
 * The form's values, shaped like `fallback`: a checkbox gives whether it is ticked, any other control its text,
 * and a control that is not rendered (the return date of a one-way trip) the fallback's value.
 */
export function readForm<Input extends FormShape<Input>>(form: HTMLFormElement, fallback: Input): Input {
  const values = { ...fallback };
  for (const name of Object.keys(fallback) as (keyof Input & string)[]) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked as Input[typeof name];
    else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) values[name] = control.value as Input[typeof name];
  }
  return values;
}

/**
 * An uncontrolled search form checked by `check`: nothing is said before the first submit; a submit shows every
 * error inline and moves focus to the first wrong field; after that each change checks again, so an error goes
 * away as soon as it is fixed. The inputs keep what was typed in the DOM (they need `name`s matching `fallback`).
 */
export function useSearchForm<Input extends FormShape<Input>, Output>(
  fallback: Input,
  check: (input: Input) => Checked<Input, Output>,
  onValid: (value: Output) => void,
) {
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const submitted = useRef(false);

  function run(form: HTMLFormElement) {
    const checked = check(readForm(form, fallback));
    setErrors(checked.ok ? {} : checked.errors);
    return checked;
  }

  return {
    errors,
    formProps: {
      // The errors show inline, next to their fields, instead of one browser bubble.
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        event.preventDefault();
        submitted.current = true;
        const checked = run(event.currentTarget);
        if (checked.ok) onValid(checked.value);
        else focusFirstWrong(event.currentTarget, checked.errors);
      },
      onChange(event: FormEvent<HTMLFormElement>) {
        if (submitted.current) run(event.currentTarget);
      },
    },
  };
}

function focusFirstWrong(form: HTMLFormElement, errors: object) {
  for (const element of Array.from(form.elements)) {
    if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name in errors) {
      element.focus();
      return;
    }
  }
}
