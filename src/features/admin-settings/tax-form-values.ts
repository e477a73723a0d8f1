import { z } from 'zod';
import { limits } from '@/backend/limits';
import {
  gstinSchema,
  panSchema,
  sacSchema,
  seriesPrefixSchema,
  tanSchema,
  taxSettingsSchema,
  type TaxSettings,
} from '@/backend/schemas';

/**
 * The tax settings form: what it holds (text, as typed) and its checks, each made with the backend's own schema
 * for the field, so the form never accepts what the backend would refuse.
 */
export interface TcsRow {
  from: string;
  rate: string;
  threshold: string;
  rateAbove: string;
}

export interface TaxFormValues {
  legalName: string;
  address: string;
  gstin: string;
  pan: string;
  tan: string;
  tourSac: string;
  tourTreatment: 'gross' | 'credit';
  roomSac: string;
  roomThreshold: string;
  roomLowRate: string;
  roomHighRate: string;
  roomMealsCount: boolean;
  flightSac: string;
  flightTreatment: 'fee' | 'none';
  flightServiceFee: string;
  flightRate: string;
  tcs: TcsRow[];
  invoicePrefix: string;
  receiptPrefix: string;
  refundPrefix: string;
  creditNotePrefix: string;
}

export function taxFormValues(settings: TaxSettings): TaxFormValues {
  return {
    legalName: settings.legalName,
    address: settings.address,
    gstin: settings.gstin,
    pan: settings.pan,
    tan: settings.tan,
    tourSac: settings.tour.sac,
    tourTreatment: settings.tour.treatment,
    roomSac: settings.room.sac,
    roomThreshold: String(settings.room.threshold),
    roomLowRate: String(settings.room.lowRate),
    roomHighRate: String(settings.room.highRate),
    roomMealsCount: settings.room.mealsCount,
    flightSac: settings.flight.sac,
    flightTreatment: settings.flight.treatment,
    flightServiceFee: String(settings.flight.serviceFee),
    flightRate: String(settings.flight.rate),
    tcs: settings.tcs.map((period) => ({
      from: period.from,
      rate: String(period.rate),
      threshold: String(period.threshold),
      rateAbove: String(period.rateAbove),
    })),
    invoicePrefix: settings.series.invoice,
    receiptPrefix: settings.series.receipt,
    refundPrefix: settings.series.refund,
    creditNotePrefix: settings.series.creditNote,
  };
}

/** The first problem the schema finds with the value, in the schema's own words. */
const checkedBy =
  (schema: z.ZodType, optional = false) =>
  (value: string, context: z.RefinementCtx) => {
    if (optional && value.trim() === '') return;
    const result = schema.safeParse(value);
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Please check this.' });
  };

const rate = z
  .string()
  .trim()
  .refine(
    (value) => /^\d+(\.\d{1,2})?$/.test(value) && Number(value) <= limits.gstRate,
    `Please enter a rate from 0 to ${limits.gstRate}, like 5 or 18.`,
  );
const rupees = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) <= max, 'Please enter whole rupees, like 7500.');
const optional = (max: number, what: string) => z.string().trim().max(max, `Please keep the ${what} to ${max} characters.`);

export const taxFormSchema = z
  .object({
    legalName: optional(limits.title, 'legal name'),
    address: optional(limits.listItem, 'address'),
    gstin: z.string().trim().superRefine(checkedBy(gstinSchema, true)),
    pan: z.string().trim().superRefine(checkedBy(panSchema, true)),
    tan: z.string().trim().superRefine(checkedBy(tanSchema, true)),
    tourSac: z.string().trim().superRefine(checkedBy(sacSchema)),
    tourTreatment: z.enum(['gross', 'credit']),
    roomSac: z.string().trim().superRefine(checkedBy(sacSchema)),
    roomThreshold: rupees(limits.roomRate),
    roomLowRate: rate,
    roomHighRate: rate,
    roomMealsCount: z.boolean(),
    flightSac: z.string().trim().superRefine(checkedBy(sacSchema)),
    flightTreatment: z.enum(['fee', 'none']),
    flightServiceFee: rupees(limits.price),
    flightRate: rate,
    tcs: z
      .array(
        z.object({
          from: z
            .string()
            .trim()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give the first day the rate applies.'),
          rate,
          threshold: rupees(limits.totalPrice),
          rateAbove: rate,
        }),
      )
      .max(limits.tcsPeriods),
    invoicePrefix: z.string().trim().superRefine(checkedBy(seriesPrefixSchema)),
    receiptPrefix: z.string().trim().superRefine(checkedBy(seriesPrefixSchema)),
    refundPrefix: z.string().trim().superRefine(checkedBy(seriesPrefixSchema)),
    creditNotePrefix: z.string().trim().superRefine(checkedBy(seriesPrefixSchema)),
  })
  .superRefine((values, context) => {
    const prefixes = [values.invoicePrefix, values.receiptPrefix, values.refundPrefix, values.creditNotePrefix].map((prefix) =>
      prefix.trim().toUpperCase(),
    );
    if (new Set(prefixes).size < prefixes.length)
      context.addIssue({ code: 'custom', path: ['creditNotePrefix'], message: 'Each series needs a prefix of its own.' });
    const days = values.tcs.map((row) => row.from.trim());
    if (new Set(days).size < days.length)
      context.addIssue({ code: 'custom', path: ['tcs'], message: 'Two TCS rates start on the same day.' });
  }) satisfies z.ZodType<TaxFormValues, TaxFormValues>;

/** What saveTaxSettings stores, from checked form values. */
export const toTaxSettings = (values: TaxFormValues): TaxSettings =>
  taxSettingsSchema.parse({
    legalName: values.legalName,
    address: values.address,
    gstin: values.gstin.trim().toUpperCase(),
    pan: values.pan.trim().toUpperCase(),
    tan: values.tan.trim().toUpperCase(),
    tour: { sac: values.tourSac.trim(), treatment: values.tourTreatment },
    room: {
      sac: values.roomSac.trim(),
      threshold: Number(values.roomThreshold),
      lowRate: Number(values.roomLowRate),
      highRate: Number(values.roomHighRate),
      mealsCount: values.roomMealsCount,
    },
    flight: {
      sac: values.flightSac.trim(),
      treatment: values.flightTreatment,
      serviceFee: Number(values.flightServiceFee),
      rate: Number(values.flightRate),
    },
    tcs: values.tcs
      .map((row) => ({
        from: row.from.trim(),
        rate: Number(row.rate),
        threshold: Number(row.threshold),
        rateAbove: Number(row.rateAbove),
      }))
      .sort((a, b) => a.from.localeCompare(b.from)),
    series: {
      invoice: values.invoicePrefix,
      receipt: values.receiptPrefix,
      refund: values.refundPrefix,
      creditNote: values.creditNotePrefix,
    },
  });
