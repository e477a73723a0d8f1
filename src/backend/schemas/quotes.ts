import { z } from 'zod';
import { limits } from '../limits';
import { count, emailSchema, isoDateSchema, optionalText, phoneSchema, rupees, text, utcDateTime } from './fields';
import { priceLineSchema, travellerSchema } from './pricing';
import { billingSchema } from './tax';

// Quotes: a trip the operator tailors for one customer (from an enquiry or from nothing), sent as a link the
// customer reads without an account, asks to change, and accepts into a Pending booking.

/** A quote's token: at least 128 random bits, as 48 hex characters (192 bits). */
export const quoteTokenSchema = z.string().regex(/^[0-9a-f]{48}$/, 'Not a quote link');

export const quoteCustomerSchema = z.object({
  name: text(limits.personName),
  /** Where the quote's e-mail goes; a caller known only by phone gets the link on WhatsApp. */
  email: z.union([z.literal(''), emailSchema]).default(''),
  phone: z.union([z.literal(''), phoneSchema]).default(''),
});
export type QuoteCustomer = z.infer<typeof quoteCustomerSchema>;

/** One day of the plan (day numbers follow the order). */
export const quoteDaySchema = z.object({ title: text(limits.title), description: optionalText(limits.text).default('') });
export type QuoteDay = z.infer<typeof quoteDaySchema>;

/** Where the travellers sleep one night; a night at Hotel Aster names the room type, and is held when accepted. */
export const quoteStaySchema = z.object({
  night: isoDateSchema,
  place: text(limits.title),
  hotel: optionalText(limits.title).default(''),
  /** A Hotel Aster room type's id: the booking holds its rooms that night. */
  roomTypeId: optionalText(limits.title).default(''),
  rooms: count(1, limits.roomsOfType).default(1),
});
export type QuoteStay = z.infer<typeof quoteStaySchema>;

/** What the operator writes: everything the customer reads. */
export const quoteContentSchema = z
  .object({
    title: text(limits.title),
    customer: quoteCustomerSchema,
    /** The tour the plan started from: a fixed departure of it on the start date holds seats when accepted. */
    tourId: optionalText(limits.title).default(''),
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    party: z.array(travellerSchema).min(1, 'Please add the travellers').max(limits.tourTravellers),
    days: z.array(quoteDaySchema).max(limits.quoteDays).default([]),
    stays: z.array(quoteStaySchema).max(limits.quoteStays).default([]),
    vehicle: optionalText(limits.title).default(''),
    inclusions: z.array(text(limits.listItem)).max(limits.quoteListItems).default([]),
    exclusions: z.array(text(limits.listItem)).max(limits.quoteListItems).default([]),
    /**
     * The price, line by line: the operator's own lines, then the GST and, on an overseas trip, the TCS, which the
     * backend works out again whenever it stores the quote (lines of those kinds sent by a browser are replaced).
     */
    lines: z.array(priceLineSchema).min(1, 'Please add a price line').max(limits.priceLines),
    /**
     * Whom to bill, as the operator heard it from the customer: the state of their address (the place of supply of
     * the trip's GST), a GSTIN and business name for a business invoice, and on an overseas trip the PAN.
     */
    billing: billingSchema.optional(),
    /** A trip to Bhutan or Nepal: an overseas tour programme package, which collects TCS. */
    overseas: z.boolean().default(false),
    /** The last day the quote can be accepted (inclusive, India's calendar). */
    validUntil: isoDateSchema,
    /** A note to the customer above the plan. */
    note: optionalText(limits.text).default(''),
  })
  .refine((quote) => quote.endDate >= quote.startDate, { message: 'The trip ends before it starts', path: ['endDate'] });
export type QuoteContent = z.infer<typeof quoteContentSchema>;
export type QuoteContentInput = z.input<typeof quoteContentSchema>;

