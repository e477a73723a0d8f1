import { screen } from '@testing-library/react';
import { freshBackend, testCustomer } from '@/testing/backend';
import { renderWithApp } from '@/testing/render';
import { SignupPage } from './signup-page';

function renderSignup(from?: string) {
  const backend = freshBackend();
  return renderWithApp(<SignupPage />, {
    backend,
    route: '/signup',
    history: ['/'],
    path: from ? { pathname: '/signup', state: { from: { pathname: from, search: '', hash: '' } } } : '/signup',
    routes: [{ path: '*', element: <p>Arrived</p> }],
  });
}

async function fillAndSend(user: Awaited<ReturnType<typeof renderSignup>>['user']) {
  await user.type(screen.getByLabelText('Full Name'), testCustomer.name);
  await user.type(screen.getByLabelText('Email address'), testCustomer.email);
  await user.type(screen.getByLabelText('Password'), testCustomer.password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Arrived', undefined, { timeout: 5000 })).toBeInTheDocument();
}

describe('SignupPage', () => {
  it('goes home after a sign-up started on its own', async () => {
    const { router, user, backend } = await renderSignup();
    expect(screen.queryByText(/^Sign in or create an account/)).toBeNull();
    await fillAndSend(user);
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('PUSH');
    expect(backend.auth.user.current()).toMatchObject({ name: testCustomer.name, email: testCustomer.email });
  });

  it('returns to the booking page that asked for an account, replacing history', async () => {
    const { router, user } = await renderSignup('/flight-booking/fl-ai-865');
    expect(
      await screen.findByText('Sign in or create an account to book the Air India flight from Delhi (DEL) to Mumbai (BOM).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await fillAndSend(user);
    expect(router.state.location.pathname).toBe('/flight-booking/fl-ai-865');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says what is missing under each field', async () => {
    const { user } = await renderSignup();
    await user.type(screen.getByLabelText('Email address'), testCustomer.email);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters Please choose a password.');
    expect(screen.getByLabelText('Email address')).not.toHaveAccessibleDescription();

    // A fixed field lets go of its message as it is typed.
    await user.type(screen.getByLabelText('Full Name'), 'P');
    expect(screen.getByLabelText('Full Name')).not.toHaveAccessibleDescription();
  });
});
