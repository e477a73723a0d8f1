import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { WalkInBookingInput } from '@/backend/schemas/walk-in-bookings';
import type { WalkInBookingErrors, WalkInBookingValues } from './walk-in-booking-form';

/** The page's form, as its parts receive it. */
export type WalkInForm = UseFormReturn<WalkInBookingValues, unknown, WalkInBookingInput>;

/** The form's values kept as typed: what a text field or a select edits. */
export type TypedValue = {
  [K in keyof WalkInBookingValues]: string extends WalkInBookingValues[K] ? K : never;
}[keyof WalkInBookingValues];

/** Each field's message, by field: a list's own message (the travellers') included. */
export function walkInErrors(errors: FieldErrors<WalkInBookingValues>): WalkInBookingErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      const { message, root } = (error ?? {}) as { message?: string; root?: { message?: string } };
      return [field, message ?? root?.message];
    }),
  );
}

/** What a field needs for one typed value: react-hook-form's registration and its message (once the form was sent). */
export function fieldsOf(form: WalkInForm, errors: WalkInBookingErrors) {
  return (key: TypedValue) => ({
    ...form.register(key),
    error: (errors as Partial<Record<TypedValue, string>>)[key],
  });
}
