import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import { browserStorage, fetchTripPack, forgetTripPack, readTripPack, saveTripPack, type TripPack } from './trip-pack';

/**
 * The trip pack of one of the customer's bookings: at once from the copy on the phone (if any), then read again
 * through the backend; every fresh read replaces the copy. With no network the copy stays on screen, and the pack is
 * read again as soon as the browser says it is back online.
 */
export function useTripPack(userId: string, bookingId: string) {
  const [stored] = useState(() => readTripPack(browserStorage(), userId, bookingId));
  const query = useQuery({
    // Under the bookings' key: the operator's changes and the customer's own invalidate it with the lists.
    queryKey: [...queryKeys.bookings, 'trip', userId, bookingId],
    queryFn: async (): Promise<TripPack | null> => {
      const pack = await fetchTripPack(await getBackend(), bookingId);
      if (pack) saveTripPack(browserStorage(), userId, pack);
      else forgetTripPack(browserStorage(), userId, bookingId);
      return pack;
    },
    ...(stored ? { initialData: stored, initialDataUpdatedAt: Date.parse(stored.savedAt) } : {}),
    // Always try: the embedded demo answers offline too, and the Firebase reads fail fast and leave the copy showing.
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
  const { refetch } = query;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [refetch]);
  return query;
}
