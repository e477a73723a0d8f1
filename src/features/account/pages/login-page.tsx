import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/backend/session';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { returnPath, signInReason } from '../auth-flow';
import { AuthShell } from '../components/auth-shell';
import { PasswordResetForm } from '../components/password-reset-form';
import { SignInReasonNote } from '../components/sign-in-reason';
import { SignedInNote } from '../components/signed-in-note';
import { emailWords, passwordWords } from '../field-words';
import { useAuthSubmit } from '../use-auth-submit';
import { useFieldMessages } from '../use-field-messages';
import { changeThenFocus } from '@/lib/focus';
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
  const { field } = useFieldMessages({ email: emailWords, password: passwordWords });
  const reason = signInReason(location.state);
  const [resetting, setResetting] = useState<{ email: string } | null>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);

  // After a successful sign-in the user exists a moment before the navigation: keep the form until then.
  const alreadySignedIn = user && phase === 'idle';

  return (
    <AuthShell
      title="Sign in to your account"
      intro="Welcome back! Sign in to book tours and flights with Himalayan Aster Tours."
      footer={
        <>
          New to Himalayan Aster Tours? {/* The page that sent the visitor here goes along, so signing up returns there too. */}
          <Link
            to={signUpPath()}
            state={location.state as unknown}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Sign up
          </Link>
        </>
      }
    >
      <PageMeta
        noindex
        title="Sign in"
        description="Sign in to your Himalayan Aster Tours account to book tour packages and flights."
      />
      {reason && !alreadySignedIn ? <SignInReasonNote reason={reason} /> : null}
      {alreadySignedIn ? (
        <SignedInNote name={user.name || user.email} />
      ) : resetting ? (
        <PasswordResetForm
          initialEmail={resetting.email}
          // Back on the sign-in form, the focus returns to where the visitor left it.
          onBack={() =>
            changeThenFocus(
              () => setResetting(null),
              () => forgotButton.current?.focus(),
            )
          }
        />
      ) : (
        <form onSubmit={onSubmit} className="space-y-5">
          {error ? <InlineNotice kind="error">{error}</InlineNotice> : null}
          <TextField label="Email address" type="email" autoComplete="email" required {...field('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
          <div className="-mt-2 text-right">
            <button
              ref={forgotButton}
              type="button"
              // The address typed for signing in carries over to the reset form.
              onClick={(event) => {
                const email = event.currentTarget.form?.elements.namedItem('email');
                setResetting({ email: email instanceof HTMLInputElement ? email.value : '' });
              }}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </button>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={phase !== 'idle'}>
            {phase !== 'idle' ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
