import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { IdType, TravellerFileKind } from '@/backend/schemas';

export interface TravellerDocumentsSubmission {
  bookingId: string;
  travellerIndex: number;
  idType: IdType;
  idNumber: string;
  /** New files to upload first; absent: the ones on file stay. */
  idFile?: File | null;
  photoFile?: File | null;
  /** How far each upload has got, 0 to 1. */
  onProgress?: (kind: TravellerFileKind, fraction: number) => void;
}

/**
 * Uploads a traveller's new files (each to its private path) and then records the ID and the files through the
 * backend, which checks the booking is the customer's. The documents are then read again.
 */
export function useSaveTravellerDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ idFile, photoFile, onProgress, ...submission }: TravellerDocumentsSubmission) => {
      const { travellerDocuments } = await getBackend();
      const upload = (kind: TravellerFileKind, file: File | null | undefined) =>
        file
          ? travellerDocuments.upload(submission.bookingId, submission.travellerIndex, kind, file, (fraction) =>
              onProgress?.(kind, fraction),
            )
          : Promise.resolve(undefined);
      const idPath = await upload('id', idFile);
      const photoPath = await upload('photo', photoFile);
      return travellerDocuments.save({
        ...submission,
        ...(idPath ? { idPath } : {}),
        ...(photoPath ? { photoPath } : {}),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.travellerDocuments }),
  });
}
