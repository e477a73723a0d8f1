import type { EmulatorHosts, FirebaseWebConfig } from '../../lib/config';
import { BackendError } from '../errors';
import { uniqueClock } from '../domain/ids';
import type { StoragePathOf } from '../domain/image-usage';
import type { Backend } from '../types';
import { createAdminAuth } from './admin-auth';
import { openFirebaseApps } from './app';
import { callFunction } from './callables';
import { createFirebaseArticles } from './articles';
import { createFirebaseAvailability } from './availability';
import { createFirebaseBookings } from './bookings';
import { createFirebaseFlights, createFirebaseHotels, createFirebaseTours } from './catalog';
import { createFirebaseHotelAster, createFirebaseSettings } from './content';
import type { FirebaseContext } from './context';
import { firestoreConverters } from './converters';
import { createCustomerAuth } from './customer-auth';
import { createFirebaseEnquiries, createFirebaseMail } from './enquiries';
import { createFirebaseImages } from './images';
import { createFirebasePermits } from './permits';
import { createFirebaseAlerts } from './alerts';
import { createFirebaseTaxDocuments } from './tax-documents';
import { createFirebaseQuotes } from './quotes';
import { createFirebaseStats } from './stats';
import { storagePathOf } from './storage-urls';
import { createFirebaseTravellerDocuments } from './traveller-documents';

export interface FirebaseBackendOptions {
  config: FirebaseWebConfig;
  /** Emulator hosts in development and tests; null in production. */
  emulators: EmulatorHosts | null;
  /**
   * Names this backend's two Firebase apps (`<name>`, `<name>-admin`) so several can live side by side, as
   * in tests. Absent: the default app and `default-admin`.
   */
  instanceName?: string;
  now?: () => number;
}

/** The production adapter: Firestore (Lite) for data, Firebase Auth for both sessions, Storage for images. */
export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { customer, admin } = openFirebaseApps(options.config, options.emulators, options.instanceName);
  const now = options.now ?? Date.now;
  const storage = options.emulators?.storage ?? null;
  const pathOf: StoragePathOf = (url) =>
    storagePathOf(url, options.config.storageBucket, storage ? `${storage.host}:${storage.port}` : undefined);

  const adminAuth = createAdminAuth(admin.auth);
  const { requireSession, ...adminApi } = adminAuth;
  const ctx: FirebaseContext = {
    publicDb: customer.db,
    adminDb: admin.db,
    now,
    uniqueNow: uniqueClock(now),
    convert: firestoreConverters(pathOf),
    storagePathOf: pathOf,
    async requireCustomer() {
      // After a reload Firebase restores the session asynchronously: wait for it before deciding.
      await customer.auth.authStateReady();
      const uid = customer.auth.currentUser?.uid;
      if (!uid) throw new BackendError('permission-denied');
      return uid;
    },
    requireAdmin: requireSession,
    async refreshCustomer() {
      await customer.auth.authStateReady();
      const user = customer.auth.currentUser;
      if (!user) throw new BackendError('permission-denied');
      // The functions read the ID token's claim, which can lag behind the user record (the SDK reloads the
      // record on start, not the token): decoded locally, no request unless it still says unverified.
      if ((await user.getIdTokenResult()).claims.email_verified === true) return true;
      await user.reload();
      if (!user.emailVerified) return false;
      await user.getIdToken(true);
      return true;
    },
    call: (name, data) => callFunction(customer.app, options.emulators, name, data, options.config.appCheckSiteKey),
    adminCall: (name, data) => callFunction(admin.app, options.emulators, name, data, options.config.appCheckSiteKey),
  };

  const images = createFirebaseImages(ctx, { app: admin.app, bucket: options.config.storageBucket, storageEmulator: storage });
  const privateFiles = {
    customerApp: customer.app,
    adminApp: admin.app,
    bucket: options.config.storageBucket,
    storageEmulator: storage,
  };
  return {
    kind: 'firebase',
    tours: createFirebaseTours(ctx, images),
    hotels: createFirebaseHotels(ctx, images),
    bookings: createFirebaseBookings(ctx, privateFiles),
    availability: createFirebaseAvailability(ctx),
    hotelAster: createFirebaseHotelAster(ctx, images),
    articles: createFirebaseArticles(ctx, images),
    images,
    travellerDocuments: createFirebaseTravellerDocuments(ctx, privateFiles),
    flights: createFirebaseFlights(ctx),
    permits: createFirebasePermits(ctx),
    alerts: createFirebaseAlerts(ctx),
    settings: createFirebaseSettings(ctx),
    enquiries: createFirebaseEnquiries(ctx),
    quotes: createFirebaseQuotes(ctx),
    taxDocuments: createFirebaseTaxDocuments(ctx),
    mail: createFirebaseMail(ctx),
    stats: createFirebaseStats(ctx),
    auth: createCustomerAuth(customer.auth),
    admin: adminApi,
  };
}
