import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { todayCalendarDate } from '@/backend/domain/calendar';
import { limits } from '@/backend/limits';
import { tourCategories, type TourPackage } from '@/backend/schemas';
import { ImageField } from '@/components/admin/image-field';
import { ListEditor, useFocusFirstErrorOnSubmit } from '@/components/admin/list-editor';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { tourFormSchema, tourToFormValues, type TourFormInput, type TourFormValues } from '../tour-form-values';
import { DeparturesEditor } from './departures-editor';
import { ItineraryEditor } from './itinerary-editor';
import { TourPricingFields } from './tour-pricing-fields';
import { TourPermitsFields } from './tour-permits-fields';

interface TourFormProps {
  tour: TourPackage | null;
  saving: boolean;
  /** 0..1 while the chosen image uploads. */
  progress: number | null;
  failure: string | null;
  onSubmit: (values: TourFormValues) => void;
  onCancel: () => void;
}

/** The messages of a list edited entry by entry: one for the whole list, one per entry (by position). */
function listErrors(error: unknown): { list: string | undefined; items: (string | undefined)[] } {
  if (!error || typeof error !== 'object') return { list: undefined, items: [] };
  const byIndex = error as Record<string, FieldError | undefined>;
  const items = Object.keys(byIndex)
    .filter((key) => /^\d+$/.test(key))
    .reduce<(string | undefined)[]>((messages, key) => {
      messages[Number(key)] = byIndex[key]?.message;
      return messages;
    }, []);
  return { list: (error as FieldError).message, items };
}

/** Add and edit form of a tour package. What was typed stays in place when a save fails. */
export function TourForm({ tour, saving, progress, failure, onSubmit, onCancel }: TourFormProps) {
  const today = useMemo(() => todayCalendarDate(), []);
  const form = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<TourFormInput, unknown, TourFormValues>({
    resolver: zodResolver(tourFormSchema(today)),
    defaultValues: tourToFormValues(tour),
    // Focus goes to the first field with an error in page order, list entries included (see below).
    shouldFocusError: false,
  });

  useFocusFirstErrorOnSubmit(form, submitCount);

  const destinations = listErrors(errors.destinations);
  const highlights = listErrors(errors.highlights);
  const inclusions = listErrors(errors.inclusions);
  const exclusions = listErrors(errors.exclusions);

  return (
    <form ref={form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4" aria-busy={saving}>
      <TextField label="Tour Name" required disabled={saving} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Duration"
          required
          placeholder="5 Nights / 6 Days"
          disabled={saving}
          error={errors.duration?.message}
          {...register('duration')}
        />
        <TextField
          label="Price (₹ per person)"
          required
          inputMode="numeric"
          placeholder="18500"
          disabled={saving}
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <SelectField label="Category" disabled={saving} {...register('category')}>
        {tourCategories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label="Overseas package (Bhutan, Nepal): TCS is collected and the customer is asked for their PAN"
        disabled={saving}
        {...register('overseas')}
      />
      <Controller
        control={control}
        name="destinations"
        render={({ field }) => (
          <ListEditor
            legend="Destinations Covered"
            itemLabel="Destination"
            required
            hint="One place per field, in the order the tour visits them."
            placeholder="Gangtok"
            values={field.value}
            onChange={field.onChange}
            error={destinations.list}
            itemErrors={destinations.items}
            maxItems={limits.destinations}
            maxLength={limits.listItem}
            disabled={saving}
          />
        )}
      />
      <Controller
        control={control}
        name="highlights"
        render={({ field }) => (
          <ListEditor
            legend="Highlights"
            itemLabel="Highlight"
            required
            hint="One highlight per field; commas are fine."
            values={field.value}
            onChange={field.onChange}
            error={highlights.list}
            itemErrors={highlights.items}
            maxItems={limits.highlights}
            maxLength={limits.listItem}
            disabled={saving}
          />
        )}
      />
      <TextAreaField
        label={
          <>
            Description <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        rows={5}
        hint="What makes this trip worth taking, in a few short paragraphs. Leave an empty line between paragraphs."
        disabled={saving}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Controller
          control={control}
          name="inclusions"
          render={({ field }) => (
            <ListEditor
              legend="Inclusions"
              itemLabel="Inclusion"
              hint="What the price covers."
              values={field.value}
              onChange={field.onChange}
              error={inclusions.list}
              itemErrors={inclusions.items}
              maxItems={limits.inclusions}
              maxLength={limits.listItem}
              disabled={saving}
            />
          )}
        />
        <Controller
          control={control}
          name="exclusions"
          render={({ field }) => (
            <ListEditor
              legend="Exclusions"
              itemLabel="Exclusion"
              hint="What travellers pay for themselves."
              values={field.value}
              onChange={field.onChange}
              error={exclusions.list}
              itemErrors={exclusions.items}
              maxItems={limits.inclusions}
              maxLength={limits.listItem}
              disabled={saving}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageField
            legend="Image"
            value={field.value}
            onChange={field.onChange}
            urlError={errors.image?.url?.message}
            progress={progress}
            disabled={saving}
            previewAlt="Preview of the tour image"
          />
        )}
      />
      <TourPricingFields control={control} register={register} errors={errors.pricing} disabled={saving} />
      <DeparturesEditor control={control} register={register} errors={errors.departures} today={today} disabled={saving} />
      <ItineraryEditor control={control} register={register} errors={errors.itinerary} disabled={saving} />
      <TourPermitsFields control={control} register={register} errors={errors.permits} disabled={saving} />
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 max-sm:[&>*]:flex-1">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Tour'}
        </Button>
      </div>
    </form>
  );
}
