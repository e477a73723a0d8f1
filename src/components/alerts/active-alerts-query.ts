import { todayInIndia } from '@/backend/domain/calendar';
import { alertQueries } from './alert-queries';

/** The active alerts: one bounded read for the whole visit, shared by every page through the query cache. */
export const activeAlertsQuery = () => ({ ...alertQueries.active(todayInIndia()), staleTime: 5 * 60_000 });
