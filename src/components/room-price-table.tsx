import type { MealPlan, RoomType } from '@/backend/schemas';
import { formatRupees } from '@/lib/format';
import { seasonNames } from '@/backend/domain/seasons';
import { mealPlanNames } from '@/lib/meal-plans';

interface RoomPriceTableProps {
  room: RoomType;
  /** Highlights the row of the plan a guest has chosen. */
  selectedPlan?: MealPlan;
  className?: string;
}

/** A room's tariff: one row per meal plan, season and off-season prices per night. */
export function RoomPriceTable({ room, selectedPlan, className = '' }: RoomPriceTableProps) {
  return (
    <div className={`overflow-hidden rounded-xl border border-slate-200 ${className}`}>
      <table className="w-full text-left text-sm">
        <caption className="bg-slate-50 px-3 py-2 sm:px-4 text-left text-xs font-semibold uppercase tracking-wider text-slate-600">
          <span className="sr-only">{room.name}: </span>Tariff per room, per night
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr className="border-t border-slate-200">
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              Meal plan
            </th>
            <th scope="col" className="whitespace-nowrap px-2 py-2 text-right font-semibold sm:px-3">
              {seasonNames.season}
            </th>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-semibold sm:px-4">
              {seasonNames.offSeason}
            </th>
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
                <td className="px-2 py-2.5 text-right sm:px-3 font-semibold tabular-nums text-slate-900">
                  {formatRupees(room.rates.season[plan.id])}
                </td>
                <td className="px-3 py-2.5 text-right sm:px-4 font-semibold tabular-nums text-slate-900">
                  {formatRupees(room.rates.offSeason[plan.id])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
