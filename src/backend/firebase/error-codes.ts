import { BackendError, isBackendError, type BackendErrorCode } from '../errors';

/**
 * Firebase error codes -> the port's BackendError. Pure (reads only `error.code`), so it is unit-tested
 * without Firebase. Auth codes carry an `auth/` prefix, Storage codes `storage/`, Firestore codes none.
 */
const codeMap: Record<string, BackendErrorCode> = {
  'auth/email-already-in-use': 'email-in-use',
  'auth/invalid-credential': 'invalid-credentials',
  'auth/invalid-login-credentials': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/user-disabled': 'invalid-credentials',
  'auth/missing-password': 'invalid-credentials',
  'auth/missing-email': 'invalid-credentials',
  'auth/weak-password': 'invalid-data',
  'auth/network-request-failed': 'unavailable',
  'auth/too-many-requests': 'unavailable',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  'not-found': 'not-found',
  'invalid-argument': 'invalid-data',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/object-not-found': 'not-found',
  'storage/retry-limit-exceeded': 'unavailable',
};

/** Messages Firebase gives that are worth showing as they are (the spec has no text for these). */
const messages: Partial<Record<string, string>> = {
  'auth/weak-password': 'Password should be at least 6 characters.',
};

export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Anything thrown by Firebase, as a BackendError; codes with no mapping become 'unavailable'. */
export function toBackendError(error: unknown): BackendError {
  if (isBackendError(error)) return error;
  const code = firebaseErrorCode(error);
  const mapped = code === undefined ? undefined : codeMap[code];
  return new BackendError(mapped ?? 'unavailable', code === undefined ? undefined : messages[code], { cause: error });
}

/** Runs a Firebase call and rethrows whatever it throws as a BackendError. */
export async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toBackendError(error);
  }
}
