import { useState, type FormEvent } from 'react';
import type { Booking } from '@/backend/schemas';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import { useLinkToAccount } from '../use-link-to-account';

/**
 * "Link to account" on a walk-in booking: the operator, who knows the customer, types the address of the account they
 * opened; the booking then shows in that customer's My bookings. Customers never claim a booking themselves.
 */
export function LinkToAccountForm({ booking }: { booking: Booking }) {
  const [contact, setContact] = useState(booking.userEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const link = useLinkToAccount(booking.id);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.trim())) {
      setError('Please enter the e-mail address of the customer’s account.');
      return;
    }
    setError(undefined);
    link.mutate(contact.trim());
  }

  if (booking.userId) return <p className="text-slate-700">Linked to the customer’s account: they see it in My bookings.</p>;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-600">
        Once the customer has an account, link the booking to it and they see it in My bookings. Check who they are first: the
        booking’s details go to that account.
      </p>
      <TextField
        label="Account’s e-mail address"
        type="email"
        autoComplete="off"
        value={contact}
        error={error}
        onChange={(event) => setContact(event.target.value)}
      />
      {link.error ? <InlineNotice kind="error">{link.error.message}</InlineNotice> : null}
      {link.isSuccess ? <InlineNotice kind="success">Linked to the account.</InlineNotice> : null}
      <Button type="submit" variant="secondary" disabled={link.isPending} className="min-h-11">
        {link.isPending ? 'Linking…' : 'Link to account'}
      </Button>
    </form>
  );
}
