import { useFieldArray, useWatch } from 'react-hook-form';
import { addDays } from '@/backend/domain/calendar';
import { nightsFromDuration } from '@/backend/domain/tour-dates';
import type { TourPackage } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import type { QuoteForm } from '../quote-form-values';
import { QuoteRows } from './quote-rows';

/** The day-by-day plan: typed day by day, or started from a tour's itinerary. */
export function QuoteDaysEditor({ form, tours }: { form: QuoteForm; tours: readonly TourPackage[] }) {
  const { control, register, getValues, setValue } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'days' });
  const tourId = useWatch({ control, name: 'tourId' });
  const tour = tours.find((candidate) => candidate.id === tourId);

  function applyTourPlan(chosen: TourPackage) {
    const nights = nightsFromDuration(chosen.duration);
    const { title, startDate } = getValues();
    if (!title) setValue('title', chosen.name);
    replace(chosen.itinerary.map((day) => ({ title: day.title, description: day.description })));
    setValue('inclusions', [...chosen.inclusions]);
    setValue('exclusions', [...chosen.exclusions]);
    if (startDate && nights > 0) setValue('endDate', addDays(startDate, nights));
  }

  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-brand-900">Day-by-day plan</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Start from a tour" {...register('tourId')}>
          <option value="">No tour</option>
          {tours.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={!tour} onClick={() => tour && applyTourPlan(tour)}>
          Use the tour's itinerary
        </Button>
      </div>
      <QuoteRows
        keys={fields.map((field) => field.id)}
        listClassName="space-y-4"
        rowClassName="rounded-xl border border-slate-200 bg-white p-4"
        addLabel="Add a day"
        onAdd={() => append({ title: '', description: '' }, { shouldFocus: false })}
        onRemove={remove}
        removeLabel={(index) => `Remove day ${index + 1}`}
        removeClassName="mt-3 min-h-11"
        row={(index) => (
          <>
            <TextField label={`Day ${index + 1}: title`} {...register(`days.${index}.title`)} />
            <TextAreaField className="mt-3" label={`Day ${index + 1}: what happens`} {...register(`days.${index}.description`)} />
          </>
        )}
      />
    </fieldset>
  );
}
