import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '@/backend/limits';
import { permitQueries, settingsQueries } from '@/backend/queries';
import { optionKinds, optionUnits, type PeakPeriod } from '@/backend/schemas';
import { focusItem, ItemActions } from '@/components/admin/list-editor';
import { changeThenFocus } from '@/lib/focus';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { formatCalendarDate } from '@/lib/format';
import type { TourFormInput, TourFormValues } from '../tour-form-values';
import { newOption, optionKindLabels, optionUnitLabels, peakKey, permitOptionKinds } from '../tour-pricing-values';

interface TourPricingFieldsProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: FieldErrors<TourFormInput>['pricing'];
  disabled: boolean;
}

const optional = <span className="font-normal text-slate-600">(optional)</span>;

/**
 * What a tour costs besides its adult price: children, infants and a room of one's own; the vehicles, pick-up and
 * drop points, excursions and extras travellers choose from; and its price over each of the operator's peak periods.
 */
export function TourPricingFields({ control, register, errors, disabled }: TourPricingFieldsProps) {
  return (
    <>
      <AgeBandFields register={register} errors={errors} disabled={disabled} />
      <OptionsEditor control={control} register={register} errors={errors?.options} disabled={disabled} />
      <PeakPriceFields control={control} register={register} errors={errors?.peakPrices} disabled={disabled} />
    </>
  );
}

function AgeBandFields({ register, errors, disabled }: Omit<TourPricingFieldsProps, 'control'>) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Prices by age</legend>
      <p className="mb-3 text-sm text-slate-600">
        Adults pay the tour&apos;s price per person. Travellers younger than the children&apos;s ages are infants.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Children from age"
          inputMode="numeric"
          disabled={disabled}
          error={errors?.childFromAge?.message}
          {...register('pricing.childFromAge')}
        />
        <TextField
          label="Children up to age"
          inputMode="numeric"
          disabled={disabled}
          error={errors?.childToAge?.message}
          {...register('pricing.childToAge')}
        />
        <TextField
          label={<>Child with a bed (₹) {optional}</>}
          inputMode="numeric"
          hint="Empty: the adult price."
          disabled={disabled}
          error={errors?.childWithBed?.message}
          {...register('pricing.childWithBed')}
        />
        <TextField
          label={<>Child without a bed (₹) {optional}</>}
          inputMode="numeric"
          hint="Sharing a bed with adults. Empty: the adult price."
          disabled={disabled}
          error={errors?.childWithoutBed?.message}
          {...register('pricing.childWithoutBed')}
        />
        <TextField
          label="Infant (₹)"
          inputMode="numeric"
          hint="0 for free."
          disabled={disabled}
          error={errors?.infant?.message}
          {...register('pricing.infant')}
        />
        <TextField
          label="Single supplement (₹)"
          inputMode="numeric"
          hint="Added for a traveller with a room of their own."
          disabled={disabled}
          error={errors?.singleSupplement?.message}
          {...register('pricing.singleSupplement')}
        />
      </div>
    </fieldset>
  );
}

interface OptionsEditorProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: NonNullable<FieldErrors<TourFormInput>['pricing']>['options'];
  disabled: boolean;
}

