import { z } from 'zod';
import { limits } from '../limits';
import { count, emailSchema, isoDateSchema, optionalText, text, utcDateTime } from './fields';
import { idTypeSchema } from './permits';
import { genderSchema, travellerAgeSchema } from './pricing';

// Travellers' identity documents for the permits, and the operator's record of each permit filed. The most
// sensitive data the site holds: readable by the booking's customer and the operator only, written by the backend.

/** The files a traveller gives: the photo ID itself, a passport-size photo and, from a foreign national, the Indian visa. */
export const travellerFileKinds = ['id', 'photo', 'visa'] as const;
export const travellerFileKindSchema = z.enum(travellerFileKinds);
export type TravellerFileKind = z.infer<typeof travellerFileKindSchema>;

/** What the site accepts as a file: pictures and PDF, of at most limits.travellerFileBytes (storage.rules checks the same). */
export const travellerFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** An ID number as printed: letters, digits, spaces and dashes (Aadhaar 1234 5678 9012, passport Z1234567). */
export const idNumberSchema = z
  .string()
  .trim()
  .min(4, 'Please enter the ID number')
  .max(limits.idNumber)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, 'Letters, digits, spaces and dashes only');

/** Where a traveller's file lives in the private bucket path: `travellerDocuments/<uid>/<booking>/<index>/<kind>`. */
export const travellerFilePathSchema = z
  .string()
  .regex(/^travellerDocuments\/[^/]{1,128}\/[^/]{1,128}\/\d{1,2}\/(id|photo|visa)$/);

/** One traveller's documents, by their place in the booking's party; anything may still be missing. */
export const travellerDocumentSchema = z.object({
  idType: idTypeSchema.optional(),
  idNumber: idNumberSchema.optional(),
  idPath: travellerFilePathSchema.optional(),
  idUploadedAt: utcDateTime.optional(),
  photoPath: travellerFilePathSchema.optional(),
  photoUploadedAt: utcDateTime.optional(),
  visaPath: travellerFilePathSchema.optional(),
  visaUploadedAt: utcDateTime.optional(),
});
export type TravellerDocument = z.infer<typeof travellerDocumentSchema>;

/** `travellerDocuments/{bookingId}`: the documents of a booking's travellers, in the order of its party. */
export const travellerDocumentsSchema = z.object({
  bookingId: text(limits.title),
  /** The booking's customer: the only account besides the operator that may read them. */
  userId: text(limits.title),
  /** The trip's last day: documents are deleted some weeks after it. */
  endDate: isoDateSchema,
  travellers: z.array(travellerDocumentSchema).max(limits.tourTravellers),
  updatedAt: utcDateTime,
});
export type TravellerDocuments = z.infer<typeof travellerDocumentsSchema>;

/**
 * What a customer sends for one traveller: the ID's type and number and, once uploaded, the files' paths. The
 * backend checks that the booking is theirs and that the paths are the ones it gave out for that traveller.
 */
export const travellerDocumentsInputSchema = z.object({
  bookingId: text(limits.title),
  travellerIndex: count(0, limits.tourTravellers - 1),
  idType: idTypeSchema,
  idNumber: idNumberSchema,
  idPath: travellerFilePathSchema.optional(),
  photoPath: travellerFilePathSchema.optional(),
  visaPath: travellerFilePathSchema.optional(),
  /**
   * The traveller's full name, gender and (an adult's) age as on the ID, for a request that did not give them: the
   * request asks only what the operator needs to answer it, the permits ask the rest before their due date.
   */
  name: text(limits.personName).optional(),
  gender: genderSchema.optional(),
  age: travellerAgeSchema.optional(),
});
export type TravellerDocumentsInput = z.input<typeof travellerDocumentsInputSchema>;

// ---- The operator's filings -----------------------------------------------------------------------------

export const permitFilingStates = ['to-file', 'filed', 'issued', 'refused'] as const;
export const permitFilingStateSchema = z.enum(permitFilingStates);
export type PermitFilingState = z.infer<typeof permitFilingStateSchema>;

export const permitFilingStateLabels: Record<PermitFilingState, string> = {
  'to-file': 'To file',
  filed: 'Filed',
  issued: 'Issued',
  refused: 'Refused',
};

/** `permitFilings/{bookingId}_{permitId}_{date}`: how far the operator has got with one permit of one booking. */
export const permitFilingSchema = z
  .object({
    bookingId: text(limits.title),
    permitId: text(limits.title),
    /** The day of the trip the permit is for. */
    date: isoDateSchema,
    state: permitFilingStateSchema,
    /** The permit's number, once issued. */
    number: optionalText(limits.idNumber).default(''),
    updatedAt: utcDateTime,
    by: emailSchema,
  })
  .refine((filing) => filing.state !== 'issued' || filing.number !== '', {
    message: 'Please enter the permit number',
    path: ['number'],
  });
export type PermitFiling = z.infer<typeof permitFilingSchema>;
export type PermitFilingInput = Omit<z.input<typeof permitFilingSchema>, 'updatedAt' | 'by'>;

export const permitFilingId = (filing: Pick<PermitFiling, 'bookingId' | 'permitId' | 'date'>) =>
  `${filing.bookingId}_${filing.permitId}_${filing.date}`;

/** A booking whose trip ended long enough ago that its documents are due for deletion. */
export interface ExpiredTravellerDocuments {
  bookingId: string;
  endDate: string;
  travellers: number;
}

/** The operator's reminder of what a booking's travellers still have to give, and by when ('' when unknown). */
export const documentsReminderInputSchema = z.object({
  bookingId: text(limits.title),
  missing: text(limits.text),
  dueDate: z.union([z.literal(''), isoDateSchema]),
});

/** The bookings whose travellers' documents the operator deletes after the trip. */
export const documentsPurgeInputSchema = z.object({
  bookingIds: z.array(text(limits.title)).max(limits.documentsPurged, `At most ${limits.documentsPurged} trips at a time.`),
});
