import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { countryName } from '@/backend/domain/permits';
import { whatsappHref } from '@/backend/domain/phone';
import { isBackendError } from '@/backend/errors';
import { idTypeWords, permitFilingStateLabels, permitFilingStates, type PermitFilingState } from '@/backend/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useNotify } from '@/components/ui/notice';
import { adminBookingPath } from '@/lib/admin-paths';
import { formatCalendarDate } from '@/lib/format';
import type { BookingPermit, DeskBooking } from '../permit-desk';
import { useSaveFiling, useSendDocumentsReminder } from '../use-permit-desk-actions';
import { documentsReminderWhatsApp } from '../reminder-messages';

/** One booking on the desk: its travellers' documents, each permit's state, and the reminders. */
export function DeskBookingCard({ entry }: { entry: DeskBooking }) {
  const { booking } = entry;
  const titleId = useId();
  const notify = useNotify();
  const reminder = useSendDocumentsReminder();
  const incomplete = entry.statuses.some((status) => !status.complete);

  function sendReminder() {
    reminder.mutate(
      { bookingId: booking.id, missing: entry.missing, dueDate: entry.dueDate ?? '' },
      {
        onSuccess: () => notify('success', `Reminder sent to ${booking.userEmail}.`),
        onError: (error) => {
          console.warn('Could not send the reminder:', isBackendError(error) ? error.code : error);
          notify('error', 'Could not send the reminder. Please try again.');
        },
      },
    );
  }

  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h3 id={titleId} className="font-display text-lg font-bold text-brand-900">
            <Link to={adminBookingPath(booking.id)} className="hover:underline">
              {booking.reference ?? booking.id}
            </Link>{' '}
            · {booking.itemName}
          </h3>
          <p className="text-sm text-slate-700">
            {formatCalendarDate(booking.travelDate)} to {formatCalendarDate(booking.endDate)} · {booking.userName} ·{' '}
            {booking.userEmail || booking.phone}
            {entry.dueDate ? ` · documents due by ${formatCalendarDate(entry.dueDate)}` : ''}
          </p>
        </div>
        {incomplete ? (
          <div className="flex flex-wrap gap-2">
            {/* A booking the operator took by phone may have no e-mail address: the WhatsApp reminder remains. */}
            {booking.userEmail ? (
              <Button
                variant="secondary"
                size="sm"
                className="min-h-11"
                disabled={reminder.isPending}
                aria-describedby={titleId}
                onClick={sendReminder}
              >
                {reminder.isPending ? 'Sending...' : 'Send reminder'}
              </Button>
            ) : null}
            {booking.phone ? (
              <a
                href={whatsappHref(booking.phone, documentsReminderWhatsApp(entry))}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('secondary', 'sm', 'min-h-11')}
                aria-describedby={titleId}
              >
                WhatsApp reminder<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Travellers of {booking.reference ?? booking.itemName}</caption>
          <thead className="text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Traveller
              </th>
              <th scope="col" className="py-2 pr-4">
                Age
              </th>
              <th scope="col" className="py-2 pr-4">
                Nationality
              </th>
              <th scope="col" className="py-2 pr-4">
                ID
              </th>
              <th scope="col" className="py-2">
                Documents
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entry.statuses.map((status) => (
              <tr key={status.traveller.index}>
                <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                  {status.traveller.name}
                </th>
                <td className="py-2 pr-4">{status.traveller.age ?? '—'}</td>
                <td className="py-2 pr-4">{countryName(status.traveller.nationality)}</td>
                <td className="py-2 pr-4">
                  {status.document?.idType ? `${idTypeWords[status.document.idType]} ${status.document.idNumber ?? ''}` : '—'}
                </td>
                <td className="py-2">
                  {status.permits.length === 0 ? (
                    <span className="text-slate-700">No permit on this trip</span>
                  ) : status.complete ? (
                    <span className="font-medium text-green-800">Complete</span>
                  ) : (
                    <span className="text-amber-900">Missing: {status.missing.join(', ')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="mt-4 space-y-3">
        {entry.permits.map((permit) => (
          <li key={`${permit.permit.id}-${permit.date}`}>
            <FilingForm permit={permit} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function FilingForm({ permit }: { permit: BookingPermit }) {
  const notify = useNotify();
  const save = useSaveFiling();
  const [state, setState] = useState<PermitFilingState>(permit.state);
  const [number, setNumber] = useState(permit.number);
  const [error, setError] = useState<string | undefined>();
  const label = `${permit.permit.name}, ${formatCalendarDate(permit.date)}`;
  const ready = permit.travellers.filter((row) => row.ready).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state === 'issued' && number.trim() === '') {
      setError('Please enter the permit number');
      return;
    }
    setError(undefined);
    save.mutate(
      { bookingId: permit.booking.id, permitId: permit.permit.id, date: permit.date, state, number: number.trim() },
      {
        onSuccess: () => notify('success', `${label}: ${permitFilingStateLabels[state]}.`),
        onError: (failure) => {
          console.warn('Could not save the permit state:', isBackendError(failure) ? failure.code : failure);
          notify('error', 'Could not save the permit state. Please try again.');
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <div>
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">
          {ready} of {permit.travellers.length} {permit.travellers.length === 1 ? 'traveller' : 'travellers'} ready to file
        </p>
      </div>
      <SelectField label="Permit state" value={state} onChange={(event) => setState(event.target.value as PermitFilingState)}>
        {permitFilingStates.map((option) => (
          <option key={option} value={option}>
            {permitFilingStateLabels[option]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Permit number"
        value={number}
        maxLength={40}
        error={error}
        onChange={(event) => setNumber(event.target.value)}
      />
      <Button type="submit" size="sm" className="min-h-11" disabled={save.isPending}>
        Save state
      </Button>
    </form>
  );
}
