import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isBackendError } from '@/backend/errors';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { passwordFormSchema, type PasswordFormValues } from '../settings-form-values';
import { useChangeAdminPassword } from '../use-change-admin-password';

const empty: PasswordFormValues = { current: '', next: '', confirm: '' };

export function ChangePasswordForm({ email }: { email: string | undefined }) {
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const changeAdminPassword = useChangeAdminPassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({ resolver: zodResolver(passwordFormSchema), defaultValues: empty });

  async function changePassword({ current, next }: PasswordFormValues) {
    setFailure(null);
    try {
      await changeAdminPassword.mutateAsync({ current, next });
    } catch (error) {
      if (isBackendError(error, 'wrong-password')) {
        setError('current', { message: error.message }, { shouldFocus: true });
        return;
      }
      // The backend's own length rule (the form checks the same first).
      if (isBackendError(error, 'invalid-data')) {
        setError('next', { message: error.message }, { shouldFocus: true });
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
    <form noValidate onSubmit={(event) => void handleSubmit(changePassword)(event)} className="mt-5 space-y-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current?.message}
        {...register('current')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters."
        error={errors.next?.message}
        {...register('next')}
      />
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
  );
}
