import type { z } from 'zod';
import { parseEach, parseInput, parseOne } from '../parse';
import { articleSearchTerms } from '../domain/article-search';
import { bookingSearchKeys, searchableEmail, searchableName } from '../domain/booking-search';
import {
  articleImages,
  hotelAsterImages,
  hotelImages,
  storagePaths,
  tourImages,
  type StoragePathOf,
} from '../domain/image-usage';
import { tourDays } from '../domain/tour-query';
import { bookingPolicySchema } from '../domain/booking-policy';
import {
  alertSchema,
  articleSchema,
  bookingOfficeRecordSchema,
  bookingSchema,
  businessSettingsSchema,
  departureHoldsSchema,
  enquirySchema,
  flightSchema,
  hotelAsterProfileSchema,
  hotelSchema,
  mailMessageSchema,
  notificationSettingsSchema,
  paymentSettingsSchema,
  taxSettingsSchema,
  peakPeriodsSchema,
  permitTypeSchema,
  replyTemplatesSchema,
  roomMonthHoldsSchema,
  roomTypeSchema,
  tourSchema,
} from '../schemas';
import { storedBookingFieldNames, type DerivedFields } from './stored-fields';

export { parseInput };

/**
 * Stored documents <-> entities, for every kind of document the firebase adapter keeps: the one place that decides
 * how a document is stored, which firestore.rules, the composite indexes and the seed all rely on. Pure on purpose
 * (no `firebase/*` import): the adapter hands over plain `{ id, data }` pairs, so these run in unit tests and in
 * the seed scripts without an emulator. Reading parses with zod (a malformed document is skipped with a warning,
 * never trusted); writing validates the entity and adds the fields Firestore queries need (`days`, `imagePaths`,
 * `searchTerms`, `searchName`, `searchEmail`), which zod strips again on the way back.
 *
 * Times: entities carry ISO strings. Fields listed in `timeFields` are stored as Firestore Timestamps; `toFields`
 * still gives ISO strings there, and each writer turns them into its own Timestamp type (the adapter into
 * `serverTimestamp()` for new documents, the seed scripts into dates). Reading turns Timestamps back into ISO.
 */

export type DocumentFields = Record<string, unknown>;

/** What the adapter reads from a document snapshot: its id and its data. */
export interface StoredDocument {
  id: string;
  data: DocumentFields;
}

/** A Timestamp of any Firebase SDK (web, Lite, Admin): something with toDate(). */
function hasToDate(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function';
}

function normalizeFields(data: DocumentFields): DocumentFields {
  const out: DocumentFields = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = hasToDate(value) ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Firestore refuses `undefined` anywhere in written data, so absent optional fields are dropped. */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const out: DocumentFields = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined) out[key] = withoutUndefined(inner);
    }
    return out;
  }
  return value;
}

/** Validated input as document fields, without derived fields (for partial writes). */
export function inputFields<S extends z.ZodType>(schema: S, value: unknown): DocumentFields {
  return withoutUndefined(parseInput(schema, value)) as DocumentFields;
}

interface TimeFields {
  /** Fields stored as Timestamps (given as ISO strings by toFields). */
  readonly timeFields: readonly string[];
}

export interface EntityConverter<T extends { id: string }> extends TimeFields {
  /** One document, or null (with a console.warn) when it does not match the schema. */
  fromDocument: (doc: StoredDocument) => T | null;
  /** Every document that matches the schema; the others are skipped with a console.warn. */
  fromDocuments: (docs: StoredDocument[]) => T[];
  /** The fields to store: the entity validated, without its id (the document id carries it), plus derived fields. */
  toFields: (entity: T) => DocumentFields;
}

/** A document whose id is not part of the entity (settings, Hotel Aster's profile, counters, notes). */
export interface ValueConverter<T> extends TimeFields {
  /** The value, or null when the document is missing (silently) or malformed (with a console.warn). */
  fromData: (data: DocumentFields | undefined, id: string) => T | null;
  toFields: (value: T) => DocumentFields;
}

interface ConverterOptions<T> {
  /** Fields computed from the validated entity, stored beside it for queries. */
  derive?: (entity: T) => DocumentFields;
  /** Code name -> stored name, for collections that keep older field names. */
  storedNames?: Readonly<Record<string, string>>;
  timeFields?: readonly string[];
}

function renameFields(fields: DocumentFields, names: Readonly<Record<string, string>> | undefined): DocumentFields {
  if (!names) return fields;
  const out: DocumentFields = {};
  for (const [key, value] of Object.entries(fields)) out[names[key] ?? key] = value;
  return out;
}

const inverted = (names: Readonly<Record<string, string>> | undefined) =>
  names && Object.fromEntries(Object.entries(names).map(([code, stored]) => [stored, code]));

