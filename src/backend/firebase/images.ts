import type { FirebaseApp } from 'firebase/app';
import { collection, doc, getDoc, getDocs, limit } from 'firebase/firestore/lite';
import { query, where } from './query-shapes';
// Types only: erased from the bundle, so the Storage SDK still loads only through import() below.
import type * as StorageSdk from 'firebase/storage';
import { imagePath } from '../domain/ids';
import { cleanUpImages } from '../domain/image-usage';
import type { ImagesApi } from '../types';
import type { FirebaseContext } from './context';
import { firebaseErrorCode, guard } from './error-codes';
import { storedField } from './stored-fields';

export interface FirebaseImages extends ImagesApi {
  /** Deletes each of `urls` that nothing shows any more; failures are logged, never thrown. */
  cleanUp(urls: readonly string[]): Promise<void>;
}

export interface FirebaseImagesOptions {
  /** The admin app: uploads and deletes carry the admin's token, which storage.rules check. */
  app: FirebaseApp;
  bucket: string;
  storageEmulator: { host: string; port: number } | null;
}

/** Collections whose documents list the storage paths they show in `imagePaths`. */
const showingCollections = ['tourPackages', 'hotels', 'articles', 'asterRooms'] as const;

/**
 * Pictures in Firebase Storage. "Is it still shown somewhere?" is one indexed `imagePaths` lookup per place
 * (tours, hotels, articles, Hotel Aster's rooms and profile), by storage path, never a scan. Storage itself is
 * loaded with `import()` on the first upload or delete: public pages never download it.
 */
export function createFirebaseImages(ctx: FirebaseContext, options: FirebaseImagesOptions): FirebaseImages {
  const emulator = options.storageEmulator;

  let loaded: Promise<{ sdk: typeof StorageSdk; storage: StorageSdk.FirebaseStorage }> | undefined;
  const load = () =>
    (loaded ??= import('firebase/storage').then(
      (sdk) => {
        const storage = sdk.getStorage(options.app, `gs://${options.bucket}`);
        if (emulator) sdk.connectStorageEmulator(storage, emulator.host, emulator.port);
        return { sdk, storage };
      },
      (error: unknown) => {
        loaded = undefined; // a chunk that failed to load (offline, new deploy) may load on the next try
        throw error;
      },
    ));

  async function isShown(path: string): Promise<boolean> {
    const lookups = showingCollections.map(async (name) => {
      const found = await getDocs(
        query(collection(ctx.adminDb, name), where(storedField(name, 'imagePaths'), 'array-contains', path), limit(1)),
      );
      return !found.empty;
    });
    const profile = getDoc(doc(ctx.adminDb, 'content', 'hotelAster')).then((snapshot) => {
      const paths: unknown = snapshot.get('imagePaths');
      return Array.isArray(paths) && paths.includes(path);
    });
    return (await Promise.all([...lookups, profile])).some(Boolean);
  }

  const images: FirebaseImages = {
    upload: (file, onProgress) =>
      guard(async () => {
        await ctx.requireAdmin();
        const { sdk, storage } = await load();
        const target = sdk.ref(storage, imagePath(file.name, ctx.uniqueNow()));
        onProgress?.(0);
        const task = sdk.uploadBytesResumable(target, file, { contentType: file.type || undefined });
        task.on('state_changed', (snapshot) => {
          if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
        });
        await task;
        onProgress?.(1);
        return await sdk.getDownloadURL(target);
      }),
    removeIfUnused: (url) =>
      guard(async () => {
        await ctx.requireAdmin();
        const path = ctx.storagePathOf(url);
        // Static files and other hosts are not ours to delete; a picture still shown stays. Storage is not
        // even loaded for either.
        if (path === null || (await isShown(path))) return false;
        const { sdk, storage } = await load();
        try {
          await sdk.deleteObject(sdk.ref(storage, path));
        } catch (error) {
          // Already gone is what removing wanted.
          if (firebaseErrorCode(error) !== 'storage/object-not-found') throw error;
        }
        return true;
      }),
    cleanUp: (urls) => cleanUpImages(urls, (url) => images.removeIfUnused(url)),
  };
  return images;
}
