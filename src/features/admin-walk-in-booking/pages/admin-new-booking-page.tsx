import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { todayCalendarDate } from '@/backend/domain/calendar';
import type { WalkInBookingInput } from '@/backend/schemas/walk-in-bookings';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { useFocusFirstErrorOnSubmit } from '@/components/admin/list-editor';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { InlineNotice, useNotify } from '@/components/ui/notice';
import { PageMeta } from '@/components/ui/page-meta';
import { adminBookingPath, adminBookingsPath } from '@/lib/admin-paths';
import { BillingFields } from '@/components/booking/billing-fields';
import { WalkInChoiceFields } from '../components/walk-in-choice-fields';
import { WalkInPriceFields, WalkInStatusField } from '../components/walk-in-price-fields';
import { useCreateWalkInBooking } from '../use-create-walk-in-booking';
import { useWalkInItem } from '../use-walk-in-item';
import {
  emptyWalkInBooking,
  previewWalkInPrice,
  walkInBookingFormSchema,
  type WalkInBookingValues,
} from '../walk-in-booking-form';
import { fieldsOf, walkInErrors } from '../walk-in-fields';

const sectionClasses = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
const legendClasses = 'font-display text-lg font-bold text-brand-900';

/**
 * "New booking": the operator books for a caller or a walk-in, who may have no account and no e-mail address. The
 * price shown is worked out by the backend's own pricing on the stored data; the backend prices it again when the
 * booking is made, holds the rooms or seats and gives it a reference.
 */
export function AdminNewBookingPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const today = useMemo(() => todayCalendarDate(), []);
  const formElement = useRef<HTMLFormElement>(null);
  // The total last priced, which a discount may not pass: the checks read it when they run.
  const pricedTotal = useRef<number | null>(null);
  const form = useForm<WalkInBookingValues, unknown, WalkInBookingInput>({
    defaultValues: emptyWalkInBooking(),
    resolver: (values, context, options) => zodResolver(walkInBookingFormSchema(pricedTotal.current))(values, context, options),
    // Focus goes to the first field to fix in page order, so a screen reader hears what is wrong.
    shouldFocusError: false,
  });
  // Every field has its default value: the whole form is there to read.
  const values = useWatch({ control: form.control }) as WalkInBookingValues;
  const { tours, rooms, flights, tour, item } = useWalkInItem(values.kind, values.itemId);
  const preview = useMemo(() => previewWalkInPrice(values, item), [values, item]);
  const total = preview?.ok ? preview.total : null;
  const submitted = form.formState.isSubmitted;
  // Once sent, every message follows what is typed and the price, as the checks say it now.
  useEffect(() => {
    pricedTotal.current = total;
    if (submitted) void form.trigger();
  }, [form, values, total, submitted]);
  const errors = walkInErrors(form.formState.errors);
  const field = fieldsOf(form, errors);
  const create = useCreateWalkInBooking();
  useFocusFirstErrorOnSubmit(formElement, form.formState.submitCount);

  const submit = form.handleSubmit((input) => {
    // A choice the site cannot price is not booked: the price says why.
    if (preview && !preview.ok) return;
    create.mutate(input, {
      onSuccess: (booking) => {
        notify('success', `Booked: ${booking.reference ?? booking.itemName}, ${booking.status}.`);
        void navigate(adminBookingPath(booking.id));
      },
    });
  });

  return (
    <>
      <PageMeta title="New booking" description="Book a tour, a room or a flight for a caller or a walk-in." />
      <AdminPageHeader
        title="New booking"
        description="For a caller or a walk-in: priced as the site prices it, held like any booking. An e-mail address is optional."
        actions={
          <Link
            to={adminBookingsPath()}
            className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
          >
            Back to bookings
          </Link>
        }
      />
      <form ref={formElement} noValidate onSubmit={(event) => void submit(event)} className="max-w-3xl space-y-6">
        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>Customer</legend>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField label="Name" autoComplete="off" {...field('userName')} />
            <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
            <TextField
              label="E-mail (optional)"
              type="email"
              autoComplete="off"
              className="sm:col-span-2"
              hint="Only with an address does the customer get the booking e-mail; without one, call them."
              {...field('email')}
            />
          </div>
        </fieldset>

        <fieldset className={sectionClasses}>
          <legend className={legendClasses}>What to book</legend>
          <WalkInChoiceFields
            form={form}
            tours={tours}
            rooms={rooms}
            flights={flights}
            tour={tour}
            today={today}
            errors={errors}
          />
        </fieldset>

        {values.kind === 'flightRequest' ? null : (
          <div className={sectionClasses}>
            <BillingFields
              register={form.register}
              errors={{
                billState: { message: errors.billState },
                gstin: { message: errors.gstin },
                businessName: { message: errors.businessName },
                pan: { message: errors.pan },
              }}
              gstinGiven={values.gstin.trim() !== ''}
              askPan={values.kind === 'tour' && tour?.overseas === true}
              roomStay={values.kind === 'room'}
              className=""
            />
          </div>
        )}

        <WalkInPriceFields form={form} kind={values.kind} preview={preview} errors={errors} />
        <WalkInStatusField form={form} />

        {create.error ? <InlineNotice kind="error">{create.error.message}</InlineNotice> : null}
        <Button type="submit" size="lg" disabled={create.isPending} className="min-h-11">
          {create.isPending ? 'Booking…' : 'Make the booking'}
        </Button>
      </form>
    </>
  );
}
