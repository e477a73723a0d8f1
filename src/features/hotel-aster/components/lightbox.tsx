import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { GalleryImage } from '@/backend/schemas';
import { Icon, type IconShape } from '@/components/ui/icon';
import { closeIcon } from '@/components/ui/icons/site';

interface LightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: () => void;
}

/** Full-screen view of one gallery image, on a native modal <dialog>, with arrow keys and Escape. */
const chevronLeft: IconShape = {
  box: 20,
  paths: ['M12.8 4.3a1 1 0 0 1 0 1.4L8.5 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z'],
};
const chevronRight: IconShape = {
  box: 20,
  paths: ['M7.2 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.5 10 7.2 5.7a1 1 0 0 1 0-1.4Z'],
};

export function Lightbox({ images, index, onIndexChange, onClose, returnFocus }: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  const image = images[index];
  const count = images.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);

  // Latest callback without re-running the effect (which would close and reopen the dialog).
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // showModal() makes the page behind inert and moves focus into the dialog.
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnFocusRef.current();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  if (!image) return null;
  return (
    // Arrow keys work wherever focus is inside the dialog; the buttons do the same for pointer users.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-label="Photo gallery"
      aria-describedby={captionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dark backdrop area (the dialog itself, not its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 size-full max-h-none max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-black/70"
    >
      <div className="pointer-events-none flex h-full flex-col">
        <div className="pointer-events-auto flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p className="text-sm font-semibold tabular-nums text-slate-200">
            Photo {index + 1} of {count}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold hover:bg-white/20"
          >
            <Icon shape={closeIcon} className="size-5" />
            Close
          </button>
        </div>
        <figure className="flex min-h-0 flex-1 flex-col items-center justify-center gap-4 px-4 sm:px-20">
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width="1000"
            height="750"
            className="pointer-events-auto max-h-full min-h-0 w-auto max-w-full rounded-lg object-contain shadow-2xl"
          />
          <figcaption
            id={captionId}
            aria-live="polite"
            className="pointer-events-auto text-center text-base text-slate-100 sm:text-lg"
          >
            {image.alt}
          </figcaption>
        </figure>
        <div className="pointer-events-auto flex items-center justify-center gap-3 px-4 py-4 sm:py-6">
          <button type="button" onClick={previous} className={navButton}>
            <Icon shape={chevronLeft} className="size-5" />
            Previous
          </button>
          <button type="button" onClick={next} className={navButton}>
            Next
            <Icon shape={chevronRight} className="size-5" />
          </button>
        </div>
        <p className="sr-only">Use the left and right arrow keys to move between photos, and Escape to close.</p>
      </div>
    </dialog>
  );
}

const navButton =
  'inline-flex min-w-32 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow hover:bg-slate-200';
