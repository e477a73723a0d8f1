import type { Article, Booking, Hotel, TourPackage } from '../../src/backend/schemas';

/**
 * Documents as they are stored in Firestore: the entity of src/backend/schemas.ts without its `id` (the
 * document id is the id). Valid by construction, so each shape test below breaks exactly one thing.
 */
export type Stored<T extends { id: string }> = Omit<T, 'id'>;

/** A booking as stored: the original site's field names for the booked thing and its dates. */
export type StoredBooking = Omit<Stored<Booking>, 'itemId' | 'itemName' | 'travelDate' | 'endDate'> & {
  hotelId?: string;
  hotelName: string;
  checkInDate: string;
  checkOutDate: string;
};

export const users = {
  alice: { uid: 'alice', email: 'alice@example.com' },
  bob: { uid: 'bob', email: 'bob@example.com' },
  admin: { uid: 'operator', email: 'operator@example.com' },
} as const;

export const tour: Stored<TourPackage> = {
  name: 'Kalimpong Weekend',
  image: '/images/destinations/kalimpong.webp',
  duration: '2 Nights / 3 Days',
  price: 12500,
  destinationsCovered: ['Kalimpong', 'Lava'],
  highlights: ['Orchid nurseries', 'Deolo Hill'],
  category: 'Family',
  itinerary: [{ title: 'Arrive', description: 'Drive up from Siliguri.' }],
};

export const hotel: Stored<Hotel> = {
  name: 'Lava Forest Lodge',
  location: 'Lava, Kalimpong',
  price: 6500,
  description: 'Wooden cottages at the edge of Neora Valley National Park.',
  images: ['https://firebasestorage.googleapis.com/v0/b/demo/o/images%2F1_lodge.webp?alt=media'],
};

export const article: Stored<Article> = {
  title: 'Packing for the Hills',
  slug: 'packing-for-the-hills',
  author: 'Admin',
  content: '<p>Layers, always layers.</p>',
  imageUrl: '',
  createdAt: '2026-11-01T08:00:00.000Z',
  tags: ['Planning'],
};

/** A booking request as hotelBookings.create stores it for a signed-in customer: for themselves, Pending. */
export function bookingOf(user: { uid: string; email: string }): StoredBooking {
  return {
    hotelId: 'sikkim-delight',
    hotelName: 'Sikkim Delight',
    userName: `Guest ${user.uid}`,
    userEmail: user.email,
    userId: user.uid,
    checkInDate: '2027-03-10',
    checkOutDate: '2027-03-12',
    totalPrice: 13000,
    travellers: 2,
    mealPlan: 'cp',
    kind: 'tour',
    status: 'Pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    reference: 'AST-7K3Q9',
  };
}

/** A hotel booking as the original site stored it (the samples): no kind, reference or travellers. */
export function legacyBooking(): Omit<StoredBooking, 'kind'> {
  return {
    hotelId: 'hotel_lava_lodge',
    hotelName: 'Lava Forest Lodge',
    userName: 'Walk-in Guest',
    userEmail: 'guest@example.com',
    checkInDate: '2027-03-10',
    checkOutDate: '2027-03-12',
    totalPrice: 13000,
    status: 'Pending',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

/** `base` with `key` removed: to check that a required field is required. */
export function without<T extends object>(base: T, key: keyof T): Partial<T> {
  const copy: Partial<T> = { ...base };
  delete copy[key];
  return copy;
}
