import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { ItemActions } from '@/components/admin/list-editor';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { newClosedDates, newPeriod, type HotelAsterFormValues } from '../hotel-aster-form-values';

interface EditorProps {
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues>;
  disabled: boolean;
}

const periodName = (name: string | undefined, index: number) => name?.trim() || `Rate period ${index + 1}`;

/**
 * The named rate periods over the seasons (Durga Puja, New Year): each with its dates and the shortest stay it
 * takes; each room type's rates for it are in the room's rate grid. A night in two periods is priced by the first.
 */
export function PeriodsEditor({ control, register, errors, disabled }: EditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'periods' });
  const names: (string | undefined)[] = useWatch({ control, name: fields.map((_, index) => `periods.${index}.name` as const) });
  return (
    <>
      {errors.periods?.root?.message ? (
        <p className="mb-3 text-sm font-medium text-red-700">{errors.periods.root.message}</p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id}>
            <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-slate-900">{periodName(names[index], index)}</legend>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
                <TextField
                  label="Period name"
                  maxLength={limits.roomName}
                  disabled={disabled}
                  error={errors.periods?.[index]?.name?.message}
                  {...register(`periods.${index}.name`)}
                />
                <TextField
                  label="Minimum stay (nights)"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={limits.stayNights}
                  step={1}
                  disabled={disabled}
                  error={errors.periods?.[index]?.minNights?.message}
                  {...register(`periods.${index}.minNights`)}
                />
                <ItemActions
                  name={periodName(names[index], index)}
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  onMove={(from, to) => move(from, to)}
                  onRemove={() => remove(index)}
                />
              </div>
              <PeriodRanges index={index} control={control} register={register} errors={errors} disabled={disabled} />
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.ratePeriods}
        onClick={() => append(newPeriod())}
      >
        Add rate period
      </button>
    </>
  );
}

function PeriodRanges({ index, control, register, errors, disabled }: EditorProps & { index: number }) {
  const { fields, append, remove } = useFieldArray({ control, name: `periods.${index}.ranges` });
  const rangeErrors = errors.periods?.[index]?.ranges;
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600">
        Days of every year as MM-DD (12-28 to 01-02 runs over the new year), or dates of one year as YYYY-MM-DD (for festivals
        that move, such as Durga Puja). Both days are included.
      </p>
      <ol className="mt-2 space-y-2">
        {fields.map((field, at) => (
          <li key={field.id} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
            <TextField
              label={`From (dates ${at + 1})`}
              placeholder="12-28"
              disabled={disabled}
              error={rangeErrors?.[at]?.from?.message}
              {...register(`periods.${index}.ranges.${at}.from`)}
            />
            <TextField
              label={`To (dates ${at + 1})`}
              placeholder="01-02"
              disabled={disabled}
              error={rangeErrors?.[at]?.to?.message}
              {...register(`periods.${index}.ranges.${at}.to`)}
            />
            <ItemActions
              name={`dates ${at + 1}`}
              index={at}
              count={fields.length}
              disabled={disabled}
              canRemove={fields.length > 1}
              onRemove={() => remove(at)}
            />
          </li>
        ))}
      </ol>
      {rangeErrors?.root?.message ? <p className="mt-2 text-sm font-medium text-red-700">{rangeErrors.root.message}</p> : null}
      <button
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-2')}
        disabled={disabled || fields.length >= limits.seasonRanges}
        onClick={() => append({ from: '', to: '' })}
      >
        Add dates
      </button>
    </div>
  );
}

/** Nights the hotel does not sell, with the reason the booking calendar shows visitors. */
export function ClosedDatesEditor({ control, register, errors, disabled }: EditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'closed' });
  return (
    <>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_10rem_minmax(0,1fr)_auto] sm:items-end"
          >
            <TextField
              label={`Closed from (${index + 1})`}
              type="date"
              disabled={disabled}
              error={errors.closed?.[index]?.from?.message}
              {...register(`closed.${index}.from`)}
            />
            <TextField
              label={`Closed to (${index + 1})`}
              type="date"
              disabled={disabled}
              error={errors.closed?.[index]?.to?.message}
              {...register(`closed.${index}.to`)}
            />
            <TextField
              label={`Reason (${index + 1})`}
              maxLength={limits.roomName}
              disabled={disabled}
              error={errors.closed?.[index]?.reason?.message}
              {...register(`closed.${index}.reason`)}
            />
            <ItemActions
              name={`closed dates ${index + 1}`}
              index={index}
              count={fields.length}
              disabled={disabled}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.closedDates}
        onClick={() => append(newClosedDates())}
      >
        Add closed dates
      </button>
    </>
  );
}
