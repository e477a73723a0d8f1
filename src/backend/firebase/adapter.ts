import { sampleFlights } from '../../../seed/data/flights';
import type { EmulatorHosts, FirebaseWebConfig } from '../../lib/config';
import type { Backend } from '../types';
import { createAdminAuth } from './admin-auth';
import { openFirebaseApps } from './app';
import { createArticles } from './articles';
import { createHotels, createTours, type DataContext } from './catalog';
import { createCustomerAuth } from './customer-auth';
import { createBookings } from './bookings';
import { createFirebaseImages } from './images';
import { createStats } from './stats';

export interface FirebaseBackendOptions {
  config: FirebaseWebConfig;
  /** Emulator hosts in development and tests; null in production. */
  emulators: EmulatorHosts | null;
  /**
   * Names this backend's two Firebase apps (`<name>`, `<name>-admin`) so several can live side by side, as
   * in tests. Absent: the default app and `default-admin`.
   */
  instanceName?: string;
}

/** The production adapter: Firestore (Lite) for data, Firebase Auth for both sessions, Storage for images. */
export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const { customer, admin } = openFirebaseApps(options.config, options.emulators, options.instanceName);

  // `<prefix>_<time>` ids and image paths: two creations in the same millisecond still get different times.
  let last = 0;
  const now = () => (last = Math.max(Date.now(), last + 1));

  const ctx: DataContext = { publicDb: customer.db, adminDb: admin.db, now };
  const adminAuth = createAdminAuth(admin.auth);
  const images = createFirebaseImages({
    app: admin.app,
    bucket: options.config.storageBucket,
    emulators: options.emulators,
    requireAdmin: adminAuth.requireSession,
    now,
  });
  const { requireSession: _internal, ...adminApi } = adminAuth;

  return {
    kind: 'firebase',
    tours: createTours(ctx),
    hotels: createHotels(ctx, images, adminAuth.requireSession),
    bookings: createBookings(ctx, async () => {
      // After a reload Firebase restores the session asynchronously: wait for it before deciding.
      await customer.auth.authStateReady();
      return customer.auth.currentUser?.uid ?? null;
    }),
    articles: createArticles(ctx),
    images,
    // Built-in samples, as in the spec: no network call.
    flights: {
      list: () => Promise.resolve(sampleFlights.slice()),
      get: (id) => Promise.resolve(sampleFlights.find((flight) => flight.id === id) ?? null),
    },
    stats: createStats(ctx),
    auth: createCustomerAuth(customer.auth),
    admin: adminApi,
  };
}
