import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Gender, IdType, TravellerFileKind } from '@/backend/schemas';

export interface TravellerDocumentsSubmission {
  bookingId: string;
  travellerIndex: number;
  idType: IdType;
  idNumber: string;
  /** The name, gender and an adult's age as on the ID, when the request left them for later. */
  name?: string;
  gender?: Gender;
  age?: number;
  /** New files to upload first; absent: the ones on file stay. */
  idFile?: File | null;
  photoFile?: File | null;
  visaFile?: File | null;
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
    mutationFn: async ({ idFile, photoFile, visaFile, onProgress, ...submission }: TravellerDocumentsSubmission) => {
      const { travellerDocuments } = await getBackend();
      const upload = (kind: TravellerFileKind, file: File | null | undefined) =>
        file
          ? travellerDocuments.upload(submission.bookingId, submission.travellerIndex, kind, file, (fraction) =>
              onProgress?.(kind, fraction),
            )
          : Promise.resolve(undefined);
      const idPath = await upload('id', idFile);
      const photoPath = await upload('photo', photoFile);
      const visaPath = await upload('visa', visaFile);
      return travellerDocuments.save({
        ...submission,
        ...(idPath ? { idPath } : {}),
        ...(photoPath ? { photoPath } : {}),
        ...(visaPath ? { visaPath } : {}),
      });
    },
    // A name, gender or age given here is written into the booking's party: the bookings are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.travellerDocuments }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
      ]),
  });
}
