import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { limits } from '@/backend/limits';
import type { TripSettings } from '@/backend/schemas/trip';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { formValuesToTripSettings, tripFormSchema, tripSettingsToFormValues, type TripFormValues } from '../trip-form-values';
import { useSaveTripSettings, useSettingsSubmit } from '../use-save-settings';

/** What every traveller's trip page shows: the 24-hour number, the local emergency numbers and the altitude advice. */
export function TripPackForm({ settings }: { settings: TripSettings }) {
  const save = useSaveTripSettings();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'trip pack',
    failed: 'The trip pack could not be saved. Please try again.',
    saved: 'Trip pack saved. Travellers see it on their trip pages.',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TripFormValues>({ resolver: zodResolver(tripFormSchema), defaultValues: tripSettingsToFormValues(settings) });
  const { fields, append, remove } = useFieldArray({ control, name: 'emergencyNumbers' });
  const addButton = useRef<HTMLButtonElement>(null);

  async function submit(values: TripFormValues) {
    if (await saveAndSay(formValuesToTripSettings(values))) reset(values);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <TextField
        label="24-hour number during trips"
        type="tel"
        autoComplete="off"
        hint="Travellers call it on the road, day or night. Empty: the business phone is shown."
        error={errors.operatorPhone?.message}
        {...register('operatorPhone')}
      />
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Emergency numbers</legend>
        <ul className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
              <TextField
                label={`Number ${index + 1}: who answers`}
                disabled={isSubmitting}
                error={errors.emergencyNumbers?.[index]?.label?.message}
                {...register(`emergencyNumbers.${index}.label`)}
              />
              <TextField
                label={`Number ${index + 1}`}
                type="tel"
                disabled={isSubmitting}
                error={errors.emergencyNumbers?.[index]?.number?.message}
                {...register(`emergencyNumbers.${index}.number`)}
              />
              <button
                type="button"
                disabled={isSubmitting}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
                className="min-h-11 rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:mt-7"
              >
                Remove number {index + 1}
              </button>
            </li>
          ))}
        </ul>
        {fields.length < limits.emergencyNumbers ? (
          <button
            ref={addButton}
            type="button"
            className={buttonClasses('secondary', 'sm', 'mt-3 min-h-11')}
            disabled={isSubmitting}
            onClick={() => append({ label: '', number: '' })}
          >
            Add a number
          </button>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Altitude advice"
        rows={6}
        hint="Resting on arrival, who should not go above 4,000 m. Separate paragraphs with an empty line."
        error={errors.altitudeAdvice?.message}
        {...register('altitudeAdvice')}
      />
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save trip pack'}
      </Button>
    </form>
  );
}
