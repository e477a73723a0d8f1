import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries } from '@/backend/queries';

/** Saves the office's internal note on a booking; the panel then reads it back. */
export function useSaveBookingNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await getBackend()).bookings.saveNote(id, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueries.officeRecord(id).queryKey }),
  });
}
