import type { Booking, TravellerDocuments } from '../../schemas/index';
import { sikkimDelightBooking } from '@/testing/rai-family';
import { paymentScreenshotPath } from '../payment-screenshots';
import { travellerFilePath } from '../traveller-files';
import {
  purgeUnnamedFiles,
  unreadable,
  unnamedFiles,
  unsavedFilesToRemove,
  type FileStoragePort,
  type ListedFile,
  type NamedFilesStore,
  type PurgeRead,
} from './unnamed-files';

const clock = { now: Date.UTC(2027, 2, 20, 10) };
const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(clock.now - hoursAgo * hour).toISOString();
const idOf = (booking: string, index = 0) => travellerFilePath('asha', booking, index, 'id');
const shotOf = (booking: string, utr: string) => paymentScreenshotPath('asha', booking, utr);

/**
 * A bucket in memory, as Cloud Storage behaves for the purge: files listed in the order of their names, a page of at
 * most `pageSize` with a token for the next, and deleting a file that is gone is no error. Counts its pages.
 */
function memoryBucket(files: ListedFile[], pageSize = 2) {
  const stored = new Map(files.map((file) => [file.path, file.writtenAt]));
  const pages: string[] = [];
  const storage: FileStoragePort = {
    list(prefix, pageToken) {
      pages.push(prefix);
      const names = [...stored.keys()].filter((path) => path.startsWith(prefix) && (!pageToken || path > pageToken)).sort();
      const page = names.slice(0, pageSize);
      return Promise.resolve({
        files: page.map((path) => ({ path, writtenAt: stored.get(path)! })),
        next: names.length > pageSize ? page.at(-1) : undefined,
      });
    },
    delete(path) {
      stored.delete(path);
      return Promise.resolve();
    },
  };
  return { storage, paths: () => [...stored.keys()].sort(), pages };
}

/** The records: documents and bookings by booking id (or stored but unreadable); counts the purge's transactions. */
function records(documents: Record<string, PurgeRead<TravellerDocuments>>, bookings: Record<string, PurgeRead<Booking>>) {
  const read: string[] = [];
  const store: NamedFilesStore = {
    documents: (id) => {
      read.push(`documents/${id}`);
      return Promise.resolve(documents[id] ?? null);
    },
    booking: (id) => {
      read.push(`booking/${id}`);
      return Promise.resolve(bookings[id] ?? null);
    },
  };
  let transactions = 0;
  return {
    read,
    transactions: () => transactions,
    run: <T>(reader: (store: NamedFilesStore) => Promise<T>) => {
      transactions++;
      return reader(store);
    },
  };
}

const savedDocuments: TravellerDocuments = {
  bookingId: 'b1',
  userId: 'asha',
  endDate: '2027-04-11',
  travellers: [{ idType: 'aadhaar', idNumber: '1234', idPath: idOf('b1'), idUploadedAt: at(40) }, {}],
  updatedAt: at(40),
};

const claimedBooking = sikkimDelightBooking({
  id: 'b1',
  status: 'Confirmed',
  paymentClaims: [
    {
      purpose: 'advance',
      amount: 12_500,
      utr: '402155678910',
      screenshotPath: shotOf('b1', '402155678910'),
      by: 'asha',
      at: at(30),
    },
    { purpose: 'balance', amount: 37_500, utr: '402155678911', by: 'asha', at: at(30) },
  ],
});

