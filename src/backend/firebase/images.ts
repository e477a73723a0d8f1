import type { FirebaseApp } from 'firebase/app';
// Types only: erased from the bundle, so the Storage SDK still loads only through import() below.
import type * as StorageSdk from 'firebase/storage';
import type { EmulatorHosts } from '../../lib/config';
import { imagePath } from '../ids';
import type { ImagesApi } from '../types';
import { firebaseErrorCode, guard } from './error-codes';
import { storagePathOf } from './storage-urls';

export interface FirebaseImagesOptions {
  /** The admin app: uploads and deletes carry the admin's token, which storage.rules check. */
  app: FirebaseApp;
  bucket: string;
  emulators: EmulatorHosts | null;
  requireAdmin: () => void;
  /** Unique milliseconds for `images/<timestamp>_<name>`. */
  now: () => number;
}

/** Storage is loaded with `import()` on the first upload or delete: public pages never download it. */
export function createFirebaseImages(options: FirebaseImagesOptions): ImagesApi {
  const emulator = options.emulators?.storage ?? null;
  const emulatorHost = emulator ? `${emulator.host}:${emulator.port}` : undefined;

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

  return {
    upload: (file, onProgress) =>
      guard(async () => {
        options.requireAdmin();
        const { sdk, storage } = await load();
        const target = sdk.ref(storage, imagePath(file.name, options.now()));
        onProgress?.(0);
        const task = sdk.uploadBytesResumable(target, file, { contentType: file.type || undefined });
        task.on('state_changed', (snapshot) => {
          if (snapshot.totalBytes > 0) onProgress?.(snapshot.bytesTransferred / snapshot.totalBytes);
        });
        await task;
        onProgress?.(1);
        return await sdk.getDownloadURL(target);
      }),
    remove: (url) =>
      guard(async () => {
        const path = storagePathOf(url, options.bucket, emulatorHost);
        if (path === null) return; // static file or another host: not ours to delete
        options.requireAdmin();
        const { sdk, storage } = await load();
        try {
          await sdk.deleteObject(sdk.ref(storage, path));
        } catch (error) {
          // Already gone is what removing wanted.
          if (firebaseErrorCode(error) !== 'storage/object-not-found') throw error;
        }
      }),
  };
}
