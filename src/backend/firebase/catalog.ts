import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  limit,
  setDoc,
  updateDoc,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { orderBy, query, where } from './query-shapes';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { timeId } from '../domain/ids';
import { hotelImages, imagesLetGo, tourImages } from '../domain/image-usage';
import { matchesTourQuery } from '../domain/tour-query';
import { hotelInputSchema, hotelSchema, tourInputSchema, tourSchema, type Hotel, type TourPackage } from '../schemas';
import type { FlightsApi, HotelsApi, TourQuery, ToursApi } from '../types';
import type { FirebaseContext } from './context';
import { isDocumentId, readAll, readOne, readPage, readPhases, type PageSource } from './documents';
import { guard } from './error-codes';
import type { FirebaseImages } from './images';
import { flightField, tourField } from './stored-fields';

/**
 * The queries of the tour list: Firestore filters by category and by the range of the field it orders by, and
 * orders as compareTours does (ties by id); the shared matchesTourQuery decides the rest (the destination text,
 * the other range). Tours of unknown duration come last either way: descending, Firestore puts their null
 * `days` last itself; ascending, they are a second phase.
 */
function tourSources(ctx: FirebaseContext, tourQuery: TourQuery): PageSource<TourPackage>[] {
  const tours = collection(ctx.publicDb, 'tourPackages');
  const sort = tourQuery.sort ?? 'recommended';
  const filters: QueryConstraint[] = tourQuery.category ? [where(tourField('category'), '==', tourQuery.category)] : [];
  const range = (field: string, min: number | null | undefined, max: number | null | undefined) => [
    ...(min != null ? [where(field, '>=', min)] : []),
    ...(max != null ? [where(field, '<=', max)] : []),
  ];
  const byPrice = sort === 'price-asc' || sort === 'price-desc';
  const byDays = sort === 'duration-asc' || sort === 'duration-desc';
  // What the query leaves to matchesTourQuery, which reads more documents than it keeps.
  const sparse =
    Boolean(tourQuery.destination?.trim()) ||
    (!byPrice && (tourQuery.minPrice != null || tourQuery.maxPrice != null)) ||
    (!byDays && (tourQuery.minDays != null || tourQuery.maxDays != null));
  const source = (...constraints: QueryConstraint[]): PageSource<TourPackage> => ({
    query: query(tours, ...filters, ...constraints),
    read: ctx.convert.tour.fromDocument,
    keep: (tour) => matchesTourQuery(tour, tourQuery),
    sparse,
  });
  const id = orderBy(documentId());
  switch (sort) {
    case 'recommended':
      return [source(id)];
    case 'price-asc':
    case 'price-desc':
      return [
        source(
          ...range(tourField('price'), tourQuery.minPrice, tourQuery.maxPrice),
          orderBy(tourField('price'), sort === 'price-asc' ? 'asc' : 'desc'),
          id,
        ),
      ];
    case 'duration-desc':
      return [source(...range(tourField('days'), tourQuery.minDays, tourQuery.maxDays), orderBy(tourField('days'), 'desc'), id)];
    case 'duration-asc': {
      const days = range(tourField('days'), tourQuery.minDays, tourQuery.maxDays);
      if (days.length > 0) return [source(...days, orderBy(tourField('days')), id)];
      return [
        source(where(tourField('days'), '!=', null), orderBy(tourField('days')), id),
        source(where(tourField('days'), '==', null), id),
      ];
    }
  }
}

