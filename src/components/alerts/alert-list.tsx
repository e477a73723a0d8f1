import { useId } from 'react';
import { alertKindWords } from '@/backend/domain/alerts';
import type { Alert } from '@/backend/schemas';
import { formatCalendarDate } from '@/lib/format';

const datesOf = (alert: Alert) =>
  alert.from === alert.to
    ? formatCalendarDate(alert.from)
    : `${formatCalendarDate(alert.from)} to ${formatCalendarDate(alert.to)}`;

/** The alerts as a traveller reads them: what happened, the dates, the operator's message. */
export function AlertList({ alerts, onHide }: { alerts: readonly Alert[]; onHide?: () => void }) {
  const headingId = useId();
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950 shadow-lg">
      <div role="status">
        <h2 id={headingId} className="text-base font-bold">
          {alerts.length === 1 ? 'Travel alert' : `${alerts.length} travel alerts`}
        </h2>
        <ul className="mt-1 space-y-2">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <p className="font-semibold">
                {alertKindWords[alert.kind]}: {alert.title}
              </p>
              <p className="text-sm">{datesOf(alert)}</p>
              {alert.message ? <p className="text-sm whitespace-pre-line">{alert.message}</p> : null}
            </li>
          ))}
        </ul>
      </div>
      {onHide ? (
        <button
          type="button"
          onClick={onHide}
          className="mt-2 min-h-11 rounded-md px-3 text-sm font-semibold text-amber-950 underline hover:bg-amber-100"
        >
          Hide alerts
        </button>
      ) : null}
    </section>
  );
}
