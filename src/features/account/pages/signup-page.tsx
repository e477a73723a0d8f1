import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { getBackend, type Backend } from '@/backend';
import type { SignUpInput } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { authErrorMessage, authUnavailableMessage } from '../auth-flow';
import { AuthShell } from '../components/auth-shell';
import { SignedInNote } from '../components/signed-in-note';

/** Firebase Auth refuses shorter passwords, so the form asks for this much up front. */
export const minPasswordLength = 6;

export function SignupPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The browser checks `required`, `minLength` and the email format (SPEC 5).
  const { register, handleSubmit, formState } = useForm<SignUpInput>({ defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    let backend: Backend;
    try {
      backend = await getBackend();
    } catch {
      setError(authUnavailableMessage);
      return;
    }
    try {
      await backend.auth.signUp(values);
    } catch (failure) {
      setError(authErrorMessage(failure));
      return;
    }
    await navigate('/');
  });

  const alreadySignedIn = user && !formState.isSubmitting && !formState.isSubmitSuccessful;

  return (
    <AuthShell
      title="Create your account"
      intro="Sign up in a minute to book tour packages and flights, and travel with people who live in the Himalayas."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <PageMeta noindex title="Sign up" description="Create a Himalayan Aster Tours account to book Sikkim, Darjeeling, Bhutan and Nepal tours and flights." />
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Full Name" autoComplete="name" required {...register('name')} />
          <TextField label="Email address" type="email" autoComplete="email" required {...register('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            hint={`At least ${minPasswordLength} characters`}
            {...register('password')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing up...' : 'Sign up'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
