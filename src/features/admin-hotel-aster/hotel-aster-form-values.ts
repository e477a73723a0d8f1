import type { z } from 'zod';
import { limits } from '@/backend/limits';
import { formatPhone, normalizePhone } from '@/backend/domain/phone';
import { hotelAsterInputSchema, mealPlans, type HotelAster, type HotelAsterInput, type MealPlan } from '@/backend/schemas';
import { imageAddressMessage, type ImageChoice } from '@/components/admin/image-choice';
import { isImageAddress } from '@/components/admin/form-values';
import { formatIndianNumber, formatRupees } from '@/lib/format';

/**
 * The Hotel Aster screen as typed: numbers stay text until checked, lists are edited one entry per field, and
 * pictures are either an address or a file that uploads on save. `key` tells rooms and pictures apart while they
 * are edited (a new room has no id yet).
 */
export type RatesText = Record<MealPlan, string>;

export interface RoomFormValues {
  key: string;
  /** The stored room's id; '' for a room added in this form. (Not `id`: react-hook-form's lists use that name.) */
  roomId: string;
  name: string;
  description: string;
  bestFor: string[];
  image: ImageChoice;
  rooms: string;
  guests: string;
  rates: { season: RatesText; offSeason: RatesText };
}

export interface SeasonRangeFormValues {
  /** 'MM-DD', both ends included. */
  from: string;
  to: string;
}

export interface GalleryFormValues {
  key: string;
  /** The picture's address; '' while it is a file waiting to upload. */
  src: string;
  file: File | null;
  alt: string;
}

export interface HotelAsterFormValues {
  rooms: RoomFormValues[];
  seasons: SeasonRangeFormValues[];
  facilities: { name: string; description: string }[];
  gallery: GalleryFormValues[];
  contact: { phone: string; email: string; address: string };
}

let keys = 0;
/** A key for a room or picture added in this form. */
export const newKey = (prefix: string) => `${prefix}-new-${++keys}`;

const noRates = (): RatesText => ({ ep: '', cp: '', map: '' });

export function newRoom(): RoomFormValues {
  return {
    key: newKey('room'),
    roomId: '',
    name: '',
    description: '',
    bestFor: [],
    image: { url: '', file: null },
    rooms: '',
    guests: '',
    rates: { season: noRates(), offSeason: noRates() },
  };
}

export const newSeasonRange = (): SeasonRangeFormValues => ({ from: '01-01', to: '01-31' });

export function galleryItemFromFile(file: File): GalleryFormValues {
  return { key: newKey('picture'), src: '', file, alt: '' };
}

const ratesText = (rates: Record<MealPlan, number>): RatesText => ({
  ep: String(rates.ep),
  cp: String(rates.cp),
  map: String(rates.map),
});

export function contentToFormValues(content: HotelAster): HotelAsterFormValues {
  const { profile, rooms } = content;
  return {
    rooms: rooms.map((room) => ({
      key: room.id,
      roomId: room.id,
      name: room.name,
      description: room.description,
      bestFor: [...room.bestFor],
      image: { url: room.image, file: null },
      rooms: String(room.rooms),
      guests: String(room.guests),
      rates: { season: ratesText(room.rates.season), offSeason: ratesText(room.rates.offSeason) },
    })),
    seasons: profile.seasons.map((range) => ({ from: range.from, to: range.to })),
    facilities: profile.facilities.map((facility) => ({ name: facility.name, description: facility.description })),
    gallery: profile.gallery.map((image, index) => ({
      key: `picture-${index}-${image.src}`,
      src: image.src,
      file: null,
      alt: image.alt,
    })),
    contact: { phone: formatPhone(profile.contact.phone), email: profile.contact.email, address: profile.contact.address },
  };
}

