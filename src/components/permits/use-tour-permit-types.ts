import { useQuery } from '@tanstack/react-query';
import { permitQueries } from '@/backend/queries';
import type { TourPermit } from '@/backend/schemas';

// Its own module, apart from the notes that show them: the tour page reads the permit types in its first chunk and
// loads the notes beside it.

/** The operator's permit types, read only for a tour that needs some (the prerender reads them with the tour). */
export function useTourPermitTypes(tour: { permits?: readonly TourPermit[] } | null | undefined) {
  const needsPermits = (tour?.permits?.length ?? 0) > 0;
  return useQuery({ ...permitQueries.list(), enabled: needsPermits });
}
