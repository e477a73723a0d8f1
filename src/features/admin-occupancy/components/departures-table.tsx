import { seatsLeft } from '@/backend/domain/availability';
import { closedPermitDays } from '@/backend/domain/permits';
import type { PermitType } from '@/backend/schemas';
import type { DepartureOccupancy } from '@/backend/types';
import { formatCalendarDate } from '@/lib/format';

interface DeparturesTableProps {
  departures: readonly DepartureOccupancy[];
  /** The operator's permit types, to flag a departure that puts a permit day on a closed weekday; none until read. */
  permits: readonly PermitType[] | undefined;
}

/**
 * The tours' fixed departures from today on, with the seats taken and left, and beside a departure that would put a
 * permit day on a closed weekday (Nathula on a Monday) the reason, so the operator moves it: every coming departure
 * of every tour in one list, by date.
 */
export function DeparturesTable({ departures, permits }: DeparturesTableProps) {
  if (departures.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
        No fixed departures from today: every tour runs on request. Departure dates and seats are set in a tour&apos;s form under
        Manage Tours.
      </p>
    );
  }
  return (
    // A region that scrolls sideways (on a phone) takes focus, so the keyboard can scroll it too.
    <div
      role="region"
      aria-label="Tour departures"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Seats taken on each fixed tour departure from today</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Tour
            </th>
            <th scope="col" className="px-4 py-3">
              Departure
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Seats
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Taken
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Left
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {departures.map((departure) => {
            const left = seatsLeft(departure.seats, departure.taken);
            const closed = permits ? closedPermitDays(departure.tour, permits, departure.date) : [];
            return (
              <tr key={`${departure.tour.id}-${departure.date}`}>
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  {departure.tour.name}
                  {closed.length > 0 ? (
                    <span className="mt-1 block text-sm font-medium text-red-700">
                      {`Falls on a closed day. ${closed.map((day) => day.reason).join(' ')}`}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatCalendarDate(departure.date)}</td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{departure.seats}</td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{departure.taken}</td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {left === 0 ? <span className="font-semibold text-red-800">Full</span> : left}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