export function entityConverter<S extends z.ZodType<{ id: string }>>(
  schema: S,
  what: string,
  options: ConverterOptions<z.infer<S>> = {},
): EntityConverter<z.infer<S>> {
  const codeNames = inverted(options.storedNames);
  // The document id is the entity id: an `id` field inside the data is never trusted over it.
  const toEntityShape = (doc: StoredDocument): DocumentFields => ({
    ...renameFields(normalizeFields(doc.data), codeNames),
    id: doc.id,
  });
  return {
    timeFields: options.timeFields ?? [],
    fromDocument: (doc) => parseOne(schema, toEntityShape(doc), what),
    fromDocuments: (docs) => parseEach(schema, docs.map(toEntityShape), what),
    toFields: (entity) => {
      const parsed = parseInput(schema, entity);
      const { id: _id, ...fields } = parsed;
      return withoutUndefined({ ...renameFields(fields, options.storedNames), ...options.derive?.(parsed) }) as DocumentFields;
    },
  };
}

export function valueConverter<S extends z.ZodType>(
  schema: S,
  what: string,
  options: Omit<ConverterOptions<z.infer<S>>, 'storedNames'> = {},
): ValueConverter<z.infer<S>> {
  return {
    timeFields: options.timeFields ?? [],
    fromData: (data, id) => {
      if (data === undefined) return null;
      // parseOne names the document in its warning by an `id` field (which zod then strips).
      return parseOne(schema, { ...normalizeFields(data), id }, what);
    },
    toFields: (value) => {
      const parsed = parseInput(schema, value);
      return withoutUndefined({ ...(parsed as DocumentFields), ...options.derive?.(parsed) }) as DocumentFields;
    },
  };
}

/** The fields a converter derives for queries, exactly those stored-fields.ts lets a query name. */
type Derived<C extends keyof DerivedFields> = Record<DerivedFields[C], unknown>;

/** Every converter of the adapter. Image fields store their storage paths, which only the adapter's bucket knows. */
export function firestoreConverters(storagePathOf: StoragePathOf) {
  const paths = (urls: readonly string[]) => storagePaths(urls, storagePathOf);
  return {
    tour: entityConverter(tourSchema, 'tour package', {
      derive: (tour): Derived<'tourPackages'> => ({ days: tourDays(tour), imagePaths: paths(tourImages(tour)) }),
    }),
    hotel: entityConverter(hotelSchema, 'hotel', {
      derive: (hotel): Derived<'hotels'> => ({ imagePaths: paths(hotelImages(hotel)) }),
    }),
    article: entityConverter(articleSchema, 'article', {
      derive: (article): Derived<'articles'> => ({
        imagePaths: paths(articleImages(article)),
        searchTerms: articleSearchTerms(article),
      }),
    }),
    flight: entityConverter(flightSchema, 'flight'),
    room: entityConverter(roomTypeSchema, 'room type', {
      derive: (room): Derived<'asterRooms'> => ({ imagePaths: paths([room.image]) }),
    }),
    hotelAster: valueConverter(hotelAsterProfileSchema, 'Hotel Aster', {
      derive: (profile) => ({ imagePaths: paths(hotelAsterImages({ profile, rooms: [] })) }),
    }),
    booking: entityConverter(bookingSchema, 'booking', {
      storedNames: storedBookingFieldNames,
      timeFields: ['createdAt', 'cancellationRequestedAt', 'holdReleasedAt', 'advanceReceivedAt', 'paidInFullAt'],
      // The operator's search looks these up exactly (booking-search.ts); userName is stored trimmed.
      derive: (booking): Derived<'hotelBookings'> => ({
        searchName: searchableName(booking.userName),
        searchEmail: searchableEmail(booking.userEmail),
        searchKeys: bookingSearchKeys(booking),
      }),
    }),
    officeRecord: valueConverter(bookingOfficeRecordSchema, 'booking note'),
    roomMonth: valueConverter(roomMonthHoldsSchema, 'room nights'),
    departureSeats: valueConverter(departureHoldsSchema, 'departure seats'),
    enquiry: entityConverter(enquirySchema, 'enquiry', { timeFields: ['createdAt'] }),
    mail: entityConverter(mailMessageSchema, 'mail message', { timeFields: ['createdAt'] }),
    business: valueConverter(businessSettingsSchema, 'business details'),
    notifications: valueConverter(notificationSettingsSchema, 'notification settings'),
    bookingPolicy: valueConverter(bookingPolicySchema, 'booking policy'),
    replyTemplates: valueConverter(replyTemplatesSchema, 'reply templates'),
    payments: valueConverter(paymentSettingsSchema, 'payment settings'),
    tax: valueConverter(taxSettingsSchema, 'tax settings'),
    peakPeriods: valueConverter(peakPeriodsSchema, 'peak periods'),
    permitType: entityConverter(permitTypeSchema, 'permit type'),
    alert: entityConverter(alertSchema, 'alert', { timeFields: ['createdAt', 'closedAt', 'notifiedAt'] }),
  };
}

export type FirestoreConverters = ReturnType<typeof firestoreConverters>;

/** The fields with each time field turned into the writer's own Timestamp type. */
export function withTimes(
  fields: DocumentFields,
  timeFields: readonly string[],
  toTime: (iso: string) => unknown,
): DocumentFields {
  const out = { ...fields };
  for (const key of timeFields) {
    const value = out[key];
    if (typeof value === 'string') out[key] = toTime(value);
  }
  return out;
}
