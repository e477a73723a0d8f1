import type { Firestore } from 'firebase-admin/firestore';
import { firestoreConverters, withTimes, type DocumentFields } from '../../src/backend/firebase/converters';
import { storagePathOf } from '../../src/backend/firebase/storage-urls';
import type { Article, Hotel, HotelAsterProfile, RoomType, TourPackage } from '../../src/backend/schemas';
import {
  asterProfile,
  asterRooms,
  sampleArticles,
  sampleBookings,
  sampleBusinessSettings,
  sampleFlights,
  sampleHotels,
  sampleNotificationSettings,
  samplePaymentSettings,
  samplePeakPeriods,
  samplePermitTypes,
  sampleTours,
} from '../data';
import { mailTemplateTexts } from '../data/mail-templates';

/**
 * Every document a new project starts with, in the stored shapes of DESIGN.md, made by the adapter's own
 * converters: the one source for `npm run seed` (Admin SDK, seed.mjs) and for the tests' emulator seeding
 * (REST, tests/support/emulators.ts). Time fields are `Date`s here; each writer turns them into its own
 * Timestamp type. Kept apart from the command line so the tests can run the same code.
 */

export const seededCollections = [
  'tourPackages',
  'hotels',
  'hotelBookings',
  'articles',
  'flights',
  'asterRooms',
  'content',
  'settings',
  'mailTemplates',
  'permitTypes',
] as const;
export type SeededCollection = (typeof seededCollections)[number];

export interface SeedDocument {
  collection: SeededCollection;
  id: string;
  /** As stored: without `id` (the document id is the id), with derived fields, time fields as Dates. */
  data: DocumentFields;
}

export interface SampleOptions {
  /** The live site's origin, for the link to My bookings in the e-mails. */
  siteUrl: string;
  /** With --with-images: the URL of the Storage copy of a site image (`/images/...`). */
  imageUrl?: (sitePath: string) => string;
  /** The Storage bucket the copies are in, so that documents list them in `imagePaths`. */
  bucket?: string;
}

const isSiteImage = (value: string) => value.startsWith('/images/');

/** The sample entities with every picture field passed through `replace` (identity without --with-images). */
function sampleEntities(replace: (url: string) => string) {
  const image = (url: string) => (isSiteImage(url) ? replace(url) : url);
  return {
    tours: sampleTours.map((tour): TourPackage => ({ ...tour, image: image(tour.image) })),
    hotels: sampleHotels.map((hotel): Hotel => ({ ...hotel, images: hotel.images.map(image) })),
    articles: sampleArticles.map((article): Article => ({ ...article, imageUrl: image(article.imageUrl) })),
    rooms: asterRooms.map((room): RoomType => ({ ...room, image: image(room.image) })),
    profile: {
      ...asterProfile,
      gallery: asterProfile.gallery.map((picture) => ({ ...picture, src: image(picture.src) })),
    } satisfies HotelAsterProfile,
  };
}

/** Site paths (`/images/...`, served from public/ by Hosting) of the pictures the documents show. */
export function referencedImages(): string[] {
  const seen = new Set<string>();
  sampleEntities((url) => (seen.add(url), url));
  return [...seen].sort();
}

/**
 * The sample data of seed/data as stored documents. Each entity is validated by its converter first: a sample
 * that drifted from the schema stops the seed instead of landing in Firestore, where the app would skip it.
 */
export function sampleDocuments(options: SampleOptions): SeedDocument[] {
  const { bucket } = options;
  const convert = firestoreConverters((url) => (bucket ? storagePathOf(url, bucket) : null));
  const entities = sampleEntities(options.imageUrl ?? ((url) => url));
  const asDate = (iso: string) => new Date(iso);
  const templates = mailTemplateTexts(options.siteUrl);
  const each = <T extends { id: string }>(collection: SeededCollection, items: T[], toFields: (item: T) => DocumentFields) =>
    items.map((item): SeedDocument => ({ collection, id: item.id, data: toFields(item) }));
  return [
    ...each('tourPackages', entities.tours, convert.tour.toFields),
    ...each('hotels', entities.hotels, convert.hotel.toFields),
    ...each('hotelBookings', sampleBookings, (booking) =>
      withTimes(convert.booking.toFields(booking), convert.booking.timeFields, asDate),
    ),
    ...each('articles', entities.articles, convert.article.toFields),
    ...each('flights', sampleFlights, convert.flight.toFields),
    ...each('asterRooms', entities.rooms, convert.room.toFields),
    { collection: 'content', id: 'hotelAster', data: convert.hotelAster.toFields(entities.profile) },
    { collection: 'settings', id: 'business', data: convert.business.toFields(sampleBusinessSettings) },
    { collection: 'settings', id: 'notifications', data: convert.notifications.toFields(sampleNotificationSettings) },
    { collection: 'settings', id: 'payments', data: convert.payments.toFields(samplePaymentSettings) },
    { collection: 'settings', id: 'peakPeriods', data: convert.peakPeriods.toFields(samplePeakPeriods) },
    ...each('permitTypes', samplePermitTypes, convert.permitType.toFields),
    ...Object.entries(templates).map(([name, text]): SeedDocument => ({
      collection: 'mailTemplates',
      id: name,
      data: { ...text },
    })),
  ];
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
 * `force` writes every document, replacing what is there. The Admin SDK stores the Dates as Timestamps.
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
