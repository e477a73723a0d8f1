import { collection, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { limits } from '../limits';
import { count } from '../schemas/fields';
import { addDays } from '../domain/calendar';
import { documentRetentionDays, travellerFilePath, travellerFileProblem } from '../domain/traveller-files';
import {
  permitFilingId,
  permitFilingSchema,
  travellerDocumentsInputSchema,
  travellerDocumentsSchema,
  travellerFileKindSchema,
  type PermitFiling,
  type TravellerDocuments,
} from '../schemas';
import type { TravellerDocumentsApi } from '../types';
import type { FirebaseContext } from './context';
import { valueConverter } from './converters';
import { permitFilingField, travellerDocumentsField } from './stored-fields';
import { isDocumentId, readAll, readOne } from './documents';
import { guard } from './error-codes';
import { privateStorage, type PrivateStorageOptions } from './private-storage';

export type FirebaseTravellerDocumentsOptions = PrivateStorageOptions;

const documentsConverter = valueConverter(travellerDocumentsSchema, 'traveller documents');
const filingConverter = valueConverter(permitFilingSchema, 'permit filing');

/** Firestore's `in` takes at most 30 values. */
const chunks = <T>(items: readonly T[], size = 30): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * Travellers' documents: the records in `travellerDocuments/{bookingId}` (read by the booking's customer and the
 * operator only, written by the `saveTravellerDocuments` function), the files in Storage under
 * `travellerDocuments/<uid>/...` (storage.rules: that customer and admins). Files are read as blobs, never by a
 * download URL, which would open them to anyone holding the link.
 */
export function createFirebaseTravellerDocuments(
  ctx: FirebaseContext,
  options: FirebaseTravellerDocumentsOptions,
): TravellerDocumentsApi {
  const storageOf = privateStorage(options);

  const readDocuments = (id: string) =>
    readOne(doc(ctx.adminDb, 'travellerDocuments', id), (found) => documentsConverter.fromData(found.data, found.id));

  return {
    listMine: () =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        const snapshot = await readAll(
          query(collection(ctx.publicDb, 'travellerDocuments'), where(travellerDocumentsField('userId'), '==', userId)),
          (docs) => docs.map((found) => documentsConverter.fromData(found.data, found.id)),
        );
        return snapshot.filter((documents): documents is TravellerDocuments => documents !== null);
      }),
    upload: (bookingId, travellerIndex, kind, file, onProgress) =>
      guard(async () => {
        const userId = await ctx.requireCustomer();
        const which = parseInput(travellerFileKindSchema, kind);
        const problem = travellerFileProblem(file);
        if (problem) throw new BackendError('invalid-data', problem);
        const path = travellerFilePath(userId, bookingId, travellerIndex, which);
        const { sdk, storage } = await storageOf(options.customerApp);
        onProgress?.(0);
        const task = sdk.uploadBytesResumable(sdk.ref(storage, path), file, { contentType: file.type });
        task.on('state_changed', (snapshot) => {
          if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
        });
        await task;
        onProgress?.(1);
        return path;
      }),
    save: (input) =>
      guard(async () => {
        const saved = await ctx.call('saveTravellerDocuments', parseInput(travellerDocumentsInputSchema, input));
        return parseInput(travellerDocumentsSchema, saved);
      }),
    file: (path) =>
      guard(async () => {
        const customer = await ctx.requireCustomer().catch(() => null);
        const own = customer !== null && path.startsWith(`travellerDocuments/${customer}/`);
        if (!own) await ctx.requireAdmin();
        const { sdk, storage } = await storageOf(own ? options.customerApp : options.adminApp);
        return sdk.getBlob(sdk.ref(storage, path));
      }),
    forBookings: (bookingIds) =>
      guard(async () => {
        await ctx.requireAdmin();
        const found = await Promise.all(bookingIds.filter(isDocumentId).map(readDocuments));
        return found.filter((documents): documents is TravellerDocuments => documents !== null);
      }),
    expired: (today) =>
      guard(async () => {
        await ctx.requireAdmin();
        const before = addDays(today, -documentRetentionDays);
        const found = await readAll(
          query(
            collection(ctx.adminDb, 'travellerDocuments'),
            where(travellerDocumentsField('endDate'), '<', before),
            orderBy(travellerDocumentsField('endDate')),
          ),
          (docs) => docs.map((one) => documentsConverter.fromData(one.data, one.id)),
        );
        return found
          .filter((documents): documents is TravellerDocuments => documents !== null)
          .map((documents) => ({
            bookingId: documents.bookingId,
            endDate: documents.endDate,
            travellers: documents.travellers.length,
          }));
      }),
    // Through the function, which checks the trips' dates by its own clock and removes the files too.
    purge: (bookingIds) =>
      guard(async () => count(0, limits.documentsPurged).parse(await ctx.adminCall('deleteExpiredDocuments', { bookingIds }))),
    filings: (bookingIds) =>
      guard(async () => {
        await ctx.requireAdmin();
        const ids = bookingIds.filter(isDocumentId);
        const found = await Promise.all(
          chunks(ids).map((some) =>
            readAll(query(collection(ctx.adminDb, 'permitFilings'), where(permitFilingField('bookingId'), 'in', some)), (docs) =>
              docs.map((one) => filingConverter.fromData(one.data, one.id)),
            ),
          ),
        );
        return found.flat().filter((filing): filing is PermitFiling => filing !== null);
      }),
    saveFiling: (input) =>
      guard(async () => {
        const admin = await ctx.requireAdmin();
        const filing = parseInput(permitFilingSchema, {
          ...input,
          updatedAt: new Date(ctx.now()).toISOString(),
          by: admin.email,
        });
        const booking = isDocumentId(filing.bookingId) ? await getDoc(doc(ctx.adminDb, 'hotelBookings', filing.bookingId)) : null;
        if (!booking?.exists()) throw new BackendError('not-found');
        const { updatedAt: _updatedAt, ...fields } = filing;
        await setDoc(doc(ctx.adminDb, 'permitFilings', permitFilingId(filing)), { ...fields, updatedAt: serverTimestamp() });
        return filing;
      }),
    // Through the function: the reminder joins the office record with its e-mail, in one transaction.
    sendReminder: (bookingId, reminder) =>
      guard(async () => {
        await ctx.adminCall('sendDocumentsReminder', { ...reminder, bookingId });
      }),
  };
}
