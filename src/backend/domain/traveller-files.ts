import { limits } from '../limits';
import { travellerFileKinds, travellerFileTypes, type TravellerDocuments, type TravellerFileKind } from '../schemas/index';
import { addDays } from './calendar';

/**
 * Travellers' files: where each lives, which a customer may upload, and how long they are kept. Rules of their own,
 * read by the pages, the adapters and the transactions that save or delete documents.
 */

/** Days after a trip's last day that its documents are kept (for a permit office's questions), then deleted. */
export const documentRetentionDays = 30;

/** The private folder of every traveller's file, in the hosted backend's Storage bucket. */
export const travellerFilesFolder = 'travellerDocuments/';

/** The private path of one traveller's file: only that customer and the operator may read or write it. */
export function travellerFilePath(uid: string, bookingId: string, travellerIndex: number, kind: TravellerFileKind): string {
  return `${travellerFilesFolder}${uid}/${bookingId}/${travellerIndex}/${kind}`;
}

/** Whether a trip that ended on `endDate` ended more than the retention period before `today`. */
export const documentsExpired = (endDate: string, today: string) => addDays(endDate, documentRetentionDays) < today;

/** Every file path a booking's documents name: what deleting them removes from storage. */
export function documentFilePaths(documents: TravellerDocuments): string[] {
  return documents.travellers.flatMap((traveller) =>
    [traveller.idPath, traveller.photoPath, traveller.visaPath].filter((path): path is string => path !== undefined),
  );
}

/** A file a customer may upload as an ID or a photo, or the words saying why not. */
export function travellerFileProblem(file: { type: string; size: number }): string | null {
  if (!(travellerFileTypes as readonly string[]).includes(file.type))
    return 'Please choose a JPEG, PNG or WebP picture, or a PDF.';
  if (file.size > limits.travellerFileBytes) return 'Please choose a file of 5 MB or less.';
  if (file.size === 0) return 'This file is empty.';
  return null;
}

/** Every path a booking's travellers could have uploaded to, saved or not: what deleting its documents clears. */
export function possibleFilePaths(userId: string, bookingId: string, travellers: number): string[] {
  return Array.from({ length: travellers }, (_, index) =>
    travellerFileKinds.map((kind) => travellerFilePath(userId, bookingId, index, kind)),
  ).flat();
}
