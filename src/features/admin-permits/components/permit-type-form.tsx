import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { idTypes, idTypeWords, weekdayNames, type PermitType } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import {
  nationalityRules,
  nationalityRuleWords,
  permitFormSchema,
  permitToFormValues,
  type PermitFormInput,
  type PermitFormValues,
} from '../permit-form-values';

interface PermitTypeFormProps {
  permit: PermitType | null;
  saving: boolean;
  failure: string | null;
  onSubmit: (values: PermitFormValues) => void;
  onCancel: () => void;
}

/** Weekdays from Monday, as calendars in India show them. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0];

export function PermitTypeForm({ permit, saving, failure, onSubmit, onCancel }: PermitTypeFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PermitFormInput, unknown, PermitFormValues>({
    resolver: zodResolver(permitFormSchema),
    defaultValues: permitToFormValues(permit),
  });
  const rule = useWatch({ control, name: 'nationalityRule' });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4" aria-busy={saving}>
      <TextField label="Permit name" required disabled={saving} error={errors.name?.message} {...register('name')} />
      <TextField
        label="Place"
        required
        disabled={saving}
        hint="As travellers are told: “Nathula is closed on Mondays”, “may not go to Gurudongmar Lake”."
        error={errors.place?.message}
        {...register('place')}
      />
      <TextField
        label="Places within its area"
        disabled={saving}
        hint="Separated by commas, as a tailored trip's days name them (Lachung, Lachen, Yumthang): a day there needs this permit."
        error={errors.areaPlaces?.message}
        {...register('areaPlaces')}
      />
      <CheckGroup legend="Accepted photo ID" error={errors.idTypes?.message}>
        {idTypes.map((type) => (
          <CheckboxField key={type} label={idTypeWords[type]} value={type} disabled={saving} {...register('idTypes')} />
        ))}
      </CheckGroup>
      <CheckboxField label="A passport-size photo is needed" disabled={saving} {...register('photo')} />
      <CheckboxField label="Foreign nationals give a copy of their Indian visa" disabled={saving} {...register('visa')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Who may go" disabled={saving} {...register('nationalityRule')}>
          {nationalityRules.map((value) => (
            <option key={value} value={value}>
              {nationalityRuleWords[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Nationalities"
          disabled={saving || rule === 'everyone'}
          placeholder="IN"
          hint="Two-letter country codes, separated by commas (IN is India)."
          error={errors.nationalities?.message}
          {...register('nationalities')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum age (years)"
          inputMode="numeric"
          disabled={saving}
          hint="Younger travellers are not taken there. Empty: any age."
          error={errors.minimumAge?.message}
          {...register('minimumAge')}
        />
        <TextField
          label="Documents due (days before the trip)"
          required
          inputMode="numeric"
          disabled={saving}
          error={errors.documentsDueDaysBefore?.message}
          {...register('documentsDueDaysBefore')}
        />
      </div>
      <CheckGroup legend="Closed on">
        {weekdayOrder.map((day) => (
          <CheckboxField
            key={day}
            label={weekdayNames[day]}
            value={String(day)}
            disabled={saving}
            {...register('closedWeekdays')}
          />
        ))}
      </CheckGroup>
      <TextAreaField
        label="Note for travellers"
        rows={4}
        disabled={saving}
        hint="What travellers read, including what they can do instead when they may not go."
        error={errors.note?.message}
        {...register('note')}
      />
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-3 border-t border-slate-200 bg-white px-5 py-4 max-sm:[&>*]:flex-1">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Permit Type'}
        </Button>
      </div>
    </form>
  );
}

function CheckGroup({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  const errorId = `${legend.toLowerCase().replace(/\W+/g, '-')}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1 [&>*]:min-h-11">{children}</div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
