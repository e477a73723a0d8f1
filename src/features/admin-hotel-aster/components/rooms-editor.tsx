import { useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { ImageField } from '@/components/admin/image-field';
import { ItemActions, ListEditor, moveKeepingFocus } from '@/components/admin/list-editor';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { newRoom, type HotelAsterFormValues } from '../hotel-aster-form-values';
import { RatesGrid } from './rates-grid';

interface RoomsEditorProps {
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues>['rooms'];
  /** Upload progress by room key, while saving. */
  progress: Record<string, number>;
  disabled: boolean;
}

/** A room type's name as the screen calls it: what was typed, or its place in the list while it has none. */
const roomLabel = (name: string | undefined, index: number) => name?.trim() || `Room type ${index + 1}`;

/** Every room type of the hotel, in page order: add, reorder and remove (after a confirmation). */
export function RoomsEditor({ control, register, errors, progress, disabled }: RoomsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'rooms' });
  // Only the names: a keystroke in a rate does not re-render every room.
  const names: (string | undefined)[] = useWatch({ control, name: fields.map((_, index) => `rooms.${index}.name` as const) });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  function confirmRemove() {
    if (removing === null) return;
    remove(removing);
    setRemoving(null);
  }

  return (
    <>
      {errors?.root?.message ? <p className="mb-3 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      <ol ref={list} className="space-y-6">
        {fields.map((field, index) => (
          <li key={field.id} data-item-index={index}>
            <RoomCard
              index={index}
              label={roomLabel(names[index], index)}
              control={control}
              register={register}
              errors={errors?.[index]}
              progress={progress[field.key] ?? null}
              disabled={disabled}
              actions={
                <ItemActions
                  name={roomLabel(names[index], index)}
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  canRemove={fields.length > 1}
                  onMove={(from, to) => moveKeepingFocus(list.current, move, from, to)}
                  onRemove={() => setRemoving(index)}
                />
              }
            />
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'md', 'mt-4')}
        disabled={disabled || fields.length >= limits.roomTypes}
        // react-hook-form focuses the new room's first field.
        onClick={() => append(newRoom())}
      >
        Add room type
      </button>
      <ConfirmDialog
        open={removing !== null}
        title="Remove room type"
        message={
          <>
            <p>
              Remove <strong className="text-slate-900">{removing === null ? '' : roomLabel(names[removing], removing)}</strong>{' '}
              and its rates?
            </p>
            <p className="mt-2">It leaves the hotel page when you save. Bookings already made for it are kept.</p>
          </>
        }
        confirmLabel="Remove"
        fallbackFocus={() => addButton.current}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

interface RoomCardProps {
  index: number;
  label: string;
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: NonNullable<FieldErrors<HotelAsterFormValues>['rooms']>[number];
  progress: number | null;
  disabled: boolean;
  actions: ReactNode;
}

function RoomCard({ index, label, control, register, errors, progress, disabled, actions }: RoomCardProps) {
  const headingId = useId();
  const bestForErrors = errors?.bestFor as (Record<number, { message?: string } | undefined> & { message?: string }) | undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-display text-lg font-bold text-brand-900">
          {label}
        </h3>
        {actions}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Name"
          required
          maxLength={limits.title}
          disabled={disabled}
          error={errors?.name?.message}
          {...register(`rooms.${index}.name`)}
        />
        <TextField
          label="Rooms of this type"
          type="number"
          inputMode="numeric"
          min={1}
          max={limits.roomsOfType}
          step={1}
          required
          disabled={disabled}
          error={errors?.rooms?.message}
          {...register(`rooms.${index}.rooms`)}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">Who one room sleeps</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3 sm:items-end">
          <TextField
            label="Adults"
            type="number"
            inputMode="numeric"
            min={1}
            max={limits.roomGuests}
            step={1}
            required
            disabled={disabled}
            error={errors?.adults?.message}
            {...register(`rooms.${index}.adults`)}
          />
          <TextField
            label="Children (under 12)"
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.roomGuests}
            step={1}
            required
            disabled={disabled}
            error={errors?.children?.message}
            {...register(`rooms.${index}.children`)}
          />
          <CheckboxField
            label="An extra bed for one more guest"
            className="min-h-11"
            disabled={disabled}
            {...register(`rooms.${index}.extraBed`)}
          />
        </div>
      </fieldset>
      <TextAreaField
        className="mt-4"
        label="Description"
        rows={2}
        required
        maxLength={limits.text}
        disabled={disabled}
        error={errors?.description?.message}
        {...register(`rooms.${index}.description`)}
      />
      <div className="mt-4 grid grid-cols-1 gap-4">
        <div className="rounded-xl border border-slate-200 p-4">
          <RatesGrid index={index} roomLabel={label} control={control} register={register} errors={errors} disabled={disabled} />
        </div>
        <Controller
          control={control}
          name={`rooms.${index}.bestFor`}
          render={({ field }) => (
            <ListEditor
              legend="Best for"
              itemLabel="Guest type"
              hint="Who the room suits, such as Couples or Small families."
              values={field.value}
              onChange={field.onChange}
              error={bestForErrors?.message}
              itemErrors={Array.from({ length: field.value.length }, (_, at) => bestForErrors?.[at]?.message)}
              maxItems={limits.bestFor}
              maxLength={limits.listItem}
              disabled={disabled}
            />
          )}
        />
      </div>
      <div className="mt-4">
        <Controller
          control={control}
          name={`rooms.${index}.image`}
          render={({ field }) => (
            <ImageField
              legend="Room picture"
              value={field.value}
              onChange={field.onChange}
              urlError={errors?.image?.url?.message}
              progress={progress}
              disabled={disabled}
              previewAlt={`Preview of the ${label} picture`}
            />
          )}
        />
      </div>
    </section>
  );
}
