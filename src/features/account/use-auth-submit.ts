import { useState, type FormEvent } from 'react';
import { getBackend, type Backend } from '@/backend';
import { authErrorMessage, authUnavailableMessage, formText } from './auth-flow';

/** 'succeeded': the account is signed in and the page is about to navigate away. */
export type SubmitPhase = 'idle' | 'submitting' | 'succeeded';

/**
 * The submit of the sign-in and sign-up forms: reads the named fields (the browser has already checked
 * `required`, `minLength` and the email format), loads the backend, runs the auth call and then goes
 * on. A failure shows the port's message and keeps what was typed; the next submit clears it.
 */
export function useAuthSubmit<Field extends string>(
  fields: readonly Field[],
  run: (backend: Backend, values: Record<Field, string>) => Promise<unknown>,
  afterwards: () => unknown,
) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const values = formText(event.currentTarget, fields);
    setError(null);
    setPhase('submitting');
    let backend: Backend;
    try {
      backend = await getBackend();
    } catch {
      setError(authUnavailableMessage);
      setPhase('idle');
      return;
    }
    try {
      await run(backend, values);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setPhase('idle');
      return;
    }
    setPhase('succeeded');
    await afterwards();
  }

  return { phase, error, onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event) };
}
