import { getApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall, type CallableRequest, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { z } from 'zod';
import '../../src/backend/zod-setup';
import { BackendError, busyBooking, isBackendError, type BackendErrorCode } from '../../src/backend/errors';
import * as requests from '../../src/backend/domain/transactions/customer-requests';
import type { Caller } from '../../src/backend/domain/callers';
import {
  alertStore,
  bookingStore,
  documentsPurgeStore,
  documentsReminderStore,
  enquiryReplyStore,
  enquiryStore,
  hotelAsterStore,
  namedFilesStore,
  operatorQuoteStore,
  quoteStore,
  taxDocumentStore,
  travellerDocumentsStore,
} from './firestore-store';
import { replyToEnquiry as reply } from '../../src/backend/domain/transactions/enquiry-replies';
import * as quotes from '../../src/backend/domain/transactions/quotes';
import {
  deleteExpiredDocuments as deleteDocuments,
  expiredDocumentsOf,
  saveTravellerDocuments as saveDocuments,
  sendDocumentsReminder as remind,
} from '../../src/backend/domain/transactions/traveller-documents';
import { purgeUnnamedFiles } from '../../src/backend/domain/transactions/unnamed-files';
import { getStorage } from 'firebase-admin/storage';
import { bucketStorage } from './storage-files';
import { linkToAccount, noAccountWithAddress, placeWalkInBooking } from '../../src/backend/domain/transactions/walk-in-bookings';
import * as operator from '../../src/backend/domain/transactions/operator-bookings';
import { claimPayment as claim } from '../../src/backend/domain/transactions/payment-claims';
import type { Operator } from '../../src/backend/domain/operator';
import * as alerts from '../../src/backend/domain/transactions/operator-alerts';
import { parseInput } from '../../src/backend/parse';
import { callerAddress } from '../../src/backend/domain/rate-keys';
import { linkToAccountInputSchema } from '../../src/backend/schemas/walk-in-bookings';
import { text } from '../../src/backend/schemas/fields';
import { limits } from '../../src/backend/limits';
import { getAuth } from 'firebase-admin/auth';
import { appCheckEnforced, callableScaling } from '../../src/backend/firebase/production-facts';
import { issueTaxDocument as issueDocument } from '../../src/backend/domain/transactions/tax-documents';
import { saveHotelAster as saveAster } from '../../src/backend/domain/transactions/operator-hotel-aster';
import { storagePathOf } from '../../src/backend/firebase/storage-urls';

/**
 * The callable functions: thin handlers. Each checks who calls, opens one Admin SDK transaction and runs the
 * customer's transaction of src/backend/domain/transactions/customer-requests.ts (the same code the embedded demo runs in the browser);
 * nothing is decided here. Answers are what was stored. Refusals carry the port's code and message in `details`,
 * so the browser shows the same words on both backends.
 */

initializeApp();
let firestore: Firestore | null = null;
function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore();
  }
  return firestore;
}

const region = 'asia-south1';
const onEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
/** App Check on every callable in production, unless the project turns it off by name (production-facts.ts). */
const enforceAppCheck = appCheckEnforced({ onEmulator, ENFORCE_APP_CHECK: process.env.ENFORCE_APP_CHECK });
const options = { region, enforceAppCheck, ...callableScaling };

/**
 * The function's clock. On the emulator a test may shift it (document `emulator/clock` `{ offset }` in ms), so that
 * dates and lapsing holds are tested without waiting; in production it is the machine's.
 */
async function now(): Promise<number> {
  if (!onEmulator) return Date.now();
  const offset = (await db().doc('emulator/clock').get()).get('offset') as unknown;
  return Date.now() + (typeof offset === 'number' ? offset : 0);
}

const httpsCodes: Record<BackendErrorCode, FunctionsErrorCode> = {
  'invalid-credentials': 'unauthenticated',
  'email-in-use': 'already-exists',
  'wrong-password': 'unauthenticated',
  'not-found': 'not-found',
  'permission-denied': 'permission-denied',
  'invalid-data': 'invalid-argument',
  'sold-out': 'failed-precondition',
  unavailable: 'unavailable',
  'limit-reached': 'resource-exhausted',
};

/**
 * Firestore gave up on a transaction because others held the same documents: ABORTED (gRPC code 10) after the Admin
 * SDK's retries, or the emulator's "Transaction lock timeout". Retryable, so it is answered as such, in words.
 */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  return code === 10 || code === 'aborted' || /\bABORTED\b|contention|lock timeout/i.test(message);
}

