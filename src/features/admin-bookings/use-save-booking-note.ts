import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { bookingQueries } from '@/backend/queries';

/**
 * Saves the office's internal note on a booking; the panel then reads it back. The outcome is reported from here,
 * not from `mutate`'s own callbacks: the form is keyed by the stored note, so the fresh read may replace it first.
 */
export function useSaveBookingNote(id: string, report: { saved: () => void; failed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await getBackend()).bookings.saveNote(id, note),
    onSuccess: async () => {
      report.saved();
      await queryClient.invalidateQueries({ queryKey: bookingQueries.officeRecord(id).queryKey });
    },
    onError: (error) => report.failed(error),
  });
}
