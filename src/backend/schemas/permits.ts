import { z } from 'zod';
import { limits } from '../limits';
import { count, optionalText, text } from './fields';
import { nationalitySchema, permitIdSchema } from './pricing';
import { idTypes } from './permit-words';

// Permits as data the operator keeps: the protected areas a tour enters (Nathula, North Sikkim, Bhutan, Arunachal),
// what each traveller must give for them and who may not go. Rules change by the season, so none of this is code:
// the admin edits the permit types, a tour names the permits it needs per itinerary day, and the domain
// (src/backend/domain/permits.ts) reads both to tell a traveller, before they book, what applies to them.

// ---- Identity documents ------------------------------------------------------------------------------

/** The photo IDs permit offices accept. Aadhaar, voter ID and driving licence are Indian documents. */
export { idTypes, idTypeWords, indianIdTypes, weekdayNames, type IdType } from './permit-words';
export const idTypeSchema = z.enum(idTypes);

// ---- Permit types ------------------------------------------------------------------------------------

/**
 * What each traveller gives for a permit: one photo ID of the accepted types, a passport-size photo or not, and from
 * a traveller who is not an Indian national a copy of their Indian visa or not (a protected area permit's).
 */
export const permitDocumentsSchema = z.object({
  idTypes: z
    .array(idTypeSchema)
    .min(1, 'Accept at least one ID type')
    .max(idTypes.length)
    .refine((types) => new Set(types).size === types.length, 'Name each ID type once'),
  photo: z.boolean().default(false),
  /** Absent: no visa asked (permit types saved before it could be). */
  visa: z.boolean().optional(),
});
export type PermitDocuments = z.infer<typeof permitDocumentsSchema>;

/**
 * Who may not go, by nationality (ISO 3166-1 alpha-2 codes), in one of two forms:
 * - a list: these nationalities may not go, every other may (`[]`: everyone may go; `['IN']`: Indians may not,
 *   as for a permit meant for foreign nationals only);
 * - `{ allowOnly: [...] }`: everyone except these may not go (`{ allowOnly: ['IN'] }`: Indian nationals only).
 */
export const excludedNationalitiesSchema = z.union([
  z.array(nationalitySchema).max(limits.permitNationalities),
  z.object({ allowOnly: z.array(nationalitySchema).min(1).max(limits.permitNationalities) }),
]);
export type ExcludedNationalities = z.infer<typeof excludedNationalitiesSchema>;

/** Weekdays as JavaScript numbers them: Sunday is 0, Saturday 6. */
export const weekdaySchema = count(0, 6);

export const permitTypeSchema = z.object({
  id: permitIdSchema,
  /** As the operator and the traveller call it: 'Tsomgo Lake & Nathula protected area permit'. */
  name: text(limits.title),
  /**
   * The place it opens, as messages name it ('Nathula is closed on Mondays'; 'may not go to Gurudongmar'). Two
   * permits a tour names for the same place on the same day are alternatives (Arunachal's ILP for Indians, PAP for
   * foreign nationals): a traveller needs the one that admits them.
   */
  place: text(limits.title),
  /**
   * The places within its area, as a tailored trip's days name them ('Lachung', 'Lachen', 'Yumthang' for North
   * Sikkim): a day that names one needs the permit.
   */
  areaPlaces: z.array(text(limits.listItem)).max(limits.permitAreaPlaces).optional(),
  documents: permitDocumentsSchema,
  excludedNationalities: excludedNationalitiesSchema.default([]),
  /** Travellers younger than this (in years) are not taken there; absent: any age. */
  minimumAge: count(0, limits.travellerAge).optional(),
  /** Weekdays the place is closed to visitors: a trip may not be there on them. */
  closedWeekdays: z
    .array(weekdaySchema)
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'Name each weekday once')
    .default([]),
  /** How many days before the trip starts each traveller's documents must be with the operator. */
  documentsDueDaysBefore: count(0, limits.permitDueDays).default(3),
  /** What a traveller reads about the permit, including what they can do instead when they may not go. */
  note: optionalText(limits.text).default(''),
});
export type PermitType = z.infer<typeof permitTypeSchema>;
export type PermitTypeInput = z.input<typeof permitTypeSchema>;

// ---- A tour's permits --------------------------------------------------------------------------------

/** A permit a tour needs, and the itinerary day (1 = the first day) it is used. */
export const tourPermitSchema = z.object({
  permitId: permitIdSchema,
  day: count(1, limits.itineraryDays),
});
export type TourPermit = z.infer<typeof tourPermitSchema>;

export const tourPermitsSchema = z.array(tourPermitSchema).max(limits.tourPermits);
