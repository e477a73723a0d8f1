import { useRef, useState, type FormEvent } from 'react';

/**
 * Messages under the fields of a form the browser validates (`required`, `type="email"`, `minLength`). The
 * browser's own bubble shows one field at a time and vanishes, and some browsers only move the focus: instead,
 * each invalid field says what it needs under it (tied with aria-describedby by the Field components), and the
 * first one takes the focus. Before the app has started, the browser's own checks still apply.
 */
export interface FieldWords {
  /** Said when the field is empty: 'Please enter your email address.' */
  missing: string;
  /** Said when the text is not an e-mail address (type="email"). */
  notEmail?: string;
  /** Said when the text is shorter than its minLength. */
  tooShort?: string;
}

function messageFor(input: HTMLInputElement, words: FieldWords): string {
  const { validity } = input;
  if (validity.valueMissing) return words.missing;
  if (validity.typeMismatch && words.notEmail) return words.notEmail;
  if (validity.tooShort && words.tooShort) return words.tooShort;
  return input.validationMessage || words.missing;
}

export function useFieldMessages<Field extends string>(words: Record<Field, FieldWords>) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Set by the first field the browser finds invalid in one submit, so that one, and only it, takes the focus.
  const focused = useRef(false);

  function field(name: Field) {
    return {
      name,
      error: errors[name],
      onInvalid: (event: FormEvent<HTMLInputElement>) => {
        // Our message replaces the browser's bubble.
        event.preventDefault();
        const input = event.currentTarget;
        setErrors((current) => ({ ...current, [name]: messageFor(input, words[name]) }));
        if (!focused.current) {
          focused.current = true;
          input.focus();
          queueMicrotask(() => (focused.current = false));
        }
      },
      onInput: (event: FormEvent<HTMLInputElement>) => {
        // Fixed as it is typed: the message goes at once; a new problem waits for the next submit.
        if (event.currentTarget.validity.valid && errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  return { field };
}
