import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { limits } from '@/backend/limits';
import type { PaymentSettings } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { paymentFormSchema, paymentFormValues, toPaymentSettings, type PaymentFormValues } from '../payment-form-values';
import { useSavePaymentSettings, useSettingsSubmit } from '../use-save-settings';

const groupClasses = 'space-y-4 rounded-xl border border-slate-200 p-4';
const legendClasses = 'px-1 text-sm font-semibold text-slate-900';

/**
 * How customers pay once a booking is confirmed (online payment is off): My bookings, the voucher and the
 * "Confirmed" e-mail show what is saved here. The GST a booking carries comes from the tax settings.
 */
export function PaymentInstructionsForm({ settings }: { settings: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'payment instructions',
    failed: 'The payment instructions could not be saved. Please try again.',
    saved: 'Payment instructions saved.',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues>({ resolver: zodResolver(paymentFormSchema), defaultValues: paymentFormValues(settings) });

  async function submit(values: PaymentFormValues) {
    const saved = toPaymentSettings(values);
    if (await saveAndSay(saved)) reset(paymentFormValues(saved));
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>UPI</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="UPI ID"
            autoComplete="off"
            spellCheck={false}
            placeholder="yourname@bank"
            hint="Leave it empty if you do not take UPI."
            error={errors.upiId?.message}
            {...register('upiId')}
          />
          <TextField
            label="Payee name"
            autoComplete="off"
            hint="The name customers see when they pay."
            error={errors.payeeName?.message}
            {...register('payeeName')}
          />
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Bank transfer</legend>
        <p className="text-sm text-slate-600">Leave these empty if you do not take bank transfers.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Account name" autoComplete="off" error={errors.accountName?.message} {...register('accountName')} />
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...register('accountNumber')}
          />
          <TextField label="IFSC" autoComplete="off" spellCheck={false} error={errors.ifsc?.message} {...register('ifsc')} />
          <TextField label="Bank" autoComplete="off" error={errors.bankName?.message} {...register('bankName')} />
          <TextField label="Branch" autoComplete="off" error={errors.branch?.message} {...register('branch')} />
        </div>
      </fieldset>
      <fieldset className={groupClasses}>
        <legend className={legendClasses}>Advance and balance</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Advance (% of the total)"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            hint="Due within the days below once you confirm a booking; 0 asks for everything by the balance date."
            error={errors.advancePercent?.message}
            {...register('advancePercent')}
          />
          <TextField
            label="Advance due (days after you confirm)"
            type="number"
            inputMode="numeric"
            min={0}
            max={limits.advanceDueDays}
            step={1}
            hint="Never later than the balance date. A booking keeps the date it was confirmed with."
            error={errors.advanceDueDays?.message}
            {...register('advanceDueDays')}
          />
          <TextField
            label="Balance due (days before travel)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Counted back from the travel or check-in date."
            error={errors.balanceDueDaysBefore?.message}
            {...register('balanceDueDaysBefore')}
          />
        </div>
        <TextField
          label="Note for customers"
          autoComplete="off"
          hint="Shown under the payment instructions, which already ask for the booking reference, for example: A bank transfer can take a working day to reach us."
          error={errors.note?.message}
          {...register('note')}
        />
      </fieldset>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save payment instructions'}
      </Button>
    </form>
  );
}
