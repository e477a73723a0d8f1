import { formatCalendarDate } from '@/lib/format';
import {
  cellDescription,
  cellHasBookings,
  monthLabel,
  weekdayLabel,
  type OccupancyCell,
  type OccupancyGrid,
} from '../occupancy-grid';

export interface SelectedCell {
  roomId: string;
  date: string;
}

interface OccupancyTableProps {
  grid: OccupancyGrid;
  today: string;
  selected: SelectedCell | null;
  onSelect: (cell: SelectedCell) => void;
}

/**
 * Stripes mark a night with a pending request: a pattern, so the difference does not rest on colour alone
 * (light stripes on a full, dark night).
 */
const pendingStripes: Record<OccupancyCell['state'], string> = {
  free: '',
  taken: 'bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.16)_0_2px,transparent_2px_6px)]',
  full: 'bg-[repeating-linear-gradient(135deg,rgb(255_255_255/0.3)_0_2px,transparent_2px_6px)]',
};

const tones: Record<OccupancyCell['state'], string> = {
  free: '',
  taken: 'border border-emerald-500 bg-emerald-100 text-emerald-950',
  full: 'border border-brand-900 bg-brand-900 text-white',
};

/**
 * Room types by nights. The first column stays in place while the nights scroll sideways on a phone. Nights with
 * rooms taken are buttons (Enter or a click lists their bookings); free nights are plain cells.
 */
export function OccupancyTable({ grid, today, selected, onSelect }: OccupancyTableProps) {
  const caption = `Rooms taken per night, ${monthLabel(grid.month)}`;
  return (
    // A region that scrolls sideways (on a phone) takes focus, so the keyboard can scroll it too.
    <div
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full border-separate border-spacing-0 text-center text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-32 border-b border-slate-200 bg-slate-50 px-3 py-2 text-left text-xs font-semibold text-slate-700"
            >
              Room type
            </th>
            {grid.nights.map((night) => (
              <th
                key={night}
                scope="col"
                aria-current={night === today ? 'date' : undefined}
                className={`border-b border-slate-200 px-px py-2 font-semibold text-slate-700 ${night === today ? 'bg-accent-100' : 'bg-slate-50'}`}
              >
                <span aria-hidden="true" className="block tabular-nums">
                  {Number(night.slice(8))}
                </span>
                <span aria-hidden="true" className="block text-[0.625rem] font-normal text-slate-600">
                  {weekdayLabel(night).slice(0, 2)}
                </span>
                <span className="sr-only">{formatCalendarDate(night)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map(({ room, cells }) => (
            <tr key={room.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-100 bg-white px-3 py-2 text-left text-sm font-semibold text-slate-900"
              >
                {room.name}
                <span className="block text-xs font-normal text-slate-600">
                  {room.rooms === 1 ? '1 room' : `${room.rooms} rooms`}
                </span>
              </th>
              {cells.map((cell) => {
                const isSelected = selected?.roomId === room.id && selected.date === cell.date;
                return (
                  <td
                    key={cell.date}
                    className={`border-b border-slate-100 px-px py-1 ${cell.date === today ? 'bg-accent-100/50' : ''}`}
                  >
                    {cellHasBookings(cell) ? (
                      <button
                        type="button"
                        aria-label={cellDescription(room, cell)}
                        aria-pressed={isSelected}
                        onClick={() => onSelect({ roomId: room.id, date: cell.date })}
                        className={`mx-auto flex size-6 items-center justify-center rounded font-bold tabular-nums ${tones[cell.state]} ${cell.pending.length ? pendingStripes[cell.state] : ''} ${isSelected ? 'ring-2 ring-accent-600 ring-offset-1' : ''}`}
                      >
                        {cell.held}
                      </button>
                    ) : (
                      <span className="mx-auto block size-6 leading-6 text-slate-400">
                        <span aria-hidden="true">·</span>
                        <span className="sr-only">free</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the colours and stripes mean, in words. */
export function OccupancyLegend() {
  return (
    <ul aria-label="How to read the grid" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded border border-emerald-500 bg-emerald-100 text-xs font-bold text-emerald-950"
        >
          1
        </span>
        Rooms taken, some still free
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded bg-brand-900 text-xs font-bold text-white"
        >
          2
        </span>
        No room left (dark)
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`flex size-6 items-center justify-center rounded bg-emerald-100 ${pendingStripes.taken} border border-emerald-500 text-xs font-bold text-emerald-950`}
        >
          1
        </span>
        Striped: includes a Pending request
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="flex size-6 items-center justify-center text-slate-400">
          ·
        </span>
        Free
      </li>
    </ul>
  );
}
