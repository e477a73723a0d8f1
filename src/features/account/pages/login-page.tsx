import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { getBackend, type Backend } from '@/backend';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { authErrorMessage, authUnavailableMessage, returnPath } from '../auth-flow';
import { AuthShell } from '../components/auth-shell';
import { SignedInNote } from '../components/signed-in-note';

interface SignInValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // The browser checks `required` and the email format (SPEC 5), so no schema is needed here.
  const { register, handleSubmit, formState } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    let backend: Backend;
    try {
      backend = await getBackend();
    } catch {
      setError(authUnavailableMessage);
      return;
    }
    try {
      await backend.auth.signIn(email, password);
    } catch (failure) {
      setError(authErrorMessage(failure));
      return;
    }
    await navigate(returnPath(location.state), { replace: true });
  });

  // After a successful sign-in the user exists a moment before the navigation: keep the form until then.
  const alreadySignedIn = user && !formState.isSubmitting && !formState.isSubmitSuccessful;

  return (
    <AuthShell
      title="Sign in to your account"
      intro="Welcome back! Sign in to book tours and flights with Himalayan Aster Tours."
      footer={
        <>
          New to Himalayan Aster Tours?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <PageMeta noindex title="Sign in" description="Sign in to your Himalayan Aster Tours account to book tour packages and flights." />
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Email address" type="email" autoComplete="email" required {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...register('password')} />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
