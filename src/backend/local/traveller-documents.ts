import { BackendError } from '../errors';
import { parseEach, parseInput, parseOne } from '../parse';
import {
  deleteExpiredDocuments,
  saveTravellerDocuments,
  sendDocumentsReminder,
  type DocumentsPurgeStore,
  type DocumentsReminderStore,
  type TravellerDocumentsStore,
} from '../domain/transactions/traveller-documents';
import { purgeRead, purgeUnnamedFiles, type FileStoragePort, type NamedFilesStore } from '../domain/transactions/unnamed-files';
import { documentsExpired, travellerFilePath, travellerFileProblem } from '../domain/traveller-files';
import {
  bookingOfficeRecordSchema,
  bookingSchema,
  permitFilingId,
  permitFilingSchema,
  permitTypeSchema,
  tourSchema,
  travellerDocumentsSchema,
  travellerFileKindSchema,
  type TravellerDocuments,
} from '../schemas';
import type { TravellerDocumentsApi } from '../types';
import { requireAdmin, requireCustomer, type LocalContext } from './context';

/**
 * Travellers' documents in the visitor's own IndexedDB: the records in `travellerDocuments`, the files as blobs in
 * `travellerFiles` (a store of their own, which the images' service worker never serves). The customer's save runs
 * the shared domain function in one transaction, as the hosted backend's function does.
 */
