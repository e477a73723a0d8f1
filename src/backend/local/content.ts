import type { z } from 'zod';
import { BackendError } from '../errors';
import { bookingPolicySchema, defaultBookingPolicy } from '../domain/booking-policy';
import { defaultReplyTemplates } from '../domain/replies';
import { parseEach, parseInput, parseOne } from '../parse';
import { saveHotelAster, type HotelAsterStore } from '../domain/transactions/operator-hotel-aster';
import { hotelAsterImages, imagesLetGo } from '../domain/image-usage';
import { byPageOrder } from '../domain/ordering';
import {
  businessSettingsSchema,
  defaultPaymentSettings,
  hotelAsterProfileSchema,
  notificationSettingsSchema,
  paymentSettingsSchema,
  taxSettingsSchema,
  defaultTaxSettings,
  replyTemplatesSchema,
  peakPeriodsSchema,
  roomTypeSchema,
  type HotelAster,
  type HotelAsterSaved,
} from '../schemas';
import type { HotelAsterApi, SettingsApi } from '../types';
import { abort } from './bookings';
import { localImagePath, requireAdmin, type LocalContext } from './context';
import { singletonIds } from './db';
import type { LocalImages } from './images';

/** Hotel Aster's rooms, rates, season, facilities, gallery and contact: what the operator edits on one screen. */
export function createLocalHotelAster(ctx: LocalContext, images: LocalImages): HotelAsterApi {
  async function get(): Promise<HotelAster> {
    const db = await ctx.db();
    const [profile, rooms] = await Promise.all([db.get('singletons', singletonIds.hotelAster), db.getAll('asterRooms')]);
    const parsed = parseOne(hotelAsterProfileSchema, profile ?? null, 'Hotel Aster');
    if (!parsed) throw new BackendError('not-found', 'Hotel Aster has not been set up yet.');
    return { profile: parsed, rooms: parseEach(roomTypeSchema, rooms, 'room type').sort(byPageOrder) };
  }
  return {
    get,
    async save(input) {
      requireAdmin(ctx);
      const tx = (await ctx.db()).transaction(['singletons', 'asterRooms'], 'readwrite');
      const rooms = tx.objectStore('asterRooms');
      const singletons = tx.objectStore('singletons');
      const store: HotelAsterStore = {
        profile: async () =>
          parseOne(hotelAsterProfileSchema, (await singletons.get(singletonIds.hotelAster)) ?? null, 'Hotel Aster'),
        rooms: async () => ({
          ids: await rooms.getAllKeys(),
          rooms: parseEach(roomTypeSchema, await rooms.getAll(), 'room type'),
        }),
        putProfile: async (profile) => void (await singletons.put({ id: singletonIds.hotelAster, ...profile })),
        putRoom: async (room) => void (await rooms.put(room)),
        deleteRoom: (id) => rooms.delete(id),
      };
      let saved: HotelAsterSaved;
      try {
        saved = await saveHotelAster(store, input);
        await tx.done;
      } catch (error) {
        abort(tx);
        throw error;
      }
      await images.cleanUp(imagesLetGo(saved.shownBefore, hotelAsterImages(saved.hotel), localImagePath));
    },
  };
}

export function createLocalSettings(ctx: LocalContext): SettingsApi {
  async function read<S extends z.ZodType>(id: string, schema: S, what: string): Promise<z.infer<S>> {
    const value = parseOne(schema, (await (await ctx.db()).get('singletons', id)) ?? null, what);
    if (value === null) throw new BackendError('not-found', `The ${what} have not been set up yet.`);
    return value;
  }
  return {
    business: () => read(singletonIds.business, businessSettingsSchema, 'business details'),
    async saveBusiness(settings) {
      requireAdmin(ctx);
      await (await ctx.db()).put('singletons', { id: singletonIds.business, ...parseInput(businessSettingsSchema, settings) });
    },
    // The operator's own address: only admins read it, as on the hosted backend.
    notifications: async () => {
      requireAdmin(ctx);
      return read(singletonIds.notifications, notificationSettingsSchema, 'notification settings');
    },
    async saveNotifications(settings) {
      requireAdmin(ctx);
      await (
        await ctx.db()
      ).put('singletons', { id: singletonIds.notifications, ...parseInput(notificationSettingsSchema, settings) });
    },
    async bookingPolicy() {
      requireAdmin(ctx);
      return (
        parseOne(
          bookingPolicySchema,
          (await (await ctx.db()).get('singletons', singletonIds.bookingPolicy)) ?? null,
          'booking policy',
        ) ?? defaultBookingPolicy
      );
    },
    async saveBookingPolicy(policy) {
      requireAdmin(ctx);
      await (await ctx.db()).put('singletons', { id: singletonIds.bookingPolicy, ...parseInput(bookingPolicySchema, policy) });
    },
    async replyTemplates() {
      requireAdmin(ctx);
      return (
        parseOne(
          replyTemplatesSchema,
          (await (await ctx.db()).get('singletons', singletonIds.replyTemplates)) ?? null,
          'reply templates',
        ) ?? defaultReplyTemplates
      );
    },
    async saveReplyTemplates(templates) {
      requireAdmin(ctx);
      await (
        await ctx.db()
      ).put('singletons', { id: singletonIds.replyTemplates, ...parseInput(replyTemplatesSchema, templates) });
    },
    // Public: the booking form reads the tax rates, My bookings the payment instructions.
    async paymentSettings() {
      return (
        parseOne(
          paymentSettingsSchema,
          (await (await ctx.db()).get('singletons', singletonIds.payments)) ?? null,
          'payment settings',
        ) ?? defaultPaymentSettings
      );
    },
    async savePaymentSettings(settings) {
      requireAdmin(ctx);
      await (await ctx.db()).put('singletons', { id: singletonIds.payments, ...parseInput(paymentSettingsSchema, settings) });
    },
    // Public: the booking forms price the tax, every document prints the supplier.
    async taxSettings() {
      return (
        parseOne(taxSettingsSchema, (await (await ctx.db()).get('singletons', singletonIds.tax)) ?? null, 'tax settings') ??
        defaultTaxSettings
      );
    },
    async saveTaxSettings(settings) {
      requireAdmin(ctx);
      await (await ctx.db()).put('singletons', { id: singletonIds.tax, ...parseInput(taxSettingsSchema, settings) });
    },
    // Public: every trip page shows them.
    async tripSettings() {
      // The trip pack's schema loads with the trip page, not with every page's backend.
      const { defaultTripSettings, tripSettingsSchema } = await import('../schemas/trip');
      return (
        parseOne(tripSettingsSchema, (await (await ctx.db()).get('singletons', singletonIds.trip)) ?? null, 'trip settings') ??
        defaultTripSettings
      );
    },
    async saveTripSettings(settings) {
      requireAdmin(ctx);
      const { tripSettingsSchema } = await import('../schemas/trip');
      await (await ctx.db()).put('singletons', { id: singletonIds.trip, ...parseInput(tripSettingsSchema, settings) });
    },
    // Public: the tour pages and booking forms price the dates in them.
    async peakPeriods() {
      return (
        parseOne(
          peakPeriodsSchema,
          (await (await ctx.db()).get('singletons', singletonIds.peakPeriods)) ?? null,
          'peak periods',
        ) ?? {
          periods: [],
        }
      );
    },
    async savePeakPeriods(periods) {
      requireAdmin(ctx);
      await (await ctx.db()).put('singletons', { id: singletonIds.peakPeriods, ...parseInput(peakPeriodsSchema, periods) });
    },
  };
}
