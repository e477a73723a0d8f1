import { useRef } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { focusItem, ItemActions } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { newDeparture, type TourFormInput, type TourFormValues } from '../tour-form-values';

interface DeparturesEditorProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['departures'];
  /** The earliest date a new departure may have. */
  today: string;
  disabled: boolean;
}

/**
 * Fixed departures: dates the tour leaves on, each with its seats. With none, the tour runs on request and the
 * traveller picks any date.
 */
export function DeparturesEditor({ control, register, errors, today, disabled }: DeparturesEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'departures' });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusRow = (index: number) => focusItem(list.current, index, addButton.current);

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Fixed departures <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      {errors?.root?.message ? <p className="mb-2 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">
          None: the tour runs on request, on any date the traveller chooses. Add departures to sell fixed dates with a set number
          of seats.
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">Travellers can book only these dates, while seats are left.</p>
          <ol ref={list} className="space-y-3">
            {fields.map((field, index) => (
              <li key={field.id} data-item-index={index} className="rounded-lg bg-slate-50 p-3">
                <div className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start">
                  <TextField
                    label={`Departure ${index + 1} date`}
                    type="date"
                    // A departure already stored keeps its date even once it has passed.
                    min={field.stored && field.stored < today ? undefined : today}
                    disabled={disabled}
                    error={errors?.[index]?.date?.message}
                    {...register(`departures.${index}.date`)}
                  />
                  <TextField
                    label={`Departure ${index + 1} seats`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={limits.departureSeats}
                    step={1}
                    disabled={disabled}
                    error={errors?.[index]?.seats?.message}
                    {...register(`departures.${index}.seats`)}
                  />
                  <div className="sm:pt-7">
                    <ItemActions
                      name={`departure ${index + 1}`}
                      index={index}
                      count={fields.length}
                      disabled={disabled}
                      onRemove={() =>
                        changeThenFocus(
                          () => remove(index),
                          () => focusRow(Math.min(index, fields.length - 2)),
                        )
                      }
                    />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.departures}
        onClick={() => {
          // react-hook-form focuses the new row's date.
          append(newDeparture);
        }}
      >
        Add departure
      </button>
    </fieldset>
  );
}
