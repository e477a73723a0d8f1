import type { FirebaseApp } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { BackendError, backendMessages, type BackendErrorCode } from '../errors';
import type { EmulatorHosts } from '../../lib/config';

/**
 * The customer writes that cost the operator something, and the operator's writes that touch several documents,
 * run in Cloud Functions (functions/). This module calls them; the Functions client is imported on the first call only, so pages that never write do not load it.
 */

/** Where the functions run: the region closest to Sikkim (functions/src/index.ts declares the same). */
export const functionsRegion = 'asia-south1';

export type CallableName =
  | 'createBooking'
  | 'requestFlight'
  | 'requestCancellation'
  | 'sendAwaitedCopies'
  | 'claimPayment'
  | 'sendEnquiry'
  | 'saveTravellerDocuments'
  | 'createWalkInBooking'
  | 'linkWalkInBooking'
  | 'changeBookingStatus'
  | 'markBookingPayment'
  | 'assignBookingDriver'
  | 'moveBooking'
  | 'previewMove'
  | 'moveDeparture'
  | 'notifyAlert'
  | 'readQuote'
  | 'askQuoteChange'
  | 'acceptQuote'
  | 'saveQuote'
  | 'sendQuote'
  | 'replyToEnquiry'
  | 'sendDocumentsReminder'
  | 'deleteExpiredDocuments'
  | 'issueTaxDocument'
  | 'saveHotelAster';

const opened = new WeakMap<FirebaseApp, Promise<Functions>>();

/**
 * App Check, when the project configures it: the functions then refuse calls without its token. Started with the
 * first call (never on pages that do not write) and never on the emulators, which accept calls without it.
 */
async function startAppCheck(app: FirebaseApp, siteKey: string | undefined, emulators: EmulatorHosts | null): Promise<void> {
  if (!siteKey || emulators) return;
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true });
}

function functionsOf(app: FirebaseApp, emulators: EmulatorHosts | null, appCheckSiteKey?: string): Promise<Functions> {
  let functions = opened.get(app);
  if (!functions) {
    functions = Promise.all([import('firebase/functions'), startAppCheck(app, appCheckSiteKey, emulators)]).then(
      ([{ getFunctions, connectFunctionsEmulator }]) => {
        const instance = getFunctions(app, functionsRegion);
        if (emulators?.functions) connectFunctionsEmulator(instance, emulators.functions.host, emulators.functions.port);
        return instance;
      },
    );
    opened.set(app, functions);
  }
  return functions;
}

const codes = new Set(Object.keys(backendMessages));
const isCode = (value: unknown): value is BackendErrorCode => typeof value === 'string' && codes.has(value);

/** A function's refusal as the port's error: the function sends the port's code and message in `details`. */
function toPortError(error: unknown): BackendError {
  if (typeof error === 'object' && error !== null) {
    const details = 'details' in error ? (error.details as { code?: unknown; message?: unknown } | undefined) : undefined;
    if (details && isCode(details.code)) {
      return new BackendError(details.code, typeof details.message === 'string' ? details.message : undefined, { cause: error });
    }
    const code = 'code' in error ? String(error.code) : '';
    if (code === 'functions/unauthenticated' || code === 'functions/permission-denied')
      return new BackendError('permission-denied', undefined, { cause: error });
    if (code === 'functions/invalid-argument') return new BackendError('invalid-data', undefined, { cause: error });
  }
  return new BackendError('unavailable', undefined, { cause: error });
}

/** Calls a function as the signed-in user of `app` and returns its answer (the function validates everything). */
export async function callFunction<T>(
  app: FirebaseApp,
  emulators: EmulatorHosts | null,
  name: CallableName,
  data: unknown,
  appCheckSiteKey?: string,
): Promise<T> {
  const { httpsCallable } = await import('firebase/functions');
  const functions = await functionsOf(app, emulators, appCheckSiteKey);
  try {
    // A cold start takes a few seconds; the forms show progress meanwhile and keep what was typed on failure.
    // As JSON: the callable protocol would send an absent optional field as null, which the function's schemas refuse.
    const result = await httpsCallable<unknown, T>(functions, name, { timeout: 60_000 })(
      JSON.parse(JSON.stringify(data)) as unknown,
    );
    return result.data;
  } catch (error) {
    throw toPortError(error);
  }
}
