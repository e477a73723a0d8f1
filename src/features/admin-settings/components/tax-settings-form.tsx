import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm } from 'react-hook-form';
import type { TaxSettings } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { taxFormSchema, taxFormValues, toTaxSettings, type TaxFormValues } from '../tax-form-values';
import { useSaveTaxSettings, useSettingsSubmit } from '../use-save-settings';

const groupClasses = 'space-y-4 rounded-xl border border-slate-200 p-4';
const legendClasses = 'px-1 text-sm font-semibold text-slate-900';

/**
 * How bookings are taxed and their tax documents written: the business as its GST registration names it, each
 * kind of booking's SAC and treatment, the TCS rates on overseas packages and the document series. The choices are
 * the operator's chartered accountant's to confirm.
 */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const save = useSaveTaxSettings();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'tax settings',
    failed: 'The tax settings could not be saved. Please try again.',
    saved: 'Tax settings saved.',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TaxFormValues>({ resolver: zodResolver(taxFormSchema), defaultValues: taxFormValues(settings) });
  const tcs = useFieldArray({ control, name: 'tcs' });

  async function submit(values: TaxFormValues) {
    const saved = toTaxSettings(values);
    if (await saveAndSay(saved)) reset(taxFormValues(saved));
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>GST registration</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Legal name" autoComplete="off" error={errors.legalName?.message} {...register('legalName')} />
          <TextField
            label="GSTIN"
            autoComplete="off"
            spellCheck={false}
            hint="Documents are issued once it is given."
            error={errors.gstin?.message}
            {...register('gstin')}
          />
          <TextField
            label="Address"
            autoComplete="off"
            className="sm:col-span-2"
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField label="PAN" autoComplete="off" spellCheck={false} error={errors.pan?.message} {...register('pan')} />
          <TextField
            label="TAN"
            autoComplete="off"
            spellCheck={false}
            hint="For the TCS you collect on overseas packages: none is charged until it is saved."
            error={errors.tan?.message}
            {...register('tan')}
          />
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Tours</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tour SAC"
            inputMode="numeric"
            autoComplete="off"
            error={errors.tourSac?.message}
            {...register('tourSac')}
          />
          <SelectField label="Tax on tours" error={errors.tourTreatment?.message} {...register('tourTreatment')}>
            <option value="gross">5% without input tax credit (price includes rooms and transport)</option>
            <option value="credit">18% with input tax credit</option>
          </SelectField>
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Hotel Aster rooms</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Room SAC"
            inputMode="numeric"
            autoComplete="off"
            error={errors.roomSac?.message}
            {...register('roomSac')}
          />
          <TextField
            label="Threshold per room per night (₹)"
            inputMode="numeric"
            hint="A night up to this value takes the lower rate, above it the higher."
            error={errors.roomThreshold?.message}
            {...register('roomThreshold')}
          />
          <TextField
            label="Rate up to the threshold (%)"
            inputMode="decimal"
            error={errors.roomLowRate?.message}
            {...register('roomLowRate')}
          />
          <TextField
            label="Rate above the threshold (%)"
            inputMode="decimal"
            error={errors.roomHighRate?.message}
            {...register('roomHighRate')}
          />
        </div>
        <CheckboxField label="Meals sold with the room (CP, MAP) count towards the threshold" {...register('roomMealsCount')} />
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Flights</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Tax on flights" error={errors.flightTreatment?.message} {...register('flightTreatment')}>
            <option value="fee">A service fee, taxed; the fare passes through</option>
            <option value="none">No tax and no document</option>
          </SelectField>
          <TextField
            label="Flight SAC"
            inputMode="numeric"
            autoComplete="off"
            error={errors.flightSac?.message}
            {...register('flightSac')}
          />
          <TextField
            label="Service fee per booking (₹)"
            inputMode="numeric"
            error={errors.flightServiceFee?.message}
            {...register('flightServiceFee')}
          />
          <TextField
            label="Rate on the service fee (%)"
            inputMode="decimal"
            error={errors.flightRate?.message}
            {...register('flightRate')}
          />
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>TCS on overseas packages (Bhutan, Nepal)</legend>
        <p className="text-sm text-slate-600">
          Each rate applies from its date until the next. Without a PAN the customer pays twice the rate, at least 5%. A threshold
          of 0 applies the rate to the whole amount.
        </p>
        {errors.tcs?.root?.message || errors.tcs?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.tcs.root?.message ?? errors.tcs.message}
          </p>
        ) : null}
        {tcs.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-4 sm:grid-cols-5">
            <TextField label="From" type="date" error={errors.tcs?.[index]?.from?.message} {...register(`tcs.${index}.from`)} />
            <TextField
              label="Rate (%)"
              inputMode="decimal"
              error={errors.tcs?.[index]?.rate?.message}
              {...register(`tcs.${index}.rate`)}
            />
            <TextField
              label="Up to (₹)"
              inputMode="numeric"
              error={errors.tcs?.[index]?.threshold?.message}
              {...register(`tcs.${index}.threshold`)}
            />
            <TextField
              label="Rate above (%)"
              inputMode="decimal"
              error={errors.tcs?.[index]?.rateAbove?.message}
              {...register(`tcs.${index}.rateAbove`)}
            />
            <Button variant="secondary" onClick={() => tcs.remove(index)}>
              Remove rate from {field.from || 'this date'}
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => tcs.append({ from: '', rate: '', threshold: '0', rateAbove: '' })}>
          Add a TCS rate
        </Button>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Document series</legend>
        <p className="text-sm text-slate-600">
          Each number is the prefix, the financial year and the sequence, like INV/26-27/00001: at most 16 characters.
        </p>
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField
            label="Tax invoices"
            autoComplete="off"
            error={errors.invoicePrefix?.message}
            {...register('invoicePrefix')}
          />
          <TextField
            label="Receipt vouchers"
            autoComplete="off"
            error={errors.receiptPrefix?.message}
            {...register('receiptPrefix')}
          />
          <TextField
            label="Refund vouchers"
            autoComplete="off"
            error={errors.refundPrefix?.message}
            {...register('refundPrefix')}
          />
          <TextField
            label="Credit notes"
            autoComplete="off"
            error={errors.creditNotePrefix?.message}
            {...register('creditNotePrefix')}
          />
        </div>
      </fieldset>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save tax settings'}
      </Button>
    </form>
  );
}
