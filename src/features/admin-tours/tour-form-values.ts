import { z } from 'zod';
import { isCalendarDate } from '@/backend/domain/calendar';
import { formatPhone, normalizePhone } from '@/backend/domain/phone';
import { limits } from '@/backend/limits';
import { tourCategorySchema, type TourInput, type TourPackage, type TourPermit, type TourPricing } from '@/backend/schemas';
import { imageChoiceSchema, noImage, type ImageChoice } from '@/components/admin/image-choice';
import { parsePrice } from '@/components/admin/form-values';
import { formatIndianNumber } from '@/lib/format';
import { formValuesToPricing, pricingToFormValues, tourPricingFormSchema } from './tour-pricing-values';
import { formValuesToTourPermits, tourPermitsFormSchema, tourPermitsToFormValues } from './tour-permits-values';

const tooLong = (what: string, max: number) => `Keep ${what} to ${formatIndianNumber(max)} characters or fewer.`;

/**
 * A list edited one entry per field: blank entries are dropped on save, each kept entry is trimmed and has a
 * length limit, and a required list needs at least one entry.
 */
function listOf(what: { one: string; many: string }, max: number, required: boolean) {
  return z
    .array(
      z
        .string()
        .trim()
        .max(limits.listItem, tooLong(`each ${what.one}`, limits.listItem)),
    )
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(
      z
        .array(z.string())
        .min(required ? 1 : 0, `Add at least one ${what.one}.`)
        .max(max, `Keep the list to ${max} ${what.many} or fewer.`),
    );
}

export const departureSeatsMessage = `Enter the seats, a whole number from 1 to ${limits.departureSeats}.`;

/** One fixed departure as typed: the date, its seats as text, and the date it had when the form opened. */
const departureRowSchema = z.object({
  date: z
    .string()
    .min(1, 'Choose the departure date.')
    .refine((date) => date === '' || isCalendarDate(date), 'Enter the date as day, month and year.'),
  seats: z
    .string()
    .trim()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= limits.departureSeats, departureSeatsMessage),
  /** The stored date of a departure the tour already had, '' for one added in this form. */
  stored: z.string(),
});

/**
 * The tour form as typed. Prices stay text until saved (an unreadable price is saved as 0); lists are edited one
 * entry per field. `today` is the first date a new departure may have.
 */
export function tourFormSchema(today: string) {
  return z.object({
    name: z.string().trim().min(1, 'Enter the tour name.').max(limits.title, tooLong('the name', limits.title)),
    image: imageChoiceSchema,
    duration: z
      .string()
      .trim()
      .min(1, 'Enter the duration, for example 5 Nights / 6 Days.')
      .max(limits.duration, tooLong('the duration', limits.duration)),
    price: z.string().trim().min(1, 'Enter the price per person.'),
    destinations: listOf({ one: 'destination', many: 'destinations' }, limits.destinations, true),
    highlights: listOf({ one: 'highlight', many: 'highlights' }, limits.highlights, true),
    category: tourCategorySchema,
    overseas: z.boolean(),
    description: z.string().trim().max(limits.longText, tooLong('the description', limits.longText)),
    inclusions: listOf({ one: 'inclusion', many: 'inclusions' }, limits.inclusions, false),
    exclusions: listOf({ one: 'exclusion', many: 'exclusions' }, limits.inclusions, false),
    departures: z
      .array(departureRowSchema)
      .max(limits.departures, `Keep the list to ${limits.departures} departures or fewer.`)
      .superRefine(
        (rows, ctx) => {
          rows.forEach((row, index) => {
            // A departure already stored may lie in the past now; a new or changed one may not.
            if (isCalendarDate(row.date) && row.date !== row.stored && row.date < today) {
              ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'Choose today or a later date.' });
            }
            if (row.date !== '' && rows.findIndex((other) => other.date === row.date) < index) {
              ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'This date is already listed.' });
            }
          });
          // Checked even while another row has a problem, so that every message shows at once.
        },
        { when: () => true },
      ),
    itinerary: z.array(
      z.object({
        title: z.string().trim().min(1, 'Enter a title for this day.').max(limits.title, tooLong('the title', limits.title)),
        description: z.string().trim().max(limits.text, tooLong('the description', limits.text)),
        // The trip pack's facts, each optional: blank stays absent.
        altitudeM: z
          .string()
          .trim()
          .refine(
            (value) =>
              value === '' || (/^\d{1,4}$/.test(value.replace(/,/g, '')) && Number(value.replace(/,/g, '')) <= limits.altitudeM),
            `Enter the altitude in metres, up to ${formatIndianNumber(limits.altitudeM)}.`,
          )
          .transform((value) => (value === '' ? undefined : Number(value.replace(/,/g, '')))),
        driveTime: z
          .string()
          .trim()
          .max(limits.duration, tooLong('the drive time', limits.duration))
          .transform((value) => (value === '' ? undefined : value)),
        stay: z
          .string()
          .trim()
          .max(limits.title, tooLong('the stay', limits.title))
          .transform((value) => (value === '' ? undefined : value)),
        stayPhone: z
          .string()
          .trim()
          .refine(
            (value) => value === '' || normalizePhone(value) !== null,
            'Enter a phone number, like 98320 12345 or +91 3592 202020.',
          )
          .transform((value) => (value === '' ? undefined : (normalizePhone(value) ?? undefined))),
      }),
    ),
    pricing: tourPricingFormSchema,
    permits: tourPermitsFormSchema,
  });
}

