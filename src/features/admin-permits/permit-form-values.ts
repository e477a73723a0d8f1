import { z } from 'zod';
import { limits } from '@/backend/limits';
import { idTypes, permitTypeSchema, type ExcludedNationalities, type IdType, type PermitType } from '@/backend/schemas';
import { joinList, splitList } from '@/components/admin/form-values';
import { formatIndianNumber } from '@/lib/format';
import { slugify } from '@/lib/slug';

const tooLong = (what: string, max: number) => `Keep ${what} to ${formatIndianNumber(max)} characters or fewer.`;

/** Who may go, as the form asks it; the stored shape is ExcludedNationalities (schemas/permits.ts). */
export const nationalityRules = ['everyone', 'except', 'only'] as const;
export type NationalityRule = (typeof nationalityRules)[number];
export const nationalityRuleWords: Record<NationalityRule, string> = {
  everyone: 'Every nationality may go',
  except: 'Every nationality except those listed',
  only: 'Only the nationalities listed',
};

const wholeNumber = (min: number, max: number) => (text: string) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export const permitFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the permit name.').max(limits.title, tooLong('the name', limits.title)),
    place: z
      .string()
      .trim()
      .min(1, 'Enter the place the permit is for, for example Nathula.')
      .max(limits.title, tooLong('the place', limits.title)),
    areaPlaces: z
      .string()
      .refine((text) => splitList(text).length <= limits.permitAreaPlaces, `List at most ${limits.permitAreaPlaces} places.`)
      .refine(
        (text) => splitList(text).every((place) => place.length <= limits.listItem),
        tooLong('each place', limits.listItem),
      ),
    idTypes: z.array(z.enum(idTypes)).min(1, 'Choose at least one ID type.'),
    photo: z.boolean(),
    visa: z.boolean(),
    nationalityRule: z.enum(nationalityRules),
    nationalities: z.string(),
    minimumAge: z
      .string()
      .refine(
        (text) => text.trim() === '' || wholeNumber(0, limits.travellerAge)(text),
        `Enter an age from 0 to ${limits.travellerAge}, or leave it empty.`,
      ),
    closedWeekdays: z.array(z.string()),
    documentsDueDaysBefore: z
      .string()
      .refine(wholeNumber(0, limits.permitDueDays), `Enter the days, a whole number from 0 to ${limits.permitDueDays}.`),
    note: z.string().trim().max(limits.text, tooLong('the note', limits.text)),
  })
  .superRefine((values, ctx) => {
    if (values.nationalityRule === 'everyone') return;
    const codes = splitList(values.nationalities).map((code) => code.toUpperCase());
    if (codes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['nationalities'], message: 'List at least one country code, for example IN.' });
    } else if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) {
      ctx.addIssue({ code: 'custom', path: ['nationalities'], message: 'Use two-letter country codes, such as IN, NP, BT.' });
    } else if (codes.length > limits.permitNationalities) {
      ctx.addIssue({
        code: 'custom',
        path: ['nationalities'],
        message: `List at most ${limits.permitNationalities} countries.`,
      });
    }
  });

export type PermitFormInput = z.input<typeof permitFormSchema>;
export type PermitFormValues = z.output<typeof permitFormSchema>;

export function permitToFormValues(permit: PermitType | null): PermitFormInput {
  if (!permit) {
    return {
      name: '',
      place: '',
      areaPlaces: '',
      idTypes: [...idTypes],
      photo: true,
      visa: false,
      nationalityRule: 'everyone',
      nationalities: '',
      minimumAge: '',
      closedWeekdays: [],
      documentsDueDaysBefore: '3',
      note: '',
    };
  }
  const excluded = permit.excludedNationalities;
  return {
    name: permit.name,
    place: permit.place,
    areaPlaces: joinList(permit.areaPlaces ?? []),
    idTypes: [...permit.documents.idTypes],
    photo: permit.documents.photo,
    visa: permit.documents.visa ?? false,
    nationalityRule: Array.isArray(excluded) ? (excluded.length > 0 ? 'except' : 'everyone') : 'only',
    nationalities: joinList(Array.isArray(excluded) ? excluded : excluded.allowOnly),
    minimumAge: permit.minimumAge === undefined ? '' : String(permit.minimumAge),
    closedWeekdays: permit.closedWeekdays.map(String),
    documentsDueDaysBefore: String(permit.documentsDueDaysBefore),
    note: permit.note,
  };
}

/** A new permit type's id, from its name: 'Bhutan entry permit' -> 'bhutan-entry-permit'. */
export function permitIdFor(name: string): string {
  return (
    slugify(name)
      .replace(/_/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'permit'
  );
}

/** The permit type as saved: an edit keeps its id (tours name it by that); a new one gets one from its name. */
export function formValuesToPermit(values: PermitFormValues, existing: PermitType | null): PermitType {
  const codes = [...new Set(splitList(values.nationalities).map((code) => code.toUpperCase()))];
  const excludedNationalities: ExcludedNationalities =
    values.nationalityRule === 'only' ? { allowOnly: codes } : values.nationalityRule === 'except' ? codes : [];
  const minimumAge = values.minimumAge.trim() === '' ? undefined : Number(values.minimumAge);
  return permitTypeSchema.parse({
    id: existing?.id ?? permitIdFor(values.name),
    name: values.name,
    place: values.place,
    ...(splitList(values.areaPlaces).length > 0 ? { areaPlaces: [...new Set(splitList(values.areaPlaces))] } : {}),
    documents: {
      idTypes: idTypes.filter((type: IdType) => values.idTypes.includes(type)),
      photo: values.photo,
      ...(values.visa ? { visa: true } : {}),
    },
    excludedNationalities,
    ...(minimumAge === undefined ? {} : { minimumAge }),
    closedWeekdays: [...new Set(values.closedWeekdays.map(Number))].sort((a, b) => a - b),
    documentsDueDaysBefore: Number(values.documentsDueDaysBefore),
    note: values.note,
  });
}

export const deletePermitMessage = (permit: PermitType) =>
  `Delete the permit type "${permit.name}"? Tours that name it will no longer show it.`;
