import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { isCalendarDate } from '@/backend/domain/calendar';
import { limits } from '@/backend/limits';
import { permitQueries } from '@/backend/queries';
import { buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { TourFormInput, TourFormValues } from '../tour-form-values';
import { ClosedDeparturesList } from './closed-departures-flag';

interface TourPermitsFieldsProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['permits'];
  disabled: boolean;
}

/** The tour form's "Permits" section: which permit the trip needs on which itinerary day. */
export function TourPermitsFields({ control, register, errors, disabled }: TourPermitsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'permits' });
  const itinerary = useWatch({ control, name: 'itinerary' });
  const departures = useWatch({ control, name: 'departures' });
  const rows = useWatch({ control, name: 'permits' });
  const permitTypes = useQuery(permitQueries.list());
  const addButton = useRef<HTMLButtonElement>(null);
  // Days of the itinerary; a tour without one yet may still name days up to the longest itinerary.
  const dayCount = itinerary.length > 0 ? itinerary.length : limits.itineraryDays;
  const known = new Set((permitTypes.data ?? []).map((permit) => permit.id));

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Permits <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p className="mb-3 text-sm text-slate-600">
        The permits travellers need, each on the itinerary day it is used. Start dates that would put a permit day on a closed
        weekday are not offered.
      </p>
      {/* The selects mount with the permit types: a select shows its stored value only among its options. */}
      {permitTypes.isPending ? (
        <p className="text-sm text-slate-600">Loading the permit types...</p>
      ) : fields.length === 0 ? (
        <p className="text-sm text-slate-600">No permits: the trip goes nowhere that needs one.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
              <SelectField
                label={`Permit ${index + 1}`}
                disabled={disabled}
                error={errors?.[index]?.permitId?.message}
                {...register(`permits.${index}.permitId`)}
              >
                <option value="">Choose a permit</option>
                {(permitTypes.data ?? []).map((permit) => (
                  <option key={permit.id} value={permit.id}>
                    {permit.name}
                  </option>
                ))}
                {field.permitId && permitTypes.data && !known.has(field.permitId) ? (
                  <option value={field.permitId}>{`${field.permitId} (deleted)`}</option>
                ) : null}
              </SelectField>
              <SelectField
                label={`Permit ${index + 1} day`}
                disabled={disabled}
                error={errors?.[index]?.day?.message}
                {...register(`permits.${index}.day`)}
              >
                {Array.from({ length: Math.max(dayCount, Number(field.day) || 0) }, (_, day) => (
                  <option key={day + 1} value={String(day + 1)}>
                    {itinerary[day]?.title ? `Day ${day + 1}: ${itinerary[day].title}` : `Day ${day + 1}`}
                  </option>
                ))}
              </SelectField>
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
                className="min-h-11 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              >
                Remove permit {index + 1}
              </button>
            </li>
          ))}
        </ol>
      )}
      <ClosedDeparturesList
        tour={{
          permits: rows.filter((row) => row.permitId !== '').map((row) => ({ permitId: row.permitId, day: Number(row.day) })),
          departures: Object.fromEntries(departures.filter((row) => isCalendarDate(row.date)).map((row) => [row.date, 1])),
        }}
        permits={permitTypes.data}
      />
      {permitTypes.isError ? (
        <p className="mt-2 text-sm text-red-700">Could not load the permit types. Close the form and try again.</p>
      ) : null}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.tourPermits}
        onClick={() => append({ permitId: '', day: '1' })}
      >
        Add permit
      </button>
    </fieldset>
  );
}
