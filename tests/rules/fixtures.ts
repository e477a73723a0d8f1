import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type {
  Article,
  Booking,
  BusinessSettings,
  Enquiry,
  Flight,
  Hotel,
  HotelAsterProfile,
  NotificationSettings,
  RoomType,
  TourPackage,
} from '../../src/backend/schemas';
import { articleSearchTerms } from '../../src/backend/domain/article-search';
import { tourDays } from '../../src/backend/domain/tour-query';

/**
 * Documents exactly as the backend design stores them in Firestore: the entity of src/backend/schemas.ts without
 * its `id` (the document id is the id), plus the fields the adapter derives. Valid by construction, so each
 * denied case of the matrix breaks exactly one thing.
 */
export type Stored<T extends { id: string }> = Omit<T, 'id'>;

function withoutId<T extends { id: string }>(entity: T): Stored<T> {
  const copy: Partial<T> = { ...entity };
  delete copy.id;
  return copy as Stored<T>;
}

export const users = {
  alice: { uid: 'alice', email: 'alice@example.com' },
  bob: { uid: 'bob', email: 'bob@example.com' },
  admin: { uid: 'operator', email: 'operator@example.com' },
} as const;

/** When the seeded bookings were made (by the Admin SDK, as Timestamps). */
export const earlier = Timestamp.fromDate(new Date('2026-11-20T10:00:00.000Z'));

// ---- Content ---------------------------------------------------------------------------------------------

/** A tour that runs on request, on any date. */
export const onRequestTour: TourPackage = {
  id: 'sikkim-delight',
  name: 'Sikkim Delight',
  image: '/images/tours/sikkim-delight.webp',
  duration: '5 Nights / 6 Days',
  price: 18500,
  destinationsCovered: ['Gangtok', 'Tsomgo Lake', 'Pelling'],
  highlights: ['Sunrise over Kanchenjunga', 'Rumtek monastery'],
  category: 'Family',
  itinerary: [{ title: 'Arrive in Gangtok', description: 'Pick-up at Bagdogra and a drive along the Teesta.' }],
  description: 'Six days through East and West Sikkim.',
  inclusions: ['Hotel stays', 'Breakfast and dinner'],
  exclusions: ['Flights'],
  departures: {},
};

/** A tour with fixed departures: 3 seats on 10 April (2 already taken, see below), 20 on 17 April. */
export const fixedTour: TourPackage = {
  id: 'kalimpong-weekend',
  name: 'Kalimpong Weekend',
  image: '/images/destinations/kalimpong.webp',
  duration: '2 Nights / 3 Days',
  price: 12500,
  destinationsCovered: ['Kalimpong', 'Lava'],
  highlights: ['Orchid nurseries', 'Deolo Hill'],
  category: 'Adventure',
  itinerary: [],
  description: '',
  inclusions: [],
  exclusions: [],
  departures: { '2027-04-10': 3, '2027-04-17': 20 },
};

/** A tour as stored: `days` for the duration order and filter, `imagePaths` for "is this picture used". */
export function storedTour(tour: TourPackage, imagePaths: string[] = []): DocumentData {
  return { ...withoutId(tour), days: tourDays(tour), imagePaths };
}

export const hotel: Hotel = {
  id: 'hotel_lava_lodge',
  name: 'Lava Forest Lodge',
  location: 'Lava, Kalimpong',
  price: 6500,
  description: 'Wooden cottages at the edge of Neora Valley National Park.',
  images: ['https://firebasestorage.googleapis.com/v0/b/demo/o/images%2F1_lodge.webp?alt=media'],
};

export function storedHotel(value: Hotel, imagePaths: string[] = ['images/1_lodge.webp']): DocumentData {
  return { ...withoutId(value), imagePaths };
}

export const article: Article = {
  id: 'article_packing',
  title: 'Packing for the Hills',
  slug: 'packing-for-the-hills',
  author: 'Admin',
  content: '<p>Layers, always layers.</p>',
  imageUrl: '',
  createdAt: '2026-11-01T08:00:00.000Z',
  tags: ['Planning'],
};

/** An article as stored: the keyword search's word starts and the pictures it shows. */
export function storedArticle(value: Article, imagePaths: string[] = []): DocumentData {
  return { ...withoutId(value), searchTerms: articleSearchTerms(value), imagePaths };
}

export const flight: Flight = {
  id: 'fl-6e-2175',
  airline: 'IndiGo',
  airlineLogo: '/images/airlines/indigo.svg',
  origin: 'Delhi (DEL)',
  destination: 'Mumbai (BOM)',
  departureTime: '06:10',
  arrivalTime: '08:20',
  duration: '2h 10m',
  price: 4500,
  stops: 0,
};

export const storedFlight = (value: Flight): DocumentData => withoutId(value);

/** Two rooms of this type: one night in May 2027 already has one of them held (see the seed). */
export const deluxeDouble: RoomType = {
  id: 'deluxe-double',
  name: 'Deluxe Double',
  description: 'A cosy double room with a queen bed and an attached bath.',
  bestFor: ['Couples'],
  image: '/images/aster/rooms/deluxe-double.webp',
  rooms: 2,
  guests: 2,
  rates: { season: { ep: 1500, cp: 1800, map: 2200 }, offSeason: { ep: 1300, cp: 1500, map: 2000 } },
  order: 1,
};

