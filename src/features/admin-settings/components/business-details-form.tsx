import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BusinessSettings } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import {
  businessFormSchema,
  businessFormValues,
  socialNetworks,
  toBusinessSettings,
  type BusinessFormValues,
} from '../settings-form-values';
import { useSaveBusinessSettings, useSettingsSubmit } from '../use-save-settings';

/** The operator's public details: the header, footer, WhatsApp links and search engines show what is saved here. */
export function BusinessDetailsForm({ settings }: { settings: BusinessSettings }) {
  const save = useSaveBusinessSettings();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'business details',
    failed: 'The business details could not be saved. Please try again.',
    saved: 'Business details saved.',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BusinessFormValues>({ resolver: zodResolver(businessFormSchema), defaultValues: businessFormValues(settings) });

  async function submit(values: BusinessFormValues) {
    const saved = toBusinessSettings(values);
    if (await saveAndSay(saved)) reset(businessFormValues(saved));
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="off"
          hint="Indian numbers may leave out +91."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="WhatsApp number"
          type="tel"
          autoComplete="off"
          hint="Every 'Chat on WhatsApp' link opens this number."
          error={errors.whatsapp?.message}
          {...register('whatsapp')}
        />
      </div>
      <TextField label="E-mail address" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Address"
        hint="On one line, as the footer shows it."
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Support hours"
        hint="As you would say them, for example: Monday to Saturday, 10 AM to 6 PM IST."
        error={errors.supportHours?.message}
        {...register('supportHours')}
      />
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Social links</legend>
        <p className="text-sm text-slate-600">
          The full address of each page, starting with https://. A network left empty has no icon in the footer.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <TextField
              key={network.key}
              label={network.label}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              error={errors[network.key]?.message}
              {...register(network.key)}
            />
          ))}
        </div>
      </fieldset>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save business details'}
      </Button>
    </form>
  );
}