/** '' -> undefined (missing), anything else as the number it reads as (NaN when it reads as none). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

const numbers = (rates: RatesText) =>
  Object.fromEntries(mealPlans.map((plan) => [plan, numberOf(rates[plan])])) as Record<MealPlan, number | undefined>;

/** Stands in for a file that uploads on save, so the rest of the form can be checked before anything uploads. */
const pendingUpload = 'pending-upload';

/**
 * What the form saves, once its files have uploaded (`uploaded`: key -> address). Blank list entries are dropped,
 * rooms are ordered as listed, and the phone is stored in international format.
 */
export function formValuesToInput(values: HotelAsterFormValues, uploaded: ReadonlyMap<string, string>): HotelAsterInput {
  return {
    profile: {
      seasons: values.seasons.map((range) => ({ from: range.from, to: range.to })),
      facilities: values.facilities.map((facility) => ({ name: facility.name, description: facility.description })),
      gallery: values.gallery.map((image) => ({
        src: image.file ? (uploaded.get(image.key) ?? pendingUpload) : image.src,
        alt: image.alt,
      })),
      contact: {
        phone: normalizePhone(values.contact.phone) ?? values.contact.phone,
        email: values.contact.email.trim(),
        address: values.contact.address,
      },
    },
    rooms: values.rooms.map((room, index) => ({
      ...(room.roomId ? { id: room.roomId } : {}),
      name: room.name,
      description: room.description,
      bestFor: room.bestFor.map((entry) => entry.trim()).filter((entry) => entry !== ''),
      image: room.image.file ? (uploaded.get(room.key) ?? pendingUpload) : room.image.url.trim(),
      // Numbers the schema checks; what is missing or unreadable gets its message there.
      rooms: numberOf(room.rooms) as number,
      guests: numberOf(room.guests) as number,
      rates: {
        season: numbers(room.rates.season),
        offSeason: numbers(room.rates.offSeason),
      } as HotelAsterInput['rooms'][number]['rates'],
      order: index + 1,
    })),
  };
}

/** The files the save uploads first, by key. */
export function pendingUploads(values: HotelAsterFormValues): { key: string; file: File }[] {
  return [
    ...values.rooms.flatMap((room) => (room.image.file ? [{ key: room.key, file: room.image.file }] : [])),
    ...values.gallery.flatMap((image) => (image.file ? [{ key: image.key, file: image.file }] : [])),
  ];
}

type Issue = z.core.$ZodIssue;

const tooLong = (what: string, max: number) => `Keep ${what} to ${formatIndianNumber(max)} characters or fewer.`;

/** Where an issue of the saved shape shows in the form: the field to fix. */
function formPath(path: readonly PropertyKey[]): string {
  const [top, ...rest] = path.map(String);
  if (top === 'profile') {
    const [section, index, field] = rest;
    if (section === 'seasons' && index !== undefined) return `seasons.${index}.${field ?? 'from'}`;
    if (index === undefined) return section === 'contact' ? 'contact' : `${section}.root`;
    return [section, index, field].filter((part) => part !== undefined).join('.');
  }
  const [index, field, ...more] = rest;
  if (index === undefined) return 'rooms.root';
  if (field === 'image') return `rooms.${index}.image.url`;
  return ['rooms', index, field, ...more].filter((part) => part !== undefined).join('.');
}

