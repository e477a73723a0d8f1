import { z } from 'zod';
import { tourCategorySchema, type TourPackage } from '@/backend/schemas';
import { imageChoiceSchema, type ImageChoice } from '@/components/admin/image-choice';
import { joinList, parsePrice, splitList } from '@/components/admin/form-values';

/** The tour form as typed: prices and lists stay text until saved (an unreadable price is saved as 0). */
export const tourFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the tour name.'),
  image: imageChoiceSchema,
  duration: z.string().trim().min(1, 'Enter the duration, for example 5 Nights / 6 Days.'),
  price: z.string().trim().min(1, 'Enter the price per person.'),
  destinations: z.string().refine((text) => splitList(text).length > 0, 'Enter at least one destination, separated by commas.'),
  highlights: z.string().refine((text) => splitList(text).length > 0, 'Enter at least one highlight, separated by commas.'),
  category: tourCategorySchema,
  itinerary: z.array(
    z.object({
      title: z.string().trim().min(1, 'Enter a title for this day.'),
      description: z.string().trim(),
    }),
  ),
});

export type TourFormInput = z.input<typeof tourFormSchema>;
export type TourFormValues = z.output<typeof tourFormSchema>;

export function tourToFormValues(tour: TourPackage | null): TourFormInput {
  if (!tour) {
    return { name: '', image: { url: '', file: null }, duration: '', price: '', destinations: '', highlights: '', category: 'Family', itinerary: [] };
  }
  return {
    name: tour.name,
    image: { url: tour.image, file: null } satisfies ImageChoice,
    duration: tour.duration,
    price: String(tour.price),
    destinations: joinList(tour.destinationsCovered),
    highlights: joinList(tour.highlights),
    category: tour.category,
    itinerary: tour.itinerary.map((day) => ({ title: day.title, description: day.description })),
  };
}

/** The package fields the form edits, from the checked form and the final image address. */
export function formValuesToTour(values: TourFormValues, image: string): Omit<TourPackage, 'id' | 'description' | 'inclusions' | 'exclusions' | 'departures'> {
  return {
    name: values.name,
    image,
    duration: values.duration,
    price: parsePrice(values.price),
    destinationsCovered: splitList(values.destinations),
    highlights: splitList(values.highlights),
    category: values.category,
    itinerary: values.itinerary,
  };
}
