import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { resolveImageChoice } from '@/components/admin/image-choice';
import { removeImagesQuietly } from '@/components/admin/remove-images';
import { formValuesToArticle, type ArticleFormValues } from './article-form-values';

/** The article page looks articles up by slug, so two articles must not share one. */
export class SlugTakenError extends Error {
  override readonly name = 'SlugTakenError';
  constructor(slug: string) {
    super(`Another article already uses the slug "${slug}". Change the title or edit the slug.`);
  }
}

interface SaveArticle {
  values: ArticleFormValues;
  existing: Article | null;
}

/**
 * Slug check, cover upload, then the article (createdAt is the backend's: set on create, kept on edit).
 */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ values, existing }: SaveArticle) => {
      const backend = await getBackend();
      const removeImage = (url: string) => backend.images.removeIfUnused(url);
      const sameSlug = await backend.articles.getBySlug(values.slug);
      if (sameSlug && sameSlug.id !== existing?.id) throw new SlugTakenError(values.slug);
      const image = await resolveImageChoice(
        values.image,
        (file, onProgress) => backend.images.upload(file, onProgress),
        setProgress,
      );
      const fields = formValuesToArticle(values, image.url);
      let id: string;
      try {
        id = await backend.articles.save(existing ? { ...fields, id: existing.id } : fields);
      } catch (error) {
        if (image.uploaded) await removeImagesQuietly(removeImage, [image.url]);
        throw error;
      }
      return id;
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
  });
  return { save: mutation.mutateAsync, saving: mutation.isPending, progress };
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    // The backend deletes the cover and the pictures of the body too, unless something else still shows them.
    mutationFn: async (article: Article) => (await getBackend()).articles.remove(article.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
  });
}