/** Priced options, each charged per traveller, per vehicle, per night or once per booking. */
function OptionsEditor({ control, register, errors, disabled }: OptionsEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'pricing.options' });
  const rows = useWatch({ control, name: 'pricing.options' });
  const permitTypes = useQuery(permitQueries.list());
  const known = new Set((permitTypes.data ?? []).map((permit) => permit.id));
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusRow = (index: number) => focusItem(list.current, index, addButton.current, 'select');

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Options {optional}</legend>
      {errors?.root?.message ? <p className="mb-2 text-sm font-medium text-red-700">{errors.root.message}</p> : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600">
          None. Add the vehicles travellers choose from, pick-up and drop points with their times, excursions and extras.
        </p>
      ) : (
        <ol ref={list} className="space-y-3">
          {fields.map((field, index) => {
            const n = index + 1;
            const kind = rows?.[index]?.kind ?? field.kind;
            const rowErrors = errors?.[index];
            return (
              <li key={field.id} data-item-index={index} className="rounded-lg bg-slate-50 p-3">
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField label={`Option ${n} kind`} disabled={disabled} {...register(`pricing.options.${index}.kind`)}>
                    {optionKinds.map((value) => (
                      <option key={value} value={value}>
                        {optionKindLabels[value]}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label={`Option ${n} name`}
                    placeholder={kind === 'pickup' || kind === 'drop' ? 'Bagdogra airport (IXB)' : undefined}
                    maxLength={limits.title}
                    disabled={disabled}
                    error={rowErrors?.name?.message}
                    {...register(`pricing.options.${index}.name`)}
                  />
                  <SelectField label={`Option ${n} charged`} disabled={disabled} {...register(`pricing.options.${index}.unit`)}>
                    {optionUnits.map((value) => (
                      <option key={value} value={value}>
                        {optionUnitLabels[value]}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label={`Option ${n} price (₹)`}
                    inputMode="numeric"
                    disabled={disabled}
                    error={rowErrors?.price?.message}
                    {...register(`pricing.options.${index}.price`)}
                  />
                  {kind === 'vehicle' ? (
                    <TextField
                      label={`Option ${n} seats`}
                      inputMode="numeric"
                      hint="Travellers one vehicle takes: more travellers need more vehicles."
                      disabled={disabled}
                      error={rowErrors?.seats?.message}
                      {...register(`pricing.options.${index}.seats`)}
                    />
                  ) : null}
                  {kind === 'pickup' || kind === 'drop' ? (
                    <TextField
                      label={
                        <>
                          {`Option ${n} time`} {optional}
                        </>
                      }
                      type="time"
                      disabled={disabled}
                      error={rowErrors?.time?.message}
                      {...register(`pricing.options.${index}.time`)}
                    />
                  ) : null}
                  {permitOptionKinds.includes(kind) ? (
                    // The select mounts with the permit types: a select shows its stored value only among its options.
                    permitTypes.isPending ? (
                      <p className="text-sm text-slate-600">Loading the permit types...</p>
                    ) : (
                      <SelectField
                        label={
                          <>
                            {`Option ${n} permit`} {optional}
                          </>
                        }
                        hint="Priced only for the travellers this permit admits, and left out of the total when it admits none of them."
                        disabled={disabled}
                        error={rowErrors?.permitId?.message}
                        {...register(`pricing.options.${index}.permitId`)}
                      >
                        <option value="">No permit of its own</option>
                        {(permitTypes.data ?? []).map((permit) => (
                          <option key={permit.id} value={permit.id}>
                            {permit.name}
                          </option>
                        ))}
                        {field.permitId && permitTypes.data && !known.has(field.permitId) ? (
                          <option value={field.permitId}>{`${field.permitId} (deleted)`}</option>
                        ) : null}
                      </SelectField>
                    )
                  ) : null}
                  <TextField
                    label={
                      <>
                        {`Option ${n} note`} {optional}
                      </>
                    }
                    className="sm:col-span-2"
                    maxLength={limits.listItem}
                    disabled={disabled}
                    error={rowErrors?.note?.message}
                    {...register(`pricing.options.${index}.note`)}
                  />
                </div>
                <div className="mt-2 flex justify-end">
                  <ItemActions
                    name={`option ${n}`}
                    index={index}
                    count={fields.length}
                    disabled={disabled}
                    onMove={(from, to) => move(from, to)}
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
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('secondary', 'sm', 'mt-3')}
        disabled={disabled || fields.length >= limits.tourOptions}
        // react-hook-form focuses the new option's first field.
        onClick={() => append(newOption)}
      >
        Add option
      </button>
    </fieldset>
  );
}

interface PeakPriceFieldsProps {
  control: Control<TourFormInput, unknown, TourFormValues>;
  register: UseFormRegister<TourFormInput>;
  errors: NonNullable<FieldErrors<TourFormInput>['pricing']>['peakPrices'];
  disabled: boolean;
}

/** Per peak period of the operator's: priced as other dates, with a surcharge per traveller, or at an adult price of its own. */
function PeakPriceFields({ control, register, errors, disabled }: PeakPriceFieldsProps) {
  const periods = useQuery(settingsQueries.peakPeriods());
  const prices = useWatch({ control, name: 'pricing.peakPrices' });
  const known = [...(periods.data?.periods ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  // A period the operator has removed keeps the price the tour had for it until changed here.
  const removed: PeakPeriod[] = periods.data
    ? Object.keys(prices ?? {})
        .filter((key) => prices?.[key]?.mode !== 'none' && !known.some((period) => peakKey(period.id) === key))
        .map((key) => ({ id: key.slice(2), name: key.slice(2), from: '', to: '' }))
    : [];

  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Peak dates</legend>
      <p className="mb-3 text-sm text-slate-600">
        What this tour costs when it starts in one of your peak periods. You name the periods and their dates in Settings, under
        Peak dates.
      </p>
      {periods.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the peak periods...
        </p>
      ) : periods.isError ? (
        <InlineNotice kind="error">Could not load the peak periods. The tour keeps the peak prices it has.</InlineNotice>
      ) : known.length + removed.length === 0 ? (
        <p className="text-sm text-slate-600">No peak periods yet.</p>
      ) : (
        <ul className="space-y-3">
          {[...known, ...removed].map((period) => {
            const key = peakKey(period.id);
            const mode = prices?.[key]?.mode ?? 'none';
            const dates = period.from
              ? `${formatCalendarDate(period.from)} to ${formatCalendarDate(period.to)}`
              : 'A period no longer in your list';
            return (
              <li key={period.id} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2 sm:items-start">
                <SelectField
                  label={period.name}
                  hint={dates}
                  disabled={disabled}
                  defaultValue="none"
                  {...register(`pricing.peakPrices.${key}.mode`)}
                >
                  <option value="none">As on other dates</option>
                  <option value="surcharge">Surcharge per traveller</option>
                  <option value="price">An adult price of its own</option>
                </SelectField>
                {mode !== 'none' ? (
                  <TextField
                    label={
                      mode === 'surcharge' ? `${period.name}: surcharge (₹ per traveller)` : `${period.name}: adult price (₹)`
                    }
                    inputMode="numeric"
                    disabled={disabled}
                    error={errors?.[key]?.amount?.message}
                    {...register(`pricing.peakPrices.${key}.amount`)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
