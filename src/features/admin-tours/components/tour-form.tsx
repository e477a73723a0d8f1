import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { tourCategories, type TourPackage } from '@/backend/schemas';
import { ImageField } from '@/components/admin/image-field';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { tourFormSchema, tourToFormValues, type TourFormInput, type TourFormValues } from '../tour-form-values';
import { ItineraryEditor } from './itinerary-editor';

interface TourFormProps {
  tour: TourPackage | null;
  saving: boolean;
  /** 0..1 while the chosen image uploads. */
  progress: number | null;
  failure: string | null;
  onSubmit: (values: TourFormValues) => void;
  onCancel: () => void;
}

/** Add and edit form of a tour package. What was typed stays in place when a save fails. */
export function TourForm({ tour, saving, progress, failure, onSubmit, onCancel }: TourFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TourFormInput, unknown, TourFormValues>({
    resolver: zodResolver(tourFormSchema),
    defaultValues: tourToFormValues(tour),
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4" aria-busy={saving}>
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
      <TextField
        label="Destinations Covered"
        required
        hint="Separate places with commas, for example: Gangtok, Tsomgo Lake, Pelling"
        disabled={saving}
        error={errors.destinations?.message}
        {...register('destinations')}
      />
      <TextAreaField
        label="Highlights"
        required
        rows={3}
        hint="Separate highlights with commas."
        disabled={saving}
        error={errors.highlights?.message}
        {...register('highlights')}
      />
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
      <ItineraryEditor control={control} register={register} errors={errors.itinerary} disabled={saving} />
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
