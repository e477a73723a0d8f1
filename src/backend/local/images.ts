import { imagePath } from '../domain/ids';
import { articleImages, cleanUpImages, hotelAsterImages, hotelImages, storagePaths, tourImages } from '../domain/image-usage';
import { parseEach, parseOne } from '../parse';
import { articleSchema, hotelAsterProfileSchema, hotelSchema, roomTypeSchema, tourSchema } from '../schemas';
import type { ImagesApi } from '../types';
import { localImagePath, localImagePrefix, requireAdmin, type LocalContext } from './context';
import { singletonIds } from './db';

export interface LocalImages extends ImagesApi {
  /** Deletes each of `urls` that nothing shows any more; failures are logged, never thrown. */
  cleanUp(urls: readonly string[]): Promise<void>;
}

/**
 * The URL an upload answers is served by the site's service worker, which the app registers once the page has loaded
 * and is idle, and which starts serving only once it has stored the app: an <img> asking before then breaks for good.
 * So an upload is done when the worker serves this page, or after `bound` ms (a browser whose worker never
 * registers cannot show these images at all, and should not wait forever for it).
 */
async function imageWorkerServing(bound = 10_000): Promise<void> {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers || workers.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      workers.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, bound);
    workers.addEventListener('controllerchange', done);
  });
}

/** Uploaded pictures as blobs in IndexedDB, served at /local-images/<path> by a small service worker. */
export function createLocalImages(ctx: LocalContext): LocalImages {
  /** Every storage path something on the site shows. The embedded store is small: reading it all is fine. */
  async function pathsInUse(): Promise<Set<string>> {
    const db = await ctx.db();
    const [tours, hotels, articles, rooms, aster] = await Promise.all([
      db.getAll('tourPackages'),
      db.getAll('hotels'),
      db.getAll('articles'),
      db.getAll('asterRooms'),
      db.get('singletons', singletonIds.hotelAster),
    ]);
    const profile = parseOne(hotelAsterProfileSchema, aster ?? null, 'Hotel Aster');
    const urls = [
      ...parseEach(tourSchema, tours, 'tour package').flatMap(tourImages),
      ...parseEach(hotelSchema, hotels, 'hotel').flatMap(hotelImages),
      ...parseEach(articleSchema, articles, 'article').flatMap(articleImages),
      ...hotelAsterImages({ profile: { gallery: profile?.gallery ?? [] }, rooms: parseEach(roomTypeSchema, rooms, 'room type') }),
    ];
    return new Set(storagePaths(urls, localImagePath));
  }

  const images: LocalImages = {
    async upload(file, onProgress) {
      requireAdmin(ctx);
      onProgress?.(0);
      const path = imagePath(file.name, ctx.uniqueNow());
      // Copy the bytes: a File handle can go stale once its input is cleared.
      const blob = new Blob([await file.arrayBuffer()], { type: file.type });
      await (
        await ctx.db()
      ).put('images', { path, blob, contentType: file.type, size: file.size, timeCreated: new Date(ctx.now()).toISOString() });
      await imageWorkerServing();
      onProgress?.(1);
      return `${localImagePrefix}${path}`;
    },
    async removeIfUnused(url) {
      requireAdmin(ctx);
      const path = localImagePath(url);
      if (path === null || (await pathsInUse()).has(path)) return false;
      await (await ctx.db()).delete('images', path);
      return true;
    },
    cleanUp: (urls) => cleanUpImages(urls, (url) => images.removeIfUnused(url)),
  };
  return images;
}
