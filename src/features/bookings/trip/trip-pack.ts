import { z } from 'zod';
import { alertsForTrip } from '@/backend/domain/alerts';
import { addDays, todayInIndia } from '@/backend/domain/calendar';
import { planTripDays } from '@/backend/domain/trip-places';
import {
  alertSchema,
  bookingSchema,
  permitTypeSchema,
  phoneSchema,
  tourSchema,
  type Booking,
  type TourPackage,
} from '@/backend/schemas';
import { tripSettingsSchema } from '@/backend/schemas/trip';
import type { Backend } from '@/backend/types';
import { formatIndianNumber } from '@/lib/format';

/**
 * Everything the trip page shows, read once through the backend and kept on the phone: the page opens from this
 * copy with no network at all, and replaces it whenever a fresh read succeeds.
 */
export const tripPackSchema = z.object({
  /** When the copy was read from the backend (the page says "Last updated ..."). */
  savedAt: z.iso.datetime(),
  booking: bookingSchema,
  /** The tour's plan; null for a booking that is not a tour, or whose tour the operator has since removed. */
  tour: tourSchema.nullable(),
  trip: tripSettingsSchema,
  /** The operator's business phone: the 24-hour number when the operator has not set one of its own. */
  businessPhone: phoneSchema.nullable(),
  /** Hotel Aster's own phone, for the nights spent there. */
  asterPhone: phoneSchema.nullable(),
  permits: z.array(permitTypeSchema),
  /** The operator's alerts that touch this trip when it was read: a closed road is news most needed with no signal. */
  alerts: z.array(alertSchema).default([]),
});
export type TripPack = z.infer<typeof tripPackSchema>;

/**
 * Reads the pack of one of the signed-in customer's bookings: null when it is not theirs or not confirmed. Throws
 * when the backend cannot be reached (the page then keeps the copy it has).
 */
export async function fetchTripPack(backend: Backend, bookingId: string, now: Date = new Date()): Promise<TripPack | null> {
  const [mine, trip, business, alerts] = await Promise.all([
    backend.bookings.listMine(),
    backend.settings.tripSettings(),
    backend.settings.business(),
    backend.alerts.active(todayInIndia(now)),
  ]);
  const booking = mine.find((one) => one.id === bookingId);
  if (!booking || booking.status !== 'Confirmed') return null;
  const tour = booking.kind === 'tour' && booking.itemId ? await backend.tours.get(booking.itemId) : null;
  const needsAster =
    booking.kind === 'room' ||
    (booking.plan?.stays.some((stay) => stay.roomTypeId !== '' || isHotelAster(stay.hotel)) ?? false) ||
    (tour?.itinerary.some((day) => isHotelAster(day.stay)) ?? false);
  // A tailored trip's permits follow from its days' places, which the permit types name.
  const [aster, permits] = await Promise.all([
    needsAster ? backend.hotelAster.get() : null,
    booking.plan || (tour?.permits?.length ?? 0) > 0 ? backend.permits.list() : [],
  ]);
  return {
    savedAt: now.toISOString(),
    booking,
    tour,
    trip,
    businessPhone: business.phone,
    asterPhone: aster?.profile.contact.phone ?? null,
    permits,
    alerts: alertsForTrip(alerts, booking, tour),
  };
}

const isHotelAster = (stay: string | undefined) => stay !== undefined && /\bhotel aster\b/i.test(stay);

// ---- Kept on the phone --------------------------------------------------------------------------------

/** One copy per account and booking, so that another account signed in on the same phone never sees it. */
export const tripPackKey = (userId: string, bookingId: string) => `trip-pack:v1:${userId}:${bookingId}`;

/** The copy kept on this phone, or null (none yet, storage off, or a copy this version of the site cannot read). */
export function readTripPack(storage: Storage | undefined, userId: string, bookingId: string): TripPack | null {
  let stored: string | null;
  try {
    stored = storage?.getItem(tripPackKey(userId, bookingId)) ?? null;
  } catch {
    return null;
  }
  if (stored === null) return null;
  try {
    const parsed = tripPackSchema.safeParse(JSON.parse(stored));
    if (parsed.success) return parsed.data;
    console.warn('The trip pack kept on this phone is not readable; it is read again when online.', parsed.error.issues);
  } catch (error) {
    console.warn('The trip pack kept on this phone is not readable; it is read again when online.', error);
  }
  return null;
}

/** Keeps the copy; a full or disabled storage only means the page needs the network next time. */
export function saveTripPack(storage: Storage | undefined, userId: string, pack: TripPack): boolean {
  try {
    storage?.setItem(tripPackKey(userId, pack.booking.id), JSON.stringify(pack));
    return storage !== undefined;
  } catch (error) {
    console.warn('The trip pack could not be kept on this phone.', error);
    return false;
  }
}

/** Forgets the copy, when the booking is no longer the customer's confirmed trip. */
export function forgetTripPack(storage: Storage | undefined, userId: string, bookingId: string) {
  try {
    storage?.removeItem(tripPackKey(userId, bookingId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** The browser's localStorage, where there is one (not in the prerender, nor with storage blocked). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

// ---- The plan in words ---------------------------------------------------------------------------------

export interface TripDay {
  number: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  title: string;
  description: string;
  /** '3,753 m'. */
  altitude: string | null;
  driveTime: string | null;
  stay: { name: string; phone: string | null } | null;
}

/** '3,753 m': the altitude as the trip page and its print show it. */
export const formatAltitude = (metres: number) => `${formatIndianNumber(metres)} m`;

/**
 * The trip's days on the booking's dates, each with its altitude, drive time and the night's stay with a phone: a
 * tailored trip's own plan (the nights it holds at Hotel Aster with Hotel Aster's phone), else the tour's itinerary.
 */
export function tripDays(booking: Booking, tour: TourPackage | null, asterPhone: string | null): TripDay[] {
  if (booking.plan) return planDays(booking.plan, asterPhone);
  if (!tour) return [];
  return tour.itinerary.map((day, index) => ({
    number: index + 1,
    date: addDays(booking.travelDate, index),
    title: day.title,
    description: day.description,
    altitude: day.altitudeM === undefined ? null : formatAltitude(day.altitudeM),
    driveTime: day.driveTime || null,
    stay: day.stay ? { name: day.stay, phone: day.stayPhone ?? (isHotelAster(day.stay) ? asterPhone : null) } : null,
  }));
}

function planDays(plan: NonNullable<Booking['plan']>, asterPhone: string | null): TripDay[] {
  return planTripDays(plan).map(({ day, date }) => {
    const planned = plan.days[day - 1];
    const stay = plan.stays.find((night) => night.night === date);
    const atAster = stay !== undefined && (stay.roomTypeId !== '' || isHotelAster(stay.hotel));
    return {
      number: day,
      date,
      title: planned?.title ?? `Day ${day}`,
      description: planned?.description ?? '',
      altitude: null,
      driveTime: null,
      stay: stay
        ? {
            name: [stay.hotel || (atAster ? 'Hotel Aster' : ''), stay.place].filter(Boolean).join(', '),
            phone: atAster ? asterPhone : null,
          }
        : null,
    };
  });
}

/** The number to call at any hour: the operator's 24-hour number, else the business phone. */
export const operatorNumber = (pack: Pick<TripPack, 'trip' | 'businessPhone'>) => pack.trip.operatorPhone || pack.businessPhone;

/** `tel:` link of a dialled number as typed ('+91 3592 202425', '112'). */
export const dialHref = (number: string) => `tel:${number.replace(/[\s-]/g, '')}`;
