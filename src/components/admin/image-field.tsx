import { useId, useRef, useState } from 'react';
import { TextField } from '@/components/ui/field';
import { FilePreviewImage } from './file-preview-image';
import type { ImageChoice } from './image-choice';
import { acceptedImageTypes, imageFileProblem } from './image-files';
import { UploadProgress } from './upload-progress';

interface ImageFieldProps {
  legend: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  /** Error about the typed address (from the form's validation). */
  urlError?: string | undefined;
  /** 0..1 while the chosen file uploads, else null. */
  progress: number | null;
  disabled?: boolean;
  previewAlt: string;
  /** 'stacked' puts the preview above the controls (for narrow columns such as a sidebar). */
  layout?: 'row' | 'stacked';
}

export const fileInputClasses =
  'block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-100 disabled:opacity-60';

function kilobytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Image of a tour or an article cover: upload a file (sent when the form is saved) or paste an address. */
export function ImageField({
  legend,
  value,
  onChange,
  urlError,
  progress,
  disabled = false,
  previewAlt,
  layout = 'row',
}: ImageFieldProps) {
  const row = layout === 'row';
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileHintId = `${id}-file-hint`;
  const problemId = `${id}-problem`;

  function chooseFile(file: File | undefined) {
    if (!file) return;
    const reason = imageFileProblem(file);
    setProblem(reason);
    if (reason) {
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    onChange({ ...value, file });
  }

  function dropFile() {
    if (fileInput.current) fileInput.current.value = '';
    onChange({ ...value, file: null });
  }

  const trimmedUrl = value.url.trim();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`flex flex-col gap-4 ${row ? 'sm:flex-row' : ''}`}>
        <div
          className={`flex aspect-[3/2] w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ${row ? 'sm:w-44' : ''}`}
        >
          {value.file ? (
            <FilePreviewImage file={value.file} alt={previewAlt} width={176} height={117} className="size-full object-cover" />
          ) : trimmedUrl && !urlError ? (
            <img src={trimmedUrl} alt={previewAlt} width={176} height={117} className="size-full object-cover" />
          ) : (
            <span className="px-3 text-center text-xs text-slate-600">No image yet</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-slate-800">
              Upload image
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={acceptedImageTypes}
              disabled={disabled}
              aria-describedby={problem ? `${fileHintId} ${problemId}` : fileHintId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => chooseFile(event.target.files?.[0])}
              className={fileInputClasses}
            />
            <p id={fileHintId} className="mt-1 text-xs text-slate-600">
              JPG, PNG, WebP, GIF or AVIF, up to 5 MB. It is uploaded when you save.
            </p>
            {problem ? (
              <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-red-700">
                {problem}
              </p>
            ) : null}
          </div>
          {value.file ? (
            <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              <span className="min-w-0 truncate">
                {value.file.name} <span className="text-brand-700">({kilobytes(value.file.size)})</span>
              </span>
              <button
                type="button"
                onClick={dropFile}
                disabled={disabled}
                className="shrink-0 font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                Remove file
              </button>
            </div>
          ) : null}
          {progress !== null && value.file ? <UploadProgress label={`Uploading ${value.file.name}`} fraction={progress} /> : null}
          <TextField
            label="Image URL"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://… or /images/…"
            value={value.url}
            disabled={disabled || value.file !== null}
            hint={value.file ? 'The uploaded file is used instead of this address.' : undefined}
            error={urlError}
            onChange={(event) => onChange({ url: event.target.value, file: null })}
          />
        </div>
      </div>
    </fieldset>
  );
}
