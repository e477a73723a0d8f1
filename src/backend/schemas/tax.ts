import { z } from 'zod';
import { gstinProblem, panPattern, tanPattern } from '../domain/gst/gstin';
import { defaultSeriesPrefixes, documentKinds, prefixProblem } from '../domain/gst/document-numbers';
import { isStateCode, outsideIndia, type StateCode } from '../domain/gst/indian-states';
import { defaultTcsPeriods } from '../domain/gst/tcs';
import { limits } from '../limits';
import { emailSchema, isoDateSchema, optionalText, rupees, text, utcDateTime } from './fields';

// ---- Tax settings ----------------------------------------------------------------------------------------

/**
 * How the operator's bookings are taxed and their tax documents written: the business as its GST registration
 * names it, each kind of booking's SAC and treatment (choices the operator's chartered accountant confirms), the
 * TCS rates on overseas packages by the date they apply from, and each document series' prefix. Everyone reads it
 * (the booking forms price the tax, every document prints the supplier), so nothing secret belongs here: a GSTIN,
 * PAN and TAN are printed on the operator's own bills.
 */

const orEmpty = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
export const panSchema = z.string().trim().toUpperCase().regex(panPattern, 'Expected a PAN such as AAAPA1234A');
export const tanSchema = z.string().trim().toUpperCase().regex(tanPattern, 'Expected a TAN such as DELA12345B');
/** A services accounting code: six digits starting 99. */
export const sacSchema = z.string().regex(/^99\d{4}$/, 'Expected a SAC of six digits such as 998555');
export const seriesPrefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = prefixProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A GST rate in percent. */
export const gstRateSchema = z.number().min(0).max(limits.gstRate);

export const tcsPeriodSchema = z.object({
  from: isoDateSchema,
  rate: gstRateSchema,
  threshold: rupees(limits.totalPrice),
  rateAbove: gstRateSchema,
});

