import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { mealPlanNames } from '@/lib/meal-plans';
import type { HotelAsterFormValues } from '../hotel-aster-form-values';

const seasons = [
  { key: 'season', header: 'Season', inName: 'season' },
  { key: 'offSeason', header: 'Off-season', inName: 'off-season' },
] as const;

interface RatesGridProps {
  index: number;
  /** The room's name as typed (or its place in the list): every rate field's name starts with it. */
  roomLabel: string;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues['rooms'][number]['rates']> | undefined;
  disabled: boolean;
}

/**
 * One room type's rates per night: meal plans down, seasons across. The row and column headers are the visible
 * labels; each field's own name says all three ("Deluxe Double, MAP, off-season rate"), so that a screen reader
 * user who jumps from field to field always knows which price it is.
 */
export function RatesGrid({ index, roomLabel, register, errors, disabled }: RatesGridProps) {
  const id = useId();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-slate-800">Rates per room per night (₹)</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Meal plan
            </th>
            {seasons.map((season) => (
              <th key={season.key} scope="col" className="px-2 py-2 font-semibold">
                {season.header}
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
              {seasons.map((season) => {
                const error = errors?.[season.key]?.[plan.id]?.message;
                const errorId = `${id}-${season.key}-${plan.id}-error`;
                return (
                  <td key={season.key} className="px-2 py-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={limits.roomRate}
                      step={1}
                      aria-label={`${roomLabel}, ${plan.code}, ${season.inName} rate`}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? errorId : undefined}
                      disabled={disabled}
                      className="block w-full min-w-[5.5rem] rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600"
                      {...register(`rooms.${index}.rates.${season.key}.${plan.id}`)}
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
