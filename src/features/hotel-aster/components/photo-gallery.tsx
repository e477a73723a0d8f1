import { lazy, Suspense, useRef, useState } from 'react';
import type { GalleryImage } from '@/backend/schemas';
import { useAppStarted } from '@/lib/use-app-started';

// The lightbox is its own chunk, fetched when a visitor first points at or focuses the gallery.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/**
 * Thumbnails that open a full-screen lightbox; focus goes back to the thumbnail that opened it. Each is a link
 * to its image, which is what it opens before the app has started, and still does with a modifier key or the
 * middle button (a new tab, a download).
 */
export function PhotoGallery({ images }: { images: readonly GalleryImage[] }) {
  const started = useAppStarted();
  const [active, setActive] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  return (
    <>
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
      >
        {images.map((image, index) => (
          <li key={image.src}>
            <a
              href={image.src}
              aria-haspopup={started ? 'dialog' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                opener.current = event.currentTarget;
                setActive(index);
              }}
              className="group block w-full overflow-hidden rounded-xl bg-slate-100"
            >
              <img
                src={image.src}
                alt={image.alt}
                width="1000"
                height="750"
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105 group-hover:brightness-90 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
      {active !== null ? (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            index={active}
            onIndexChange={setActive}
            onClose={() => setActive(null)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
