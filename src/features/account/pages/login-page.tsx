import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { returnPath } from '../auth-flow';
import { AuthShell } from '../components/auth-shell';
import { SignedInNote } from '../components/signed-in-note';
import { useAuthSubmit } from '../use-auth-submit';
import { signUpPath } from '@/lib/paths';

export function LoginPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const { phase, error, onSubmit } = useAuthSubmit(
    ['email', 'password'],
    (backend, { email, password }) => backend.auth.signIn(email, password),
    () => navigate(returnPath(location.state), { replace: true }),
  );

  // After a successful sign-in the user exists a moment before the navigation: keep the form until then.
  const alreadySignedIn = user && phase === 'idle';

  return (
    <AuthShell
      title="Sign in to your account"
      intro="Welcome back! Sign in to book tours and flights with Himalayan Aster Tours."
      footer={
        <>
          New to Himalayan Aster Tours?{' '}
          <Link to={signUpPath()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <PageMeta noindex title="Sign in" description="Sign in to your Himalayan Aster Tours account to book tour packages and flights." />
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Email address" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" size="lg" className="w-full" disabled={phase !== 'idle'}>
            {phase !== 'idle' ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
