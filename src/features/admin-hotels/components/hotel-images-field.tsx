import { useId, useRef, useState } from 'react';
import { FilePreviewImage } from '@/components/admin/file-preview-image';
import { fileInputClasses } from '@/components/admin/image-field';
import { acceptedImageTypes, checkImageFiles } from '@/components/admin/image-files';
import { UploadProgress } from '@/components/admin/upload-progress';
import type { HotelImages } from '../hotel-form-values';

interface HotelImagesFieldProps {
  value: HotelImages;
  onChange: (value: HotelImages) => void;
  /** Upload progress (0..1) by new image key, while saving. */
  progress: Record<string, number>;
  saving: boolean;
  /** Name of the hotel as stored, for the text alternative of its saved images. */
  itemName: string;
}

let nextKey = 1;

function progressLabel(name: string, fraction: number | undefined) {
  if (fraction === undefined) return `${name}: uploads when you save`;
  return fraction >= 1 ? `Uploaded ${name}` : `Uploading ${name}`;
}

const removeButton =
  'rounded-md bg-white/95 px-2 py-1 text-xs font-semibold text-red-700 shadow-sm ring-1 ring-slate-200 hover:bg-red-50 disabled:opacity-60';

/**
 * Several images: the stored ones (each removable before saving) and new files, checked on choice (image
 * types only, 5 MB at most) and uploaded on save, each with its own progress bar.
 */
export function HotelImagesField({ value, onChange, progress, saving, itemName }: HotelImagesFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;

  function choose(files: FileList | null) {
    const { accepted, problems: rejected } = checkImageFiles(Array.from(files ?? []));
    setProblems(rejected);
    if (accepted.length > 0) {
      onChange({ ...value, added: [...value.added, ...accepted.map((file) => ({ key: `new-${nextKey++}`, file }))] });
    }
    // Cleared so that choosing the same file again (after removing it) still counts as a choice.
    if (input.current) input.current.value = '';
  }

  const count = value.kept.length + value.added.length;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          Images
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={acceptedImageTypes}
          disabled={saving}
          aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => choose(event.target.files)}
          className={fileInputClasses}
        />
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          Choose one or more JPG, PNG, WebP, GIF or AVIF images, up to 5 MB each. They are uploaded when you save.
        </p>
        {problems.length > 0 ? (
          <div
            id={problemsId}
            role="alert"
            className="mt-2 rounded-lg border-l-4 border-red-600 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {problems.length === 1 ? (
              <p>{problems[0]}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-4">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>

      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          No images yet.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.kept.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
              <div className="relative">
                <img
                  src={url}
                  alt={`${itemName}, view ${index + 1} of ${value.kept.length}`}
                  width={240}
                  height={160}
                  className="aspect-[3/2] w-full bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => onChange({ ...value, kept: value.kept.filter((kept) => kept !== url) })}
                  className={`absolute top-2 right-2 ${removeButton}`}
                  aria-label={`Remove current image ${index + 1}`}
                >
                  Remove
                </button>
              </div>
              <p className="px-2 py-1.5 text-xs text-slate-600">Saved image {index + 1}</p>
            </li>
          ))}
          {value.added.map((item) => (
            <li key={item.key} className="overflow-hidden rounded-lg border border-brand-200 bg-brand-50/40">
              <div className="relative">
                <FilePreviewImage
                  file={item.file}
                  alt={`New upload ${item.file.name}`}
                  width={240}
                  height={160}
                  className="aspect-[3/2] w-full bg-slate-100 object-cover"
                />
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => onChange({ ...value, added: value.added.filter((added) => added.key !== item.key) })}
                  className={`absolute top-2 right-2 ${removeButton}`}
                  aria-label={`Remove new image ${item.file.name}`}
                >
                  Remove
                </button>
              </div>
              <div className="px-2 py-2">
                <UploadProgress label={progressLabel(item.file.name, progress[item.key])} fraction={progress[item.key] ?? 0} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
