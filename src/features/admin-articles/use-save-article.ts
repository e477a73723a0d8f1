import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getBackend, type Backend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Article } from '@/backend/schemas';
import { resolveImageChoice } from '@/components/admin/image-choice';
import { removeImagesQuietly } from '@/components/admin/remove-images';
import { formValuesToArticle, type ArticleFormValues } from './article-form-values';
import { articleImageUrls, imagesNoLongerUsed } from './article-images';

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
      const removeImage = (url: string) => backend.images.remove(url);
      const sameSlug = await backend.articles.getBySlug(values.slug);
      if (sameSlug && sameSlug.id !== existing?.id) throw new SlugTakenError(values.slug);
      const image = await resolveImageChoice(values.image, (file, onProgress) => backend.images.upload(file, onProgress), setProgress);
      const fields = formValuesToArticle(values, image.url);
      let id: string;
      try {
        id = await backend.articles.save(existing ? { ...fields, id: existing.id } : fields);
      } catch (error) {
        if (image.uploaded) await removeImagesQuietly(removeImage, [image.url]);
        throw error;
      }
      if (existing) {
        const kept = new Set(articleImageUrls(fields));
        const dropped = articleImageUrls(existing).filter((url) => !kept.has(url));
        if (dropped.length > 0) await removeImagesQuietly(removeImage, await unusedElsewhere(backend, dropped, existing.id));
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
    mutationFn: async (article: Article) => {
      const backend = await getBackend();
      await backend.articles.remove(article.id);
      // The cover and the pictures of the body go too, unless something else still shows them.
      const unused = await unusedElsewhere(backend, articleImageUrls(article), article.id);
      await removeImagesQuietly((url) => backend.images.remove(url), unused);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.articles }),
  });
}

/** The images among `urls` that no other article, tour or hotel shows (read fresh, so nothing is removed in use). */
async function unusedElsewhere(backend: Backend, urls: string[], articleId: string): Promise<string[]> {
  const [articles, tours, hotels] = await Promise.all([backend.articles.list(), backend.tours.list(), backend.hotels.list()]);
  return imagesNoLongerUsed(urls, articleId, { articles, tours, hotels });
}
