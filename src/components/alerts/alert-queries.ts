import { queryOptions } from '@tanstack/react-query';
import { getBackend } from '@/backend';
import { queryKeys } from '@/backend/queries';

/**
 * The operator's travel alerts: the active ones (public, for the banners) and the admin's list and bookings touched.
 * Beside the alerts' components rather than in src/backend/queries.ts, so that no page's first script carries them.
 */
export const alertQueries = {
  active: (today: string) =>
    queryOptions({
      queryKey: [...queryKeys.alerts, 'active', today],
      queryFn: async () => (await getBackend()).alerts.active(today),
    }),
  list: () => queryOptions({ queryKey: [...queryKeys.alerts, 'list'], queryFn: async () => (await getBackend()).alerts.list() }),
  affected: (alertId: string) =>
    queryOptions({
      queryKey: [...queryKeys.alerts, 'affected', alertId],
      queryFn: async () => (await getBackend()).alerts.affected(alertId),
    }),
};
