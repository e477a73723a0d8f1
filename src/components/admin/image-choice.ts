import { z } from 'zod';
import { isImageAddress } from './form-values';

/** One image given either as a file to upload on save or as an address to use as it is. */
export interface ImageChoice {
  url: string;
  file: File | null;
}

export const noImage: ImageChoice = { url: '', file: null };

export const imageAddressMessage = 'Enter a full address starting with https:// or a path on this site starting with /.';

export const imageChoiceSchema = z.object({
  url: z.string().refine((url) => url.trim() === '' || isImageAddress(url), imageAddressMessage),
  file: z.instanceof(File).nullable(),
});

export interface ResolvedImage {
  url: string;
  /** The address came from an upload made now: undo it if the save that follows fails. */
  uploaded: boolean;
}

/** Uploads the chosen file (reporting progress) or passes the typed address through. */
export async function resolveImageChoice(
  choice: ImageChoice,
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>,
  onProgress: (fraction: number) => void,
): Promise<ResolvedImage> {
  if (choice.file) return { url: await upload(choice.file, onProgress), uploaded: true };
  return { url: choice.url.trim(), uploaded: false };
}
