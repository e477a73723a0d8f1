import { limits } from '@/backend/limits';

/** Checks made on a chosen image before any upload starts, so a wrong file costs the admin no waiting. */

/**
 * The image types uploads may have: the same list as storage.rules, which refuses anything else (SVG can carry
 * scripts, and uploaded files are served from a URL an admin could open directly).
 */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** What the file inputs offer; the check below is what counts (a file picker's filter is only a hint). */
export const acceptedImageTypes = imageTypes.join(',');

type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why `file` cannot be uploaded, in words for the admin, or null when it can. */
export function imageFileProblem(file: FileFacts): string | null {
  if (!(imageTypes as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a supported image. Choose a JPG, PNG, WebP, GIF or AVIF file.`;
  }
  // At most 5 MB exactly, as storage.rules allows (size <= 5 * 1024 * 1024).
  if (file.size > limits.imageBytes) {
    return `"${file.name}" is ${megabytes(file.size)}. Images must be 5 MB or smaller.`;
  }
  return null;
}

/** Splits a selection into the files that can be uploaded and the reasons the others cannot. */
export function checkImageFiles<T extends FileFacts>(files: readonly T[]): { accepted: T[]; problems: string[] } {
  const accepted: T[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}
