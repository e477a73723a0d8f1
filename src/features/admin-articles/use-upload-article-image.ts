import { useMutation } from '@tanstack/react-query';
import { getBackend } from '@/backend';

/** Stores a picture for an article's body and resolves with the address the HTML will show it from. */
export function useUploadArticleImage() {
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      (await getBackend()).images.upload(file, onProgress),
  });
}
