import type { Firestore } from 'firebase-admin/firestore';
import { articleSchema, bookingSchema, hotelSchema, tourSchema } from '../../src/backend/schemas';
import { sampleArticles, sampleBookings, sampleHotels, sampleTours } from '../data';

/**
 * What `npm run seed` writes, and how. Kept apart from the command line (seed.mjs) so the emulator test
 * can run the same code.
 */

export const seededCollections = ['tourPackages', 'hotels', 'hotelBookings', 'articles'] as const;
export type SeededCollection = (typeof seededCollections)[number];

export interface SeedDocument {
  collection: SeededCollection;
  id: string;
  /** Stored without `id`: the document id is the id (firestore.rules allows an `id` field only as a copy). */
  data: Record<string, unknown>;
}

function stored(collection: SeededCollection, entity: { id: string }): SeedDocument {
  const { id, ...data } = entity;
  return { collection, id, data };
}

/**
 * The sample data of seed/data, each entity parsed by its schema first: a sample that drifted from the
 * schema stops the seed instead of landing in Firestore, where the rules and the app would refuse it.
 */
export function sampleDocuments(): SeedDocument[] {
  return [
    ...sampleTours.map((tour) => stored('tourPackages', tourSchema.parse(tour))),
    ...sampleHotels.map((hotel) => stored('hotels', hotelSchema.parse(hotel))),
    ...sampleBookings.map((booking) => stored('hotelBookings', bookingSchema.parse(booking))),
    ...sampleArticles.map((article) => stored('articles', articleSchema.parse(article))),
  ];
}

/** The fields holding an image path, per collection; hotels hold a list. */
const imageFields: Partial<Record<SeededCollection, string>> = {
  tourPackages: 'image',
  hotels: 'images',
  articles: 'imageUrl',
};

const isSiteImage = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/images/');

/** Site paths (`/images/...`, served from public/ by Hosting) that the documents refer to. */
export function referencedImages(documents: SeedDocument[]): string[] {
  const paths = documents.flatMap((document) => {
    const field = imageFields[document.collection];
    const value = field === undefined ? undefined : document.data[field];
    return (Array.isArray(value) ? value : [value]).filter(isSiteImage);
  });
  return [...new Set(paths)].sort();
}

/** The documents with every site image path replaced by `urlOf(path)` (for images copied to Storage). */
export function withImageUrls(documents: SeedDocument[], urlOf: (sitePath: string) => string): SeedDocument[] {
  const replace = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(replace) : isSiteImage(value) ? urlOf(value) : value;
  return documents.map((document) => {
    const field = imageFields[document.collection];
    if (field === undefined || !(field in document.data)) return document;
    return { ...document, data: { ...document.data, [field]: replace(document.data[field]) } };
  });
}

export type SeedOutcome = 'created' | 'skipped' | 'written';

export interface SeedResult {
  path: string;
  outcome: SeedOutcome;
}

/** gRPC ALREADY_EXISTS, which `DocumentReference.create` fails with when the document is there. */
const ALREADY_EXISTS = 6;

const isAlreadyExists = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === ALREADY_EXISTS;

/**
 * Creates each document that does not exist yet and leaves existing ones alone, so running the seed again
 * never undoes an admin's edits. `create` makes the check and the write one atomic step on the server.
 * `force` writes every document, replacing what is there.
 */
export async function seedFirestore(
  db: Firestore,
  documents: SeedDocument[],
  { force = false }: { force?: boolean } = {},
): Promise<SeedResult[]> {
  return Promise.all(
    documents.map(async ({ collection, id, data }): Promise<SeedResult> => {
      const ref = db.collection(collection).doc(id);
      if (force) {
        await ref.set(data);
        return { path: ref.path, outcome: 'written' };
      }
      try {
        await ref.create(data);
        return { path: ref.path, outcome: 'created' };
      } catch (error) {
        if (isAlreadyExists(error)) return { path: ref.path, outcome: 'skipped' };
        throw error;
      }
    }),
  );
}
