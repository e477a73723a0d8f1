import { useId, useRef, useState } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { FilePreviewImage } from '@/components/admin/file-preview-image';
import { fileInputClasses } from '@/components/admin/image-field';
import { acceptedImageTypes, checkImageFiles } from '@/components/admin/image-files';
import { focusItem, ItemActions, moveKeepingFocus } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { UploadProgress } from '@/components/admin/upload-progress';
import { TextField } from '@/components/ui/field';
import { galleryItemFromFile, type HotelAsterFormValues } from '../hotel-aster-form-values';

interface GalleryEditorProps {
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues>['gallery'];
  /** Upload progress by picture key, while saving. */
  progress: Record<string, number>;
  disabled: boolean;
}

/**
 * The hotel page's photo gallery, in page order. New pictures upload when the form is saved; each needs a short
 * description, which is what visitors who cannot see it hear.
 */
export function GalleryEditor({ control, register, errors, progress, disabled }: GalleryEditorProps) {
  const id = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'gallery' });
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const room = limits.gallery - fields.length;

  function addFiles(files: File[]) {
    const { accepted, problems: refused } = checkImageFiles(files);
    const fitting = accepted.slice(0, room);
    const left = accepted.length - fitting.length;
    setProblems(
      left > 0
        ? [...refused, `The gallery holds at most ${limits.gallery} pictures: ${left} of the chosen files were left out.`]
        : refused,
    );
    if (fileInput.current) fileInput.current.value = '';
    if (fitting.length === 0) return;
    const first = fields.length;
    append(fitting.map(galleryItemFromFile), { shouldFocus: false });
    // The first new picture's description is what to fill in next. A frame later, not at once: closing the file
    // dialog hands the focus back to the file input after this change event.
    requestAnimationFrame(() => focusItem(list.current, first));
  }

  const focusAfterRemoval = (index: number) => focusItem(list.current, Math.min(index, fields.length - 2), fileInput.current);

  return (
    <>
      {errors?.root?.message ? <p className="mb-3 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      <ol ref={list} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            data-item-index={index}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100">
              {/* The description typed beside it is the picture's text; the preview adds nothing to it. */}
              {field.file ? (
                <FilePreviewImage file={field.file} alt="" width={400} height={300} className="size-full object-cover" />
              ) : (
                <img src={field.src} alt="" width={400} height={300} loading="lazy" className="size-full object-cover" />
              )}
            </div>
            {field.file ? (
              <p className="text-xs text-slate-600">
                New: <span className="font-medium text-slate-800">{field.file.name}</span>, uploads when you save.
              </p>
            ) : null}
            {field.file && progress[field.key] !== undefined ? (
              <UploadProgress label={`Uploading ${field.file.name}`} fraction={progress[field.key] ?? 0} />
            ) : null}
            <TextField
              label={`Picture ${index + 1} description`}
              maxLength={limits.listItem}
              disabled={disabled}
              error={errors?.[index]?.alt?.message ?? errors?.[index]?.src?.message}
              {...register(`gallery.${index}.alt`)}
            />
            <ItemActions
              name={`picture ${index + 1}`}
              index={index}
              count={fields.length}
              disabled={disabled}
              onMove={(from, to) => moveKeepingFocus(list.current, move, from, to)}
              onRemove={() =>
                changeThenFocus(
                  () => remove(index),
                  () => focusAfterRemoval(index),
                )
              }
            />
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <label htmlFor={`${id}-files`} className="mb-1 block text-sm font-medium text-slate-800">
          Add pictures
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={acceptedImageTypes}
          disabled={disabled || room <= 0}
          aria-describedby={problems.length > 0 ? `${id}-hint ${id}-problems` : `${id}-hint`}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => addFiles(Array.from(event.target.files ?? []))}
          className={fileInputClasses}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          JPG, PNG, WebP, GIF or AVIF, up to 5 MB each; at most {limits.gallery} pictures. They upload when you save.
        </p>
        {problems.length > 0 ? (
          <ul id={`${id}-problems`} role="alert" className="mt-1 space-y-1 text-sm font-medium text-red-700">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
