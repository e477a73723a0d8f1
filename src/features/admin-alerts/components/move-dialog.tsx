import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { todayInIndia } from '@/backend/domain/calendar';
import { isBackendError } from '@/backend/errors';
import { availabilityQueries, bookingQueries, tourQueries } from '@/backend/queries';
import { movePriceWords } from '@/backend/domain/booking-moves';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { formatCalendarDate } from '@/lib/format';
import { useMoveBookings, type MoveRequest } from '../use-alert-actions';
import type { MovePreview } from '@/backend/schemas';

/** What is moved: one booking, or every booking of a fixed departure. */
export interface MoveTarget {
  title: string;
  /** The tour of a fixed departure: the new date is one of its other departures. */
  departureOf?: string;
  /** Present: the whole departure on `fromDate` moves. */
  bookingId?: string;
  fromDate: string;
}

/**
 * "Move to another date": for a fixed departure a choice among the tour's other departures with their seats left,
 * otherwise any date from today. A refusal (no seats or rooms left) is said in the dialog, and nothing moved.
 */
export function MoveDialog({ target, onClose }: { target: MoveTarget; onClose: () => void }) {
  const tour = useQuery({ ...tourQueries.detail(target.departureOf ?? ''), enabled: target.departureOf !== undefined });
  const seats = useQuery({
    ...availabilityQueries.departureSeats(target.departureOf ?? ''),
    enabled: target.departureOf !== undefined,
  });
  const today = todayInIndia();
  const options = Object.entries(tour.data?.departures ?? {})
    .filter(([date]) => date >= today && date !== target.fromDate)
    .sort(([a], [b]) => a.localeCompare(b));
  const [newDate, setNewDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const move = useMoveBookings();
  const notify = useNotify();
  // One booking: what the move would do, asked of the move transaction itself once a whole date is chosen.
  const previewing = target.bookingId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(newDate);
  const preview = useQuery({
    ...bookingQueries.movePreview(target.bookingId ?? '', newDate),
    enabled: previewing,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!newDate) {
      setProblem('Please choose the new date.');
      return;
    }
    const request: MoveRequest = target.bookingId
      ? { what: 'booking', bookingId: target.bookingId, newDate }
      : { what: 'departure', tourId: target.departureOf ?? '', fromDate: target.fromDate, newDate };
    move.mutate(request, {
      onSuccess: (count) => {
        notify(
          'success',
          `${count === 1 ? '1 booking' : `${count} bookings`} moved to ${formatCalendarDate(newDate)}. The reference stays; the customer is e-mailed.`,
        );
        onClose();
      },
      onError: (error) => {
        if (isBackendError(error, 'sold-out') || isBackendError(error, 'invalid-data') || isBackendError(error, 'not-found'))
          setProblem(error.message);
        else {
          console.warn('Failed to move the booking:', error);
          setProblem('Could not move it. Please try again.');
        }
      },
    });
  }

  return (
    <Dialog open onClose={onClose} title={target.title}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {target.departureOf ? (
          <SelectField
            label="New departure"
            value={newDate}
            onChange={(event) => setNewDate(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          >
            <option value="">Choose a departure</option>
            {options.map(([date, total]) => (
              <option key={date} value={date}>
                {formatCalendarDate(date)} ({Math.max(0, total - (seats.data?.[date] ?? 0))} of {total} seats left)
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label="New date"
            type="date"
            min={today}
            value={newDate}
            onChange={(event) => setNewDate(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        )}
        <p className="text-sm text-slate-600">
          Now on {formatCalendarDate(target.fromDate)}. The seats or rooms are checked on the new date; the old ones are freed.
        </p>
        {previewing ? <MovePreviewNote preview={preview} /> : null}
        {problem ? (
          <InlineNotice kind="error" id={problemId}>
            {problem}
          </InlineNotice>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button className="min-h-11" variant="secondary" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button className="min-h-11" type="submit" disabled={move.isPending}>
            {move.isPending ? 'Moving...' : 'Move'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Before confirming: the price difference the move would store and e-mail, or why the date is refused. */
function MovePreviewNote({ preview }: { preview: UseQueryResult<MovePreview> }) {
  if (preview.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Checking the new date...
      </p>
    );
  if (preview.isError) {
    const error = preview.error;
    const refused =
      isBackendError(error, 'sold-out') || isBackendError(error, 'invalid-data') || isBackendError(error, 'not-found');
    return (
      <InlineNotice kind="error">{refused ? error.message : 'Could not check the new date. You can still move it.'}</InlineNotice>
    );
  }
  const { price } = preview.data;
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-slate-800">
      {price
        ? `${movePriceWords(price)} The customer is told in the e-mail.`
        : 'The price stays as quoted: a tailored trip keeps its quote.'}
    </p>
  );
}
