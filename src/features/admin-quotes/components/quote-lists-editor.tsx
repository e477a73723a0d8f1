import { Controller } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { ListEditor } from '@/components/admin/list-editor';
import type { QuoteForm } from '../quote-form-values';

/** What the quote's price covers and what it leaves out, edited one entry per field as a tour's lists are. */
export function QuoteListsEditor({ form }: { form: QuoteForm }) {
  const lists = [
    { name: 'inclusions', legend: 'Included', itemLabel: 'Inclusion', hint: 'What the price covers.' },
    { name: 'exclusions', legend: 'Not included', itemLabel: 'Exclusion', hint: 'What travellers pay for themselves.' },
  ] as const;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-brand-900">Included and not included</legend>
      <div className="grid gap-4 lg:grid-cols-2">
        {lists.map((list) => (
          <Controller
            key={list.name}
            control={form.control}
            name={list.name}
            render={({ field, fieldState }) => (
              <ListEditor
                legend={list.legend}
                itemLabel={list.itemLabel}
                hint={list.hint}
                values={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                maxItems={limits.quoteListItems}
                maxLength={limits.listItem}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
