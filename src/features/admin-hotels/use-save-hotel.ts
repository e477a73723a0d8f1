import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Hotel } from '@/backend/schemas';
import { removeImagesQuietly } from '@/components/admin/remove-images';
import { formValuesToHotel, type HotelFormValues, type HotelImages } from './hotel-form-values';

interface SaveHotel {
  values: HotelFormValues;
  images: HotelImages;
  existing: Hotel | null;
}

/** Which step failed decides the message the operator sees. */
export class HotelSaveError extends Error {
  override readonly name = 'HotelSaveError';
  constructor(
    readonly step: 'upload' | 'save',
    options: { cause: unknown },
  ) {
    super(step === 'upload' ? 'Failed to upload images. Please try again.' : 'Failed to save hotel.', options);
  }
}

/**
 * Uploads every new image first and writes the hotel only when all of them arrived, so a failed upload leaves
 * no document (and its finished siblings are deleted again). Pictures the edit removed are deleted by the
 * backend once the hotel was saved without them, unless something else still shows them.
 */
export function useSaveHotel() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const mutation = useMutation({
    mutationFn: async ({ values, images, existing }: SaveHotel) => {
      const backend = await getBackend();
      const removeImage = (url: string) => backend.images.removeIfUnused(url);
      setProgress(Object.fromEntries(images.added.map((item) => [item.key, 0])));
      const uploads = await Promise.allSettled(
        images.added.map((item) =>
          backend.images.upload(item.file, (fraction) => setProgress((current) => ({ ...current, [item.key]: fraction }))),
        ),
      );
      const uploaded = uploads.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = uploads.find((result) => result.status === 'rejected');
      if (failed) {
        await removeImagesQuietly(removeImage, uploaded);
        throw new HotelSaveError('upload', { cause: failed.reason });
      }
      const fields = formValuesToHotel(values, [...images.kept, ...uploaded]);
      try {
        if (existing) await backend.hotels.update({ ...fields, id: existing.id });
        else await backend.hotels.add(fields);
      } catch (error) {
        await removeImagesQuietly(removeImage, uploaded);
        throw new HotelSaveError('save', { cause: error });
      }
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.hotels }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending, progress };
}

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    // The backend deletes the hotel's pictures too, unless something else still shows them.
    mutationFn: async (hotel: Hotel) => (await getBackend()).hotels.remove(hotel.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.hotels }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
}
