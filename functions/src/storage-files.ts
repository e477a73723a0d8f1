import type { getStorage } from 'firebase-admin/storage';
import { limits } from '../../src/backend/limits';
import type { ListedTravellerFile } from '../../src/backend/domain/transactions/traveller-documents';

/** The project's default bucket, as firebase-admin gives it. */
export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/**
 * One page of the files under `prefix`, each with its path and when it was last written (what the purge decides
 * on, src/backend/domain/transactions/traveller-documents.ts), and the token of the next page when there is one. Nothing is
 * decided here.
 */
export async function listFilesPage(
  bucket: Bucket,
  prefix: string,
  pageToken: string | undefined,
): Promise<{ files: ListedTravellerFile[]; next: string | undefined }> {
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
}
