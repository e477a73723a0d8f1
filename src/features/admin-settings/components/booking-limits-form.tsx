import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BookingPolicy } from '@/backend/domain/booking-policy';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import {
  bookingPolicyBounds,
  bookingPolicyFormSchema,
  bookingPolicyFormValues,
  toBookingPolicy,
  type BookingPolicyFormValues,
} from '../settings-form-values';
import { useSaveBookingPolicy } from '../use-save-settings';

const fields = [
  {
    name: 'maxOpenRequests',
    label: 'Open requests per account',
    hint: 'Requests waiting for your confirmation that one customer may have at once.',
  },
  {
    name: 'maxHeldRoomNights',
    label: 'Room-nights held per account',
    hint: 'Rooms times nights that one customer’s waiting requests may hold at Hotel Aster.',
  },
  {
    name: 'holdHours',
    label: 'Hours a request holds rooms and seats',
    hint: 'After this, a request you have not confirmed lets its rooms or seats go to other customers.',
  },
] as const satisfies readonly { name: keyof BookingPolicyFormValues; label: string; hint: string }[];

/** How much one customer account may hold while its requests wait, and for how long. */
export function BookingLimitsForm({ policy }: { policy: BookingPolicy }) {
  const notify = useNotify();
  const save = useSaveBookingPolicy();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BookingPolicyFormValues>({
    resolver: zodResolver(bookingPolicyFormSchema),
    defaultValues: bookingPolicyFormValues(policy),
  });

  async function submit(values: BookingPolicyFormValues) {
    setFailure(null);
    try {
      await save.mutateAsync(toBookingPolicy(values));
    } catch (error) {
      console.warn('Saving the booking limits failed:', error);
      setFailure('The booking limits could not be saved. Please try again.');
      return;
    }
    reset(values);
    // A notice above the page: the form starts again from the saved values once they are read back.
    notify('success', 'Booking limits saved.');
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="mt-5 space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type="number"
            inputMode="numeric"
            min={bookingPolicyBounds[field.name].min}
            max={bookingPolicyBounds[field.name].max}
            step={1}
            hint={field.hint}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      {failure ? <InlineNotice kind="error">{failure}</InlineNotice> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save booking limits'}
      </Button>
    </form>
  );
}
