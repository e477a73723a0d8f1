import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { availabilityQueries, permitQueries } from '@/backend/queries';
import { monthOf, todayInIndia } from '@/backend/domain/calendar';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { InlineNotice } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminOccupancyPath } from '@/lib/admin-paths';
import { DeparturesTable } from '../components/departures-table';
import { NightBookings } from '../components/night-bookings';
import { OccupancyLegend, OccupancyTable, type SelectedCell } from '../components/occupancy-table';
import { monthLabel, occupancyGrid, readMonth, shiftMonth } from '../occupancy-grid';

export function AdminOccupancyPage() {
  const [searchParams] = useSearchParams();
  const today = useMemo(() => todayInIndia(), []);
  const month = readMonth(searchParams.get('month'), today);
  const occupancy = useQuery(availabilityQueries.occupancyMonth(month));
  const departures = useQuery(availabilityQueries.departures(today));
  const permits = useQuery(permitQueries.list());
  const grid = useMemo(() => (occupancy.data ? occupancyGrid(occupancy.data) : null), [occupancy.data]);
  const [selected, setSelected] = useState<SelectedCell | null>(null);

  const selectedRow = grid?.rows.find((row) => row.room.id === selected?.roomId);
  const selectedCell = selectedRow?.cells.find((cell) => cell.date === selected?.date);
  const navLink = buttonClasses('secondary', 'sm');

  return (
    <>
      <PageMeta
        title="Occupancy"
        description="Hotel Aster's rooms taken night by night, and the seats taken on the tours' fixed departures."
      />
      <AdminPageHeader
        title="Occupancy"
        description="Hotel Aster's rooms taken night by night, Pending and Confirmed, and the seats taken on the tours' fixed departures."
      />
      <section aria-labelledby="rooms-heading" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="rooms-heading" className="font-display text-xl font-bold text-brand-900">
            Hotel Aster rooms, {monthLabel(month)}
          </h2>
          <nav aria-label="Months" className="flex flex-wrap gap-2">
            <Link to={adminOccupancyPath(shiftMonth(month, -1))} className={navLink} onClick={() => setSelected(null)}>
              <span aria-hidden="true">←</span> Previous month
            </Link>
            {month !== monthOf(today) ? (
              <Link to={adminOccupancyPath()} className={navLink} onClick={() => setSelected(null)}>
                This month
              </Link>
            ) : null}
            <Link to={adminOccupancyPath(shiftMonth(month, 1))} className={navLink} onClick={() => setSelected(null)}>
              Next month <span aria-hidden="true">→</span>
            </Link>
          </nav>
        </div>
        <OccupancyLegend />
        {occupancy.isError ? (
          <div className="space-y-3">
            <InlineNotice kind="error">Could not load the occupancy. Please try again.</InlineNotice>
            <Button variant="secondary" onClick={() => void occupancy.refetch()}>
              Try again
            </Button>
          </div>
        ) : grid ? (
          <>
            <OccupancyTable grid={grid} today={today} selected={selected} onSelect={setSelected} />
            <div aria-live="polite">
              {selectedRow && selectedCell ? (
                <NightBookings room={selectedRow.room} cell={selectedCell} />
              ) : (
                <p className="text-sm text-slate-600">Choose a night with rooms taken to see its bookings.</p>
              )}
            </div>
          </>
        ) : (
          <p role="status" className="text-slate-600">
            Loading occupancy...
          </p>
        )}
      </section>
      <section aria-labelledby="departures-heading" className="mt-10 space-y-4">
        <h2 id="departures-heading" className="font-display text-xl font-bold text-brand-900">
          Tour departures
        </h2>
        {departures.isError ? (
          <InlineNotice kind="error">Could not load the tour departures. Please try again.</InlineNotice>
        ) : departures.data ? (
          <DeparturesTable departures={departures.data} permits={permits.data} />
        ) : (
          <p role="status" className="text-slate-600">
            Loading departures...
          </p>
        )}
      </section>
    </>
  );
}