/** The message a person reads next to the field, for each kind of problem the schema finds. */
function messageFor(issue: Issue): string {
  const path = issue.path.map(String);
  const field = path.at(-1) ?? '';
  const parent = path.at(-2) ?? '';
  const missing = issue.code === 'invalid_type' && issue.expected !== 'int';
  const notWhole = issue.code === 'invalid_type' && issue.expected === 'int';
  if (issue.code === 'custom') return issue.message;

  if ((parent === 'season' || parent === 'offSeason') && (mealPlans as readonly string[]).includes(field)) {
    if (missing) return 'Enter the rate per night.';
    if (notWhole) return 'Enter whole rupees.';
    if (issue.code === 'too_big') return `The rate can be at most ${formatRupees(limits.roomRate)}.`;
    return 'The rate must be at least ₹1.';
  }
  if (path[0] === 'rooms' && path.length === 3) {
    switch (field) {
      case 'name':
        return issue.code === 'too_big' ? tooLong('the name', limits.title) : 'Enter the room name.';
      case 'description':
        return issue.code === 'too_big' ? tooLong('the description', limits.text) : 'Describe the room in a sentence or two.';
      case 'rooms':
        if (missing) return 'Enter how many rooms of this type the hotel has.';
        if (notWhole) return 'Enter a whole number of rooms.';
        return `Enter a number of rooms from 1 to ${limits.roomsOfType}.`;
      case 'guests':
        if (missing) return 'Enter how many guests one room sleeps.';
        return `A room sleeps 1 to ${limits.roomGuests} guests.`;
      case 'bestFor':
        return `Keep the list to ${limits.bestFor} entries or fewer.`;
      case 'image':
        return tooLong('the address', limits.url);
    }
  }
  if (parent === 'bestFor') return tooLong('each entry', limits.listItem);
  if (path[0] === 'rooms')
    return issue.code === 'too_big'
      ? `A hotel page shows at most ${limits.roomTypes} room types.`
      : 'Keep at least one room type.';

  const [, section] = path;
  if (section === 'seasons')
    return issue.code === 'too_big' ? `Use at most ${limits.seasonRanges} season ranges.` : 'Keep at least one season range.';
  if (section === 'facilities') {
    if (field === 'name') return issue.code === 'too_big' ? tooLong('the name', limits.title) : "Enter the facility's name.";
    if (field === 'description') return tooLong('the description', limits.listItem);
    return `List at most ${limits.facilities} facilities.`;
  }
  if (section === 'gallery') {
    if (field === 'alt')
      return issue.code === 'too_big'
        ? tooLong('the description', limits.listItem)
        : 'Describe the picture for visitors who cannot see it.';
    if (field === 'src') return 'This picture has no address: remove it and add it again.';
    return `The gallery holds at most ${limits.gallery} pictures.`;
  }
  if (section === 'contact') {
    if (field === 'phone') return "Enter the hotel's phone number, like 98320 67890 (India) or +44 7700 900123.";
    if (field === 'email') return "Enter the hotel's e-mail address, like stay@hotelaster.in.";
    if (field === 'address')
      return issue.code === 'too_big' ? tooLong('the address', limits.listItem) : "Enter the hotel's address.";
  }
  return issue.message;
}

/**
 * Checks the form with the saved shape's own schema and says what to fix, field by field (form path -> message).
 * Only the first problem of a field is kept. Each room also needs a picture, given as a file or as an address.
 */
export function checkHotelAsterForm(values: HotelAsterFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };
  values.rooms.forEach((room, index) => {
    const url = room.image.url.trim();
    if (!room.image.file && url === '') add(`rooms.${index}.image.url`, 'Choose a picture of the room or enter its address.');
    else if (!room.image.file && !isImageAddress(url)) add(`rooms.${index}.image.url`, imageAddressMessage);
  });
  const input = formValuesToInput(values, new Map());
  const result = hotelAsterInputSchema.safeParse(input);
  if (!result.success) for (const issue of result.error.issues) add(formPath(issue.path), messageFor(issue));
  // The schema compares room names only once every room is valid; asked about the names alone, it tells at once.
  const names = hotelAsterInputSchema.shape.rooms.safeParse(input.rooms.map((room) => ({ ...anyValidRoom, name: room.name })));
  if (!names.success) {
    for (const issue of names.error.issues) if (issue.code === 'custom') add(formPath(['rooms', ...issue.path]), issue.message);
  }
  return problems;
}

const anyRates = { ep: 1, cp: 1, map: 1 };
const anyValidRoom = {
  description: 'Room',
  bestFor: [],
  image: '',
  rooms: 1,
  guests: 1,
  rates: { season: anyRates, offSeason: anyRates },
  order: 0,
};
