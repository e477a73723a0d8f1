import { Link, useLocation, useNavigate } from 'react-router';
import type { SignUpInput } from '@/backend/schemas';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { returnPath, signInReason } from '../auth-flow';
import { AuthShell } from '../components/auth-shell';
import { SignInReasonNote } from '../components/sign-in-reason';
import { SignedInNote } from '../components/signed-in-note';
import { emailWords, nameWords, newPasswordWords } from '../field-words';
import { useAuthSubmit } from '../use-auth-submit';
import { useFieldMessages } from '../use-field-messages';
import { homePath, signInPath } from '@/lib/paths';

/** Firebase Auth refuses shorter passwords, so the form asks for this much up front. */
export const minPasswordLength = 6;

export function SignupPage() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  // Sent here from the sign-in page that a booking page led to: back to that page afterwards, as sign-in does.
  // Opened on its own: home, as the spec says.
  const reason = signInReason(location.state);
  const { phase, error, onSubmit } = useAuthSubmit(
    ['name', 'email', 'password'],
    (backend, values: SignUpInput) => backend.auth.signUp(values),
    () => (reason ? navigate(returnPath(location.state), { replace: true }) : navigate(homePath())),
  );
  const { field } = useFieldMessages({ name: nameWords, email: emailWords, password: newPasswordWords(minPasswordLength) });

  // After a successful sign-up the user exists a moment before the navigation: keep the form until then.
  const alreadySignedIn = user && phase === 'idle';

  return (
    <AuthShell
      title="Create your account"
      intro="Sign up in a minute to book tour packages and flights, and travel with people who live in the Himalayas."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={signInPath()}
            state={location.state as unknown}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <PageMeta
        noindex
        title="Sign up"
        description="Create a Himalayan Aster Tours account to book Sikkim, Darjeeling, Bhutan and Nepal tours and flights."
      />
      {reason && !alreadySignedIn ? <SignInReasonNote reason={reason} /> : null}
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Full Name" autoComplete="name" required {...field('name')} />
          <TextField label="Email address" type="email" autoComplete="email" required {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            hint={`At least ${minPasswordLength} characters`}
            {...field('password')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={phase !== 'idle'}>
            {phase !== 'idle' ? 'Signing up...' : 'Sign up'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