/** The last room of its type: one room, held on 20 May 2027. */
export const superDeluxe: RoomType = {
  id: 'super-deluxe',
  name: 'Super Deluxe',
  description: 'Our most spacious double, with a king bed and a sitting corner.',
  bestFor: ['Honeymooners', 'Longer stays'],
  image: '/images/aster/rooms/super-deluxe.webp',
  rooms: 1,
  guests: 3,
  rates: { season: { ep: 1800, cp: 2100, map: 2500 }, offSeason: { ep: 1500, cp: 1800, map: 2200 } },
  order: 2,
};

export function storedRoom(room: RoomType, imagePaths: string[] = []): DocumentData {
  return { ...withoutId(room), imagePaths };
}

/** Season: March to June and October to mid-December. */
export const hotelAsterProfile: HotelAsterProfile = {
  seasons: [
    { from: '03-01', to: '06-30' },
    { from: '10-01', to: '12-15' },
  ],
  facilities: [{ name: 'In-house restaurant', description: 'Sikkimese, Indian and Chinese dishes.' }],
  gallery: [{ src: '/images/aster/gallery/01.webp', alt: 'Hotel Aster facade on the Tadong hillside' }],
  contact: { phone: '+919832012345', email: 'stay@hotel-aster.example', address: 'Tadong, Gangtok, Sikkim' },
};

export function storedHotelAster(profile: HotelAsterProfile, imagePaths: string[] = []): DocumentData {
  return { ...profile, imagePaths };
}

export const businessSettings: BusinessSettings = {
  phone: '+919832012345',
  whatsapp: '+919832012345',
  email: 'hello@himalayan-aster.example',
  address: 'Tadong, Gangtok, Sikkim 737102',
  supportHours: 'Every day, 9 am to 8 pm IST',
  social: { facebook: 'https://www.facebook.com/himalayan.aster', instagram: '', youtube: '', x: 'https://x.com/aster' },
};

export const notificationSettings: NotificationSettings = { operatorEmail: 'bookings@himalayan-aster.example' };

// ---- Bookings ---------------------------------------------------------------------------------------------

/**
 * What the operator's search finds a name by. lower() in rules changes only A-Z (measured on the emulator), so
 * that is what the stored searchName must be: anything the rules cannot recompute would refuse the booking.
 */
export const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * A booking entity as hotelBookings stores it: the original site's field names for the booked thing and its
 * dates, the search fields, and createdAt as given (serverTimestamp() for a new one, a Timestamp for the seed).
 */
export function storedBooking(booking: Booking, createdAt: unknown): DocumentData {
  const { itemId, itemName, travelDate, endDate, cancellationRequestedAt } = booking;
  const rest: Partial<Booking> = { ...booking };
  for (const key of ['id', 'itemId', 'itemName', 'travelDate', 'endDate', 'createdAt', 'cancellationRequestedAt'] as const)
    delete rest[key];
  const stored: DocumentData = {
    ...rest,
    hotelId: itemId,
    hotelName: itemName,
    checkInDate: travelDate,
    checkOutDate: endDate,
    createdAt,
    searchName: asciiLower(booking.userName),
    searchEmail: (booking.userEmail ?? '').toLowerCase(),
  };
  if (cancellationRequestedAt !== undefined)
    stored.cancellationRequestedAt = Timestamp.fromDate(new Date(cancellationRequestedAt));
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}

/** A Pending tour booking someone made before the case runs. */
export function existingTourBooking(id: string, user: { uid: string; email: string }, reference: string): Booking {
  return {
    id,
    kind: 'tour',
    itemId: onRequestTour.id,
    itemName: onRequestTour.name,
    userName: `Guest ${user.uid}`,
    userEmail: user.email,
    phone: '+919800000001',
    userId: user.uid,
    travelDate: '2027-03-10',
    endDate: '2027-03-15',
    travellers: 2,
    totalPrice: 2 * onRequestTour.price,
    status: 'Pending',
    reference,
    fixedDeparture: false,
  };
}

/** A hotel booking as the original site stored it (the samples): no account, no reference, kind 'hotel'. */
export function legacyBooking(): DocumentData {
  return {
    kind: 'hotel',
    hotelId: hotel.id,
    hotelName: hotel.name,
    userName: 'Walk-in Guest',
    userEmail: 'guest@example.com',
    checkInDate: '2027-03-10',
    checkOutDate: '2027-03-12',
    totalPrice: 13000,
    status: 'Pending',
    createdAt: earlier,
    searchName: 'walk-in guest',
    searchEmail: 'guest@example.com',
  };
}

// ---- Enquiries ---------------------------------------------------------------------------------------------

export const enquiryInput: Omit<Enquiry, 'id' | 'createdAt' | 'handled'> = {
  name: 'Karma Bhutia',
  contact: 'karma@example.com',
  subject: 'Hotel Aster',
  travelDate: '2027-05-02',
  travellers: 2,
  message: 'Do you have a room with a view of Kanchenjunga in early May?',
};

/** `base` with `key` removed: to check that a required field is required. */
export function without<T extends object>(base: T, ...keys: (keyof T)[]): Partial<T> {
  const copy: Partial<T> = { ...base };
  for (const key of keys) delete copy[key];
  return copy;
}
