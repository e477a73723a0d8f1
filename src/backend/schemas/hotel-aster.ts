import { z } from 'zod';
import { limits } from '../limits';
import { seasonRangeProblems } from '../domain/seasons';
import { roomBookingId } from '../../lib/slug';
import { count, emailSchema, monthDaySchema, optionalText, phoneSchema, text, url } from './fields';

// Hotel Aster (its rooms, rates, seasons, facilities, gallery and contact) and the operator's business details.

// ---- Hotel Aster -------------------------------------------------------------------------------------

export const mealPlans = ['ep', 'cp', 'map'] as const;
export const mealPlanSchema = z.enum(mealPlans);
export type MealPlan = z.infer<typeof mealPlanSchema>;

const roomRate = count(1, limits.roomRate);
const mealPlanRatesSchema = z.object({ ep: roomRate, cp: roomRate, map: roomRate });
export type MealPlanRates = z.infer<typeof mealPlanRatesSchema>;

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
  /** Position on the page, smallest first. */
  order: count(0, 999),
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
    .array(roomTypeInputSchema.extend({ id: text(limits.title).optional() }))
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