export function createLocalTravellerDocuments(ctx: LocalContext): TravellerDocumentsApi {
  const parseDocuments = (doc: unknown) => parseOne(travellerDocumentsSchema, doc ?? null, 'traveller documents');

  return {
    async listMine() {
      const customer = requireCustomer(ctx);
      const mine = await (await ctx.db()).getAllFromIndex('travellerDocuments', 'byUser', customer.id);
      return parseEach(travellerDocumentsSchema, mine, 'traveller documents');
    },
    async upload(bookingId, travellerIndex, kind, file, onProgress) {
      const customer = requireCustomer(ctx);
      const which = parseInput(travellerFileKindSchema, kind);
      const problem = travellerFileProblem(file);
      if (problem) throw new BackendError('invalid-data', problem);
      onProgress?.(0);
      const path = travellerFilePath(customer.id, bookingId, travellerIndex, which);
      // Copy the bytes: a File handle can go stale once its input is cleared.
      const blob = new Blob([await file.arrayBuffer()], { type: file.type });
      await (
        await ctx.db()
      ).put('travellerFiles', {
        path,
        blob,
        contentType: file.type,
        size: file.size,
        timeCreated: new Date(ctx.now()).toISOString(),
      });
      onProgress?.(1);
      return path;
    },
    async save(input) {
      const customer = requireCustomer(ctx);
      const caller = { uid: customer.id, email: customer.email, emailVerified: customer.emailVerified ?? true };
      const tx = (await ctx.db()).transaction(
        ['hotelBookings', 'travellerDocuments', 'tourPackages', 'permitTypes'],
        'readwrite',
      );
      const store: TravellerDocumentsStore = {
        booking: async (id) => parseOne(bookingSchema, (await tx.objectStore('hotelBookings').get(id)) ?? null, 'booking'),
        documents: async (bookingId) => parseDocuments(await tx.objectStore('travellerDocuments').get(bookingId)),
        tour: async (id) => parseOne(tourSchema, (await tx.objectStore('tourPackages').get(id)) ?? null, 'tour package'),
        permitTypes: async () => parseEach(permitTypeSchema, await tx.objectStore('permitTypes').getAll(), 'permit type'),
        putDocuments: async (documents) =>
          void (await tx.objectStore('travellerDocuments').put({ id: documents.bookingId, ...documents })),
        putBooking: async (booking) => void (await tx.objectStore('hotelBookings').put(booking)),
      };
      try {
        const saved = await saveTravellerDocuments(store, input, caller, { now: ctx.uniqueNow() });
        await tx.done;
        return saved;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async file(path) {
      const customer = ctx.customer.current();
      const ownPath = customer != null && path.startsWith(`travellerDocuments/${customer.id}/`);
      if (!ownPath) requireAdmin(ctx);
      const stored = await (await ctx.db()).get('travellerFiles', path);
      if (!stored) throw new BackendError('not-found');
      return stored.blob;
    },
    async forBookings(bookingIds) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const found = await Promise.all(bookingIds.map(async (id) => parseDocuments(await db.get('travellerDocuments', id))));
      return found.filter((documents): documents is TravellerDocuments => documents !== null);
    },
    async expired(today) {
      requireAdmin(ctx);
      const all = parseEach(travellerDocumentsSchema, await (await ctx.db()).getAll('travellerDocuments'), 'traveller documents');
      return all
        .filter((documents) => documentsExpired(documents.endDate, today))
        .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.bookingId.localeCompare(b.bookingId))
        .map((documents) => ({
          bookingId: documents.bookingId,
          endDate: documents.endDate,
          travellers: documents.travellers.length,
        }));
    },
    async purge(bookingIds) {
      requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['travellerDocuments', 'travellerFiles', 'hotelBookings'], 'readwrite');
      const documentsStore = tx.objectStore('travellerDocuments');
      const store: DocumentsPurgeStore = {
        documents: async (bookingId) => parseDocuments(await documentsStore.get(bookingId)),
        deleteDocuments: (bookingId) => documentsStore.delete(bookingId),
      };
      // The uploads' purge tells a record that cannot be read from none, and keeps that booking's files.
      const named: NamedFilesStore = {
        documents: async (bookingId) => {
          const stored: unknown = await documentsStore.get(bookingId);
          return purgeRead(stored !== undefined, parseDocuments(stored));
        },
        booking: async (id) => {
          const stored: unknown = await tx.objectStore('hotelBookings').get(id);
          return purgeRead(stored !== undefined, parseOne(bookingSchema, stored ?? null, 'booking'));
        },
      };
      try {
        const now = ctx.now();
        const deleted = await deleteExpiredDocuments(store, { bookingIds }, { now });
        const files = tx.objectStore('travellerFiles');
        for (const path of deleted.flatMap((one) => one.filePaths)) await files.delete(path);
        // Then the uploads no record names (documents never saved, screenshots of claims never made), as the hosted
        // purge removes them from Storage: the demo keeps both in one store, listed in one page per folder.
        const storage: FileStoragePort = {
          list: async (prefix) => ({
            files: (await files.getAll())
              .filter((file) => file.path.startsWith(prefix))
              .map((file) => ({ path: file.path, writtenAt: file.timeCreated })),
            next: undefined,
          }),
          delete: (path) => files.delete(path),
        };
        await purgeUnnamedFiles(storage, (read) => read(named), { now });
        await tx.done;
        return deleted.length;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
    async filings(bookingIds) {
      requireAdmin(ctx);
      const db = await ctx.db();
      const found = await Promise.all(bookingIds.map((id) => db.getAllFromIndex('permitFilings', 'byBooking', id)));
      return parseEach(permitFilingSchema, found.flat(), 'permit filing');
    },
    async saveFiling(input) {
      const admin = requireAdmin(ctx);
      const filing = parseInput(permitFilingSchema, {
        ...input,
        updatedAt: new Date(ctx.now()).toISOString(),
        by: admin.email,
      });
      const tx = (await ctx.db()).transaction(['hotelBookings', 'permitFilings'], 'readwrite');
      if (!(await tx.objectStore('hotelBookings').getKey(filing.bookingId))) {
        abort(tx);
        throw new BackendError('not-found');
      }
      await tx.objectStore('permitFilings').put({ id: permitFilingId(filing), ...filing });
      await tx.done;
      return filing;
    },
    async sendReminder(bookingId, reminder) {
      const admin = requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['hotelBookings', 'bookingNotes', 'mail'], 'readwrite');
      const notes = tx.objectStore('bookingNotes');
      const officeRecord = async (id: string) =>
        parseOne(bookingOfficeRecordSchema, (await notes.get(id)) ?? {}, 'booking note') ?? { note: '', history: [] };
      const store: DocumentsReminderStore = {
        booking: async (id) => parseOne(bookingSchema, (await tx.objectStore('hotelBookings').get(id)) ?? null, 'booking'),
        reminders: async (id) => (await officeRecord(id)).reminders ?? [],
        putReminders: async (id, reminders) =>
          void (await notes.put({ id, ...parseInput(bookingOfficeRecordSchema, { ...(await officeRecord(id)), reminders }) })),
        putMail: async (draft, createdAt) => void (await tx.objectStore('mail').put({ ...draft, createdAt })),
      };
      try {
        const operator = { uid: admin.email, email: admin.email };
        await sendDocumentsReminder(store, { ...reminder, bookingId }, operator, { now: ctx.uniqueNow() });
        await tx.done;
      } catch (error) {
        abort(tx);
        throw error;
      }
    },
  };
}

/** Gives up a transaction whose work failed half-way: nothing of it is stored. */
function abort(tx: { abort(): void; done: Promise<unknown> }) {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // already finished
  }
}
