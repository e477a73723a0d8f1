import { limits } from '../../limits';
import {
  paymentScreenshotPathSchema,
  paymentScreenshotsFolder,
  travellerFilePathSchema,
  type Booking,
  type TravellerDocuments,
} from '../../schemas/index';
import type { RequestClock } from '../callers';
import { documentFilePaths, travellerFilesFolder } from '../traveller-files';

/**
 * The customers' private uploads that no record names: a traveller's ID, photo or visa uploaded and never saved with
 * the traveller's documents, a payment's screenshot uploaded for an "I have paid" that was refused or never sent.
 * Nothing but the records points to these files, so the operator's documents purge removes them once they are older
 * than a grace period (an upload whose save is on its way is never taken). The storage is reached through a port of
 * two calls (Google's Cloud Storage bucket in the functions, IndexedDB in the demo); the records are read through a
 * store, one read-only transaction per page of files.
 */

/** A file as the storage lists it: its path and when it was last written. */
export interface ListedFile {
  path: string;
  /** An ISO date-time. */
  writtenAt: string;
}

/** As much of a file storage as the purge uses. */
export interface FileStoragePort {
  /** One page of the files whose path starts with `prefix`, and the token of the next page when there is one. */
  list(prefix: string, pageToken: string | undefined): Promise<{ files: ListedFile[]; next: string | undefined }>;
  /** Removes a file; one already gone is no error. */
  delete(path: string): Promise<void>;
}

/**
 * A record as the purge reads it: the record, null when there is none, or `unreadable` when one is stored but fails
 * its schema (skipped and logged elsewhere). The purge cannot tell what an unreadable record names, so it keeps every
 * file of that booking until the record is mended or deleted.
 */
export const unreadable = 'unreadable';
export type PurgeRead<T> = T | null | typeof unreadable;

/** What an adapter answers for a record: none when nothing is stored, else the parsed record or `unreadable`. */
export const purgeRead = <T>(stored: boolean, parsed: T | null): PurgeRead<T> => (stored ? (parsed ?? unreadable) : null);

/** The records that name files: a booking's travellers' documents, and the booking (its payment claims). */
export interface NamedFilesStore {
  documents(bookingId: string): Promise<PurgeRead<TravellerDocuments>>;
  booking(id: string): Promise<PurgeRead<Booking>>;
}

/** Runs `read` over the records in one transaction (read-only where the database has them). */
export type ReadRecords = <T>(read: (store: NamedFilesStore) => Promise<T>) => Promise<T>;

/** The folders the customers upload to, each with the booking a path of it belongs to and the paths that booking names. */
const folders = [
  {
    prefix: travellerFilesFolder,
    bookingOf: (path: string) => (travellerFilePathSchema.safeParse(path).success ? path.split('/')[2] : undefined),
    named: async (store: NamedFilesStore, bookingId: string): Promise<string[] | typeof unreadable> => {
      const documents = await store.documents(bookingId);
      return documents === unreadable ? unreadable : documents ? documentFilePaths(documents) : [];
    },
  },
  {
    prefix: paymentScreenshotsFolder,
    bookingOf: (path: string) => (paymentScreenshotPathSchema.safeParse(path).success ? path.split('/')[2] : undefined),
    named: async (store: NamedFilesStore, bookingId: string): Promise<string[] | typeof unreadable> => {
      const booking = await store.booking(bookingId);
      if (booking === unreadable) return unreadable;
      return (booking?.paymentClaims ?? []).flatMap((claim) => (claim.screenshotPath ? [claim.screenshotPath] : []));
    },
  },
] as const;

/** The folders whose files the purge looks at. */
export const uploadFolders: readonly string[] = folders.map((folder) => folder.prefix);

/**
 * Which listed files go: those no record names (`named`), last written more than limits.unsavedDocumentFileHours
 * before `now`. A younger one may be an upload whose save is on its way, and a file with no readable time is left for
 * a later purge.
 */
export function unsavedFilesToRemove(files: readonly ListedFile[], named: ReadonlySet<string>, now: number): string[] {
  const before = now - limits.unsavedDocumentFileHours * 3_600_000;
  return files
    .filter((file) => !named.has(file.path))
    .filter((file) => {
      const written = Date.parse(file.writtenAt);
      return Number.isFinite(written) && written < before;
    })
    .map((file) => file.path);
}

/**
 * Of these listed files, those no record names and old enough to go: each booking a path names has its records read
 * once. A path of no upload folder, or one no upload could have (another name, another depth), is named by nothing;
 * the files of a booking whose record cannot be read are all kept.
 */
export async function unnamedFiles(store: NamedFilesStore, files: readonly ListedFile[], clock: RequestClock): Promise<string[]> {
  const named = new Set<string>();
  for (const folder of folders) {
    const inFolder = files.flatMap((file) => {
      const bookingId = file.path.startsWith(folder.prefix) ? folder.bookingOf(file.path) : undefined;
      return bookingId ? [{ path: file.path, bookingId }] : [];
    });
    const bookingIds = [...new Set(inFolder.map((file) => file.bookingId))];
    const found = await Promise.all(bookingIds.map(async (id) => [id, await folder.named(store, id)] as const));
    const kept = new Set(found.flatMap(([id, paths]) => (paths === unreadable ? [id] : [])));
    for (const [, paths] of found) if (paths !== unreadable) for (const path of paths) named.add(path);
    for (const file of inFolder) if (kept.has(file.bookingId)) named.add(file.path);
  }
  return unsavedFilesToRemove(files, named, clock.now);
}

/**
 * The purge: every upload folder listed page by page, each page's records read in one transaction, and what no record
 * names (and is old enough) removed. Answers how many files went.
 */
export async function purgeUnnamedFiles(storage: FileStoragePort, records: ReadRecords, clock: RequestClock): Promise<number> {
  let removed = 0;
  for (const prefix of uploadFolders) {
    let pageToken: string | undefined;
    do {
      const page = await storage.list(prefix, pageToken);
      const files = page.files.filter((file) => file.path.startsWith(prefix));
      const unnamed = await records((store) => unnamedFiles(store, files, clock));
      await Promise.all(unnamed.map((path) => storage.delete(path)));
      removed += unnamed.length;
      pageToken = page.next;
    } while (pageToken);
  }
  return removed;
}
