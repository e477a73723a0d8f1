import { getCount } from 'firebase/firestore/lite';
import type { StatsApi } from '../types';
import type { DataContext } from './catalog';
import { collectionRef, type CollectionName } from './documents';
import { guard } from './error-codes';

/**
 * Dashboard counts as aggregation queries: the server counts, no document is downloaded. (`getCount` is
 * Firestore Lite's name for the full SDK's `getCountFromServer`.) Admin app: bookings are admin-only.
 */
export function createStats(ctx: DataContext): StatsApi {
  const count = async (name: CollectionName) => (await getCount(collectionRef(ctx.adminDb, name))).data().count;
  return {
    counts: () =>
      guard(async () => {
        const [tours, hotels, bookings] = await Promise.all([count('tourPackages'), count('hotels'), count('hotelBookings')]);
        return { tours, hotels, bookings };
      }),
  };
}
