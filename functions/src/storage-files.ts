import { limits } from '../../src/backend/limits';
import type { FileStoragePort } from '../../src/backend/domain/transactions/unnamed-files';

/** As much of Cloud Storage's bucket as the port uses, in its own shapes: firebase-admin's
 * `getStorage().bucket()` is one (functions/src/index.ts passes it), and so is a test's in-memory bucket. */
export interface ListableBucket {
  getFiles(query: {
    prefix: string;
    autoPaginate: false;
    maxResults: number;
    pageToken?: string;
  }): Promise<[{ name: string; metadata: { updated?: string } }[], unknown, unknown]>;
  file(path: string): { delete(options: { ignoreNotFound: boolean }): Promise<unknown> };
}

/**
 * The purge's file storage (src/backend/domain/transactions/unnamed-files.ts) over Cloud Storage: one page of the
 * files under a prefix, each with its path and when it was last written, and a delete that takes a file already gone
 * as done. Nothing is decided here.
 */
export function bucketStorage(bucket: ListableBucket): FileStoragePort {
  return {
    async list(prefix, pageToken) {
      const [files, nextQuery] = await bucket.getFiles({
        prefix,
        autoPaginate: false,
        maxResults: limits.documentFilesListed,
        ...(pageToken ? { pageToken } : {}),
      });
      return {
        files: files.map((file) => ({ path: file.name, writtenAt: String(file.metadata.updated ?? '') })),
        next: (nextQuery as { pageToken?: string } | null | undefined)?.pageToken,
      };
    },
    async delete(path) {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}
