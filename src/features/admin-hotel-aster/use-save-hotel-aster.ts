import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend } from '@/backend';
import { hotelAsterQueries, queryKeys } from '@/backend/queries';
import { removeImagesQuietly } from '@/components/admin/remove-images';
import { formValuesToInput, pendingUploads, type HotelAsterFormValues } from './hotel-aster-form-values';

/** Which step failed decides the message the operator sees. */
export class HotelAsterSaveError extends Error {
  override readonly name = 'HotelAsterSaveError';
  constructor(
    readonly step: 'upload' | 'save',
    options: { cause: unknown },
  ) {
    super(
      step === 'upload'
        ? 'Failed to upload images. Please try again.'
        : 'Could not save Hotel Aster. Nothing was changed; please try again.',
      options,
    );
  }
}

/**
 * Uploads the new pictures first, then saves the rooms, rates, seasons, facilities, gallery and contact in one
 * call, which the backend writes all at once. A failed upload saves nothing (and deletes the uploads that did
 * finish); a failed save deletes this save's uploads. Pictures the save let go of are deleted by the backend.
 * Resolves with the content as stored, new rooms with their ids.
 */
export function useSaveHotelAster() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const mutation = useMutation({
    mutationFn: async (values: HotelAsterFormValues) => {
      const backend = await getBackend();
      const removeImage = (url: string) => backend.images.removeIfUnused(url);
      const files = pendingUploads(values);
      setProgress(Object.fromEntries(files.map((item) => [item.key, 0])));
      const uploads = await Promise.allSettled(
        files.map((item) =>
          backend.images.upload(item.file, (fraction) => setProgress((current) => ({ ...current, [item.key]: fraction }))),
        ),
      );
      const uploaded = new Map(
        files.flatMap((item, index) =>
          uploads[index]?.status === 'fulfilled' ? [[item.key, uploads[index].value] as const] : [],
        ),
      );
      const failed = uploads.find((result) => result.status === 'rejected');
      if (failed) {
        await removeImagesQuietly(removeImage, [...uploaded.values()]);
        throw new HotelAsterSaveError('upload', { cause: failed.reason });
      }
      try {
        await backend.hotelAster.save(formValuesToInput(values, uploaded));
      } catch (error) {
        await removeImagesQuietly(removeImage, [...uploaded.values()]);
        throw new HotelAsterSaveError('save', { cause: error });
      }
      return backend.hotelAster.get();
    },
    onSettled: () => setProgress({}),
    // The hotel page, the home page's teaser and the room booking price all read this content; room counts feed
    // availability and the dashboard.
    onSuccess: async (content) => {
      queryClient.setQueryData(hotelAsterQueries.content().queryKey, content);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.hotelAster }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]);
    },
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending, progress };
}
