import { z } from 'zod';
import { limits } from '../limits';
import { count, isoDateSchema, optionalText, phoneSchema, rupees, text, tourCategorySchema, url } from './fields';
import { tourPricingSchema } from './pricing';
import { tourPermitsSchema } from './permits';

// What the site offers: tours, partner hotels and sample flights.

// ---- Tours -------------------------------------------------------------------------------------------

export const itineraryDaySchema = z.object({
  title: text(limits.title),
  description: optionalText(limits.text),
  /**
   * For the traveller's trip pack, all optional (tours saved before them still read): the day's highest point in
   * metres, the drive time in the operator's words ('about 5 hours'), where the night is spent and that stay's phone.
   */
  altitudeM: count(0, limits.altitudeM).optional(),
  driveTime: optionalText(limits.duration).optional(),
  stay: optionalText(limits.title).optional(),
  stayPhone: phoneSchema.optional(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/** Fixed departures: travel date -> seats. Empty: the tour runs on request, on any date. */
export const departuresSchema = z
  .record(isoDateSchema, count(1, limits.departureSeats))
  .refine((departures) => Object.keys(departures).length <= limits.departures, `At most ${limits.departures} departures`);

export const tourInputSchema = z.object({
  name: text(limits.title),
  image: url,
  duration: text(limits.duration),
  price: rupees(limits.price),
  destinationsCovered: z.array(text(limits.listItem)).min(1).max(limits.destinations),
  highlights: z.array(text(limits.listItem)).min(1).max(limits.highlights),
  category: tourCategorySchema.default('Family'),
  itinerary: z.array(itineraryDaySchema).max(limits.itineraryDays).default([]),
  description: optionalText(limits.longText).default(''),
  inclusions: z.array(text(limits.listItem)).max(limits.inclusions).default([]),
  exclusions: z.array(text(limits.listItem)).max(limits.inclusions).default([]),
  departures: departuresSchema.default({}),
  /** Prices by age, priced options and peak-period prices; `price` is the adult price. */
  pricing: tourPricingSchema.optional(),
  /** The permits the trip needs, each on its itinerary day (src/backend/schemas/permits.ts). */
  permits: tourPermitsSchema.optional(),
  /**
   * An overseas tour programme package (Bhutan, Nepal): tax is collected at source on its price (TCS, domain/gst/
   * tcs.ts) besides its GST, and the booking asks for the customer's PAN. Absent: a package within India.
   */
  overseas: z.boolean().optional(),
});
export type TourInput = z.input<typeof tourInputSchema>;

export const tourSchema = tourInputSchema.extend({ id: text(limits.title) });
export type TourPackage = z.infer<typeof tourSchema>;

// ---- Hotels ------------------------------------------------------------------------------------------

export const hotelInputSchema = z.object({
  name: text(limits.title),
  location: text(limits.title),
  price: rupees(limits.price),
  description: text(limits.text),
  images: z.array(url.min(1)).max(limits.hotelImages).default([]),
});
export type HotelInput = z.input<typeof hotelInputSchema>;

export const hotelSchema = hotelInputSchema.extend({ id: text(limits.title) });
export type Hotel = z.infer<typeof hotelSchema>;

// ---- Flights -----------------------------------------------------------------------------------------

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM');

export const flightSchema = z.object({
  id: text(limits.title),
  airline: text(limits.airline),
  airlineLogo: url,
  origin: text(limits.place),
  destination: text(limits.place),
  departureTime: clockTime,
  arrivalTime: clockTime,
  duration: text(limits.duration),
  price: rupees(limits.price),
  stops: count(0, 5),
});
export type Flight = z.infer<typeof flightSchema>;