describe('the uploads no record names', () => {
  it('removes a file no record names once it is older than the grace period, never a younger one or a named one', () => {
    const files = [
      { path: idOf('b1'), writtenAt: at(30) },
      { path: idOf('b1', 1), writtenAt: at(30) },
      { path: idOf('b2'), writtenAt: at(25) },
      { path: idOf('b3'), writtenAt: at(23) },
    ];
    expect(unsavedFilesToRemove(files, new Set([idOf('b1')]), clock.now)).toEqual([idOf('b1', 1), idOf('b2')]);
    // 24 hours to the millisecond is still within the grace period.
    expect(unsavedFilesToRemove([{ path: idOf('b3'), writtenAt: at(24) }], new Set(), clock.now)).toEqual([]);
    expect(unsavedFilesToRemove([{ path: idOf('b3'), writtenAt: at(24.001) }], new Set(), clock.now)).toEqual([idOf('b3')]);
  });

  it('leaves a file whose time cannot be read for a later purge, and removes an old one no upload could name', () => {
    expect(unsavedFilesToRemove([{ path: idOf('b1'), writtenAt: 'yesterday' }], new Set(), clock.now)).toEqual([]);
    const stray = 'travellerDocuments/asha/b1/0/passport.exe';
    expect(unsavedFilesToRemove([{ path: stray, writtenAt: at(48) }], new Set(), clock.now)).toEqual([stray]);
  });

  it("reads each listed booking's records once, and keeps the files its documents and its payment claims name", async () => {
    const { read, run } = records({ b1: savedDocuments }, { b1: claimedBooking });
    const photo = travellerFilePath('asha', 'b1', 0, 'photo');
    const files = [
      { path: idOf('b1'), writtenAt: at(40) },
      { path: photo, writtenAt: at(40) },
      { path: idOf('b9'), writtenAt: at(40) },
      { path: travellerFilePath('asha', 'b9', 0, 'photo'), writtenAt: at(1) },
      { path: shotOf('b1', '402155678910'), writtenAt: at(40) },
      // A claim refused (or never sent) for the same booking, and a screenshot of a booking that does not exist.
      { path: shotOf('b1', '402155678999'), writtenAt: at(40) },
      { path: shotOf('b9', '402155678910'), writtenAt: at(40) },
    ];
    expect(await run((store) => unnamedFiles(store, files, clock))).toEqual([
      photo,
      idOf('b9'),
      shotOf('b1', '402155678999'),
      shotOf('b9', '402155678910'),
    ]);
    expect(read.sort()).toEqual(['booking/b1', 'booking/b9', 'documents/b1', 'documents/b9']);
  });

  it('keeps every file of a booking whose record is stored but cannot be read, in both folders', async () => {
    const { run } = records({ b1: unreadable }, { b1: unreadable, b2: claimedBooking });
    const files = [
      { path: idOf('b1'), writtenAt: at(40) },
      { path: idOf('b1', 1), writtenAt: at(40) },
      { path: shotOf('b1', '402155678999'), writtenAt: at(40) },
      // The same screenshot name under a booking that reads, and names none of b2's: that one goes.
      { path: shotOf('b2', '402155678999'), writtenAt: at(40) },
    ];
    expect(await run((store) => unnamedFiles(store, files, clock))).toEqual([shotOf('b2', '402155678999')]);
  });

  it("names no file of another account's folder, even under a booking whose record names the same booking and UTR", async () => {
    const { run } = records({ b1: savedDocuments }, { b1: claimedBooking });
    const theirs = [
      { path: travellerFilePath('sonam', 'b1', 0, 'id'), writtenAt: at(40) },
      { path: paymentScreenshotPath('sonam', 'b1', '402155678910'), writtenAt: at(40) },
    ];
    expect(await run((store) => unnamedFiles(store, theirs, clock))).toEqual(theirs.map((file) => file.path));
  });

  it('purges both upload folders page by page, one transaction of records a page, and leaves everything else in the bucket', async () => {
    const bucket = memoryBucket([
      { path: idOf('b1'), writtenAt: at(40) },
      { path: idOf('b1', 1), writtenAt: at(40) },
      { path: idOf('b2'), writtenAt: at(30) },
      { path: idOf('b2', 1), writtenAt: at(2) },
      { path: shotOf('b1', '402155678910'), writtenAt: at(40) },
      { path: shotOf('b1', '402155678912'), writtenAt: at(26) },
      { path: shotOf('b1', '402155678913'), writtenAt: at(20) },
      // The operator's pictures and anything else in the bucket are none of the purge's business.
      { path: 'images/hotel-aster/lobby.webp', writtenAt: at(1000) },
    ]);
    const held = records({ b1: savedDocuments }, { b1: claimedBooking });

    expect(await purgeUnnamedFiles(bucket.storage, held.run, clock)).toBe(3);
    expect(bucket.paths()).toEqual([
      'images/hotel-aster/lobby.webp',
      shotOf('b1', '402155678910'),
      shotOf('b1', '402155678913'),
      idOf('b1'),
      idOf('b2', 1),
    ]);
    // Two pages of the documents' four files, two of the screenshots' three: a transaction of records for each.
    expect(bucket.pages).toEqual(['travellerDocuments/', 'travellerDocuments/', 'paymentScreenshots/', 'paymentScreenshots/']);
    expect(held.transactions()).toBe(4);
    // A second purge finds nothing more to remove.
    expect(await purgeUnnamedFiles(bucket.storage, held.run, clock)).toBe(0);
  });
});
