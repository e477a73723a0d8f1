import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isBackendError } from '@/backend/errors';
import { useAdminSession } from '@/backend/session';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { useChangeAdminPassword } from '../use-change-admin-password';

const passwordSchema = z
  .object({
    current: z.string().min(1, 'Enter your current password.'),
    next: z.string().min(1, 'Enter a new password.'),
    confirm: z.string().min(1, 'Enter the new password again.'),
  })
  .refine((values) => values.next === values.confirm, { message: 'New passwords do not match.', path: ['confirm'] });
type PasswordValues = z.infer<typeof passwordSchema>;

const empty: PasswordValues = { current: '', next: '', confirm: '' };

export function AdminSettingsPage() {
  const admin = useAdminSession();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const changeAdminPassword = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: empty });

  async function changePassword({ current, next }: PasswordValues) {
    setFailure(null);
    try {
      await changeAdminPassword.mutateAsync({ current, next });
    } catch (error) {
      if (isBackendError(error, 'wrong-password')) {
        setError('current', { message: error.message }, { shouldFocus: true });
        return;
      }
      console.warn('Changing the admin password failed:', error);
      setFailure(isBackendError(error) ? error.message : 'The password could not be changed. Please try again.');
      return;
    }
    reset(empty);
    notify('success', 'Password changed successfully!');
  }

  return (
    <>
      <PageMeta title="Settings" description="Change the admin password." />
      <AdminPageHeader title="Settings" />
      <section aria-labelledby="change-password-heading" className="max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="change-password-heading" className="text-lg font-bold text-brand-900">
          Change password
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          For <span className="font-semibold text-slate-800">{admin?.email}</span>. You will use the new password the next time you log in.
        </p>
        <form noValidate onSubmit={(event) => void handleSubmit(changePassword)(event)} className="mt-5 space-y-4">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={admin?.email ?? ''} readOnly hidden />
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.current?.message}
            {...register('current')}
          />
          <TextField label="New Password" type="password" autoComplete="new-password" required error={errors.next?.message} {...register('next')} />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </section>
    </>
  );
}
