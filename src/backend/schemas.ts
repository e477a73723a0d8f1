import { z } from 'zod';
import { limits } from './limits';
import { isCalendarDate, isMonthDay } from './rules/calendar';
import { seasonRangeProblems } from './rules/seasons';
import { roomBookingId } from '../lib/slug';
import { tourCategories } from './tour-categories';

/**
 * One zod schema per entity, shared by forms, adapters, converters and the seed. Every string has a length limit
 * and every number a range (src/backend/limits.ts); firestore.rules checks the same limits.
 */

// No compiled parsers: our CSP forbids eval (zod's probe for it would be reported as a violation), and for the
// few dozen documents a page parses, compiling costs more main-thread time than it saves.
z.config({ jitless: true });

/** Trimmed text of 1 to `max` characters. */
const text = (max: number) => z.string().trim().min(1).max(max);
/** Text that may be empty. */
const optionalText = (max: number) => z.string().trim().max(max);
const url = z.string().max(limits.url);
const count = (min: number, max: number) => z.number().int().min(min).max(max);
const rupees = (max: number) => z.number().int().min(0).max(max);

export { tourCategories };
export const tourCategorySchema = z.enum(tourCategories);
export type TourCategory = z.infer<typeof tourCategorySchema>;

/** Calendar date as typed in a date input: YYYY-MM-DD, and a real one. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

/** A day of the year as MM-DD, for season ranges that recur every year. */
export const monthDaySchema = z.string().refine(isMonthDay, 'Expected a day of the year as MM-DD');

export const emailSchema = z.email().max(limits.email);

/** E.164: '+', country code, number; what normalizePhone (rules/phone.ts) makes of what people type. */
export const phoneSchema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Expected a phone number in international format');

// ---- Tours -------------------------------------------------------------------------------------------

