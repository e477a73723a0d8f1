import { z } from 'zod';
import { formatPhone, normalizePhone } from '@/backend/domain/phone';
import { limits } from '@/backend/limits';
import { dialNumberSchema, type TripSettings, type TripSettingsInput } from '@/backend/schemas/trip';

/** The trip pack's settings as the form edits them: phones as typed, one row per emergency number. */
export interface TripFormValues {
  operatorPhone: string;
  emergencyNumbers: { label: string; number: string }[];
  altitudeAdvice: string;
}

export function tripSettingsToFormValues(settings: TripSettings): TripFormValues {
  return {
    operatorPhone: settings.operatorPhone ? formatPhone(settings.operatorPhone) : '',
    emergencyNumbers: settings.emergencyNumbers.map((entry) => ({ ...entry })),
    altitudeAdvice: settings.altitudeAdvice,
  };
}

export const tripFormSchema = z.object({
  operatorPhone: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || normalizePhone(value) !== null,
      'Enter a phone number, like 98320 12345 or +91 3592 202020, or leave it empty to show the business phone.',
    ),
  emergencyNumbers: z
    .array(
      z.object({
        label: z
          .string()
          .trim()
          .min(1, 'Say who answers this number.')
          .max(limits.listItem, `Keep it to ${limits.listItem} characters.`),
        number: z
          .string()
          .trim()
          .refine(
            (value) => dialNumberSchema.safeParse(value).success,
            'Enter a number to dial, such as 112 or +91 3592 202425.',
          ),
      }),
    )
    .max(limits.emergencyNumbers, `Keep the list to ${limits.emergencyNumbers} numbers or fewer.`),
  altitudeAdvice: z.string().trim().max(limits.text, `Keep the advice to ${limits.text} characters or fewer.`),
}) satisfies z.ZodType<TripFormValues, TripFormValues>;

/** What the form saves: the operator's phone in international form, blank rows already refused. */
export function formValuesToTripSettings(values: TripFormValues): TripSettingsInput {
  return {
    operatorPhone: values.operatorPhone === '' ? '' : (normalizePhone(values.operatorPhone) ?? ''),
    emergencyNumbers: values.emergencyNumbers,
    altitudeAdvice: values.altitudeAdvice,
  };
}
