import { z } from 'zod';
import { tourCategories } from './tour-categories';

/** One zod schema per entity of SPEC section 3, shared by forms, adapters, converters and the seed. */

// No compiled parsers: our CSP forbids eval (zod's probe for it would be reported as a violation), and for the
// few dozen documents a page parses, compiling costs more main-thread time than it saves.
z.config({ jitless: true });

const nonEmpty = z.string().trim().min(1);

export { tourCategories };
export const tourCategorySchema = z.enum(tourCategories);
export type TourCategory = z.infer<typeof tourCategorySchema>;

export const itineraryDaySchema = z.object({
  title: nonEmpty,
  description: z.string(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const tourInputSchema = z.object({
  name: nonEmpty,
  image: z.string(),
  duration: nonEmpty,
  price: z.number().finite().nonnegative(),
  destinationsCovered: z.array(nonEmpty).min(1),
  highlights: z.array(nonEmpty).min(1),
  category: tourCategorySchema.default('Family'),
  itinerary: z.array(itineraryDaySchema).default([]),
});
export type TourInput = z.input<typeof tourInputSchema>;

export const tourSchema = tourInputSchema.extend({ id: nonEmpty });
export type TourPackage = z.infer<typeof tourSchema>;

export const hotelInputSchema = z.object({
  name: nonEmpty,
  location: nonEmpty,
  price: z.number().finite().nonnegative(),
  description: nonEmpty,
  images: z.array(z.string().min(1)).default([]),
});
export type HotelInput = z.input<typeof hotelInputSchema>;

export const hotelSchema = hotelInputSchema.extend({ id: nonEmpty });
export type Hotel = z.infer<typeof hotelSchema>;

export const bookingStatuses = ['Pending', 'Confirmed', 'Cancelled'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Calendar date as typed in a date input: YYYY-MM-DD. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** What a booking is for. Samples and bookings from before booking requests existed are 'hotel'. */
export const bookingKinds = ['hotel', 'tour', 'room', 'flight'] as const;
export const bookingKindSchema = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKindSchema>;

export const mealPlanSchema = z.enum(['ep', 'cp', 'map']);

export const bookingSchema = z.object({
  id: nonEmpty,
  itemId: z.string().optional(),
  /** The hotel, or for requests the tour, room or flight booked (the spec's field name is kept). */
  itemName: nonEmpty,
  userName: nonEmpty,
  userEmail: z.email(),
  userId: z.string().optional(),
  /** Check-in, travel date or departure date. */
  travelDate: isoDateSchema,
  /** Check-out or end of the trip (equal to travelDate for a one-way flight). */
  endDate: isoDateSchema,
  totalPrice: z.number().finite().nonnegative(),
  status: bookingStatusSchema,
  createdAt: z.iso.datetime().optional(),
  // Booking requests made on the site (issue: bookings reach the operator).
  kind: bookingKindSchema.default('hotel'),
  /** Short human reference such as AST-7K3Q9. */
  reference: z.string().regex(/^AST-[2-9A-HJKMNP-Z]{5}$/).optional(),
  travellers: z.number().int().min(1).max(50).optional(),
  mealPlan: mealPlanSchema.optional(),
  /** Set when the customer asks to cancel; the operator then sets the status. */
  cancellationRequestedAt: z.iso.datetime().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What a signed-in customer sends when confirming a tour, room or flight booking. */
export const bookingRequestInputSchema = z
  .object({
    kind: z.enum(['tour', 'room', 'flight']),
    /** Tour id, room booking id (hotel-aster-...) or flight id. */
    itemId: nonEmpty,
    itemName: nonEmpty,
    userName: nonEmpty,
    userEmail: z.email(),
    travelDate: isoDateSchema,
    endDate: isoDateSchema,
    travellers: z.number().int().min(1).max(50),
    totalPrice: z.number().finite().nonnegative(),
    mealPlan: mealPlanSchema.optional(),
  })
  .refine((input) => input.endDate >= input.travelDate, { message: 'The end date is before the start date', path: ['endDate'] });
export type BookingRequestInput = z.input<typeof bookingRequestInputSchema>;

export const articleInputSchema = z.object({
  title: nonEmpty,
  slug: z
    .string()
    .trim()
    .min(1)
    .regex(/^[\w-]+$/, 'Use letters, digits, hyphens and underscores only'),
  author: nonEmpty.default('Admin'),
  content: nonEmpty,
  imageUrl: z.string().default(''),
  tags: z.array(nonEmpty).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSchema = articleInputSchema.extend({
  id: nonEmpty,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Article = z.infer<typeof articleSchema>;

export const flightSchema = z.object({
  id: nonEmpty,
  airline: nonEmpty,
  airlineLogo: z.string(),
  origin: nonEmpty,
  destination: nonEmpty,
  departureTime: nonEmpty,
  arrivalTime: nonEmpty,
  duration: nonEmpty,
  price: z.number().finite().nonnegative(),
  stops: z.number().int().nonnegative(),
});
export type Flight = z.infer<typeof flightSchema>;

export const destinationSchema = z.object({ name: nonEmpty, image: z.string(), tagline: nonEmpty });
export type Destination = z.infer<typeof destinationSchema>;

export const testimonialSchema = z.object({
  name: nonEmpty,
  image: z.string(),
  review: nonEmpty,
  tour: nonEmpty,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const mealPlanPricesSchema = z.object({
  ep: z.number().nonnegative(),
  cp: z.number().nonnegative(),
  map: z.number().nonnegative(),
});
export type MealPlanPrices = z.infer<typeof mealPlanPricesSchema>;
export type MealPlan = keyof MealPlanPrices;

export const roomTypeSchema = z.object({
  name: nonEmpty,
  description: nonEmpty,
  bestFor: z.array(nonEmpty),
  image: z.string(),
  pricing: z.object({ season: mealPlanPricesSchema, offSeason: mealPlanPricesSchema }),
});
export type RoomType = z.infer<typeof roomTypeSchema>;

export const galleryImageSchema = z.object({ src: z.string(), alt: nonEmpty });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** The signed-in customer as the app sees it: never a password. */
export const sessionUserSchema = z.object({ id: nonEmpty, name: z.string(), email: z.email() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminSessionSchema = z.object({ email: z.email() });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Credentials as forms send them. */
export const signUpInputSchema = z.object({
  name: nonEmpty,
  email: z.email(),
  password: z.string().min(1),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
