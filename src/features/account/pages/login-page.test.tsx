import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Backend } from '@/backend';
import { BackendError } from '@/backend/errors';
import { LoginPage } from './login-page';

const backend = vi.hoisted(() => ({ current: undefined as unknown as () => Promise<Backend> }));
vi.mock('@/backend', () => ({ getBackend: () => backend.current() }));
vi.mock('@/backend/session', () => ({ useCurrentUser: () => null }));

function renderLogin(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Arrived</p> },
    ],
    { initialEntries: ['/', { pathname: '/login', state: from ? { from: { pathname: from, search: '', hash: '' } } : null }], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function submit(email = 'guest@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('says so when the authentication service cannot load', async () => {
    backend.current = () => Promise.reject(new Error('chunk failed'));
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication service is not available.');
  });

  it('shows the backend message, clears it on the next submit, and returns to the origin replacing history', async () => {
    let attempts = 0;
    let release: () => void = () => undefined;
    const signIn = vi.fn(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new BackendError('invalid-credentials'));
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    backend.current = () => Promise.resolve({ auth: { signIn } } as unknown as Backend);
    const router = renderLogin('/booking/sikkim-delight');

    const user = await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/sikkim-delight');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(signIn).toHaveBeenLastCalledWith('guest@example.com', 'secret-pass');
  });
});
