import { z } from 'zod';
import { limits } from '@/backend/limits';
import type { TourPermit } from '@/backend/schemas';

// The tour form's permits (components/tour-permits-fields.tsx) as typed, and as saved.

/** One permit row as the form holds it: the permit type's id and the day, as the selects give them. */
export const tourPermitsFormSchema = z
  .array(
    z.object({
      permitId: z.string().min(1, 'Choose the permit.'),
      day: z.string().regex(/^\d+$/, 'Choose the day.'),
    }),
  )
  .max(limits.tourPermits, `Keep the list to ${limits.tourPermits} permits or fewer.`)
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (rows.findIndex((other) => other.permitId === row.permitId && other.day === row.day) < index) {
        ctx.addIssue({ code: 'custom', path: [index, 'permitId'], message: 'This permit is already listed for this day.' });
      }
    });
  });

export type TourPermitRow = z.input<typeof tourPermitsFormSchema>[number];

export const tourPermitsToFormValues = (permits: readonly TourPermit[] | undefined): TourPermitRow[] =>
  (permits ?? []).map((permit) => ({ permitId: permit.permitId, day: String(permit.day) }));

export const formValuesToTourPermits = (rows: readonly TourPermitRow[]): TourPermit[] =>
  rows.map((row) => ({ permitId: row.permitId, day: Number(row.day) })).sort((a, b) => a.day - b.day);
