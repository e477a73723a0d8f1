import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { limits } from '@/backend/limits';
import type { PeakPeriods } from '@/backend/schemas';
import { focusItem, ItemActions } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import {
  newPeakPeriod,
  peakDatesFormSchema,
  peakDatesFormValues,
  toPeakPeriods,
  type PeakDatesFormInput,
  type PeakDatesFormValues,
} from '../peak-dates-values';
import { useSavePeakPeriods, useSettingsSubmit } from '../use-save-settings';

/** The operator's named peak periods: each tour then prices them in its editor. */
export function PeakDatesForm({ saved }: { saved: PeakPeriods }) {
  const save = useSavePeakPeriods();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'peak dates',
    failed: 'The peak dates could not be saved. Please try again.',
    saved: 'Peak dates saved.',
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PeakDatesFormInput, unknown, PeakDatesFormValues>({
    resolver: zodResolver(peakDatesFormSchema),
    defaultValues: peakDatesFormValues(saved),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'periods' });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusRow = (index: number) => focusItem(list.current, index, addButton.current);

  // The page reads the saved periods back and starts the form again from them (ids included).
  async function submit(values: PeakDatesFormValues) {
    await saveAndSay(toPeakPeriods(values));
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      {errors.periods?.root?.message ? <p className="text-sm font-medium text-red-700">{errors.periods.root.message}</p> : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">No peak periods: every date costs the same.</p>
      ) : (
        <ol ref={list} className="space-y-3">
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <li key={field.id} data-item-index={index} className="rounded-lg bg-slate-50 p-3">
                <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                  <TextField
                    label={`Period ${n} name`}
                    placeholder="Durga Puja 2027"
                    maxLength={limits.title}
                    error={errors.periods?.[index]?.name?.message}
                    {...register(`periods.${index}.name`)}
                  />
                  <TextField
                    label={`Period ${n} first day`}
                    type="date"
                    error={errors.periods?.[index]?.from?.message}
                    {...register(`periods.${index}.from`)}
                  />
                  <TextField
                    label={`Period ${n} last day`}
                    type="date"
                    error={errors.periods?.[index]?.to?.message}
                    {...register(`periods.${index}.to`)}
                  />
                </div>
                <div className="mt-2 flex justify-end">
                  <ItemActions
                    name={`period ${n}`}
                    index={index}
                    count={fields.length}
                    onRemove={() =>
                      changeThenFocus(
                        () => remove(index),
                        () => focusRow(Math.min(index, fields.length - 2)),
                      )
                    }
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          ref={addButton}
          type="button"
          className={buttonClasses('secondary', 'md')}
          disabled={fields.length >= limits.peakPeriods}
          // react-hook-form focuses the new period's name.
          onClick={() => append(newPeakPeriod)}
        >
          Add period
        </button>
      </div>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save peak dates'}
      </Button>
    </form>
  );
}
