import type { z } from 'zod';
import { parseEach, parseInput, parseOne } from '../parse';

export { parseInput };
import { articleSchema, bookingSchema, hotelSchema, tourSchema } from '../schemas';

/**
 * Document data <-> entities. Pure on purpose (no `firebase/*` import): the adapter hands over plain
 * `{ id, data }` pairs, so these run in unit tests without an emulator.
 */

export type DocumentFields = Record<string, unknown>;

/** What the adapter reads from a document snapshot: its id and its data. */
export interface StoredDocument {
  id: string;
  data: DocumentFields;
}

/** Firestore Timestamps (from the console or other tools) become the ISO strings the schemas expect. */
function hasToDate(value: unknown): value is { toDate(): Date } {
  return typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function';
}

function normalizeFields(data: DocumentFields): DocumentFields {
  const out: DocumentFields = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] = hasToDate(value) ? value.toDate().toISOString() : value;
  }
  return out;
}

/** The document id is the entity id: an `id` field inside the data is never trusted over it. */
function withDocumentId(doc: StoredDocument): DocumentFields {
  return { ...normalizeFields(doc.data), id: doc.id };
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


/** Validated input as document fields (for writes that are not a whole entity, such as an article edit). */
export function inputFields<S extends z.ZodType>(schema: S, value: unknown): DocumentFields {
  return withoutUndefined(parseInput(schema, value)) as DocumentFields;
}

export interface EntityConverter<T extends { id: string }> {
  /** One document, or null (with a console.warn) when it does not match the schema. */
  fromDocument(doc: StoredDocument): T | null;
  /** Every document that matches the schema; the others are skipped with a console.warn. */
  fromDocuments(docs: StoredDocument[]): T[];
  /** The fields to store: the entity validated, without its id (the document id carries it). */
  toFields(entity: T): DocumentFields;
}

export function entityConverter<S extends z.ZodType<{ id: string }>>(schema: S, what: string): EntityConverter<z.infer<S>> {
  return {
    fromDocument: (doc) => parseOne(schema, withDocumentId(doc), what),
    fromDocuments: (docs) => parseEach(schema, docs.map(withDocumentId), what),
    toFields(entity) {
      const { id: _id, ...fields } = parseInput(schema, entity);
      return withoutUndefined(fields) as DocumentFields;
    },
  };
}

export const tourConverter = entityConverter(tourSchema, 'tour package');
export const hotelConverter = entityConverter(hotelSchema, 'hotel');
/**
 * Bookings are stored under the field names of the original site's `hotelBookings` documents (`hotelId`,
 * `hotelName`, `checkInDate`, `checkOutDate`), whatever was booked; in code they are `itemId`, `itemName`,
 * `travelDate` and `endDate`.
 */
export const storedBookingFieldNames = {
  itemId: 'hotelId',
  itemName: 'hotelName',
  travelDate: 'checkInDate',
  endDate: 'checkOutDate',
} as const;

function renameFields(fields: DocumentFields, names: Readonly<Record<string, string>>): DocumentFields {
  const out: DocumentFields = {};
  for (const [key, value] of Object.entries(fields)) out[names[key] ?? key] = value;
  return out;
}

function renamedConverter<T extends { id: string }>(inner: EntityConverter<T>, storedNames: Readonly<Record<string, string>>): EntityConverter<T> {
  const codeNames = Object.fromEntries(Object.entries(storedNames).map(([code, stored]) => [stored, code]));
  const toCode = (doc: StoredDocument): StoredDocument => ({ id: doc.id, data: renameFields(doc.data, codeNames) });
  return {
    fromDocument: (doc) => inner.fromDocument(toCode(doc)),
    fromDocuments: (docs) => inner.fromDocuments(docs.map(toCode)),
    toFields: (entity) => renameFields(inner.toFields(entity), storedNames),
  };
}

export const bookingConverter = renamedConverter(entityConverter(bookingSchema, 'booking'), storedBookingFieldNames);
export const articleConverter = entityConverter(articleSchema, 'article');
