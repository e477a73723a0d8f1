import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { indianStates, stateCodes } from '@/backend/domain/gst/indian-states';
import { outsideIndia } from '@/backend/schemas';
import { SelectField, TextField } from '@/components/ui/field';
import type { BillingFieldValues } from './billing-values';

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
  roomStay = false,
  className = 'mt-8',
}: {
  register: UseFormRegister<T>;
  /** react-hook-form's errors, or each field's message as a form that keeps its own gives them. */
  errors: FieldErrors<T> | Partial<Record<keyof BillingFieldValues, { message?: string | undefined } | undefined>>;
  gstinGiven: boolean;
  askPan?: boolean;
  /** A room at Hotel Aster: taxed where the hotel stands, whatever the state; the state is for the invoice. */
  roomStay?: boolean;
  className?: string;
}) {
  const field = (name: keyof BillingFieldValues) => name as Path<T>;
  const message = (name: keyof BillingFieldValues) => {
    const error = (errors as Partial<Record<keyof BillingFieldValues, { message?: unknown } | undefined>>)[name];
    return error && typeof error.message === 'string' ? error.message : undefined;
  };
  return (
    <fieldset className={className}>
      <legend className="font-display text-xl font-bold text-brand-900">Billing</legend>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <SelectField
          label="State of your address"
          hint={
            gstinGiven
              ? 'Your GSTIN names your state.'
              : roomStay
                ? 'For your invoice. A room is taxed where the hotel is: CGST and SGST.'
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
