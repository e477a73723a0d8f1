import { describe, expect, it } from 'vitest';
import { BackendError, isBackendError } from '../errors';
import { guard, toBackendError } from './error-codes';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: (${code})`), { code });

describe('toBackendError', () => {
  it.each([
    ['auth/email-already-in-use', 'email-in-use', 'An account with this email already exists.'],
    ['auth/invalid-credential', 'invalid-credentials', 'Invalid email or password.'],
    ['auth/wrong-password', 'invalid-credentials', 'Invalid email or password.'],
    ['auth/user-not-found', 'invalid-credentials', 'Invalid email or password.'],
    ['auth/invalid-email', 'invalid-credentials', 'Invalid email or password.'],
    ['permission-denied', 'permission-denied', undefined],
    ['not-found', 'not-found', undefined],
    ['storage/unauthorized', 'permission-denied', undefined],
    ['auth/weak-password', 'invalid-data', 'Password should be at least 6 characters.'],
    ['resource-exhausted', 'unavailable', undefined],
  ] as const)('maps %s to %s', (code, expected, message) => {
    const mapped = toBackendError(firebaseError(code));
    expect(mapped.code).toBe(expected);
    if (message) expect(mapped.message).toBe(message);
    expect(mapped.cause).toBeInstanceOf(Error);
  });

  it('keeps a BackendError as it is and maps anything else to unavailable', async () => {
    const original = new BackendError('wrong-password');
    expect(toBackendError(original)).toBe(original);
    expect(toBackendError('boom').code).toBe('unavailable');
    const error = await guard(() => Promise.reject(firebaseError('permission-denied'))).catch((caught: unknown) => caught);
    expect(isBackendError(error, 'permission-denied')).toBe(true);
  });
});