/** Runs a handler; the port's refusals go back with their words, anything else is logged (no personal data) as internal. */
async function answer<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isBackendError(error)) {
      // Which fields were refused, never their values (they are personal data).
      const issues = (error.cause as { issues?: { path: PropertyKey[] }[] } | undefined)?.issues;
      if (issues) logger.info(`${name} refused`, { fields: issues.map((issue) => issue.path.join('.')) });
      throw new HttpsError(httpsCodes[error.code], error.message, { code: error.code, message: error.message });
    }
    if (error instanceof HttpsError) throw error;
    if (isContention(error)) {
      logger.info(`${name} gave up under contention`);
      throw new HttpsError('aborted', busyBooking, { code: 'unavailable', message: busyBooking });
    }
    logger.error(`${name} failed`, {
      error: error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : 'unknown',
    });
    throw new HttpsError('internal', 'The service is not available. Please try again.', { code: 'unavailable' });
  }
}

/** The signed-in customer as Firebase Auth vouches for them; visitors are refused. */
function callerOf(request: CallableRequest): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'You do not have permission to do that.', { code: 'permission-denied' });
  const email = typeof auth.token.email === 'string' ? auth.token.email : '';
  return { uid: auth.uid, email, emailVerified: email !== '' && auth.token.email_verified === true };
}

/** Answers are plain data: dates as ISO strings, as the port's schemas read them. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const createBooking = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('createBooking', async () =>
    plain(await db().runTransaction((tx) => requests.placeBooking(bookingStore(db(), tx), request.data, caller, { now: at }))),
  );
});

export const requestFlight = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('requestFlight', async () =>
    plain(
      await db().runTransaction((tx) => requests.placeFlightRequest(bookingStore(db(), tx), request.data, caller, { now: at })),
    ),
  );
});

const cancellationInput = z.object({ bookingId: text(limits.title) });

export const requestCancellation = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('requestCancellation', async () => {
    const parsed = cancellationInput.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', 'The data is not valid.', { code: 'invalid-data' });
    await db().runTransaction((tx) => requests.askToCancel(bookingStore(db(), tx), parsed.data.bookingId, caller, { now: at }));
    return { ok: true };
  });
});

export const sendAwaitedCopies = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('sendAwaitedCopies', () =>
    db().runTransaction((tx) => requests.sendAwaitedCopies(bookingStore(db(), tx), caller, { now: at })),
  );
});

export const sendEnquiry = onCall(options, async (request) => {
  const at = await now();
  // The caller's address as Google's front end appended it (never `rawRequest.ip`, the entry the caller writes:
  // src/backend/domain/rate-keys.ts says why); counted by a digest, never stored.
  const address = callerAddress(request.rawRequest.headers['x-forwarded-for'], request.rawRequest.socket?.remoteAddress);
  return answer('sendEnquiry', async () =>
    plain(await db().runTransaction((tx) => requests.sendEnquiry(enquiryStore(db(), tx), request.data, address, { now: at }))),
  );
});

/**
 * A customer gives a traveller's ID type and number and the files they uploaded: checked against the booking
 * (theirs, the traveller one of its party, the paths the ones given out for them) in one transaction. Nothing of
 * it is ever logged.
 */
export const saveTravellerDocuments = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('saveTravellerDocuments', async () =>
    plain(await db().runTransaction((tx) => saveDocuments(travellerDocumentsStore(db(), tx), request.data, caller, { now: at }))),
  );
});

/**
 * The customer's "I have paid": the UTR of one amount due on their own booking, priced from the booking and stored
 * on it in one transaction. The UTR is never logged.
 */
export const claimPayment = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('claimPayment', async () =>
    plain(await db().runTransaction((tx) => claim(bookingStore(db(), tx), request.data, caller, { now: at }))),
  );
});

/** An admin, as the admin claim on their token vouches; anybody else is refused. */
function adminOf(request: CallableRequest): Operator {
  const auth = request.auth;
  if (!auth || auth.token.admin !== true)
    throw new HttpsError('permission-denied', 'You do not have permission to do that.', { code: 'permission-denied' });
  return { uid: auth.uid, email: typeof auth.token.email === 'string' ? auth.token.email : '' };
}

