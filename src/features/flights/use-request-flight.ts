import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';
import type { FlightRequestInput } from '@/backend/schemas';

/** Sends a flight that is not among the samples to the operator, as a request in the bookings list. */
export function useRequestFlight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FlightRequestInput) => (await getBackend()).bookings.requestFlight(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.bookings }),
    onError: (error) => console.warn('Could not send the flight request:', error),
  });
}
