import { limits } from '../../src/backend/limits';
import { paymentScreenshotPath } from '../../src/backend/domain/payment-screenshots';
import { travellerFilePath } from '../../src/backend/domain/traveller-files';
import { purgeUnnamedFiles, type NamedFilesStore } from '../../src/backend/domain/transactions/unnamed-files';
import { bucketStorage, type ListableBucket } from './storage-files';

/**
 * The purge's Cloud Storage adapter against a bucket in memory that answers as @google-cloud/storage does (no Storage
 * emulator can run on these machines): `getFiles` with `autoPaginate: false` gives one page in the order of the
 * names, at most `maxResults`, and as its second element the query of the next page (with its `pageToken`) or null;
 * each file's `metadata.updated` is when it was last written; deleting a file that is gone fails with 404 unless
 * `ignoreNotFound` is set.
 */
function googleBucket(files: Record<string, string>) {
  const stored = new Map(Object.entries(files));
  const queries: { prefix: string; maxResults: number; pageToken?: string }[] = [];
  const bucket: ListableBucket = {
    getFiles(query) {
      queries.push({
        prefix: query.prefix,
        maxResults: query.maxResults,
        ...(query.pageToken ? { pageToken: query.pageToken } : {}),
      });
      const names = [...stored.keys()]
        .filter((name) => name.startsWith(query.prefix) && (!query.pageToken || name > query.pageToken))
        .sort();
      const page = names.slice(0, query.maxResults);
      const next = names.length > page.length ? { ...query, pageToken: page.at(-1) } : null;
      return Promise.resolve([page.map((name) => ({ name, metadata: { updated: stored.get(name)! } })), next, {}]);
    },
    file: (path) => ({
      delete(options) {
        if (!stored.delete(path) && !options.ignoreNotFound) return Promise.reject(new Error('No such object: 404'));
        return Promise.resolve([{}]);
      },
    }),
  };
  return { bucket, stored, queries };
}

const now = Date.UTC(2027, 2, 20, 10);
const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
const noRecords = <T>(read: (store: NamedFilesStore) => Promise<T>) =>
  read({ documents: () => Promise.resolve(null), booking: () => Promise.resolve(null) });

describe("the purge's Cloud Storage adapter", () => {
  it('lists a folder page by page with the times Cloud Storage gives, and deletes a file already gone without failing', async () => {
    const { bucket, queries } = googleBucket({
      [travellerFilePath('asha', 'b1', 0, 'id')]: daysAgo(2),
      [travellerFilePath('asha', 'b1', 0, 'photo')]: daysAgo(3),
      'images/lobby.webp': daysAgo(9),
    });
    const storage = bucketStorage(bucket);
    const page = await storage.list('travellerDocuments/', undefined);
    expect(page).toEqual({
      files: [
        { path: travellerFilePath('asha', 'b1', 0, 'id'), writtenAt: daysAgo(2) },
        { path: travellerFilePath('asha', 'b1', 0, 'photo'), writtenAt: daysAgo(3) },
      ],
      next: undefined,
    });
    expect(queries).toEqual([{ prefix: 'travellerDocuments/', maxResults: limits.documentFilesListed }]);
    await expect(storage.delete('travellerDocuments/asha/b1/0/visa')).resolves.toBeUndefined();
  });

  it('purges every page of both upload folders of a bucket holding more than a page, and nothing else', async () => {
    const files: Record<string, string> = { 'images/lobby.webp': daysAgo(90) };
    const count = limits.documentFilesListed + 1;
    for (let n = 0; n < count; n++) files[travellerFilePath('asha', `b${n}`, 0, 'id')] = daysAgo(2);
    files[paymentScreenshotPath('asha', 'b1', '402155678910')] = daysAgo(2);
    // An upload of an hour ago may be on its way to its save or claim: it stays.
    files[paymentScreenshotPath('asha', 'b2', '402155678910')] = new Date(now - 3_600_000).toISOString();
    const { bucket, stored, queries } = googleBucket(files);

    expect(await purgeUnnamedFiles(bucketStorage(bucket), noRecords, { now })).toBe(count + 1);
    expect([...stored.keys()].sort()).toEqual(['images/lobby.webp', paymentScreenshotPath('asha', 'b2', '402155678910')]);
    expect(queries.map((query) => [query.prefix, query.pageToken !== undefined])).toEqual([
      ['travellerDocuments/', false],
      ['travellerDocuments/', true],
      ['paymentScreenshots/', false],
    ]);
  });
});