export const itineraryDaySchema = z.object({
  title: text(limits.title),
  description: optionalText(limits.text),
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
    for (const problem of seasonRangeProblems(ranges)) ctx.addIssue({ code: 'custom', path: [problem.index], message: problem.message });
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

// ---- Bookings ----------------------------------------------------------------------------------------

export const bookingStatuses = ['Pending', 'Confirmed', 'Cancelled'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/**
 * What a booking is for. 'hotel': the partner hotels' bookings of the original site (the samples);
 * 'flightRequest': a flight the customer asked for that is not among the sample flights (no price yet).
 */
export const bookingKinds = ['hotel', 'tour', 'room', 'flight', 'flightRequest'] as const;
export const bookingKindSchema = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKindSchema>;

export const bookingReferenceSchema = z.string().regex(/^AST-[2-9A-HJKMNP-Z]{5}$/);

const utcDateTime = z.iso.datetime();

export const bookingSchema = z.object({
  id: text(limits.title),
  kind: bookingKindSchema.default('hotel'),
  /** The tour, room type, flight or hotel booked. */
  itemId: optionalText(limits.title).optional(),
  itemName: text(limits.title),
  userName: text(limits.personName),
  userEmail: emailSchema,
  phone: phoneSchema.optional(),
  /** The customer's account; bookings of the original site have none. */
  userId: optionalText(limits.title).optional(),
  /** Check-in, travel date or departure date. */
  travelDate: isoDateSchema,
  /** Check-out or end of the trip (the travel date for a one-way flight). */
  endDate: isoDateSchema,
  travellers: count(1, limits.tourTravellers).optional(),
  totalPrice: rupees(limits.totalPrice),
  status: bookingStatusSchema,
  /** When it was stored, by the backend's clock. */
  createdAt: utcDateTime.optional(),
  /** Short human reference such as AST-7K3Q9, unique. */
  reference: bookingReferenceSchema.optional(),
  mealPlan: mealPlanSchema.optional(),
  /** Room bookings: the nights charged at the season and at the off-season rate. */
  seasonNights: count(0, limits.stayNights).optional(),
  offSeasonNights: count(0, limits.stayNights).optional(),
  /** Tour bookings: true when made on one of the tour's fixed departures, whose seats it holds. */
  fixedDeparture: z.boolean().optional(),
  /** Set, by the backend's clock, when the customer asks to cancel; the operator then sets the status. */
  cancellationRequestedAt: utcDateTime.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What a signed-in customer sends to book a tour, a room or a flight. The price is not in it: the backend
 * prices the booking from the stored tour, room rates or flight, and the rules check that price.
 */
export const bookingRequestInputSchema = z
  .object({
    kind: z.enum(['tour', 'room', 'flight']),
    /** Tour id, room type id or flight id. */
    itemId: text(limits.title),
    userName: text(limits.personName),
    userEmail: emailSchema,
    phone: phoneSchema,
    travelDate: isoDateSchema,
    endDate: isoDateSchema,
    travellers: count(1, limits.tourTravellers),
    mealPlan: mealPlanSchema.optional(),
  })
  .refine((input) => input.endDate >= input.travelDate, { message: 'The end date is before the start date', path: ['endDate'] })
  .refine((input) => input.kind !== 'room' || input.mealPlan !== undefined, { message: 'A room booking needs a meal plan', path: ['mealPlan'] })
  .refine((input) => input.kind !== 'flight' || input.travellers <= limits.flightPassengers, {
    message: `At most ${limits.flightPassengers} passengers`,
    path: ['travellers'],
  });
export type BookingRequestInput = z.input<typeof bookingRequestInputSchema>;

/** A flight the customer would like that is not among the sample flights: reaches the operator as a request. */
export const flightRequestInputSchema = z.object({
  from: text(48),
  to: text(48),
  travelDate: isoDateSchema,
  travellers: count(1, limits.flightPassengers),
  userName: text(limits.personName),
  userEmail: emailSchema,
  phone: phoneSchema,
});
export type FlightRequestInput = z.input<typeof flightRequestInputSchema>;

/** One status change, as the operator's history of a booking shows it. */
export const statusChangeSchema = z.object({ status: bookingStatusSchema, at: utcDateTime, by: emailSchema });
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** What only the operator sees about a booking: an internal note and who changed its status when. */
export const bookingOfficeRecordSchema = z.object({
  note: optionalText(limits.text).default(''),
  history: z.array(statusChangeSchema).max(limits.statusHistory).default([]),
});
export type BookingOfficeRecord = z.infer<typeof bookingOfficeRecordSchema>;

// ---- Availability ------------------------------------------------------------------------------------

/** Rooms of one type held per night of one month: '2027-05' with { '10': 2 } = 2 rooms held on 10 May 2027. */
export const roomMonthHoldsSchema = z.object({
  roomId: text(limits.title),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  held: z.record(z.string().regex(/^(0[1-9]|[12]\d|3[01])$/), count(0, limits.roomsOfType)),
});
export type RoomMonthHolds = z.infer<typeof roomMonthHoldsSchema>;

/** Seats taken on one departure of a tour. */
export const departureHoldsSchema = z.object({
  tourId: text(limits.title),
  date: isoDateSchema,
  held: count(0, limits.departureSeats),
});
export type DepartureHolds = z.infer<typeof departureHoldsSchema>;

// ---- Enquiries and e-mail ----------------------------------------------------------------------------

export const enquiryInputSchema = z.object({
  name: text(limits.personName),
  /** An e-mail address or a phone number, as typed. */
  contact: text(limits.email),
  /** What it is about: 'Hotel Aster' or a tour's name. */
  subject: text(limits.title),
  travelDate: z.union([z.literal(''), isoDateSchema]).default(''),
  travellers: count(1, 50).optional(),
  message: text(limits.text),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

export const enquirySchema = enquiryInputSchema.extend({
  id: text(limits.title),
  createdAt: utcDateTime,
  handled: z.boolean(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The templates the e-mail extension knows (seeded into `mailTemplates`); mail names one, never free HTML. */
export const mailTemplates = ['booking-received', 'booking-received-operator', 'booking-confirmed', 'booking-cancelled', 'enquiry', 'password-reset'] as const;
export const mailTemplateSchema = z.enum(mailTemplates);
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export const mailMessageSchema = z.object({
  id: text(limits.title),
  to: emailSchema,
  template: z.object({
    name: mailTemplateSchema,
    data: z.record(z.string(), z.union([z.string().max(limits.text), z.number()])),
  }),
  createdAt: utcDateTime,
  /** The extension's delivery state, when it has picked the message up. */
  delivery: z.object({ state: z.string(), error: z.string().nullish() }).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

// ---- Accounts ----------------------------------------------------------------------------------------

/** The signed-in customer as the app sees it: never a password. */
export const sessionUserSchema = z.object({ id: text(limits.title), name: z.string().max(limits.personName), email: emailSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const adminSessionSchema = z.object({ email: emailSchema });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Credentials as forms send them. */
export const signUpInputSchema = z.object({
  name: text(limits.personName),
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** New admin passwords: long enough to resist guessing (customers' rules are Firebase Auth's). */
export const minAdminPasswordLength = 10;
export const adminPasswordTooShort = `The new password must be at least ${minAdminPasswordLength} characters long.`;

// ---- Articles ----------------------------------------------------------------------------------------

export const articleInputSchema = z.object({
  title: text(limits.title),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(limits.title)
    .regex(/^[\w-]+$/, 'Use letters, digits, hyphens and underscores only'),
  author: text(limits.personName).default('Admin'),
  content: text(limits.articleHtml),
  imageUrl: url.default(''),
  tags: z.array(text(40)).max(limits.tags).default([]),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

export const articleSchema = articleInputSchema.extend({
  id: text(limits.title),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Article = z.infer<typeof articleSchema>;

// ---- Home page content (edited in code, src/content) -------------------------------------------------

export const destinationSchema = z.object({ name: text(limits.title), image: url, tagline: text(limits.listItem) });
export type Destination = z.infer<typeof destinationSchema>;

export const testimonialSchema = z.object({ name: text(limits.personName), image: url, review: text(limits.text), tour: text(limits.title) });
export type Testimonial = z.infer<typeof testimonialSchema>;
