import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { TourPackage } from '@/backend/schemas';
import { resolveImageChoice } from '@/components/admin/image-choice';
import { removeImagesQuietly } from '@/components/admin/remove-images';
import { formValuesToTour, type TourFormValues } from './tour-form-values';

interface SaveTour {
  values: TourFormValues;
  /** The package being edited, or null to add one. */
  existing: TourPackage | null;
}

/**
 * Upload first, then write the package: a failed upload writes nothing, and an upload whose save then fails
 * is deleted again. A replaced image is deleted only after the save succeeded.
 */
export function useSaveTour() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ values, existing }: SaveTour) => {
      const backend = await getBackend();
      const removeImage = (url: string) => backend.images.remove(url);
      const image = await resolveImageChoice(values.image, (file, onProgress) => backend.images.upload(file, onProgress), setProgress);
      const fields = formValuesToTour(values, image.url);
      try {
        if (existing) await backend.tours.update({ ...fields, id: existing.id });
        else await backend.tours.add(fields);
      } catch (error) {
        if (image.uploaded) await removeImagesQuietly(removeImage, [image.url]);
        throw error;
      }
      if (existing?.image && existing.image !== image.url) await removeImagesQuietly(removeImage, [existing.image]);
    },
    onSettled: () => setProgress(null),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending, progress };
}

export function useDeleteTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tour: TourPackage) => {
      const backend = await getBackend();
      await backend.tours.remove(tour.id);
      if (tour.image) await removeImagesQuietly((url) => backend.images.remove(url), [tour.image]);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
}
