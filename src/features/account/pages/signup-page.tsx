import { Link, useNavigate } from 'react-router';
import type { SignUpInput } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { AuthShell } from '../components/auth-shell';
import { SignedInNote } from '../components/signed-in-note';
import { useAuthSubmit } from '../use-auth-submit';
import { homePath, signInPath } from '@/lib/paths';

/** Firebase Auth refuses shorter passwords, so the form asks for this much up front. */
export const minPasswordLength = 6;

export function SignupPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { phase, error, onSubmit } = useAuthSubmit(
    ['name', 'email', 'password'],
    (backend, values: SignUpInput) => backend.auth.signUp(values),
    () => navigate(homePath()),
  );

  // After a successful sign-up the user exists a moment before the navigation: keep the form until then.
  const alreadySignedIn = user && phase === 'idle';

  return (
    <AuthShell
      title="Create your account"
      intro="Sign up in a minute to book tour packages and flights, and travel with people who live in the Himalayas."
      footer={
        <>
          Already have an account?{' '}
          <Link to={signInPath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <PageMeta noindex title="Sign up" description="Create a Himalayan Aster Tours account to book Sikkim, Darjeeling, Bhutan and Nepal tours and flights." />
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Full Name" name="name" autoComplete="name" required />
          <TextField label="Email address" name="email" type="email" autoComplete="email" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            hint={`At least ${minPasswordLength} characters`}
          />
          <Button type="submit" size="lg" className="w-full" disabled={phase !== 'idle'}>
            {phase !== 'idle' ? 'Signing up...' : 'Sign up'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
