import type { BookingKind } from '@/backend/schemas';

export const bookingKindLabels: Record<BookingKind, string> = {
  hotel: 'Hotel stay',
  tour: 'Tour package',
  room: 'Hotel Aster room',
  flight: 'Flight',
  flightRequest: 'Flight request',
  trip: 'Tailored trip',
};

/** '1 traveller', '2 travellers' ... */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
