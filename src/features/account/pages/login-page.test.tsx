import { screen } from '@testing-library/react';
import type { Backend } from '@/backend';
import { BackendError } from '@/backend/errors';
import { freshBackend, testAdmin, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { LoginPage } from './login-page';

/** Where a guard sends a visitor who opened a booking page while signed out. */
const fromBooking = (pathname: string) => ({ pathname: '/login', state: { from: { pathname, search: '', hash: '' } } });

/** A fresh embedded backend that knows the test customer, signed out. */
async function backendWithCustomer(): Promise<Backend> {
  const backend = freshBackend();
  await backend.auth.signUp(testCustomer);
  await backend.auth.signOut();
  return backend;
}

function renderLogin(options: { backend?: Backend; loading?: Promise<Backend>; from?: string } = {}) {
  return renderWithApp(<LoginPage />, {
    backend: options.backend,
    loading: options.loading,
    route: '/login',
    history: ['/'],
    path: options.from ? fromBooking(options.from) : '/login',
    routes: [{ path: '*', element: <p>Arrived</p> }],
  });
}

describe('LoginPage', () => {
  it('says so when the authentication service cannot load', async () => {
    const failing = Promise.reject(new Error('chunk failed'));
    failing.catch(() => undefined);
    const { user } = await renderLogin({ loading: failing });
    await user.type(screen.getByLabelText('Email address'), 'guest@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Authentication service is not available.')).toHaveAttribute('role', 'alert');
  });

  it('says what is missing under each field and focuses the first', async () => {
    const { user } = await renderLogin({ backend: await backendWithCustomer() });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(screen.getByLabelText('Email address')).toHaveFocus();

    await user.type(screen.getByLabelText('Email address'), 'pema@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
  });

  it('shows the backend message, clears it on the next submit, and returns to the origin replacing history', async () => {
    const backend = await backendWithCustomer();
    const signIn = backend.auth.signIn.bind(backend.auth);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    backend.auth.signIn = async (email, password) => {
      if (++attempts === 2) await gate;
      return signIn(email, password);
    };
    const { router, user } = await renderLogin({ backend, from: '/booking/sikkim-delight' });
    expect(
      await screen.findByText('Sign in or create an account to book Sikkim Delight: Gangtok, Tsomgo Lake and Pelling.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), testCustomer.email);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toHaveAttribute('role', 'alert');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), testCustomer.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.queryByText('Invalid email or password.')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('Arrived', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/sikkim-delight');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(backend.auth.user.current()).toMatchObject({ email: testCustomer.email });
  });

  it('names the room or gives a plain reason, and passes the origin on to sign-up', async () => {
    const { user } = await renderLogin({ from: '/booking/hotel-aster-deluxe-double' });
    expect(
      await screen.findByText('Sign in or create an account to book the Deluxe Double room at Hotel Aster.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
  });

  it('sends a password reset without saying whether the account exists', async () => {
    const backend = await backendWithCustomer();
    const { user } = await renderLogin({ backend });
    expect(screen.queryByText(/^Sign in or create an account/)).toBeNull();

    await user.type(screen.getByLabelText('Email address'), testCustomer.email);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue(testCustomer.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = `If an account exists for ${testCustomer.email}, we have sent it a link to choose a new password.`;
    expect(
      await screen.findByText(new RegExp(`^${sent.replace(/[.+]/g, '\\$&')}`), undefined, { timeout: 5000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'nobody@aster.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/^If an account exists for nobody@aster\.test, we have sent it a link/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();

    // Only the real account got an e-mail (the demo's Outbox).
    await backend.admin.signIn(testAdmin.email, testAdmin.password);
    const resets = (await backend.mail.latest(10)).filter((mail) => mail.template.name === 'password-reset');
    expect(resets.map((mail) => mail.to)).toEqual([testCustomer.email]);
  });

  it('says so when the reset e-mail cannot be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = await backendWithCustomer();
    backend.auth.sendPasswordReset = () => Promise.reject(new BackendError('unavailable'));
    const { user } = await renderLogin({ backend });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email address'), testCustomer.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/^We could not send the link just now/)).toHaveAttribute('role', 'alert');
  });
});
