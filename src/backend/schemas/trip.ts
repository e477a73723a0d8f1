import { z } from 'zod';
import { limits } from '../limits';
import { optionalText, phoneSchema, text } from './fields';

// ---- The traveller's trip pack -------------------------------------------------------------------------

/**
 * What every traveller's trip page shows beside the booking: the operator's round-the-clock number, the local
 * emergency numbers and the operator's advice on altitude. Public (no personal data): the trip page keeps a copy on
 * the phone, and the numbers are the same for everyone.
 */

/** A number as dialled: a short one such as 112 or 1363, or a full phone number; digits, spaces, dashes, a leading +. */
export const dialNumberSchema = z
  .string()
  .trim()
  .max(limits.dialNumber)
  .regex(/^\+?[0-9][0-9 -]*[0-9]$/, 'Expected a number to dial, such as 112 or +91 3592 202425');

export const emergencyNumberSchema = z.object({
  /** Who answers: 'Police', 'Ambulance', 'Sikkim Tourism helpline'. */
  label: text(limits.listItem),
  number: dialNumberSchema,
});
export type EmergencyNumber = z.infer<typeof emergencyNumberSchema>;

export const tripSettingsSchema = z.object({
  /** The operator's 24-hour number during trips; empty: the business phone is shown. */
  operatorPhone: z.union([z.literal(''), phoneSchema]).default(''),
  emergencyNumbers: z.array(emergencyNumberSchema).max(limits.emergencyNumbers).default([]),
  /** The operator's advice on altitude, paragraphs separated by blank lines. */
  altitudeAdvice: optionalText(limits.text).default(''),
});
export type TripSettings = z.infer<typeof tripSettingsSchema>;
export type TripSettingsInput = z.input<typeof tripSettingsSchema>;

/**
 * What the trip page shows until the operator saves their own: India's national numbers (112 reaches every
 * emergency service; 100 police, 102 and 108 ambulance) and the national tourist helpline.
 */
export const defaultTripSettings: TripSettings = {
  operatorPhone: '',
  emergencyNumbers: [
    { label: 'All emergencies', number: '112' },
    { label: 'Police', number: '100' },
    { label: 'Ambulance', number: '102' },
    { label: 'Ambulance (emergency response)', number: '108' },
    { label: 'Tourist helpline (24 hours)', number: '1363' },
  ],
  altitudeAdvice:
    'Rest on the day you arrive in Gangtok and drink plenty of water; go up slowly and sleep lower than the highest point of the day where you can.\n\n' +
    'Above 4,000 m (Tsomgo Lake, Nathula, Gurudongmar, Zero Point) the air is thin. Infants, pregnant women and anyone with heart or lung trouble or high blood pressure should ask their doctor before going above 4,000 m, and may be turned back at the check post.\n\n' +
    'Headache, dizziness or breathlessness at rest are signs of altitude sickness: tell your driver at once and go down.',
};