export const taxSettingsSchema = z.object({
  legalName: optionalText(limits.title).default(''),
  address: optionalText(limits.listItem).default(''),
  gstin: orEmpty(gstinSchema).default(''),
  pan: orEmpty(panSchema).default(''),
  tan: orEmpty(tanSchema).default(''),
  tour: z
    .object({ sac: sacSchema.default('998555'), treatment: z.enum(['gross', 'credit']).default('gross') })
    .default({ sac: '998555', treatment: 'gross' }),
  room: z
    .object({
      sac: sacSchema.default('996311'),
      threshold: rupees(limits.roomRate).default(7500),
      lowRate: gstRateSchema.default(5),
      highRate: gstRateSchema.default(18),
      mealsCount: z.boolean().default(true),
    })
    .default({ sac: '996311', threshold: 7500, lowRate: 5, highRate: 18, mealsCount: true }),
  flight: z
    .object({
      sac: sacSchema.default('998555'),
      treatment: z.enum(['fee', 'none']).default('fee'),
      serviceFee: rupees(limits.price).default(0),
      rate: gstRateSchema.default(18),
    })
    .default({ sac: '998555', treatment: 'fee', serviceFee: 0, rate: 18 }),
  tcs: z
    .array(tcsPeriodSchema)
    .max(limits.tcsPeriods)
    .refine(
      (periods) => new Set(periods.map((period) => period.from)).size === periods.length,
      'Two TCS rates start on the same day.',
    )
    .default(defaultTcsPeriods),
  series: z
    .object({
      invoice: seriesPrefixSchema.default(defaultSeriesPrefixes.invoice),
      receipt: seriesPrefixSchema.default(defaultSeriesPrefixes.receipt),
      refund: seriesPrefixSchema.default(defaultSeriesPrefixes.refund),
      creditNote: seriesPrefixSchema.default(defaultSeriesPrefixes.creditNote),
    })
    .default({ ...defaultSeriesPrefixes })
    .refine((series) => new Set(Object.values(series)).size === 4, 'Each series needs a prefix of its own.'),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>;

export const defaultTaxSettings: TaxSettings = taxSettingsSchema.parse({});

// ---- Tax documents ---------------------------------------------------------------------------------------

export const stateCodeSchema = z
  .string()
  .refine(isStateCode, 'Expected a state code such as 11') as unknown as z.ZodType<StateCode>;

/** A customer whose address is outside India (kept with the states: pricing a tax needs it, not zod). */
export { outsideIndia };

/**
 * Whom a booking is billed to, as the customer gives it when booking: the state of their address (the place of
 * supply of a tour), and for a business invoice a GSTIN, whose first two digits then decide the state, and the
 * business's name. What the tax invoice is made out to unless the operator gives otherwise. On an overseas package
 * their PAN too: the TCS collected is credited against it, and is higher without one.
 */
export const billingSchema = z
  .object({
    state: z.union([stateCodeSchema, z.literal(outsideIndia)]),
    gstin: orEmpty(gstinSchema).optional(),
    businessName: optionalText(limits.title).optional(),
    pan: orEmpty(panSchema).optional(),
  })
  .transform((billing) => (billing.gstin ? { ...billing, state: billing.gstin.slice(0, 2) as StateCode } : billing));
export type Billing = z.output<typeof billingSchema>;
const money = z.number().min(-limits.totalPrice).max(limits.totalPrice);

/** The TCS on an overseas package, as priced with the booking and charged on its invoice (domain/gst/tcs.ts). */
export const tcsSchema = z.object({
  base: money,
  rate: gstRateSchema,
  rateAbove: gstRateSchema,
  threshold: money,
  withoutPan: z.boolean(),
  amount: money,
});

/** Whom a document is made out to, beyond the booking's name: what the operator gives when issuing it. */
export const documentRecipientInputSchema = z.object({
  businessName: optionalText(limits.title).optional(),
  gstin: orEmpty(gstinSchema).optional(),
  address: optionalText(limits.listItem).optional(),
  state: stateCodeSchema.optional(),
});

export const issueDocumentInputSchema = z.object({
  bookingId: text(limits.title),
  kind: z.enum(documentKinds),
  /** A receipt voucher: the amount received, in rupees. */
  amount: rupees(limits.totalPrice).optional(),
  recipient: documentRecipientInputSchema.optional(),
});
export type IssueDocumentInput = z.input<typeof issueDocumentInputSchema>;

const documentLineSchema = z.object({
  sac: sacSchema,
  description: text(limits.title),
  taxableValue: money,
  rate: gstRateSchema,
  cgst: money,
  sgst: money,
  igst: money,
});

/** A receipt voucher an invoice settles: its number and date, and the part of its lines the invoice adjusts. */
const adjustedAdvanceSchema = z.object({
  number: z.string().regex(/^[A-Z0-9/-]{1,16}$/),
  date: isoDateSchema,
  placeOfSupply: stateCodeSchema,
  placeOfSupplyName: text(limits.title),
  lines: z.array(documentLineSchema).max(limits.priceLines),
});

/** A tax document as issued: every field of its content, who issued it and when. Never changed after. */
export const taxDocumentSchema = z.object({
  id: text(limits.title),
  bookingId: text(limits.title),
  bookingReference: optionalText(limits.title).optional(),
  /** The customer's account ('' for a walk-in booking without one). */
  userId: optionalText(limits.title),
  sequence: z.number().int().min(1),
  issuedAt: utcDateTime,
  issuedBy: emailSchema,
  kind: z.enum(documentKinds),
  title: text(limits.title),
  number: z.string().regex(/^[A-Z0-9/-]{1,16}$/),
  financialYear: z.string().regex(/^\d{4}-\d{2}$/),
  date: isoDateSchema,
  supplier: z.object({
    legalName: text(limits.title),
    address: text(limits.listItem),
    gstin: gstinSchema,
    state: stateCodeSchema,
  }),
  recipient: z.object({
    name: text(limits.personName),
    businessName: optionalText(limits.title).optional(),
    gstin: orEmpty(gstinSchema).optional(),
    address: optionalText(limits.listItem).optional(),
    state: stateCodeSchema.optional(),
  }),
  placeOfSupply: stateCodeSchema,
  placeOfSupplyName: text(limits.title),
  reverseCharge: z.literal(false),
  /** An invoice: the advances (receipt vouchers not repaid) it settles, for GSTR-1's advances adjusted (11B). */
  advances: z.array(adjustedAdvanceSchema).max(limits.priceLines).optional(),
  lines: z.array(documentLineSchema).max(limits.priceLines),
  untaxed: money,
  taxableValue: money,
  cgst: money,
  sgst: money,
  igst: money,
  tcs: tcsSchema.optional(),
  total: money,
  totalInWords: text(limits.listItem),
  against: z.object({ number: z.string().max(limits.documentNumber), date: isoDateSchema }).optional(),
});
export type TaxDocument = z.infer<typeof taxDocumentSchema>;
