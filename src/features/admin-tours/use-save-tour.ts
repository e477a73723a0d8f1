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
 * is deleted again. A replaced image is deleted by the backend once the save succeeded, unless something else
 * still shows it.
 */
export function useSaveTour() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ values, existing }: SaveTour) => {
      const backend = await getBackend();
      const removeImage = (url: string) => backend.images.removeIfUnused(url);
      const image = await resolveImageChoice(
        values.image,
        (file, onProgress) => backend.images.upload(file, onProgress),
        setProgress,
      );
      const fields = formValuesToTour(values, image.url);
      try {
        // Fields this form does not edit keep their stored values.
        if (existing) await backend.tours.update({ ...existing, ...fields, id: existing.id });
        else await backend.tours.add(fields);
      } catch (error) {
        if (image.uploaded) await removeImagesQuietly(removeImage, [image.url]);
        throw error;
      }
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
    // The backend deletes the tour's picture too, unless something else still shows it.
    mutationFn: async (tour: TourPackage) => (await getBackend()).tours.remove(tour.id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tours }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
  });
}