/** The operator books for a caller or walk-in: priced, held and stored by the domain (placeWalkInBooking) in one transaction. */
export const createWalkInBooking = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('createWalkInBooking', async () =>
    plain(await db().runTransaction((tx) => placeWalkInBooking(bookingStore(db(), tx), request.data, agent, { now: at }))),
  );
});

/** The operator issues a tax document: numbered next in its series and stored in one transaction. */
export const issueTaxDocument = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('issueTaxDocument', async () =>
    plain(await db().runTransaction((tx) => issueDocument(taxDocumentStore(db(), tx), request.data, agent, { now: at }))),
  );
});

/** The operator joins a walk-in booking to the account with the address they were given (Firebase Auth finds it). */
export const linkWalkInBooking = onCall(options, async (request) => {
  adminOf(request);
  return answer('linkWalkInBooking', async () => {
    const { bookingId, contact } = parseInput(linkToAccountInputSchema, request.data);
    const user = await getAuth()
      .getUserByEmail(contact.trim().toLowerCase())
      .catch(() => null);
    if (!user?.email) throw new BackendError('not-found', noAccountWithAddress);
    const account = { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
    return plain(await db().runTransaction((tx) => linkToAccount(bookingStore(db(), tx), bookingId, account)));
  });
});

/**
 * The operator's writes to a booking: a status change (its holds, its history, the customer's e-mail), a payment
 * mark, a driver. Each is one transaction of the operator's (src/backend/domain/transactions/operator-bookings.ts).
 */
export const changeBookingStatus = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('changeBookingStatus', async () =>
    plain(
      await db().runTransaction((tx) => operator.changeBookingStatus(bookingStore(db(), tx), request.data, agent, { now: at })),
    ),
  );
});

export const markBookingPayment = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('markBookingPayment', async () =>
    plain(
      await db().runTransaction((tx) => operator.markBookingPayment(bookingStore(db(), tx), request.data, agent, { now: at })),
    ),
  );
});

export const assignBookingDriver = onCall(options, async (request) => {
  adminOf(request);
  return answer('assignBookingDriver', async () =>
    plain(await db().runTransaction((tx) => operator.assignBookingDriver(bookingStore(db(), tx), request.data))),
  );
});

/**
 * The alert page's writes (src/backend/domain/transactions/operator-alerts.ts): a booking or a whole departure moved to another
 * date with its seats or rooms, records and e-mails, and one e-mail per booking an alert touches.
 */
export const moveBooking = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('moveBooking', async () =>
    plain(await db().runTransaction((tx) => alerts.moveOneBooking(bookingStore(db(), tx), request.data, agent, { now: at }))),
  );
});

/** What moving one booking would do (refused as the move would be, or its price difference), writing nothing. */
export const previewMove = onCall(options, async (request) => {
  adminOf(request);
  const at = await now();
  return answer('previewMove', () =>
    db().runTransaction((tx) => alerts.previewOneMove(bookingStore(db(), tx), request.data, { now: at })),
  );
});

export const moveDeparture = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('moveDeparture', () =>
    db().runTransaction((tx) => alerts.moveWholeDeparture(bookingStore(db(), tx), request.data, agent, { now: at })),
  );
});

export const notifyAlert = onCall(options, async (request) => {
  adminOf(request);
  const at = await now();
  return answer('notifyAlert', () =>
    db().runTransaction((tx) => alerts.notifyAlert(alertStore(db(), tx), request.data, { now: at })),
  );
});

/**
 * The customer's quote link: anyone with the token reads the latest version (marked viewed) and may ask for a
 * change; a signed-in customer accepts it into a Pending booking, held like any booking. The token is checked here,
 * against the stored quote: nobody reads quotes in Firestore but admins.
 */
export const readQuote = onCall(options, async (request) => {
  const at = await now();
  return answer('readQuote', async () =>
    plain(await db().runTransaction((tx) => quotes.readQuote(quoteStore(db(), tx), request.data, { now: at }))),
  );
});

export const askQuoteChange = onCall(options, async (request) => {
  const at = await now();
  return answer('askQuoteChange', async () => {
    await db().runTransaction((tx) => quotes.askQuoteChange(quoteStore(db(), tx), request.data, { now: at }));
    return { ok: true };
  });
});

export const acceptQuote = onCall(options, async (request) => {
  const caller = callerOf(request);
  const at = await now();
  return answer('acceptQuote', async () =>
    plain(await db().runTransaction((tx) => quotes.acceptQuote(quoteStore(db(), tx), request.data, caller, { now: at }))),
  );
});

