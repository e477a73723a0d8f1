import type { Alert } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

/** '12 May 2027 to 14 May 2027', or the one day. */
export const alertDates = (alert: Pick<Alert, 'from' | 'to'>) =>
  alert.from === alert.to
    ? formatCalendarDate(alert.from)
    : `${formatCalendarDate(alert.from)} to ${formatCalendarDate(alert.to)}`;
