import { useRef } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { focusItem, ItemActions, moveKeepingFocus } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { HotelAsterFormValues } from '../hotel-aster-form-values';

interface FacilitiesEditorProps {
  control: Control<HotelAsterFormValues>;
  register: UseFormRegister<HotelAsterFormValues>;
  errors: FieldErrors<HotelAsterFormValues>['facilities'];
  disabled: boolean;
}

/** The facilities the hotel page lists, each a name and one line about it, in page order. */
export function FacilitiesEditor({ control, register, errors, disabled }: FacilitiesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'facilities' });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusRow = (index: number) => focusItem(list.current, index, addButton.current);

  return (
    <>
      {errors?.root?.message ? <p className="mb-3 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No facilities listed: the hotel page leaves the section empty.</p>
      ) : null}
      <ol ref={list} className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} data-item-index={index} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] md:items-start">
              <TextField
                label={`Facility ${index + 1} name`}
                maxLength={limits.title}
                disabled={disabled}
                error={errors?.[index]?.name?.message}
                {...register(`facilities.${index}.name`)}
              />
              <TextField
                label={`Facility ${index + 1} description`}
                maxLength={limits.listItem}
                disabled={disabled}
                error={errors?.[index]?.description?.message}
                {...register(`facilities.${index}.description`)}
              />
              <div className="md:pt-7">
                <ItemActions
                  name={`facility ${index + 1}`}
                  index={index}
                  count={fields.length}
                  disabled={disabled}
                  onMove={(from, to) => moveKeepingFocus(list.current, move, from, to)}
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
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.facilities}
        onClick={() => append({ name: '', description: '' })}
      >
        Add facility
      </button>
    </>
  );
}
