import { z } from 'zod';
import { limits } from '../limits';
import { count, emailSchema, isoDateSchema, optionalText, phoneSchema, rupees, text, utcDateTime } from './fields';
import { enquiryReplySchema } from './enquiry-replies';
import { mealPlanSchema } from './hotel-aster';
import { normalizePhone } from '../domain/phone';
import { optionChoiceSchema, priceLineSchema, travellerSchema } from './pricing';
import { billingSchema, gstRateSchema, sacSchema, tcsSchema } from './tax';
import { bookingMoveSchema } from './alerts';
import { quoteDaySchema, quoteStaySchema } from './quotes';
import { paymentClaimSchema } from './payment-claims';

// What customers ask for and the operator handles: bookings, the rooms and seats they hold, enquiries and e-mail.

// ---- Bookings ----------------------------------------------------------------------------------------

export const bookingStatuses = ['Pending', 'Confirmed', 'Cancelled'] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/**
 * What a booking is for. 'hotel': the partner hotels' bookings of the original site (the samples);
 * 'flightRequest': a flight the customer asked for that is not among the sample flights (no price yet); 'trip': a
 * trip tailored in a quote and accepted, one booking over all its dates (its `plan`), holding its Hotel Aster nights.
 */
export const bookingKinds = ['hotel', 'tour', 'room', 'flight', 'flightRequest', 'trip'] as const;
export const bookingKindSchema = z.enum(bookingKinds);
export type BookingKind = z.infer<typeof bookingKindSchema>;

/** Who drives the travellers, as the operator assigns them to a booking. */
export const driverAssignmentSchema = z.object({
  name: text(limits.personName),
  phone: phoneSchema,
});
export type DriverAssignment = z.infer<typeof driverAssignmentSchema>;

export const bookingReferenceSchema = z.string().regex(/^AST-[2-9A-HJKMNP-Z]{5}$/);

