import type { MealPlan, RoomType } from '@/backend/schemas';
import { occupancyLabel } from '@/backend/domain/room-stay';
import { formatRupees } from '@/lib/format';
import { seasonNames } from '@/backend/domain/seasons';
import { mealPlanNames } from '@/lib/meal-plans';

interface RoomPriceTableProps {
  room: RoomType;
  /** The hotel's rate periods: a column for each one the room has rates for. */
  periods?: readonly { id: string; name: string }[] | undefined;
  /** Highlights the row of the plan a guest has chosen. */
  selectedPlan?: MealPlan;
  className?: string;
}

/**
 * A room's tariff: one row per meal plan; the season, off-season and each rate period's price per room per night,
 * then the extra bed's and a child's price per person per night where the room has them, and who one room sleeps.
 */
export function RoomPriceTable({ room, periods = [], selectedPlan, className = '' }: RoomPriceTableProps) {
  const columns = [
    { key: 'season', header: seasonNames.season, rates: room.rates.season },
    { key: 'offSeason', header: seasonNames.offSeason, rates: room.rates.offSeason },
    ...periods.flatMap((period) => {
      const rates = room.periodRates?.[period.id];
      return rates ? [{ key: period.id, header: period.name, rates }] : [];
    }),
    ...(room.occupancy?.extraBed && room.extraBedRates
      ? [{ key: 'extraBed', header: 'Extra bed', rates: room.extraBedRates }]
      : []),
    ...(room.occupancy && room.occupancy.children > 0 && room.childRates
      ? [{ key: 'child', header: 'Child (under 12)', rates: room.childRates }]
      : []),
  ];
  const perPerson = columns.some((column) => column.key === 'extraBed' || column.key === 'child');
  return (
    <div
      role="region"
      aria-label={`${room.name} tariff`}
      // The table may scroll sideways on a phone: keyboard users scroll it once it has the focus.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto rounded-xl border border-slate-200 ${className}`}
    >
      <table className="w-full text-left text-sm">
        <caption className="bg-slate-50 px-3 py-2 sm:px-4 text-left text-xs font-semibold uppercase tracking-wider text-slate-600">
          <span className="sr-only">{room.name}: </span>Tariff per room, per night
          {perPerson ? '; extra bed and child per person, per night' : ''}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr className="border-t border-slate-200">
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              Meal plan
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="whitespace-nowrap px-2 py-2 text-right font-semibold sm:px-3">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mealPlanNames.map((plan) => {
            const selected = plan.id === selectedPlan;
            return (
              <tr
                key={plan.id}
                className={`border-t border-slate-200 ${selected ? 'bg-accent-100' : 'bg-white'}`}
                aria-current={selected ? 'true' : undefined}
              >
                <th scope="row" className="px-3 py-2.5 font-normal sm:px-4">
                  <span className="font-bold text-brand-900">{plan.code}</span>{' '}
                  <span className="block text-xs text-slate-600 sm:inline sm:text-sm">({plan.label})</span>
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="px-2 py-2.5 text-right sm:px-3 font-semibold tabular-nums text-slate-900">
                    {column.rates[plan.id] === 0 && column.key === 'child' ? 'Free' : formatRupees(column.rates[plan.id])}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="border-t border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-700 sm:px-4">
        One room sleeps {occupancyLabel(room)}.
      </p>
    </div>
  );
}
