/**
 * Every failure that crosses the backend port is a BackendError whose message is the spec's text where the
 * spec has one, so screens can show `error.message` as it is.
 */
export type BackendErrorCode =
  | 'invalid-credentials'
  | 'email-in-use'
  | 'wrong-password'
  | 'not-found'
  | 'permission-denied'
  | 'invalid-data'
  | 'sold-out'
  | 'unavailable'
  /** An account, address or caller has reached one of the operator's limits (open requests, enquiries per hour). */
  | 'limit-reached';

export const backendMessages = {
  'invalid-credentials': 'Invalid email or password.',
  'email-in-use': 'An account with this email already exists.',
  'wrong-password': 'Incorrect current password.',
  'not-found': 'Not found.',
  'permission-denied': 'You do not have permission to do that.',
  'invalid-data': 'The data is not valid.',
  'sold-out': 'Sorry, this is sold out for the dates you chose.',
  unavailable: 'The service is not available. Please try again.',
  'limit-reached': 'You have reached the limit of requests for now. Please call us.',
} as const satisfies Record<BackendErrorCode, string>;

/**
 * A booking transaction that gave up after Firestore's retries because others were writing the same counters:
 * nothing was stored, and trying again a moment later usually works.
 */
export const busyBooking = 'Many people are booking right now, please try again.';

export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    readonly code: BackendErrorCode,
    message: string = backendMessages[code],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}
