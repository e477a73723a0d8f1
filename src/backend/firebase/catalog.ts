import { deleteDoc, documentId, orderBy, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { timeId } from '../ids';
import { hotelInputSchema, tourInputSchema, type Hotel, type TourPackage } from '../schemas';
import type { HotelsApi, ImagesApi, ToursApi } from '../types';
import { hotelConverter, parseInput, tourConverter, type EntityConverter } from './converters';
import { collectionRef, documentRef, isDocumentId, readMany, readOne } from './documents';
import { guard } from './error-codes';

/** What every data API of the adapter is built from. */
export interface DataContext {
  /** Default app: public reads, carrying the customer's token if any. */
  publicDb: Firestore;
  /** Admin app: writes and admin-only reads, carrying the admin claim. */
  adminDb: Firestore;
  /** Unique milliseconds for `<prefix>_<time>` ids. */
  now: () => number;
}

interface CatalogSpec<T extends { id: string }> {
  name: 'tourPackages' | 'hotels';
  idPrefix: 'tour' | 'hotel';
  converter: EntityConverter<T>;
  /** Validates an add's input and gives it the new id. */
  create(input: unknown, id: string): T;
}

/** Tours and hotels behave alike: lists in id order, `<prefix>_<time>` ids, replace on update. */
function createCatalog<T extends { id: string }>(ctx: DataContext, spec: CatalogSpec<T>) {
  return {
    list: () => guard(() => readMany(query(collectionRef(ctx.publicDb, spec.name), orderBy(documentId())), spec.converter)),
    get: (id: string) => guard(() => readOne(ctx.publicDb, spec.name, id, spec.converter)),
    add: (input: unknown) =>
      guard(async () => {
        const entity = spec.create(input, timeId(spec.idPrefix, ctx.now()));
        await setDoc(documentRef(ctx.adminDb, spec.name, entity.id), spec.converter.toFields(entity));
        return entity;
      }),
    update: (entity: T) =>
      guard(async () => {
        const fields = spec.converter.toFields(entity);
        if (!isDocumentId(entity.id)) throw new BackendError('not-found');
        // updateDoc, not setDoc: it fails with not-found instead of creating a document that was deleted meanwhile.
        await updateDoc(documentRef(ctx.adminDb, spec.name, entity.id), fields);
      }),
    remove: (id: string) =>
      guard(async () => {
        if (isDocumentId(id)) await deleteDoc(documentRef(ctx.adminDb, spec.name, id));
      }),
  };
}

export function createTours(ctx: DataContext): ToursApi {
  return createCatalog<TourPackage>(ctx, {
    name: 'tourPackages',
    idPrefix: 'tour',
    converter: tourConverter,
    create: (input, id) => ({ ...parseInput(tourInputSchema, input), id }),
  });
}

export function createHotels(ctx: DataContext, images: ImagesApi, requireAdmin: () => void): HotelsApi {
  const catalog = createCatalog<Hotel>(ctx, {
    name: 'hotels',
    idPrefix: 'hotel',
    converter: hotelConverter,
    create: (input, id) => ({ ...parseInput(hotelInputSchema, input), id }),
  });
  return {
    ...catalog,
    remove: (id) =>
      guard(async () => {
        // Checked first: without it a visitor's call would try (and log failing) image deletes.
        requireAdmin();
        const hotel = await readOne(ctx.adminDb, 'hotels', id, hotelConverter);
        for (const url of hotel?.images ?? []) {
          try {
            await images.remove(url);
          } catch (error) {
            console.warn(`Could not delete image ${url} of hotel ${id}; deleting the hotel anyway.`, error);
          }
        }
        await catalog.remove(id);
      }),
  };
}
