import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BookingPolicy } from '@/backend/domain/booking-policy';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice } from '@/components/ui/notice';
import {
  bookingPolicyBounds,
  bookingPolicyFormSchema,
  bookingPolicyFormValues,
  toBookingPolicy,
  type BookingPolicyFormValues,
} from '../settings-form-values';
import { useSaveBookingPolicy, useSettingsSubmit } from '../use-save-settings';

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
  {
    name: 'pendingHoldPercent',
    label: 'Share waiting requests may hold (%)',
    hint: 'Of each room type’s rooms a night and each departure’s seats, for all customers’ waiting requests together. The rest stays for bookings you confirm or make at the office; a request past it reaches you without a hold.',
  },
  {
    name: 'maxHeldSeats',
    label: 'Seats of a departure held per account',
    hint: 'Seats of one fixed departure that one customer’s waiting requests may hold.',
  },
  {
    name: 'holdCooldownHours',
    label: 'Hours before a lapsed hold may be held again',
    hint: 'A customer whose request stopped holding cannot hold the same nights or departure again for this long. 0: no wait.',
  },
] as const satisfies readonly { name: keyof BookingPolicyFormValues; label: string; hint: string }[];

/** How much one customer account, and all of them together, may hold while requests wait, and for how long. */
export function BookingLimitsForm({ policy }: { policy: BookingPolicy }) {
  const save = useSaveBookingPolicy();
  const { failure, submit: saveAndSay } = useSettingsSubmit(save.mutateAsync, {
    what: 'booking limits',
    failed: 'The booking limits could not be saved. Please try again.',
    saved: 'Booking limits saved.',
  });
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
    if (await saveAndSay(toBookingPolicy(values))) reset(values);
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