export function createFirebaseTours(ctx: FirebaseContext, images: FirebaseImages): ToursApi {
  const ref = (id: string) => doc(ctx.adminDb, 'tourPackages', id);
  const get = (id: string) =>
    isDocumentId(id) ? readOne(doc(ctx.publicDb, 'tourPackages', id), ctx.convert.tour.fromDocument) : Promise.resolve(null);
  const inIdOrder = (...constraints: QueryConstraint[]) =>
    readAll(
      query(collection(ctx.publicDb, 'tourPackages'), orderBy(documentId()), ...constraints),
      ctx.convert.tour.fromDocuments,
    );
  return {
    list: () => guard(() => inIdOrder()),
    page: (tourQuery, request) => guard(() => readPhases(tourSources(ctx, tourQuery), request)),
    featured: (count) => guard(() => inIdOrder(limit(count))),
    get: (id) => guard(() => get(id)),
    add: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        const tour = parseInput(tourSchema, { ...parseInput(tourInputSchema, input), id: timeId('tour', ctx.uniqueNow()) });
        await setDoc(ref(tour.id), ctx.convert.tour.toFields(tour));
        return tour;
      }),
    update: (tour) =>
      guard(async () => {
        await ctx.requireAdmin();
        const fields = ctx.convert.tour.toFields(tour);
        const before = await get(tour.id);
        if (!before) throw new BackendError('not-found');
        // updateDoc, not setDoc: it fails with not-found instead of recreating a tour deleted meanwhile. Every
        // field is given, so the stored tour is replaced (maps such as departures are replaced whole); an optional
        // field the tour no longer has is deleted.
        await updateDoc(ref(tour.id), { ...fields, ...(tour.pricing === undefined ? { pricing: deleteField() } : {}) });
        await images.cleanUp(imagesLetGo(tourImages(before), tourImages(tour), ctx.storagePathOf));
      }),
    remove: (id) =>
      guard(async () => {
        // Checked first: a visitor's call must not even look for pictures to delete.
        await ctx.requireAdmin();
        const before = await get(id);
        if (!isDocumentId(id)) return;
        await deleteDoc(ref(id));
        if (before) await images.cleanUp(imagesLetGo(tourImages(before), [], ctx.storagePathOf));
      }),
  };
}

export function createFirebaseHotels(ctx: FirebaseContext, images: FirebaseImages): HotelsApi {
  const ref = (id: string) => doc(ctx.adminDb, 'hotels', id);
  const get = (id: string) =>
    isDocumentId(id) ? readOne(doc(ctx.publicDb, 'hotels', id), ctx.convert.hotel.fromDocument) : Promise.resolve(null);
  return {
    page: (request) =>
      guard(async () => {
        // Hotels are public data: the rules would let anyone list them, but this list is the admin's.
        await ctx.requireAdmin();
        return readPage(
          {
            query: query(collection(ctx.adminDb, 'hotels'), orderBy(documentId())),
            read: ctx.convert.hotel.fromDocument,
            keep: () => true,
          },
          request,
        );
      }),
    get: (id) => guard(() => get(id)),
    add: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        const hotel: Hotel = parseInput(hotelSchema, {
          ...parseInput(hotelInputSchema, input),
          id: timeId('hotel', ctx.uniqueNow()),
        });
        await setDoc(ref(hotel.id), ctx.convert.hotel.toFields(hotel));
        return hotel;
      }),
    update: (hotel) =>
      guard(async () => {
        await ctx.requireAdmin();
        const fields = ctx.convert.hotel.toFields(hotel);
        const before = await get(hotel.id);
        if (!before) throw new BackendError('not-found');
        await updateDoc(ref(hotel.id), fields);
        await images.cleanUp(imagesLetGo(hotelImages(before), hotelImages(hotel), ctx.storagePathOf));
      }),
    remove: (id) =>
      guard(async () => {
        await ctx.requireAdmin();
        const before = await get(id);
        if (!isDocumentId(id)) return;
        await deleteDoc(ref(id));
        if (before) await images.cleanUp(imagesLetGo(hotelImages(before), [], ctx.storagePathOf));
      }),
  };
}

export function createFirebaseFlights(ctx: FirebaseContext): FlightsApi {
  return {
    // As the operator listed them: by departure time (ties by id, Firestore's last order).
    list: () =>
      guard(() =>
        readAll(
          query(collection(ctx.publicDb, 'flights'), orderBy(flightField('departureTime')), orderBy(documentId())),
          ctx.convert.flight.fromDocuments,
        ),
      ),
    get: (id) =>
      guard(async () => (isDocumentId(id) ? readOne(doc(ctx.publicDb, 'flights', id), ctx.convert.flight.fromDocument) : null)),
  };
}
