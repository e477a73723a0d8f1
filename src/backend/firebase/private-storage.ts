import type { FirebaseApp } from 'firebase/app';
// Types only: the Storage SDK loads through import() on the first upload or read.
import type * as StorageSdk from 'firebase/storage';

/** Where the customers' private files go (travellers' documents, payments' screenshots) and who reads them. */
export interface PrivateStorageOptions {
  /** The customer's app: their uploads and reads carry their token, which storage.rules check against the path. */
  customerApp: FirebaseApp;
  /** The operator's app: reads and deletions with the admin claim. */
  adminApp: FirebaseApp;
  bucket: string;
  storageEmulator: { host: string; port: number } | null;
}

export type PrivateStorage = (app: FirebaseApp) => Promise<{ sdk: typeof StorageSdk; storage: StorageSdk.FirebaseStorage }>;

/**
 * The bucket of one app, as the SDK sees it, loaded once per app on first use. Files are read as blobs, never by a
 * download URL, which would open them to anyone holding the link.
 */
export function privateStorage(options: Pick<PrivateStorageOptions, 'bucket' | 'storageEmulator'>): PrivateStorage {
  const loaded = new Map<FirebaseApp, ReturnType<PrivateStorage>>();
  return (app) => {
    let found = loaded.get(app);
    if (!found) {
      found = import('firebase/storage').then(
        (sdk) => {
          const storage = sdk.getStorage(app, `gs://${options.bucket}`);
          if (options.storageEmulator)
            sdk.connectStorageEmulator(storage, options.storageEmulator.host, options.storageEmulator.port);
          return { sdk, storage };
        },
        (error: unknown) => {
          loaded.delete(app); // a chunk that failed to load may load on the next try
          throw error;
        },
      );
      loaded.set(app, found);
    }
    return found;
  };
}
