import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { Booking } from '@/backend/schemas';
import { queuedConfirmations } from './queued-confirmations';

/**
 * "Confirm request": queues the confirmations (written after the undo window, see queued-confirmations.ts), and
 * what is queued, for the notices and for "next pending".
 */
export function useConfirmRequests() {
  const queryClient = useQueryClient();
  const items = useSyncExternalStore(queuedConfirmations.subscribe, queuedConfirmations.current, queuedConfirmations.current);

  async function write(booking: Booking, note: string) {
    await (await getBackend()).bookings.updateStatus(booking.id, 'Confirmed', note);
    // The lists, counts, badges, availability and the dashboard follow.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
      queryClient.invalidateQueries({ queryKey: queryKeys.availability }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
    ]);
  }

  return {
    items,
    confirm: (bookings: readonly Booking[], note: string) => queuedConfirmations.add(bookings, note.trim(), write),
    undo: (id: string) => queuedConfirmations.undo(id),
    dismiss: (id: string) => queuedConfirmations.dismiss(id),
    isQueued: (id: string) =>
      items.some((item) => item.booking.id === id && (item.state === 'waiting' || item.state === 'saving')),
  };
}
