import { useFieldArray, useWatch } from 'react-hook-form';
import type { RoomType } from '@/backend/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import { nextStay, type QuoteForm } from '../quote-form-values';
import { QuoteRows } from './quote-rows';

/** The nights of the trip: where each is spent, and the Hotel Aster rooms a night there holds. */
export function QuoteStaysEditor({ form, rooms }: { form: QuoteForm; rooms: readonly RoomType[] }) {
  const { control, register, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'stays' });
  const stays = useWatch({ control, name: 'stays' });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-brand-900">Stays</legend>
      <QuoteRows
        keys={fields.map((field) => field.id)}
        listClassName="space-y-4"
        rowClassName="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
        addLabel="Add a night"
        onAdd={() => append(nextStay(getValues('stays'), getValues('startDate')), { shouldFocus: false })}
        onRemove={remove}
        removeLabel={(index) => `Remove night ${index + 1}`}
        removeClassName="min-h-11 self-end"
        row={(index) => (
          <>
            <TextField label={`Night ${index + 1}: date`} type="date" {...register(`stays.${index}.night`)} />
            <TextField label={`Night ${index + 1}: place`} {...register(`stays.${index}.place`)} />
            <TextField label={`Night ${index + 1}: hotel`} {...register(`stays.${index}.hotel`)} />
            <SelectField label={`Night ${index + 1}: Hotel Aster room`} {...register(`stays.${index}.roomTypeId`)}>
              <option value="">Not at Hotel Aster</option>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {room.name}
                </option>
              ))}
            </SelectField>
            {stays[index]?.roomTypeId ? (
              <TextField label={`Night ${index + 1}: rooms`} type="number" min={1} {...register(`stays.${index}.rooms`)} />
            ) : null}
          </>
        )}
      />
    </fieldset>
  );
}
