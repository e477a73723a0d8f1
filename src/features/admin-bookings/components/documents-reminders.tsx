import type { DocumentsReminder } from '@/backend/schemas';
import { formatDateTime } from '@/lib/format';

/** The reminders the permit desk sent about travellers' missing documents, oldest first. */
export function DocumentsReminders({ reminders }: { reminders: readonly DocumentsReminder[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">Documents reminders</h3>
      <ol className="mt-2 space-y-2">
        {reminders.map((reminder, index) => (
          <li key={`${reminder.at}-${index}`} className="text-sm text-slate-700">
            E-mailed by <span className="font-medium text-slate-900">{reminder.by}</span> on{' '}
            <time dateTime={reminder.at}>{formatDateTime(reminder.at)}</time>:{' '}
            <span className="whitespace-pre-line">{reminder.missing}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