// ---- The operator's writes that touch several documents (admin claim, one transaction each) ----------------

/** The operator saves a quote (new or changed); the link's token is made here. */
export const saveQuote = onCall(options, async (request) => {
  adminOf(request);
  const at = await now();
  return answer('saveQuote', async () =>
    plain(await db().runTransaction((tx) => quotes.saveQuote(operatorQuoteStore(db(), tx), request.data, { now: at }))),
  );
});

/** The operator sends a quote: its new version, its e-mail and its enquiry marked answered, together. */
export const sendQuote = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('sendQuote', async () =>
    plain(await db().runTransaction((tx) => quotes.sendQuote(operatorQuoteStore(db(), tx), request.data, agent, { now: at }))),
  );
});

/** The operator replies to an enquiry: its thread, its handled mark and the e-mail, together. */
export const replyToEnquiry = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('replyToEnquiry', async () =>
    plain(await db().runTransaction((tx) => reply(enquiryReplyStore(db(), tx), request.data, agent, { now: at }))),
  );
});

/** The operator reminds a customer of missing documents: the e-mail and the office record's entry, together. */
export const sendDocumentsReminder = onCall(options, async (request) => {
  const agent = adminOf(request);
  const at = await now();
  return answer('sendDocumentsReminder', async () => {
    await db().runTransaction((tx) => remind(documentsReminderStore(db(), tx), request.data, agent, { now: at }));
    return { ok: true };
  });
});

/**
 * Whether Storage can be listed: in production, or on the emulators beside a Storage emulator (none can run on these
 * machines, so there the purge of unnamed uploads is not run: the purge and its bucket adapter are tested against a
 * bucket in memory, functions/src/storage-files.test.ts).
 */
const storageListable = !onEmulator || Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

/**
 * Removes the customers' uploads that no record names and that are old enough to go (the domain decides which):
 * travellers' files never saved, payments' screenshots of claims never made, and files a purge half-done left behind.
 * Page by page, each page's records read in one read-only transaction.
 */
async function removeUnsavedFiles(at: number): Promise<number> {
  if (!storageListable) return 0;
  return purgeUnnamedFiles(
    bucketStorage(getStorage().bucket()),
    (read) => db().runTransaction((tx) => read(namedFilesStore(db(), tx)), { readOnly: true }),
    { now: at },
  );
}

/**
 * The operator deletes the travellers' documents of trips that ended more than 30 days ago (by this function's
 * clock). Files first, then the records: a failure half-way leaves records whose files a second try removes, never
 * files that nothing points to any more. Then the uploads no record names (documents never saved, screenshots
 * of claims never made) go too.
 */
export const deleteExpiredDocuments = onCall(options, async (request) => {
  adminOf(request);
  const at = await now();
  return answer('deleteExpiredDocuments', async () => {
    const expired = await db().runTransaction((tx) =>
      expiredDocumentsOf(documentsPurgeStore(db(), tx), request.data, { now: at }),
    );
    const paths = expired.flatMap((one) => one.filePaths);
    if (paths.length > 0) {
      const bucket = getStorage().bucket();
      await Promise.all(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
    }
    const deleted = await db().runTransaction((tx) => deleteDocuments(documentsPurgeStore(db(), tx), request.data, { now: at }));
    const unsaved = await removeUnsavedFiles(at);
    if (unsaved > 0) logger.info('deleteExpiredDocuments removed unsaved files', { count: unsaved });
    return deleted.length;
  });
});

/**
 * The storage path of a picture of the project's own bucket (the default one, which the site's
 * VITE_FIREBASE_STORAGE_BUCKET names too), or null for any other address: the same reading as the web adapter's.
 */
function ownPicturePath(url: string): string | null {
  const bucket = getApp().options.storageBucket;
  // Without it every picture would look like someone else's, and one still shown could later be deleted.
  if (!bucket) throw new Error('The project has no default Storage bucket.');
  return storagePathOf(url, bucket, process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

/** The operator saves Hotel Aster's screen: the profile and every room type in one transaction. */
export const saveHotelAster = onCall(options, async (request) => {
  adminOf(request);
  return answer('saveHotelAster', async () =>
    plain(await db().runTransaction((tx) => saveAster(hotelAsterStore(db(), tx, ownPicturePath), request.data))),
  );
});
