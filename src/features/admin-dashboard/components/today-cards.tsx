import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { statsQueries } from '@/backend/queries';
import { addDays, nextMonth } from '@/backend/domain/calendar';
import { adminBookingsPath, adminOccupancyPath } from '@/lib/admin-paths';
import { formatIndianNumber, formatRupees } from '@/lib/format';

const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const cardClasses =
  'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/** Tonight's Hotel Aster occupancy and the month's confirmed revenue, each counted by the backend. */
export function TodayCards({ today, month }: { today: string; month: string }) {
  const occupancy = useQuery(statsQueries.occupancy(today));
  const revenue = useQuery(statsQueries.confirmedRevenue(month));
  // Like the counts above them, failures to load these are only logged: the cards then show a dash.
  useEffect(() => {
    if (occupancy.error) console.warn("Could not load tonight's occupancy:", occupancy.error);
    if (revenue.error) console.warn('Could not load the confirmed revenue:', revenue.error);
  }, [occupancy.error, revenue.error]);
  const monthText = monthName.format(Date.parse(`${month}-01T00:00:00Z`));
  const confirmedThisMonth = new URLSearchParams({
    status: 'Confirmed',
    from: `${month}-01`,
    to: addDays(`${nextMonth(month)}-01`, -1),
  });
  const pending = (query: { isPending: boolean }) => (query.isPending ? '…' : '—');

  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      <li>
        <Link to={adminOccupancyPath()} className={cardClasses}>
          <span className="text-sm font-semibold text-slate-600">Tonight at Hotel Aster</span>
          <span className="mt-2 font-display text-2xl font-bold text-brand-900">
            {occupancy.data
              ? `${formatIndianNumber(occupancy.data.held)} of ${formatIndianNumber(occupancy.data.rooms)} rooms taken tonight`
              : pending(occupancy)}
          </span>
          <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
            See occupancy
            <span aria-hidden="true">→</span>
          </span>
        </Link>
      </li>
      <li>
        <Link to={adminBookingsPath(confirmedThisMonth)} className={cardClasses}>
          <span className="text-sm font-semibold text-slate-600">Confirmed revenue, {monthText}</span>
          <span className="mt-2 font-display text-2xl font-bold text-brand-900">
            {revenue.data !== undefined ? formatRupees(revenue.data) : pending(revenue)}
          </span>
          <span className="mt-1 text-sm text-slate-600">Confirmed bookings travelling this month</span>
          <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline">
            See these bookings
            <span aria-hidden="true">→</span>
          </span>
        </Link>
      </li>
    </ul>
  );
}
