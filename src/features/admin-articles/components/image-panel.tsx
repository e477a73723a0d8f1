import type { Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { isImageAddress } from '@/components/admin/form-values';
import { imageAddressMessage } from '@/components/admin/image-choice';
import { fileInputClasses } from '@/components/admin/image-field';
import { acceptedImageTypes, imageFileProblem } from '@/components/admin/image-files';
import { UploadProgress } from '@/components/admin/upload-progress';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useUploadArticleImage } from '../use-upload-article-image';
import { focusEditor, focusedChain } from './focus-editor';

/** Inserts a picture into the article: uploaded now (it goes straight into the HTML) or given by address. */
export function ImagePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;
  const upload = useUploadArticleImage();

  useEffect(() => fileInput.current?.focus(), []);

  function chooseFile(chosen: File | undefined) {
    const problem = chosen ? imageFileProblem(chosen) : null;
    setError(problem);
    setFile(problem || !chosen ? null : chosen);
    if (problem && fileInput.current) fileInput.current.value = '';
  }

  async function insert() {
    if (uploading) return;
    setError(null);
    if (!file && url.trim() === '') return setError('Choose an image file or enter its address.');
    if (alt.trim() === '') return setError('Describe the image for readers who cannot see it.');
    let src = url.trim();
    if (file) {
      setProgress(0);
      try {
        src = await upload.mutateAsync({ file, onProgress: setProgress });
      } catch (uploadError) {
        console.warn('Uploading the article image failed:', uploadError);
        setProgress(null);
        return setError('The image could not be uploaded. Please try again.');
      }
    } else if (!isImageAddress(src)) {
      return setError(imageAddressMessage);
    }
    focusedChain(editor).setImage({ src, alt: alt.trim() }).run();
    onClose();
  }

  function cancel() {
    focusEditor(editor);
    onClose();
  }

  return (
    <div className="space-y-3 border-b border-slate-200 bg-slate-50 p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-slate-800">
            Upload a picture
          </label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={acceptedImageTypes}
            disabled={uploading}
            onChange={(event) => chooseFile(event.target.files?.[0])}
            className={fileInputClasses}
          />
        </div>
        <TextField
          label="Picture address"
          type="text"
          inputMode="url"
          placeholder="https://… or /images/…"
          value={url}
          disabled={uploading || file !== null}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <TextField
        label="Picture description (alt text)"
        type="text"
        placeholder="Prayer flags above Tsomgo Lake"
        value={alt}
        disabled={uploading}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void insert();
          }
        }}
      />
      {progress !== null && file ? <UploadProgress label={`Uploading ${file.name}`} fraction={progress} /> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void insert()} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Insert picture'}
        </Button>
        <Button size="sm" variant="ghost" onClick={cancel} disabled={uploading}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
