import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { indianStates, stateCodes } from '@/backend/domain/gst/indian-states';
import { outsideIndia } from '@/backend/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import type { BillingFieldValues } from '../booking-schemas';

/**
 * Whom to bill, asked on a booking form: the state of the customer's address, which decides the GST (CGST + SGST
 * in Sikkim, IGST from another state), and for a business invoice a GSTIN, whose state then decides, and the
 * business's name; on an overseas package (`askPan`) the PAN the TCS is credited to. All optional: without a state
 * the price says which state it assumes, without a PAN it shows the higher TCS.
 */
export function BillingFields<T extends FieldValues & BillingFieldValues>({
  register,
  errors,
  gstinGiven,
  askPan = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  gstinGiven: boolean;
  askPan?: boolean;
}) {
  const field = (name: keyof BillingFieldValues) => name as Path<T>;
  const message = (name: keyof BillingFieldValues) => {
    const error = errors[name];
    return error && typeof error.message === 'string' ? error.message : undefined;
  };
  return (
    <fieldset className="mt-8">
      <legend className="font-display text-xl font-bold text-brand-900">Billing</legend>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectField
          label="State of your address"
          hint={
            gstinGiven
              ? 'Your GSTIN names your state.'
              : 'For the GST on your invoice: CGST and SGST in Sikkim, IGST from another state.'
          }
          disabled={gstinGiven}
          error={message('billState')}
          {...register(field('billState'))}
        >
          <option value="">Choose your state</option>
          {stateCodes.map((code) => (
            <option key={code} value={code}>
              {indianStates[code]}
            </option>
          ))}
          <option value={outsideIndia}>Outside India</option>
        </SelectField>
        <TextField
          label="GSTIN (optional)"
          autoComplete="off"
          hint="For a business invoice."
          error={message('gstin')}
          {...register(field('gstin'))}
        />
        {gstinGiven ? (
          <TextField
            label="Business name"
            autoComplete="organization"
            error={message('businessName')}
            {...register(field('businessName'))}
          />
        ) : null}
        {askPan ? (
          <TextField
            label="PAN (optional)"
            autoComplete="off"
            hint="Tax collected at source (TCS) on a package abroad is credited to your PAN; without one it is collected at a higher rate."
            error={message('pan')}
            {...register(field('pan'))}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
