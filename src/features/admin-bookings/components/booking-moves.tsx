import { useId } from 'react';
import { movePriceWords } from '@/backend/domain/booking-moves';
import type { BookingMove } from '@/backend/schemas';
import { formatCalendarDate, formatDateTime } from '@/lib/format';

/** The moves of the booking to another date (a road closed, a departure moved), oldest first, each with its price difference. */
export function BookingMoves({ moves }: { moves: readonly BookingMove[] }) {
  const titleId = useId();
  return (
    <div className="mt-4">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        Moved to another date
      </h3>
      <ol aria-labelledby={titleId} className="mt-2 space-y-2">
        {moves.map((move, index) => (
          <li key={`${move.at}-${index}`} className="text-sm text-slate-700">
            From {formatCalendarDate(move.from)} to {formatCalendarDate(move.to)}, by{' '}
            <span className="font-medium text-slate-900">{move.by}</span> on{' '}
            <time dateTime={move.at}>{formatDateTime(move.at)}</time>
            {/* As the move transaction worked it out and e-mailed it: never worked out again here. */}
            {move.price ? <p className="font-medium text-slate-900">{movePriceWords(move.price)}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