/** A booking's fields, before the rule that ties a missing e-mail to the operator. */
export const bookingFieldsSchema = z.object({
  id: text(limits.title),
  kind: bookingKindSchema.default('hotel'),
  /** The tour, room type, flight or hotel booked. */
  itemId: optionalText(limits.title).optional(),
  itemName: text(limits.title),
  userName: text(limits.personName),
  /**
   * Where the customer's e-mails go. Absent only on a booking the operator made for a caller or walk-in who gave
   * none (bookingSchema refuses it on any other booking); the phone then reaches them.
   */
  userEmail: emailSchema.optional(),
  phone: phoneSchema.optional(),
  /** The customer's account; bookings of the original site and the operator's walk-in bookings (until linked) have none. */
  userId: optionalText(limits.title).optional(),
  /** 'operator': made in the admin for a caller or walk-in (absent: the customer booked it online). */
  madeBy: z.literal('operator').optional(),
  /** Who made an operator booking: the admin's account and address. */
  madeByAdmin: z.object({ uid: text(limits.title), email: emailSchema }).optional(),
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
  /** Room bookings: rooms of the type held each night (absent: one), and the guests by age (`travellers` is both). */
  rooms: count(1, limits.roomsOfType).optional(),
  adults: count(1, limits.tourTravellers).optional(),
  children: count(0, limits.tourTravellers).optional(),
  /** Tour bookings: true when made on one of the tour's fixed departures, whose seats it holds. */
  fixedDeparture: z.boolean().optional(),
  /** Set, by the backend's clock, when the customer asks to cancel; the operator then sets the status. */
  cancellationRequestedAt: utcDateTime.optional(),
  /**
   * Set by the backend when a Pending request's hold lapsed (not confirmed within the operator's hours) and its
   * rooms or seats went back on sale; confirming it holds them again.
   */
  holdReleasedAt: utcDateTime.optional(),
  /**
   * Set by the backend on a request it took without holding rooms or seats (with `holdReleasedAt` at once): the
   * account had not verified its address ('unverified'), or Pending requests already held their share of the room
   * type or departure ('share'). The operator sees why; confirming the request holds them if they are still free.
   */
  notHeld: z.enum(['unverified', 'share']).optional(),
  /**
   * The day the advance is due by, set by the backend when it confirms the booking, from the payment settings of that
   * day (`advanceDueOn` in domain/payment-plan.ts). Absent on bookings confirmed before it was kept: then "due now".
   */
  advanceDueOn: isoDateSchema.optional(),
  /**
   * The advance, in rupees and as the percent it was worked out at, and the balance's days before travel, set with
   * `advanceDueOn` when the booking is confirmed, from the payment settings of that day (`paymentTerms` in
   * domain/payment-plan.ts): the "Confirmed" e-mail, My bookings and the voucher then give the same amounts whatever
   * the settings become. Absent on bookings confirmed before they were kept: then the current settings.
   */
  advanceAmount: rupees(limits.totalPrice).optional(),
  advancePercent: count(0, 100).optional(),
  balanceDueDaysBefore: count(0, limits.balanceDueDays).optional(),
  /** Set by the operator, by the backend's clock, when the advance has reached them (UPI or bank transfer). */
  advanceReceivedAt: utcDateTime.optional(),
  /** Set by the operator when the whole total has reached them. */
  paidInFullAt: utcDateTime.optional(),
  /**
   * Payments the customer says they made by UPI, oldest first, each with its UTR: the operator matches them against
   * the bank's statement and marks the amount received (which sets the claim's `matchedAt`).
   */
  paymentClaims: z.array(paymentClaimSchema).max(limits.paymentClaims).optional(),
  /** The driver the operator assigned to the trip: the customer sees the name and phone on the trip page. */
  driver: driverAssignmentSchema.optional(),
  /**
   * The customer's own copy of the "booking received" e-mail: sent to the account's address, or waiting until the
   * customer has verified that address.
   */
  customerCopy: z.enum(['sent', 'awaiting-verification']).optional(),
  /** Who travels (tours: each traveller's age prices them; names and nationality are for the permits). */
  party: z.array(travellerSchema).max(limits.tourTravellers).optional(),
  /** The tour's options chosen (vehicle, pick-up, drop, excursions, extras), by id. */
  options: optionChoiceSchema.optional(),
  /** Whom the customer asked to be billed: the place of supply of a tour, and a business invoice's GSTIN. */
  billing: billingSchema.optional(),
  /** What the total is made of, line by line, as the backend priced it; the lines add up to the total. */
  lines: z.array(priceLineSchema).max(limits.priceLines).optional(),
  /**
   * Room bookings priced with GST: the stay's taxable value at each rate, night by night as its slab fell, so the
   * tax invoice charges the rates the price was quoted at.
   */
  taxSupplies: z
    .array(
      z.object({
        sac: sacSchema,
        description: text(limits.title),
        taxableValue: rupees(limits.totalPrice),
        rate: gstRateSchema,
      }),
    )
    .max(limits.priceLines)
    .optional(),
  /**
   * An overseas package (Bhutan, Nepal): the TCS priced with it, on its price with GST at the rate of the day it was
   * booked, and a line of its own in `lines`. Its tax invoice collects this TCS.
   */
  tcs: tcsSchema.optional(),
  /** A booking the customer made by accepting a quote: which quote, and which version of it. */
  quote: z.object({ id: text(limits.title), version: count(1, limits.quoteVersions) }).optional(),
  /**
   * A trip tailored in a quote, as accepted: its dates, its day plan (day 1 on the start date) and where each night
   * is spent. Where the trip is each day, and so its alerts and permits, follows from it (domain/trip-places.ts).
   */
  plan: z
    .object({
      startDate: isoDateSchema,
      endDate: isoDateSchema,
      days: z.array(quoteDaySchema).max(limits.quoteDays),
      stays: z.array(quoteStaySchema).max(limits.quoteStays),
    })
    .optional(),
  /**
   * Tour bookings whose travellers need permits: the first date a permit wants their documents by. Set by the
   * backend when the booking is placed; absent when the trip needs no permits (and on bookings made before).
   */
  documentsDueOn: isoDateSchema.optional(),
  /**
   * With `documentsDueOn`: whether every traveller has given what the trip's permits ask. The backend keeps it as
   * the documents are saved, so the dashboard counts the bookings still missing some without reading them.
   */
  documentsComplete: z.boolean().optional(),
});

/** Every booking the customer made has an address; only the operator books for someone without one. */
export const bookingSchema = bookingFieldsSchema.refine(
  (booking) => booking.userEmail !== undefined || booking.madeBy === 'operator',
  { message: 'Please give an e-mail address', path: ['userEmail'] },
);
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What a signed-in customer sends to book a tour, a room or a flight. The price is not in it: the backend
 * prices the booking from the stored tour, room rates or flight, and the rules check that price.
 */
