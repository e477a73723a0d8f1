import { useId, useRef } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { lastDays, monthNames, seasonLabels, seasonRangeProblems } from '@/backend/domain/seasons';
import { focusItem, ItemActions } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { newSeasonRange, type HotelAsterFormValues } from '../hotel-aster-form-values';

const pad = (value: number) => String(value).padStart(2, '0');

interface DayOfYearPickerProps {
  /** 'From' or 'To': the selects are labelled 'From month', 'From day'. */
  end: 'From' | 'To';
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}

/** A day of the year ('MM-DD') as a month and a day select; the days follow the month. */
function DayOfYearPicker({ end, value, onChange, disabled, invalid, describedBy }: DayOfYearPickerProps) {
  const id = useId();
  const month = Number(value.slice(0, 2)) || 1;
  const day = Number(value.slice(3, 5)) || 1;
  const days = lastDays[month - 1] ?? 31;
  const select = `${controlClasses} py-2`;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-2">
      <div>
        <label htmlFor={`${id}-month`} className="mb-1 block text-sm font-medium text-slate-800">
          {end} month
        </label>
        <select
          id={`${id}-month`}
          value={month}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={select}
          // A day the new month does not have (31 April) becomes its last day.
          onChange={(event) => {
            const next = Number(event.target.value);
            onChange(`${pad(next)}-${pad(Math.min(day, lastDays[next - 1] ?? 31))}`);
          }}
        >
          {monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-day`} className="mb-1 block text-sm font-medium text-slate-800">
          {end} day
        </label>
        <select
          id={`${id}-day`}
          value={day}
          disabled={disabled}
          aria-describedby={describedBy}
          className={select}
          onChange={(event) => onChange(`${pad(month)}-${pad(Number(event.target.value))}`)}
        >
          {Array.from({ length: days }, (_, index) => (
            <option key={index} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface SeasonsEditorProps {
  control: Control<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues>['seasons'];
  disabled: boolean;
}

/**
 * The days charged at the season rate, as ranges that recur every year; every other night is off-season. The
 * labels the hotel page will show are worked out as the ranges change.
 */
export function SeasonsEditor({ control, errors, disabled }: SeasonsEditorProps) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'seasons' });
  const ranges = useWatch({ control, name: 'seasons' });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const labels = seasonRangeProblems(ranges).length === 0 && ranges.length > 0 ? seasonLabels(ranges) : null;

  const focusRange = (index: number) => focusItem(list.current, index, addButton.current, 'select');

  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        Nights from the first day to the last day of a range, both included, are charged at the season rate; every other night at
        the off-season rate. A season over the new year is two ranges: to 31 December and from 1 January.
      </p>
      {errors?.root?.message ? <p className="mb-3 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      <ol ref={list} className="space-y-3">
        {fields.map((field, index) => {
          const message = errors?.[index]?.from?.message ?? errors?.[index]?.to?.message;
          const errorId = message ? `${id}-${index}-error` : undefined;
          return (
            <li key={field.id} data-item-index={index}>
              <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">Season range {index + 1}</legend>
                <div className="grid items-end gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                  <Controller
                    control={control}
                    name={`seasons.${index}.from`}
                    render={({ field: from }) => (
                      <DayOfYearPicker
                        end="From"
                        value={from.value}
                        onChange={from.onChange}
                        disabled={disabled}
                        invalid={Boolean(message)}
                        describedBy={errorId}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`seasons.${index}.to`}
                    render={({ field: to }) => (
                      <DayOfYearPicker
                        end="To"
                        value={to.value}
                        onChange={to.onChange}
                        disabled={disabled}
                        invalid={false}
                        describedBy={errorId}
                      />
                    )}
                  />
                  <ItemActions
                    name={`season range ${index + 1}`}
                    index={index}
                    count={fields.length}
                    disabled={disabled}
                    canRemove={fields.length > 1}
                    onRemove={() =>
                      changeThenFocus(
                        () => remove(index),
                        () => focusRange(Math.min(index, fields.length - 2)),
                      )
                    }
                  />
                </div>
                {message ? (
                  <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                    {message}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.seasonRanges}
        onClick={() =>
          changeThenFocus(
            () => append(newSeasonRange(), { shouldFocus: false }),
            () => focusRange(fields.length),
          )
        }
      >
        Add season range
      </button>
      <div aria-live="polite" className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
        {labels ? (
          <>
            <p className="font-semibold">The hotel page will say:</p>
            <p className="mt-1">
              <span className="font-semibold">Season:</span> {labels.season}. <span className="font-semibold">Off-season:</span>{' '}
              {labels.offSeason === 'none' ? 'none' : labels.offSeason}.
            </p>
          </>
        ) : (
          <p>Fix the season ranges above to see how the hotel page will describe them.</p>
        )}
      </div>
    </>
  );
}
