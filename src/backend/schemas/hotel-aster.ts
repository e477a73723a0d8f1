import { z } from 'zod';
import { limits } from '../limits';
import { seasonRangeProblems } from '../domain/seasons';
import { periodRangeProblem } from '../domain/rate-periods';
import { roomBookingId } from '../../lib/slug';
import {
  count,
  emailSchema,
  isoDateSchema,
  monthDaySchema,
  optionalText,
  phoneSchema,
  plainIdSchema,
  slugIdSchema,
  text,
  url,
} from './fields';

// Hotel Aster (its rooms, rates, seasons, facilities, gallery and contact) and the operator's business details.

// ---- Hotel Aster -------------------------------------------------------------------------------------

export const mealPlans = ['ep', 'cp', 'map'] as const;
export const mealPlanSchema = z.enum(mealPlans);
export type MealPlan = z.infer<typeof mealPlanSchema>;

const roomRate = count(1, limits.roomRate);
const mealPlanRatesSchema = z.object({ ep: roomRate, cp: roomRate, map: roomRate });
export type MealPlanRates = z.infer<typeof mealPlanRatesSchema>;

/** Rates that may be nothing (a child's breakfast on room only): per person and night, per meal plan. */
const extraRate = count(0, limits.roomRate);
const extraRatesSchema = z.object({ ep: extraRate, cp: extraRate, map: extraRate });
export type ExtraRates = z.infer<typeof extraRatesSchema>;

/** A rate period's id, which the room types' `periodRates` name it by. */
export const ratePeriodIdSchema = slugIdSchema;

/**
 * Who one room of the type sleeps: at most `adults` adults and `children` children (under 12). With an extra bed,
 * one more guest of either age, charged the extra-bed rate. A room type without it sleeps `guests` of any age, each
 * counted as an adult (rooms stored before occupancy).
 */
export const occupancySchema = z.object({
  adults: count(1, limits.roomGuests),
  children: count(0, limits.roomGuests),
  extraBed: z.boolean(),
});
export type Occupancy = z.infer<typeof occupancySchema>;

export const roomTypeInputSchema = z.object({
  name: text(limits.roomName),
  description: text(limits.text),
  bestFor: z.array(text(limits.listItem)).max(limits.bestFor).default([]),
  image: url,
  /** How many rooms of this type the hotel has: a night is sold out when that many are held. */
  rooms: count(1, limits.roomsOfType),
  /** Guests one room sleeps. */
  guests: count(1, limits.roomGuests),
  rates: z.object({ season: mealPlanRatesSchema, offSeason: mealPlanRatesSchema }),
  occupancy: occupancySchema.optional(),
  /** Per extra bed and night (absent: no extra bed is sold). */
  extraBedRates: extraRatesSchema.optional(),
  /** Per child sharing the room, per night (absent: children stay free). */
  childRates: extraRatesSchema.optional(),
  /** Nightly rates over the hotel's rate periods, by period id; a period without rates here charges the season grid. */
  periodRates: z.record(ratePeriodIdSchema, mealPlanRatesSchema).optional(),
  /** Position on the page, smallest first. */
  order: count(0, limits.displayOrder),
});
export type RoomTypeInput = z.input<typeof roomTypeInputSchema>;

export const roomTypeSchema = roomTypeInputSchema.extend({ id: text(limits.title) });
export type RoomType = z.infer<typeof roomTypeSchema>;

/** A range of days, every year, charged at the season rate: '03-01' to '06-30' (both included). */
export const seasonRangeSchema = z.object({ from: monthDaySchema, to: monthDaySchema });
export type SeasonRange = z.infer<typeof seasonRangeSchema>;

export const seasonRangesSchema = z
  .array(seasonRangeSchema)
  .min(1)
  .max(limits.seasonRanges)
  .superRefine((ranges, ctx) => {
    for (const problem of seasonRangeProblems(ranges))
      ctx.addIssue({ code: 'custom', path: [problem.index], message: problem.message });
  });

/**
 * One range of a rate period, both days included: days of the year ('12-30' to '01-02' recurs every year and may
 * run over the new year) or dates ('2026-10-17' to '2026-10-22', that year only, as Durga Puja moves).
 */
