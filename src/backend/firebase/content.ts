import { collection, doc, setDoc } from 'firebase/firestore/lite';
import { BackendError } from '../errors';
import { parseInput } from '../parse';
import { defaultBookingPolicy } from '../domain/booking-policy';
import { defaultReplyTemplates } from '../domain/replies';
import { hotelAsterImages, imagesLetGo } from '../domain/image-usage';
import { byPageOrder } from '../domain/ordering';
import {
  defaultPaymentSettings,
  hotelAsterSavedSchema,
  paymentSettingsSchema,
  taxSettingsSchema,
  defaultTaxSettings,
  peakPeriodsSchema,
  type HotelAster,
} from '../schemas';
import type { HotelAsterApi, SettingsApi } from '../types';
import { valueConverter } from './converters';
import type { FirebaseContext } from './context';
import type { ValueConverter } from './converters';
import { readAll, readOne } from './documents';
import { guard } from './error-codes';
import type { FirebaseImages } from './images';

/**
 * Hotel Aster's profile is content/hotelAster; its room types are the asterRooms collection (at most 12), both
 * written by the saveHotelAster function only.
 */
export function createFirebaseHotelAster(ctx: FirebaseContext, images: FirebaseImages): HotelAsterApi {
  async function get(): Promise<HotelAster> {
    const [profile, rooms] = await Promise.all([
      readOne(doc(ctx.publicDb, 'content', 'hotelAster'), (stored) =>
        ctx.convert.hotelAster.fromData(stored.data, 'content/hotelAster'),
      ),
      readAll(collection(ctx.publicDb, 'asterRooms'), ctx.convert.room.fromDocuments),
    ]);
    if (!profile) throw new BackendError('not-found', 'Hotel Aster has not been set up yet.');
    return { profile, rooms: rooms.sort(byPageOrder) };
  }
  return {
    get: () => guard(get),
    // Through the function: the profile and every room type in one transaction, decided by the domain (saveHotelAster).
    save: (input) =>
      guard(async () => {
        await ctx.requireAdmin();
        const { hotel, shownBefore } = parseInput(hotelAsterSavedSchema, await ctx.adminCall('saveHotelAster', input));
        await images.cleanUp(imagesLetGo(shownBefore, hotelAsterImages(hotel), ctx.storagePathOf));
      }),
  };
}

export function createFirebaseSettings(ctx: FirebaseContext): SettingsApi {
  async function read<T>(id: 'business', converter: ValueConverter<T>, what: string): Promise<T> {
    const value = await readOne(doc(ctx.publicDb, 'settings', id), (stored) => converter.fromData(stored.data, `settings/${id}`));
    if (value === null) throw new BackendError('not-found', `The ${what} have not been set up yet.`);
    return value;
  }
  return {
    business: () => guard(() => read('business', ctx.convert.business, 'business details')),
    saveBusiness: (settings) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(doc(ctx.adminDb, 'settings', 'business'), ctx.convert.business.toFields(settings));
      }),
    // The operator's own address: only admins read it (the Cloud Functions read it with the Admin SDK).
    notifications: () =>
      guard(async () => {
        await ctx.requireAdmin();
        const value = await readOne(doc(ctx.adminDb, 'settings', 'notifications'), (stored) =>
          ctx.convert.notifications.fromData(stored.data, 'settings/notifications'),
        );
        if (value === null) throw new BackendError('not-found', 'The notification settings have not been set up yet.');
        return value;
      }),
    saveNotifications: (settings) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(doc(ctx.adminDb, 'settings', 'notifications'), ctx.convert.notifications.toFields(settings));
      }),
    bookingPolicy: () =>
      guard(async () => {
        await ctx.requireAdmin();
        return (
          (await readOne(doc(ctx.adminDb, 'settings', 'bookingPolicy'), (stored) =>
            ctx.convert.bookingPolicy.fromData(stored.data, 'settings/bookingPolicy'),
          )) ?? defaultBookingPolicy
        );
      }),
    saveBookingPolicy: (policy) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(doc(ctx.adminDb, 'settings', 'bookingPolicy'), ctx.convert.bookingPolicy.toFields(policy));
      }),
    // Public: the booking form reads the tax rates, My bookings the payment instructions.
    paymentSettings: () =>
      guard(
        async () =>
          (await readOne(doc(ctx.publicDb, 'settings', 'payments'), (stored) =>
            ctx.convert.payments.fromData(stored.data, 'settings/payments'),
          )) ?? defaultPaymentSettings,
      ),
    savePaymentSettings: (settings) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(
          doc(ctx.adminDb, 'settings', 'payments'),
          ctx.convert.payments.toFields(parseInput(paymentSettingsSchema, settings)),
        );
      }),
    // Public: the booking forms price the tax, every document prints the supplier.
    taxSettings: () =>
      guard(
        async () =>
          (await readOne(doc(ctx.publicDb, 'settings', 'tax'), (stored) =>
            ctx.convert.tax.fromData(stored.data, 'settings/tax'),
          )) ?? defaultTaxSettings,
      ),
    saveTaxSettings: (settings) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(doc(ctx.adminDb, 'settings', 'tax'), ctx.convert.tax.toFields(parseInput(taxSettingsSchema, settings)));
      }),
    // Public: every trip page shows them.
    tripSettings: () =>
      guard(async () => {
        const trip = await tripConverter();
        return (
          (await readOne(doc(ctx.publicDb, 'settings', 'trip'), (stored) =>
            trip.convert.fromData(stored.data, 'settings/trip'),
          )) ?? trip.defaults
        );
      }),
    saveTripSettings: (settings) =>
      guard(async () => {
        await ctx.requireAdmin();
        const trip = await tripConverter();
        await setDoc(doc(ctx.adminDb, 'settings', 'trip'), trip.convert.toFields(parseInput(trip.schema, settings)));
      }),
    // Public: the tour pages and booking forms price the dates in them.
    peakPeriods: () =>
      guard(
        async () =>
          (await readOne(doc(ctx.publicDb, 'settings', 'peakPeriods'), (stored) =>
            ctx.convert.peakPeriods.fromData(stored.data, 'settings/peakPeriods'),
          )) ?? { periods: [] },
      ),
    savePeakPeriods: (periods) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(
          doc(ctx.adminDb, 'settings', 'peakPeriods'),
          ctx.convert.peakPeriods.toFields(parseInput(peakPeriodsSchema, periods)),
        );
      }),
    // The operator's own words: only admins read them.
    replyTemplates: () =>
      guard(async () => {
        await ctx.requireAdmin();
        return (
          (await readOne(doc(ctx.adminDb, 'settings', 'replyTemplates'), (stored) =>
            ctx.convert.replyTemplates.fromData(stored.data, 'settings/replyTemplates'),
          )) ?? defaultReplyTemplates
        );
      }),
    saveReplyTemplates: (templates) =>
      guard(async () => {
        await ctx.requireAdmin();
        await setDoc(doc(ctx.adminDb, 'settings', 'replyTemplates'), ctx.convert.replyTemplates.toFields(templates));
      }),
  };
}

/** The trip pack's schema and converter, loaded with the trip page rather than with every page's backend. */
async function tripConverter() {
  const { defaultTripSettings, tripSettingsSchema } = await import('../schemas/trip');
  return {
    schema: tripSettingsSchema,
    defaults: defaultTripSettings,
    convert: valueConverter(tripSettingsSchema, 'trip settings'),
  };
}
