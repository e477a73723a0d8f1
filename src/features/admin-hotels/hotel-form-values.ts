import { z } from 'zod';
import type { Hotel } from '@/backend/schemas';
import { isPriceText, parsePrice } from '@/components/admin/form-values';

/** The typed fields of the hotel form (name, location, price and description are required). */
export const hotelFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter the hotel name.'),
  location: z.string().trim().min(1, 'Enter the location.'),
  price: z
    .string()
    .trim()
    .min(1, 'Enter the price per night.')
    .refine(isPriceText, 'Enter the price as a number, for example 8500.'),
  description: z.string().trim().min(1, 'Enter a description.'),
});

export type HotelFormInput = z.input<typeof hotelFormSchema>;
export type HotelFormValues = z.output<typeof hotelFormSchema>;

/** A chosen file waiting to be uploaded when the form is saved. */
export interface NewImage {
  key: string;
  file: File;
}

/** The hotel's images as edited: stored addresses it keeps, and files to add. */
export interface HotelImages {
  kept: string[];
  added: NewImage[];
}

export function hotelToFormValues(hotel: Hotel | null): HotelFormInput {
  return hotel
    ? { name: hotel.name, location: hotel.location, price: String(hotel.price), description: hotel.description }
    : { name: '', location: '', price: '', description: '' };
}

export function formValuesToHotel(values: HotelFormValues, images: string[]): Omit<Hotel, 'id'> {
  return {
    name: values.name,
    location: values.location,
    price: parsePrice(values.price),
    description: values.description,
    images,
  };
}

/** The delete confirmation names the hotel and warns that its images go with it. */
export function deleteHotelMessage(hotel: Pick<Hotel, 'name' | 'images'>): string {
  const count = hotel.images.length;
  if (count === 0) return `Delete "${hotel.name}"? This cannot be undone.`;
  return `Delete "${hotel.name}"? ${count === 1 ? 'Its image' : `Its ${count} images`} will also be deleted.`;
}
