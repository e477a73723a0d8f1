import { z } from 'zod';
import { limits } from '../limits';
import { count, optionalText } from './fields';

// Who travels (re-exported by ./pricing). Apart from the rest of pricing, so that building them is a task of its own
// when the app starts (src/backend/schema-steps.ts): the whole module was one task of about 50 ms on the bench's
// phone.

// ---- Travellers --------------------------------------------------------------------------------------

export const genders = ['Female', 'Male', 'Other'] as const;
export const genderSchema = z.enum(genders);
export type Gender = z.infer<typeof genderSchema>;

/** A nationality as an ISO 3166-1 alpha-2 country code ('IN' for India). */
export const nationalitySchema = z.string().regex(/^[A-Z]{2}$/, 'Expected a country code such as IN');

/** A traveller's age in years. */
export const travellerAgeSchema = count(0, limits.travellerAge);

/**
 * One person on a trip. Age prices them (adult, child, infant); name, gender and nationality are what permit offices
 * ask for. A child's bed and a room of one's own change the price. A customer's request gives each child's age and
 * leaves an adult's out (an adult is 18 or over, priced alike at any age), and leaves the names and genders for My
 * bookings, where the permits ask them before their due date.
 */
export const travellerSchema = z.object({
  name: optionalText(limits.personName).default(''),
  /** Absent: an adult (18 or over) whose age was not asked. */
  age: travellerAgeSchema.optional(),
  gender: genderSchema.optional(),
  nationality: nationalitySchema.default('IN'),
  /** Children in the child band: true when they need a bed of their own (priced as a child with a bed). */
  ownBed: z.boolean().optional(),
  /** An adult who wants a room of their own: the single supplement. */
  ownRoom: z.boolean().optional(),
});
export type Traveller = z.infer<typeof travellerSchema>;
export type TravellerInput = z.input<typeof travellerSchema>;
