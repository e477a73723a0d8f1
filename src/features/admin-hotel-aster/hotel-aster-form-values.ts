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
  /** Who one room sleeps; the guests it sleeps in all are worked out from these on save. */
  adults: string;
  children: string;
  extraBed: boolean;
  rates: { season: RatesText; offSeason: RatesText };
  /** Per extra bed and per child, per night; all blank: none sold (extra bed) or free (children). */
  extraBedRates: RatesText;
  childRates: RatesText;
  /** Rates over each rate period, by the period's id; a period left blank charges the season grid. */
  periodRates: Record<string, RatesText>;
}

/** A named rate period: its ranges as typed ('MM-DD' every year, or 'YYYY-MM-DD' for one year). */
export interface PeriodFormValues {
  /** Stable: rooms name their rates for the period by it. */
  id: string;
  name: string;
  minNights: string;
  ranges: { from: string; to: string }[];
}

export interface ClosedFormValues {
  from: string;
  to: string;
  reason: string;
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
  periods: PeriodFormValues[];
  closed: ClosedFormValues[];
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
    adults: '',
    children: '0',
    extraBed: false,
    rates: { season: noRates(), offSeason: noRates() },
    extraBedRates: noRates(),
    childRates: noRates(),
    periodRates: {},
  };
}

/** A new rate period: its id is made once here and never changes, so rooms' rates stay attached to it. */
export function newPeriod(): PeriodFormValues {
  return { id: `period-${Date.now().toString(36)}-${++keys}`, name: '', minNights: '1', ranges: [{ from: '', to: '' }] };
}

export const newClosedDates = (): ClosedFormValues => ({ from: '', to: '', reason: '' });

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
      // A room stored before occupancy sleeps its guests as adults.
      adults: String(room.occupancy?.adults ?? room.guests),
      children: String(room.occupancy?.children ?? 0),
      extraBed: room.occupancy?.extraBed ?? false,
      rates: { season: ratesText(room.rates.season), offSeason: ratesText(room.rates.offSeason) },
      extraBedRates: room.extraBedRates ? ratesText(room.extraBedRates) : noRates(),
      childRates: room.childRates ? ratesText(room.childRates) : noRates(),
      periodRates: Object.fromEntries(
        (profile.periods ?? []).map((period) => {
          const rates = room.periodRates?.[period.id];
          return [period.id, rates ? ratesText(rates) : noRates()];
        }),
      ),
    })),
    seasons: profile.seasons.map((range) => ({ from: range.from, to: range.to })),
    periods: (profile.periods ?? []).map((period) => ({
      id: period.id,
      name: period.name,
      minNights: String(period.minNights),
      ranges: period.ranges.map((range) => ({ from: range.from, to: range.to })),
    })),
    closed: (profile.closed ?? []).map((range) => ({ from: range.from, to: range.to, reason: range.reason })),
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
  Object.fromEntries(mealPlans.map((plan) => [plan, numberOf(rates[plan] ?? '')])) as Record<MealPlan, number | undefined>;

// A rate period added in this form has no fields in the rooms until they are drawn: their rates may be missing.
const isBlank = (rates: Partial<RatesText> | undefined) => !rates || mealPlans.every((plan) => (rates[plan] ?? '').trim() === '');

/** Rates left blank are not saved; any one typed and the schema checks all three. */
const optionalRates = (rates: RatesText | undefined) =>
  isBlank(rates) ? undefined : (numbers(rates!) as Record<MealPlan, number>);

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
      periods: values.periods.map((period) => ({
        id: period.id,
        name: period.name,
        minNights: numberOf(period.minNights) ?? 1,
        ranges: period.ranges.map((range) => ({ from: range.from.trim(), to: range.to.trim() })),
      })),
      closed: values.closed.map((range) => ({ from: range.from, to: range.to, reason: range.reason })),
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
      // At least one, so that a blank adults field is what the message is about.
      guests: Math.max(1, (numberOf(room.adults) || 0) + (numberOf(room.children) || 0) + (room.extraBed ? 1 : 0)),
      occupancy: {
        adults: numberOf(room.adults) as number,
        children: numberOf(room.children) ?? 0,
        extraBed: room.extraBed,
      },
      rates: {
        season: numbers(room.rates.season),
        offSeason: numbers(room.rates.offSeason),
      } as HotelAsterInput['rooms'][number]['rates'],
      ...(optionalRates(room.extraBedRates) ? { extraBedRates: optionalRates(room.extraBedRates) } : {}),
      ...(optionalRates(room.childRates) ? { childRates: optionalRates(room.childRates) } : {}),
      periodRates: Object.fromEntries(
        values.periods.flatMap((period) => {
          const rates = optionalRates(room.periodRates[period.id]);
          return rates ? [[period.id, rates]] : [];
        }),
      ),
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
    if ((section === 'periods' || section === 'closed') && index !== undefined)
      return [section, index, ...(rest.slice(2).length > 0 ? rest.slice(2) : ['name'])].join('.');
    if (index === undefined) return section === 'contact' ? 'contact' : `${section}.root`;
    return [section, index, field].filter((part) => part !== undefined).join('.');
  }
  const [index, field, ...more] = rest;
  if (index === undefined) return 'rooms.root';
  if (field === 'image') return `rooms.${index}.image.url`;
  // The guests a room sleeps are worked out from its occupancy: a problem with them is the adults' to fix.
  if (field === 'guests') return `rooms.${index}.adults`;
  if (field === 'occupancy') return `rooms.${index}.${more[0] ?? 'adults'}`;
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

  if ((parent === 'extraBedRates' || parent === 'childRates') && (mealPlans as readonly string[]).includes(field)) {
    if (missing) return 'Enter all three rates, or leave all three blank.';
    if (notWhole) return 'Enter whole rupees.';
    return `Enter a rate from ₹0 to ${formatRupees(limits.roomRate)}.`;
  }
  if (path.includes('periodRates') && (mealPlans as readonly string[]).includes(field)) {
    if (missing) return 'Enter all three rates, or leave all three blank for the season rates.';
    if (notWhole) return 'Enter whole rupees.';
    if (issue.code === 'too_big') return `The rate can be at most ${formatRupees(limits.roomRate)}.`;
    return 'The rate must be at least ₹1.';
  }
  if (parent === 'occupancy') {
    if (field === 'adults') return `Enter the adults one room sleeps, from 1 to ${limits.roomGuests}.`;
    if (field === 'children') return `Enter the children one room sleeps, from 0 to ${limits.roomGuests}.`;
  }
  if (path[1] === 'periods') {
    if (field === 'name')
      return issue.code === 'too_big' ? tooLong('the name', limits.roomName) : 'Name the period, such as New Year.';
    if (field === 'minNights') return `Enter a minimum stay from 1 to ${limits.stayNights} nights.`;
    if (field === 'from' || field === 'to') return 'Enter a day as MM-DD (every year) or a date as YYYY-MM-DD.';
    if (field === 'ranges') return `Give the period 1 to ${limits.seasonRanges} date ranges.`;
    return `Use at most ${limits.ratePeriods} rate periods.`;
  }
  if (path[1] === 'closed') {
    if (field === 'reason')
      return issue.code === 'too_big' ? tooLong('the reason', limits.roomName) : 'Say why the hotel is closed.';
    if (field === 'from' || field === 'to') return 'Choose the date.';
    return `List at most ${limits.closedDates} closings.`;
  }

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
        return `A room sleeps at most ${limits.roomGuests} guests, an extra bed included.`;
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
