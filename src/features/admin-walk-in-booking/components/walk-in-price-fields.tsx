import { PriceLines } from '@/components/booking/price-lines';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import type { WalkInBookingErrors, WalkInKind, WalkInPreview } from '../walk-in-booking-form';
import { fieldsOf, type WalkInForm } from '../walk-in-fields';

const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const legendClasses = 'font-display text-lg font-bold text-brand-900';

interface WalkInPriceFieldsProps {
  form: WalkInForm;
  kind: WalkInKind;
  preview: WalkInPreview;
  errors: WalkInBookingErrors;
}

/** The price as the site prices it (the discount typed taken off), and the discount with its reason. */
export function WalkInPriceFields({ form, kind, preview, errors }: WalkInPriceFieldsProps) {
  const field = fieldsOf(form, errors);
  return (
    <fieldset className={sectionClasses}>
      <legend className={legendClasses}>Price</legend>
      <div className="mt-4" aria-live="polite">
        {preview === null ? (
          <p className="text-slate-600">The price shows here once the booking is chosen.</p>
        ) : preview.ok ? (
          kind === 'flightRequest' ? (
            <p className="text-slate-600">A flight request has no price yet: the operator quotes it once the airlines answer.</p>
          ) : (
            <PriceLines
              caption="Price as the site prices it"
              showCaption
              lines={preview.discounted.lines}
              total={preview.discounted.totalPrice}
            />
          )
        ) : (
          <InlineNotice kind="error">{preview.message}</InlineNotice>
        )}
      </div>
      {kind !== 'flightRequest' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField label="Discount in rupees (optional)" inputMode="numeric" {...field('discount')} />
          <TextField
            label="Reason for the discount"
            hint="Needed with a discount: the office sees it on the booking."
            {...field('discountReason')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Confirmed at once (a walk-in paying in person) or Pending (a caller who will pay later). */
export function WalkInStatusField({ form }: { form: WalkInForm }) {
  return (
    <fieldset className={sectionClasses}>
      <legend className={legendClasses}>Status</legend>
      <div className="mt-3 space-y-2">
        {(
          [
            ['Confirmed', 'Confirmed: the customer has paid or we are sure of them (a walk-in paying at the office)'],
            ['Pending', 'Pending: a caller who will pay later; it holds like any request'],
          ] as const
        ).map(([status, label]) => (
          <label key={status} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input type="radio" value={status} {...form.register('status')} className="size-5 accent-brand-700" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