export type TourFormSchema = ReturnType<typeof tourFormSchema>;
export type TourFormInput = z.input<TourFormSchema>;
export type TourFormValues = z.output<TourFormSchema>;
export type DepartureRow = TourFormInput['departures'][number];

export const newDeparture: DepartureRow = { date: '', seats: '', stored: '' };

export function tourToFormValues(tour: TourPackage | null): TourFormInput {
  if (!tour) {
    return {
      name: '',
      image: noImage,
      duration: '',
      price: '',
      // One empty entry each: the required lists show a field to type into straight away.
      destinations: [''],
      highlights: [''],
      category: 'Family',
      overseas: false,
      description: '',
      inclusions: [],
      exclusions: [],
      departures: [],
      itinerary: [],
      pricing: pricingToFormValues(undefined),
      permits: [],
    };
  }
  return {
    name: tour.name,
    image: { url: tour.image, file: null } satisfies ImageChoice,
    duration: tour.duration,
    price: String(tour.price),
    destinations: [...tour.destinationsCovered],
    highlights: [...tour.highlights],
    category: tour.category,
    overseas: tour.overseas === true,
    description: tour.description,
    inclusions: [...tour.inclusions],
    exclusions: [...tour.exclusions],
    departures: Object.entries(tour.departures)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, seats]) => ({ date, seats: String(seats), stored: date })),
    itinerary: tour.itinerary.map((day) => ({
      title: day.title,
      description: day.description,
      altitudeM: day.altitudeM === undefined ? '' : String(day.altitudeM),
      driveTime: day.driveTime ?? '',
      stay: day.stay ?? '',
      stayPhone: day.stayPhone ? formatPhone(day.stayPhone) : '',
    })),
    pricing: pricingToFormValues(tour.pricing),
    permits: tourPermitsToFormValues(tour.permits),
  };
}

/** The package as the form saves it, from the checked form and the final image address. */
export function formValuesToTour(
  values: TourFormValues,
  image: string,
): Required<Omit<TourInput, 'pricing' | 'permits'>> & { pricing: TourPricing; permits: TourPermit[] } {
  const departures = [...values.departures].sort((a, b) => a.date.localeCompare(b.date));
  return {
    name: values.name,
    image,
    duration: values.duration,
    price: parsePrice(values.price),
    destinationsCovered: values.destinations,
    highlights: values.highlights,
    category: values.category,
    overseas: values.overseas,
    // Absent facts stay out of the stored day (undefined is not a Firestore value).
    itinerary: values.itinerary.map(
      (day) => Object.fromEntries(Object.entries(day).filter(([, value]) => value !== undefined)) as typeof day,
    ),
    description: values.description,
    inclusions: values.inclusions,
    exclusions: values.exclusions,
    departures: Object.fromEntries(departures.map((row) => [row.date, Number(row.seats)])),
    pricing: formValuesToPricing(values.pricing),
    permits: formValuesToTourPermits(values.permits),
  };
}
