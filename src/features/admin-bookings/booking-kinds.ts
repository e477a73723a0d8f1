import type { BookingKind } from '@/backend/schemas';

export const bookingKindLabels: Record<BookingKind, string> = {
  hotel: 'Hotel',
  tour: 'Tour package',
  room: 'Hotel Aster room',
  flight: 'Flight',
};
