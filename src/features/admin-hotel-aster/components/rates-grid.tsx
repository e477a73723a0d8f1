import { useId } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import type { MealPlan } from '@/backend/schemas';
import { mealPlanNames } from '@/lib/meal-plans';
import type { HotelAsterFormValues } from '../hotel-aster-form-values';

type RoomErrors = NonNullable<FieldErrors<HotelAsterFormValues>['rooms']>[number];

interface RatesGridProps {
  index: number;
  /** The room's name as typed (or its place in the list): every rate field's name starts with it. */
  roomLabel: string;
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: RoomErrors | undefined;
  disabled: boolean;
}

interface Column {
  key: string;
  header: string;
  /** How the field's own name says it: 'off-season rate', 'New Year rate', 'extra bed rate'. */
  inName: string;
  field: `rooms.${number}.${string}`;
  error: (plan: MealPlan) => string | undefined;
  min: number;
}

/**
 * One room type's rates per night: meal plans down; the season, the off-season and each rate period across, then
 * the extra bed and a child's rate (per person). The row and column headers are the visible labels; each field's
 * own name says all three ("Deluxe Double, MAP, New Year rate"), so that a screen reader user who jumps from field
 * to field always knows which price it is.
 */
export function RatesGrid({ index, roomLabel, control, register, errors, disabled }: RatesGridProps) {
  const id = useId();
  const periods = useWatch({ control, name: 'periods' });
  const periodErrors = errors?.periodRates as
    Record<string, Record<string, { message?: string } | undefined> | undefined> | undefined;
  const columns: Column[] = [
    {
      key: 'season',
      header: 'Season',
      inName: 'season rate',
      field: `rooms.${index}.rates.season`,
      error: (plan) => errors?.rates?.season?.[plan]?.message,
      min: 1,
    },
    {
      key: 'offSeason',
      header: 'Off-season',
      inName: 'off-season rate',
      field: `rooms.${index}.rates.offSeason`,
      error: (plan) => errors?.rates?.offSeason?.[plan]?.message,
      min: 1,
    },
    ...periods.map((period, at): Column => ({
      key: period.id,
      header: period.name.trim() || `Period ${at + 1}`,
      inName: `${period.name.trim() || `period ${at + 1}`} rate`,
      field: `rooms.${index}.periodRates.${period.id}`,
      error: (plan) => periodErrors?.[period.id]?.[plan]?.message,
      min: 1,
    })),
    {
      key: 'extraBed',
      header: 'Extra bed',
      inName: 'extra bed rate',
      field: `rooms.${index}.extraBedRates`,
      error: (plan) => errors?.extraBedRates?.[plan]?.message,
      min: 0,
    },
    {
      key: 'child',
      header: 'Child',
      inName: 'child rate',
      field: `rooms.${index}.childRates`,
      error: (plan) => errors?.childRates?.[plan]?.message,
      min: 0,
    },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-800">
          Rates per room per night (₹); the extra bed and a child per person per night. A rate period left blank charges the
          season rates; the extra bed and child blank: none sold, children free.
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Meal plan
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mealPlanNames.map((plan) => (
            <tr key={plan.id} className="border-b border-slate-100 align-top last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
                {plan.code}
                <span className="block text-xs font-normal text-slate-600">{plan.label}</span>
              </th>
              {columns.map((column) => {
                const error = column.error(plan.id);
                const errorId = `${id}-${column.key}-${plan.id}-error`;
                return (
                  <td key={column.key} className="px-2 py-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={column.min}
                      max={limits.roomRate}
                      step={1}
                      aria-label={`${roomLabel}, ${plan.code}, ${column.inName}`}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? errorId : undefined}
                      disabled={disabled}
                      className="block w-full min-w-[5.5rem] rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
                      {...register(`${column.field}.${plan.id}` as `rooms.${number}.rates.season.ep`)}
                    />
                    {error ? (
                      <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
                        {error}
                      </p>
                    ) : null}
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
