import { z } from 'zod';
import { limits } from '../limits';
import { count, isoDateSchema, optionalText, rupees, slugIdPattern, slugIdSchema, text } from './fields';

// How trips are priced (age bands, priced options, dearer dates) and who travels: the building blocks the domain's
// pricing (src/backend/domain/pricing.ts) reads, and the lines a booking stores of what it charged.

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

// ---- Price lines -------------------------------------------------------------------------------------

export const priceLineKinds = ['band', 'option', 'surcharge', 'room', 'discount', 'tax', 'tcs', 'other'] as const;

/**
 * One line of a price: '2 adults' with '₹12,500 each' for ₹25,000. What the booking form previews, the booking
 * stores, and My bookings, the e-mails and the operator's booking page show. A discount is negative.
 */
export const priceLineSchema = z.object({
  kind: z.enum(priceLineKinds),
  label: text(limits.title),
  detail: optionalText(limits.title).default(''),
  amount: z.number().int().min(-limits.totalPrice).max(limits.totalPrice),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

// ---- Tours -------------------------------------------------------------------------------------------

/**
 * A tour's prices by age. Adults pay the tour's own price (`price`). Children are travellers aged `childFromAge`
 * to `childToAge`: with a bed of their own or sharing one; younger ones are infants. A traveller with a room of
 * their own adds the single supplement. Absent child prices mean the adult price.
 */
export const ageBandsSchema = z
  .object({
    childFromAge: count(0, limits.childAge).default(5),
    childToAge: count(0, limits.childAge).default(11),
    childWithBed: rupees(limits.price).optional(),
    childWithoutBed: rupees(limits.price).optional(),
    infant: rupees(limits.price).default(0),
    singleSupplement: rupees(limits.price).default(0),
  })
  .refine((bands) => bands.childFromAge <= bands.childToAge, {
    message: 'The youngest child age must not be above the oldest',
    path: ['childToAge'],
  });
export type AgeBands = z.infer<typeof ageBandsSchema>;

/** How an option is charged: per traveller (infants free), per vehicle of the trip, per night, or once. */
export const optionUnits = ['person', 'vehicle', 'night', 'booking'] as const;
export const optionUnitSchema = z.enum(optionUnits);
export type OptionUnit = z.infer<typeof optionUnitSchema>;

/**
 * What an option is. A tour with vehicles asks for exactly one; pick-up and drop points at most one each; excursions
 * and extras any.
 */
export const optionKinds = ['vehicle', 'pickup', 'drop', 'excursion', 'extra'] as const;
export const optionKindSchema = z.enum(optionKinds);
export type OptionKind = z.infer<typeof optionKindSchema>;

/** A permit type's id: stable, tours and their options name their permits by it. */
export const permitIdSchema = slugIdSchema;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');

export const tourOptionSchema = z.object({
  /** Stable within the tour: bookings name the options they chose by it. */
  id: slugIdSchema,
  kind: optionKindSchema,
  name: text(limits.title),
  unit: optionUnitSchema,
  price: rupees(limits.price),
  /** Vehicles: the seats one takes (a private Innova: 6); the trip needs as many as its travellers fill. */
  seats: count(1, limits.vehicleSeats).optional(),
  /** Pick-up and drop points: when. */
  time: z.union([z.literal(''), clockTime]).default(''),
  note: optionalText(limits.listItem).default(''),
  /**
   * The permit the option needs (the Nathula excursion: the Tsomgo & Nathula permit): it is priced only for the
   * travellers the permit admits, and left out of the total, with the rule, when it admits nobody in the party.
   */
  permitId: permitIdSchema.optional(),
});
export type TourOption = z.infer<typeof tourOptionSchema>;

/** A tour's price over one of the operator's peak periods: so much more per traveller, or an adult price of its own. */
export const peakPriceSchema = z.object({
  periodId: text(limits.title),
  mode: z.enum(['surcharge', 'price']),
  amount: rupees(limits.price),
});
export type PeakPrice = z.infer<typeof peakPriceSchema>;

export const tourPricingSchema = z.object({
  bands: ageBandsSchema.default({ childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 }),
  options: z.array(tourOptionSchema).max(limits.tourOptions).default([]),
  peakPrices: z.array(peakPriceSchema).max(limits.peakPeriods).default([]),
});
export type TourPricing = z.infer<typeof tourPricingSchema>;

// ---- Peak periods ------------------------------------------------------------------------------------

/** Dates that cost more, named by the operator (Durga Puja, Diwali, Christmas and New Year): both days included. */
export const peakPeriodSchema = z
  .object({
    id: slugIdSchema,
    name: text(limits.title),
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .refine((period) => period.from <= period.to, { message: 'The period ends before it starts', path: ['to'] });
export type PeakPeriod = z.infer<typeof peakPeriodSchema>;

/** The operator's peak periods: one settings document. */
export const peakPeriodsSchema = z.object({
  periods: z.array(peakPeriodSchema).max(limits.peakPeriods).default([]),
});
export type PeakPeriods = z.infer<typeof peakPeriodsSchema>;

/** What a customer chose besides the dates: the option ids of the tour. */
export const optionChoiceSchema = z.array(z.string().regex(slugIdPattern)).max(limits.tourOptions);
