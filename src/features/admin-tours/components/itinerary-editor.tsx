import { useRef } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { TourFormInput, TourFormValues } from '../tour-form-values';

interface ItineraryEditorProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['itinerary'];
  disabled: boolean;
}

/** The optional day-by-day plan shown on the tour page: a list of days, each a title and a description. */
export function ItineraryEditor({ control, register, errors, disabled }: ItineraryEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Itinerary <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No days yet. Add one for each day of the tour to show a day-by-day plan.</p>
      ) : (
        <ol className="space-y-4">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-lg bg-slate-50 p-3">
              <div className="mb-2 flex items-center justify-between gap-3">
                <span className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
                  Day {index + 1}
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => {
                    remove(index);
                    addButton.current?.focus();
                  }}
                  className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  Remove day {index + 1}
                </button>
              </div>
              <div className="space-y-3">
                <TextField
                  label={`Day ${index + 1} title`}
                  disabled={disabled}
                  error={errors?.[index]?.title?.message}
                  {...register(`itinerary.${index}.title`)}
                />
                <TextAreaField
                  label={`Day ${index + 1} description`}
                  rows={3}
                  disabled={disabled}
                  {...register(`itinerary.${index}.description`)}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={`Day ${index + 1} altitude (m)`}
                    hint="The day's highest point, for the trip pack (optional)."
                    inputMode="numeric"
                    disabled={disabled}
                    error={errors?.[index]?.altitudeM?.message}
                    {...register(`itinerary.${index}.altitudeM`)}
                  />
                  <TextField
                    label={`Day ${index + 1} drive time`}
                    hint="Such as 'About 5 hours' (optional)."
                    disabled={disabled}
                    error={errors?.[index]?.driveTime?.message}
                    {...register(`itinerary.${index}.driveTime`)}
                  />
                  <TextField
                    label={`Day ${index + 1} night's stay`}
                    hint="Where the travellers sleep; a stay named Hotel Aster shows the hotel's own phone (optional)."
                    disabled={disabled}
                    error={errors?.[index]?.stay?.message}
                    {...register(`itinerary.${index}.stay`)}
                  />
                  <TextField
                    label={`Day ${index + 1} stay's phone`}
                    type="tel"
                    disabled={disabled}
                    error={errors?.[index]?.stayPhone?.message}
                    {...register(`itinerary.${index}.stayPhone`)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled}
        onClick={() => append({ title: '', description: '', altitudeM: '', driveTime: '', stay: '', stayPhone: '' })}
      >
        Add day
      </button>
    </fieldset>
  );
}
