import { z } from 'zod';
import { limits } from '@/backend/limits';
import { optionKinds, optionUnits, type OptionKind, type TourOption, type TourPricing } from '@/backend/schemas';
import { formatIndianNumber } from '@/lib/format';

// A tour's prices besides the adult price, as the tour editor types them: prices and ages stay text until saved.

const wholeRupees = (text: string) => /^\d+$/.test(text) && Number(text) <= limits.price;
/** Rupees as operators write them: '₹8,000' and '8000' alike. */
const rupeeText = () => z.string().transform((text) => text.replace(/[₹,\s]/g, ''));
const priceMessage = `Enter the price in whole rupees, up to ${formatIndianNumber(limits.price)}.`;
const ageMessage = 'Enter an age from 0 to 17.';

/** Blank, or whole rupees. */
const optionalRupees = rupeeText().refine((text) => text === '' || wholeRupees(text), priceMessage);

const age = z
  .string()
  .trim()
  .refine((text) => /^\d+$/.test(text) && Number(text) <= 17, ageMessage);

export const optionKindLabels: Record<OptionKind, string> = {
  vehicle: 'Vehicle',
  pickup: 'Pick-up point',
  drop: 'Drop point',
  excursion: 'Excursion',
  extra: 'Extra',
};

export const optionUnitLabels: Record<(typeof optionUnits)[number], string> = {
  person: 'Per traveller',
  vehicle: 'Per vehicle',
  night: 'Per night',
  booking: 'Per booking',
};

/**
 * The kinds of option that may need a permit of their own (the Nathula excursion): a vehicle or a pick-up point
 * goes where the tour goes, whose permits the tour names.
 */
export const permitOptionKinds: readonly OptionKind[] = ['excursion', 'extra'];

/** How a tour is priced over one of the operator's peak periods: as on other dates, dearer per traveller, or its own. */
export const peakModes = ['none', 'surcharge', 'price'] as const;
export type PeakMode = (typeof peakModes)[number];

const optionRowSchema = z
  .object({
    /** The id saved with the option, '' for one added in this form (derived from its name on save). */
    id: z.string(),
    kind: z.enum(optionKinds),
    name: z
      .string()
      .trim()
      .min(1, 'Enter the option name.')
      .max(limits.title, `Keep the name to ${limits.title} characters or fewer.`),
    unit: z.enum(optionUnits),
    price: rupeeText().refine(wholeRupees, priceMessage),
    seats: z.string().trim(),
    time: z.string().trim(),
    note: z.string().trim().max(limits.listItem, `Keep the note to ${limits.listItem} characters or fewer.`),
    /** The permit the option needs ('' none), among the permit types: excursions and extras only. */
    permitId: z.string().default(''),
  })
  .superRefine((row, ctx) => {
    const seatsGiven = row.seats !== '';
    const seatsValid = /^\d+$/.test(row.seats) && Number(row.seats) >= 1 && Number(row.seats) <= limits.vehicleSeats;
    if (row.kind === 'vehicle' && ((row.unit === 'vehicle' && !seatsGiven) || (seatsGiven && !seatsValid))) {
      ctx.addIssue({
        code: 'custom',
        path: ['seats'],
        message: `Enter the seats one vehicle has, from 1 to ${limits.vehicleSeats}.`,
      });
    }
    if ((row.kind === 'pickup' || row.kind === 'drop') && row.time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(row.time)) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'Enter the time as hours and minutes, for example 10:00.' });
    }
  });

const peakRowSchema = z
  .object({ mode: z.enum(peakModes).default('none'), amount: rupeeText().default('') })
  .superRefine((row, ctx) => {
    if (row.mode !== 'none' && !(wholeRupees(row.amount) && Number(row.amount) >= 1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          row.mode === 'surcharge'
            ? 'Enter the surcharge per traveller in whole rupees.'
            : 'Enter the adult price over this period in whole rupees.',
      });
    }
  });

