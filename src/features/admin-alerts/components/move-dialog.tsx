import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { todayInIndia } from '@/backend/domain/calendar';
import { isBackendError } from '@/backend/errors';
import { availabilityQueries, tourQueries } from '@/backend/queries';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { formatCalendarDate } from '@/lib/format';
import { useMoveBookings, type MoveRequest } from '../use-alert-actions';

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
