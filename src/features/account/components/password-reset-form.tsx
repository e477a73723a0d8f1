import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { formText } from '../auth-flow';
import { useSendPasswordReset } from '../use-send-password-reset';
import { emailWords } from '../field-words';
import { useFieldMessages } from '../use-field-messages';

/**
 * "Forgot password?": sends the password-reset e-mail. The answer is the same whether or not an account
 * exists, so nobody can use this form to find out who has one.
 */
export function PasswordResetForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const send = useSendPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { field } = useFieldMessages({ email: emailWords });

  // The form replaced the sign-in form under the focus: its heading takes it, so the change is heard.
  useEffect(() => heading.current?.focus(), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email } = formText(event.currentTarget, ['email']);
    send.mutate(email.trim(), { onSuccess: () => setSentTo(email.trim()) });
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="font-display text-xl font-bold text-brand-900 outline-none">
        Reset your password
      </h2>
      {sentTo ? (
        <div className="mt-4 space-y-5">
          <InlineNotice kind="success">
            If an account exists for {sentTo}, we have sent it a link to choose a new password. It can take a few minutes to
            arrive: please check your spam folder too.
          </InlineNotice>
          <Button variant="secondary" className="w-full" onClick={onBack}>
            Back to sign in
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-2 space-y-5">
          <p className="text-slate-600">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          {send.isError ? (
            <InlineNotice kind="error">
              We could not send the link just now. Please check the address and your connection, and try again.
            </InlineNotice>
          ) : null}
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            required
            defaultValue={initialEmail}
            {...field('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Button variant="ghost" className="w-full" onClick={onBack}>
            Back to sign in
          </Button>
        </form>
      )}
    </section>
  );
}
