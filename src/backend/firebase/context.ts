import type { Firestore } from 'firebase/firestore/lite';
import type { StoragePathOf } from '../domain/image-usage';
import type { AdminSession } from '../schemas';
import type { CallableName } from './callables';
import type { FirestoreConverters } from './converters';

/** What every part of the firebase adapter is built from (the counterpart of local/context.ts). */
export interface FirebaseContext {
  /** The customer app's Firestore: public reads and the customer's own writes, with the customer's token. */
  publicDb: Firestore;
  /** The admin app's Firestore: admin reads and writes, with the token that carries the admin claim. */
  adminDb: Firestore;
  /** Wall-clock milliseconds, for times the server does not stamp (status history, mail ids). */
  now(): number;
  /** Milliseconds that never repeat, for `<prefix>_<time>` ids and image paths. */
  uniqueNow(): number;
  convert: FirestoreConverters;
  /** The storage path of one of our pictures, or null for static files and other hosts. */
  storagePathOf: StoragePathOf;
  /** The signed-in customer's uid, once Auth has restored the session; permission-denied for visitors. */
  requireCustomer(): Promise<string>;
  /**
   * The admin session; permission-denied without one. For calls the rules would refuse anyway this only saves
   * a round trip; for admin lists of public data (hotels, occupancy) it is the check.
   */
  requireAdmin(): Promise<AdminSession>;
  /**
   * Reloads the customer's account and token, so a function sees an address verified since sign-in; resolves
   * whether it is verified now.
   */
  refreshCustomer(): Promise<boolean>;
  /** Calls one of the Cloud Functions as the signed-in customer (or as a visitor). */
  call<T>(name: CallableName, data: unknown): Promise<T>;
  /** Calls one of the Cloud Functions as the signed-in admin (the function checks the admin claim). */
  adminCall<T>(name: CallableName, data: unknown): Promise<T>;
}
