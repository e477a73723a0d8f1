import { z } from 'zod';
import { limits } from '../limits';
import { count, isoDateSchema, optionalText, rupees, slugIdPattern, slugIdSchema, text } from './fields';

// How trips are priced (age bands, priced options, dearer dates) and who travels: the building blocks the domain's
// pricing (src/backend/domain/pricing.ts) reads, and the lines a booking stores of what it charged.

export * from './travellers';

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