export const periodRangeSchema = z
  .object({ from: z.union([monthDaySchema, isoDateSchema]), to: z.union([monthDaySchema, isoDateSchema]) })
  .superRefine((range, ctx) => {
    const problem = periodRangeProblem(range);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type PeriodRange = z.infer<typeof periodRangeSchema>;

/**
 * A named rate period (Durga Puja, New Year, Peak): its nights are charged each room type's rates for it, and a
 * stay with a night in it must be at least `minNights` long. Earlier periods in the list win where two meet.
 */
export const ratePeriodSchema = z.object({
  id: ratePeriodIdSchema,
  name: text(limits.roomName),
  ranges: z.array(periodRangeSchema).min(1).max(limits.seasonRanges),
  minNights: count(1, limits.stayNights).default(1),
});
export type RatePeriod = z.infer<typeof ratePeriodSchema>;
export type RatePeriodInput = z.input<typeof ratePeriodSchema>;

/** Nights the hotel does not sell, both days included, with the reason the booking calendar shows. */
export const closedDatesSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema, reason: text(limits.roomName) })
  .refine((closed) => closed.from <= closed.to, { message: 'The closing ends before it starts', path: ['to'] });
export type ClosedDates = z.infer<typeof closedDatesSchema>;

export const facilitySchema = z.object({ name: text(limits.title), description: optionalText(limits.listItem) });
export type Facility = z.infer<typeof facilitySchema>;

export const galleryImageSchema = z.object({ src: url.min(1), alt: text(limits.listItem) });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const contactSchema = z.object({
  phone: phoneSchema,
  email: emailSchema,
  address: text(limits.listItem),
});
export type Contact = z.infer<typeof contactSchema>;

/** Everything about Hotel Aster except its rooms: one document. */
export const hotelAsterProfileSchema = z.object({
  seasons: seasonRangesSchema,
  /** Absent on profiles stored before rate periods: every night is then season or off-season. */
  periods: z
    .array(ratePeriodSchema)
    .max(limits.ratePeriods)
    .refine((periods) => new Set(periods.map((period) => period.id)).size === periods.length, 'Two rate periods share an id')
    .optional(),
  closed: z.array(closedDatesSchema).max(limits.closedDates).optional(),
  facilities: z.array(facilitySchema).max(limits.facilities),
  gallery: z.array(galleryImageSchema).max(limits.gallery),
  contact: contactSchema,
});
export type HotelAsterProfile = z.infer<typeof hotelAsterProfileSchema>;

export interface HotelAster {
  profile: HotelAsterProfile;
  /** In page order. */
  rooms: RoomType[];
}

/** What the admin's Hotel Aster screen saves, all at once: rooms without an id are new. */
export const hotelAsterInputSchema = z.object({
  profile: hotelAsterProfileSchema,
  rooms: z
    .array(roomTypeInputSchema.extend({ id: plainIdSchema.optional() }))
    .min(1)
    .max(limits.roomTypes)
    .superRefine((rooms, ctx) => {
      // Each room's booking address comes from its name: two names with one address would book the same room.
      rooms.forEach((room, index) => {
        if (rooms.findIndex((other) => roomBookingId(other.name) === roomBookingId(room.name)) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Another room type has this name.' });
        }
      });
    }),
});
export type HotelAsterInput = z.input<typeof hotelAsterInputSchema>;

/**
 * What a save answers: the hotel as stored (rooms in page order), and every picture it showed before the save, so
 * the adapter deletes from storage those it no longer shows (pictures live outside the save's transaction).
 */
export const hotelAsterSavedSchema = z.object({
  hotel: z.object({ profile: hotelAsterProfileSchema, rooms: z.array(roomTypeSchema) }),
  shownBefore: z.array(url),
});
export type HotelAsterSaved = z.infer<typeof hotelAsterSavedSchema>;

// ---- Business settings -------------------------------------------------------------------------------

const socialLink = z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(limits.url)]);

/** The operator's public details: shown in the header, footer, WhatsApp links and structured data. */
export const businessSettingsSchema = z.object({
  phone: phoneSchema,
  /** WhatsApp number in E.164, like the phone. */
  whatsapp: phoneSchema,
  email: emailSchema,
  address: text(limits.listItem),
  supportHours: text(limits.title),
  social: z.object({ facebook: socialLink, instagram: socialLink, youtube: socialLink, x: socialLink }),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** Where booking and enquiry e-mails for the operator go. */
export const notificationSettingsSchema = z.object({ operatorEmail: emailSchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
