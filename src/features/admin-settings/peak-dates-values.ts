import { z } from 'zod';
import { isCalendarDate } from '@/backend/domain/calendar';
import { limits } from '@/backend/limits';
import type { PeakPeriods } from '@/backend/schemas';

// The operator's peak periods as the Peak dates form types them: one row per period, its dates as the date inputs
// give them (YYYY-MM-DD).

const periodRowSchema = z
  .object({
    /** The id saved with the period ('' for one added in this form): tours name the periods they price by it. */
    id: z.string(),
    name: z
      .string()
      .trim()
      .min(1, 'Enter a name, for example Durga Puja 2027.')
      .max(limits.title, `Keep the name to ${limits.title} characters or fewer.`),
    from: z
      .string()
      .min(1, 'Choose the first day.')
      .refine((date) => date === '' || isCalendarDate(date), 'Enter the date as day, month and year.'),
    to: z
      .string()
      .min(1, 'Choose the last day.')
      .refine((date) => date === '' || isCalendarDate(date), 'Enter the date as day, month and year.'),
  })
  .superRefine((row, ctx) => {
    if (isCalendarDate(row.from) && isCalendarDate(row.to) && row.to < row.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first.' });
    }
  });

export const peakDatesFormSchema = z.object({
  periods: z
    .array(periodRowSchema)
    .max(limits.peakPeriods, `Keep the list to ${limits.peakPeriods} periods or fewer.`)
    .superRefine(
      (rows, ctx) => {
        rows.forEach((row, index) => {
          const name = row.name.trim().toLowerCase();
          if (name !== '' && rows.findIndex((other) => other.name.trim().toLowerCase() === name) < index) {
            ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Another period has this name.' });
          }
        });
      },
      { when: () => true },
    ),
});

export type PeakDatesFormInput = z.input<typeof peakDatesFormSchema>;
export type PeakDatesFormValues = z.output<typeof peakDatesFormSchema>;
export type PeakPeriodRow = PeakDatesFormInput['periods'][number];

export const newPeakPeriod: PeakPeriodRow = { id: '', name: '', from: '', to: '' };

export const peakDatesFormValues = (saved: PeakPeriods): PeakDatesFormInput => ({
  periods: saved.periods.map((period) => ({ ...period })),
});

/** 'Christmas and New Year 2027-28' -> 'christmas-and-new-year-2027-28'; unique among `taken`, at most 40 characters. */
export function periodIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 36)
      .replace(/-+$/, '') || 'period';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The periods as saved, in date order. A saved period keeps its id when renamed: tours price it by that id. */
export function toPeakPeriods(values: PeakDatesFormValues): PeakPeriods {
  const taken = new Set(values.periods.map((row) => row.id).filter((id) => id !== ''));
  const periods = values.periods.map((row) => {
    const id = row.id || periodIdFor(row.name, taken);
    taken.add(id);
    return { id, name: row.name, from: row.from, to: row.to };
  });
  return { periods: periods.sort((a, b) => a.from.localeCompare(b.from) || a.name.localeCompare(b.name)) };
}