export const tourPricingFormSchema = z
  .object({
    childFromAge: age,
    childToAge: age,
    childWithBed: optionalRupees,
    childWithoutBed: optionalRupees,
    infant: optionalRupees,
    singleSupplement: optionalRupees,
    options: z.array(optionRowSchema).max(limits.tourOptions, `Keep the list to ${limits.tourOptions} options or fewer.`),
    /** By peakKey(periodId). */
    peakPrices: z.record(z.string(), peakRowSchema),
  })
  .superRefine((pricing, ctx) => {
    const from = Number(pricing.childFromAge);
    const to = Number(pricing.childToAge);
    if (/^\d+$/.test(pricing.childFromAge) && /^\d+$/.test(pricing.childToAge) && from > to) {
      ctx.addIssue({ code: 'custom', path: ['childToAge'], message: 'The oldest child age must not be below the youngest.' });
    }
  });

export type TourPricingFormInput = z.input<typeof tourPricingFormSchema>;
export type TourPricingFormValues = z.output<typeof tourPricingFormSchema>;
export type OptionRow = TourPricingFormInput['options'][number];

/**
 * The form's key for a period's row: never a bare number (the form library would read it as a list index), and
 * ids only hold lowercase letters, digits and dashes, so nothing else needs escaping.
 */
export const peakKey = (periodId: string) => `p-${periodId}`;
const periodIdOf = (key: string) => key.slice(2);

export const newOption: OptionRow = {
  id: '',
  kind: 'extra',
  name: '',
  unit: 'person',
  price: '',
  seats: '',
  time: '',
  note: '',
  permitId: '',
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function pricingToFormValues(pricing: TourPricing | undefined): TourPricingFormInput {
  const bands = pricing?.bands;
  return {
    childFromAge: String(bands?.childFromAge ?? 5),
    childToAge: String(bands?.childToAge ?? 11),
    childWithBed: text(bands?.childWithBed),
    childWithoutBed: text(bands?.childWithoutBed),
    infant: text(bands?.infant ?? 0),
    singleSupplement: text(bands?.singleSupplement ?? 0),
    options: (pricing?.options ?? []).map((option) => ({
      id: option.id,
      kind: option.kind,
      name: option.name,
      unit: option.unit,
      price: String(option.price),
      seats: text(option.seats),
      time: option.time,
      note: option.note,
      permitId: option.permitId ?? '',
    })),
    peakPrices: Object.fromEntries(
      (pricing?.peakPrices ?? []).map((peak) => [peakKey(peak.periodId), { mode: peak.mode, amount: String(peak.amount) }]),
    ),
  };
}

/**
 * An option's id from its kind and name: 'Private Innova (6 seats)' -> 'private-innova-6-seats'. Pick-up and drop
 * points start with their kind ('pickup-siliguri', 'drop-siliguri'): the same place is often both. Unique among
 * `taken` (a number is added), at most 40 characters.
 */
export function optionIdFor(kind: OptionKind, name: string, taken: ReadonlySet<string>): string {
  const words =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'option';
  const base = (kind === 'pickup' || kind === 'drop' ? `${kind}-${words}` : words).slice(0, 36).replace(/-+$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The pricing as the tour saves it. Saved options keep their ids (bookings name options by them). */
export function formValuesToPricing(values: TourPricingFormValues): TourPricing {
  const taken = new Set(values.options.map((row) => row.id).filter((id) => id !== ''));
  const options = values.options.map((row): TourOption => {
    const id = row.id || optionIdFor(row.kind, row.name, taken);
    taken.add(id);
    const seats = row.kind === 'vehicle' && row.seats !== '' ? Number(row.seats) : undefined;
    return {
      id,
      kind: row.kind,
      name: row.name,
      unit: row.unit,
      price: Number(row.price),
      ...(seats === undefined ? {} : { seats }),
      time: row.kind === 'pickup' || row.kind === 'drop' ? row.time : '',
      note: row.note,
      ...(row.permitId && permitOptionKinds.includes(row.kind) ? { permitId: row.permitId } : {}),
    };
  });
  return {
    bands: {
      childFromAge: Number(values.childFromAge),
      childToAge: Number(values.childToAge),
      ...(values.childWithBed === '' ? {} : { childWithBed: Number(values.childWithBed) }),
      ...(values.childWithoutBed === '' ? {} : { childWithoutBed: Number(values.childWithoutBed) }),
      infant: Number(values.infant || 0),
      singleSupplement: Number(values.singleSupplement || 0),
    },
    options,
    peakPrices: Object.entries(values.peakPrices)
      .filter(([, row]) => row.mode !== 'none')
      .map(([key, row]) => ({ periodId: periodIdOf(key), mode: row.mode as 'surcharge' | 'price', amount: Number(row.amount) })),
  };
}