/** One version as the customer received it. Older versions are superseded by the next. */
export const quoteVersionSchema = z.object({
  version: count(1, limits.quoteVersions),
  sentAt: utcDateTime,
  /** The admin who sent it. */
  by: emailSchema,
  content: quoteContentSchema,
  total: rupees(limits.totalPrice),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/** The customer's message back ("Ask for a change"), on the version they were reading. */
export const quoteChangeRequestSchema = z.object({
  at: utcDateTime,
  version: count(1, limits.quoteVersions),
  message: text(limits.text),
});
export type QuoteChangeRequest = z.infer<typeof quoteChangeRequestSchema>;

export const quoteStates = ['draft', 'sent', 'viewed', 'accepted', 'expired'] as const;
export type QuoteState = (typeof quoteStates)[number];

/** quotes/{id}: admins only; the customer reaches it through the server with its token. */
export const quoteSchema = z.object({
  id: text(limits.title),
  token: quoteTokenSchema,
  enquiryId: optionalText(limits.title).default(''),
  createdAt: utcDateTime,
  updatedAt: utcDateTime,
  /** The working copy the operator edits; sending it makes a version when it differs from the last one sent. */
  content: quoteContentSchema,
  total: rupees(limits.totalPrice),
  /** Every version sent, oldest first; the last is what the customer's link shows. */
  versions: z.array(quoteVersionSchema).max(limits.quoteVersionsKept).default([]),
  /** The latest version the customer has opened, and when they first opened it. */
  viewedVersion: count(0, limits.quoteVersions).default(0),
  viewedAt: utcDateTime.optional(),
  changeRequests: z.array(quoteChangeRequestSchema).max(limits.quoteChangeRequests).default([]),
  /** Set when the customer accepted: the version, and the Pending booking it became. */
  accepted: z
    .object({
      version: count(1, limits.quoteVersions),
      at: utcDateTime,
      bookingId: text(limits.title),
      reference: text(limits.bookingReference),
      userId: text(limits.title),
    })
    .optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** What the admin saves: the content, for a new quote (no id) or an existing one. */
export const quoteDraftInputSchema = z.object({
  id: optionalText(limits.title).optional(),
  enquiryId: optionalText(limits.title).default(''),
  content: quoteContentSchema,
});
export type QuoteDraftInput = z.input<typeof quoteDraftInputSchema>;
export type QuoteDraft = z.output<typeof quoteDraftInputSchema>;

/**
 * Which quote the operator sends, and the site's address its link starts with (the admin panel's own; none in a
 * test without a page).
 */
export const quoteSendInputSchema = z.object({
  id: text(limits.title),
  origin: z
    .string()
    .max(limits.url)
    .regex(/^(https?:\/\/[^/\s]+)?$/, 'Expected a site address such as https://example.com'),
});

/** What the customer's link shows: the latest version sent, and where the quote stands. */
export const quoteViewSchema = z.object({
  version: count(1, limits.quoteVersions),
  sentAt: utcDateTime,
  content: quoteContentSchema,
  total: rupees(limits.totalPrice),
  state: z.enum(quoteStates),
  /** True when the customer had opened an earlier version: this one changed since. */
  changedSinceViewed: z.boolean(),
  changeRequests: z.array(quoteChangeRequestSchema).max(limits.quoteChangeRequests),
  /** Once accepted: the booking's reference. */
  acceptedReference: optionalText(limits.bookingReference).default(''),
});
export type QuoteView = z.infer<typeof quoteViewSchema>;

export const quoteChangeInputSchema = z.object({ token: quoteTokenSchema, message: text(limits.text) });
/** The customer accepts a version, billed as they say (absent: as the quote names them). */
export const quoteAcceptInputSchema = z.object({
  token: quoteTokenSchema,
  version: count(1, limits.quoteVersions),
  billing: billingSchema.optional(),
});
export const quoteReadInputSchema = z.object({ token: quoteTokenSchema });
