import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { NotificationSettings } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { notificationFormSchema } from '../settings-form-values';
import { useSaveNotificationSettings, useSettingsSubmit } from '../use-save-settings';

/** Where the operator's copies of booking requests and enquiries go. */
export function BookingEmailsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'booking e-mail address',
    failed: 'The address could not be saved. Please try again.',
    saved: 'Booking e-mail address saved.',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NotificationSettings>({ resolver: zodResolver(notificationFormSchema), defaultValues: settings });

  async function submit(values: NotificationSettings) {
    if (await saveAndSay(values)) reset(values);
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <TextField
        label="Send the operator's copies to"
        type="email"
        autoComplete="off"
        hint="Every booking request and enquiry is e-mailed here. Only admins and the booking functions read this address."
        error={errors.operatorEmail?.message}
        {...register('operatorEmail')}
      />
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save booking e-mail'}
      </Button>
    </form>
  );
}
