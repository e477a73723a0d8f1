// @vitest-environment jsdom
import { BackendError } from '@/backend/errors';
import { authErrorMessage, formText, returnPath } from './auth-flow';

describe('returnPath', () => {
  it('returns to the page the guard came from, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/booking/sikkim-delight', search: '?guests=2', hash: '#form' } })).toBe(
      '/booking/sikkim-delight?guests=2#form',
    );
  });

  it('goes home without a usable origin', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 'nope' })).toBe('/');
    expect(returnPath({ from: { pathname: 42 } })).toBe('/');
  });

  it('never leaves the site or loops back to the sign-in pages', () => {
    expect(returnPath({ from: { pathname: '//evil.example/path' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/signup' } })).toBe('/');
  });
});

describe('authErrorMessage', () => {
  it('shows the backend message as it is', () => {
    expect(authErrorMessage(new BackendError('invalid-credentials'))).toBe('Invalid email or password.');
    expect(authErrorMessage(new BackendError('email-in-use'))).toBe('An account with this email already exists.');
  });

  it('falls back to the error text, then to a generic message', () => {
    expect(authErrorMessage(new Error('Password should be at least 6 characters.'))).toBe(
      'Password should be at least 6 characters.',
    );
    expect(authErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});

describe('formText', () => {
  it('reads the named fields as typed, and empty text for a missing one', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="email" value=" guest@example.com "><input name="password" value="secret"><input name="other" value="x">';
    expect(formText(form, ['email', 'password', 'name'])).toEqual({ email: ' guest@example.com ', password: 'secret', name: '' });
  });
});
