import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Hotel } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import {
  hotelFormSchema,
  hotelToFormValues,
  type HotelFormInput,
  type HotelFormValues,
  type HotelImages,
} from '../hotel-form-values';
import { HotelImagesField } from './hotel-images-field';

interface HotelFormProps {
  hotel: Hotel | null;
  saving: boolean;
  progress: Record<string, number>;
  failure: string | null;
  onSubmit: (values: HotelFormValues, images: HotelImages) => void;
  onCancel: () => void;
}

export function HotelForm({ hotel, saving, progress, failure, onSubmit, onCancel }: HotelFormProps) {
  const [images, setImages] = useState<HotelImages>({ kept: hotel?.images ?? [], added: [] });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HotelFormInput, unknown, HotelFormValues>({
    resolver: zodResolver(hotelFormSchema),
    defaultValues: hotelToFormValues(hotel),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onSubmit(values, images))(event)}
      className="space-y-4"
      aria-busy={saving}
    >
      <TextField label="Hotel Name" required disabled={saving} error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Location" required disabled={saving} error={errors.location?.message} {...register('location')} />
        <TextField
          label="Price per Night (₹)"
          required
          inputMode="numeric"
          placeholder="8500"
          disabled={saving}
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <TextAreaField
        label="Description"
        required
        rows={4}
        disabled={saving}
        error={errors.description?.message}
        {...register('description')}
      />
      <HotelImagesField
        value={images}
        onChange={setImages}
        progress={progress}
        saving={saving}
        itemName={hotel?.name ?? 'New hotel'}
      />
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 max-sm:[&>*]:flex-1">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Hotel'}
        </Button>
      </div>
    </form>
  );
}