export const bookingRequestFieldsSchema = z.object({
  kind: z.enum(['tour', 'room', 'flight']),
  /** Tour id, room type id or flight id. */
  itemId: text(limits.title),
  userName: text(limits.personName),
  userEmail: emailSchema,
  phone: phoneSchema,
  travelDate: isoDateSchema,
  endDate: isoDateSchema,
  /**
   * The whole party. How many may book, and whether a room stay has its meal plan, the domain says in words
   * (domain/booking-request.ts) once the request reads: a bound here would answer first, with the generic message.
   */
  travellers: z.number().int().min(1).max(limits.requestParty),
  mealPlan: mealPlanSchema.optional(),
  /**
   * Rooms: the guests by age, adults and children under 12 (without them every traveller is an adult), and the
   * rooms of the type wanted each night (absent: one). `travellers` stays the whole party: adults + children.
   */
  adults: z.number().int().min(1).max(limits.requestParty).optional(),
  children: z.number().int().min(0).max(limits.requestParty).optional(),
  rooms: count(1, limits.roomsOfType).optional(),
  /** Tours: each traveller (as many as `travellers`); without it, every traveller is priced as an adult. */
  party: z.array(travellerSchema).max(limits.requestParty).optional(),
  /** Tours: the options chosen, by id. */
  options: optionChoiceSchema.default([]),
  /** Whom to bill: the state of the customer's address, and a GSTIN for a business invoice (absent: not given). */
  billing: billingSchema.optional(),
});

/** What the fields of a request say together, which a customer's request and the operator's walk-in booking share. */
export function requestFieldsTogether(
  input: Pick<
    z.output<typeof bookingRequestFieldsSchema>,
    'travellers' | 'adults' | 'children' | 'party' | 'travelDate' | 'endDate'
  > & {
    kind: string;
  },
  ctx: z.RefinementCtx,
): void {
  const problem = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
  if (input.party !== undefined && input.party.length !== input.travellers)
    problem('Please give the details of each traveller', 'party');
  const guests = input.adults === undefined ? null : input.adults + (input.children ?? 0);
  if (guests === null ? (input.children ?? 0) >= input.travellers : guests !== input.travellers)
    problem('The adults and children must add up to the guests', 'travellers');
  if (input.endDate < input.travelDate) problem('The end date is before the start date', 'endDate');
  if (input.kind === 'flight' && input.travellers > limits.flightPassengers)
    problem(`At most ${limits.flightPassengers} passengers`, 'travellers');
}

/** The fields, checked together: a party for each traveller, guests that add up, dates in order. */
export const bookingRequestInputSchema = bookingRequestFieldsSchema.superRefine(requestFieldsTogether);
export type BookingRequestInput = z.input<typeof bookingRequestInputSchema>;
export type BookingRequest = z.output<typeof bookingRequestInputSchema>;

/** A flight the customer would like that is not among the sample flights: reaches the operator as a request. */
export const flightRequestInputSchema = z.object({
  from: text(limits.flightRequestPlace),
  to: text(limits.flightRequestPlace),
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

/** A reminder e-mail the operator sent about travellers' missing documents: when, by whom, and what was missing. */
export const documentsReminderSchema = z.object({ at: utcDateTime, by: emailSchema, missing: text(limits.text) });
export type DocumentsReminder = z.infer<typeof documentsReminderSchema>;

/** What only the operator sees about a booking: an internal note and who changed its status when. */
export const bookingOfficeRecordSchema = z.object({
  note: optionalText(limits.text).default(''),
  history: z.array(statusChangeSchema).max(limits.statusHistory).default([]),
  /** The reminders the operator sent about travellers' missing documents, oldest first. */
  reminders: z.array(documentsReminderSchema).max(limits.statusHistory).optional(),
  /** The operator's moves of the booking to another date (a road closed, a departure moved), oldest first. */
  moves: z.array(bookingMoveSchema).max(limits.statusHistory).optional(),
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
  travellers: count(1, limits.enquiryTravellers).optional(),
  message: text(limits.text),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

/**
 * A new enquiry as the backend accepts it: the contact must be an e-mail address or a phone number, because the
 * operator's reply links are built from it. (Stored enquiries keep whatever older forms accepted.)
 */
export const enquiryRequestSchema = enquiryInputSchema.extend({
  contact: text(limits.email).refine((value) => emailSchema.safeParse(value.trim()).success || normalizePhone(value) !== null, {
    message: 'Please give an e-mail address or a phone number.',
  }),
});

export const enquirySchema = enquiryInputSchema.extend({
  id: text(limits.title),
  createdAt: utcDateTime,
  handled: z.boolean(),
  /** Set when a quote answering it was accepted: the booking's reference (the enquiry is then closed). */
  bookedAs: bookingReferenceSchema.optional(),
  /** The operator's replies, oldest first (absent until the first). */
  replies: z.array(enquiryReplySchema).max(limits.enquiryReplies).optional(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** The templates the e-mail extension knows (seeded into `mailTemplates`); mail names one, never free HTML. */
export const mailTemplates = [
  'booking-received',
  'booking-received-operator',
  'booking-confirmed',
  'booking-cancelled',
  'enquiry',
  'enquiry-reply',
  'password-reset',
  'documents-reminder',
  'quote',
  'quote-change',
  'travel-alert',
  'booking-moved',
  'tax-document',
  'payment-claimed',
] as const;
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
