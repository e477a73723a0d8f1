import { useWatch } from 'react-hook-form';
import { BillingFields } from '@/components/booking/billing-fields';
import { CheckboxField } from '@/components/ui/field';
import type { QuoteForm } from '../quote-form-values';

/**
 * Whom the trip is billed to, as the booking forms ask it (the state decides the GST's place of supply, a GSTIN makes
 * a business invoice), and whether it goes to Bhutan or Nepal: an overseas package, which collects TCS and asks for
 * the PAN. The customer may change the billing when accepting.
 */
export function QuoteBillingFields({ form }: { form: QuoteForm }) {
  const { control, register, formState } = form;
  const [gstin, overseas] = useWatch({ control, name: ['gstin', 'overseas'] });
  return (
    <div className="space-y-4">
      <CheckboxField
        label="Overseas package (Bhutan, Nepal): TCS is collected and the customer is asked for their PAN"
        {...register('overseas')}
      />
      <BillingFields
        register={register}
        errors={formState.errors}
        gstinGiven={gstin.trim() !== ''}
        askPan={overseas}
        className=""
      />
    </div>
  );
}
