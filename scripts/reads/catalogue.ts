import {
  asterProfile,
  asterRooms,
  sampleArticles,
  sampleBookings,
  sampleFlights,
  sampleHotels,
  samplePermitTypes,
  sampleTours,
} from '../../seed/data';
import { sampleDocuments, type SeedDocument, type SeededCollection } from '../../seed/scripts/seed-firestore';
import { firestoreConverters, withTimes, type DocumentFields } from '../../src/backend/firebase/converters';
import { bookingReference } from '../../src/backend/domain/booking-reference';
import { hasFixedDepartures, newBooking, newFlightRequest } from '../../src/backend/domain/booking-request';
import { nextOpenStartDate } from '../../src/backend/domain/permits';
import { addDays, calendarDateOf, dayOfMonthOf, daysBetween, monthOf } from '../../src/backend/domain/calendar';
import { randomId, timeId } from '../../src/backend/domain/ids';
import { stayNights } from '../../src/backend/domain/room-stay';
import { monthNames } from '../../src/backend/domain/seasons';
import type {
  Article,
  Booking,
  BookingStatus,
  Flight,
  MealPlan,
  RoomType,
  TourCategory,
  TourPackage,
} from '../../src/backend/schemas';
import { tourCategories } from '../../src/backend/tour-categories';
import { slugify } from '../../src/lib/slug';

/**
 * A catalogue the size of a few busy seasons, for `npm run bench -- --reads`: the samples of a new project
 * (seed/scripts/seed-firestore.ts) plus generated tours, articles and bookings up to the totals asked for. Every
 * generated entity goes through the adapter's converters, as the app would store it: bookings are made by the
 * shared booking rules from the stored tour, room or flight (prices, end dates, names), so they look like what
 * customers leave behind, and the availability counters and references they hold are stored with them.
 *
 * Deterministic for a given seed and day: the same data on every run of the same day, dates relative to `today`
 * so that the operator's "today" and "tomorrow" lists have something to show.
 */

export interface CatalogueSize {
  /** Totals in the store, samples included. */
  tours: number;
  articles: number;
  bookings: number;
}

export interface Catalogue {
  documents: SeedDocument[];
  /** Extra collections the samples do not have (availability counters, booking references). */
  extra: { collection: string; id: string; data: DocumentFields }[];
  /** A generated tour and article to open in the bench. */
  sampleTourId: string;
  sampleArticleSlug: string;
  counts: Record<string, number>;
}

/** Small, fast and good enough for test data: mulberry32. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Region {
  name: string;
  image: string;
  /** Rupees per night of a mid-range package, before the category's factor. */
  perNight: number;
  places: string[];
  highlights: string[];
}

const regions: Region[] = [
  {
    name: 'Sikkim',
    image: '/images/tours/sikkim-delight.webp',
    perNight: 3400,
    places: [
      'Gangtok',
      'Tsomgo Lake',
      'Nathula',
      'Lachung',
      'Yumthang Valley',
      'Lachen',
      'Gurudongmar Lake',
      'Pelling',
      'Ravangla',
      'Namchi',
      'Zuluk',
      'Yuksom',
      'Rumtek',
    ],
    highlights: [
      'Sunrise over Kanchenjunga from Tashi View Point',
      'Frozen Tsomgo Lake and Baba Harbhajan Singh Mandir',
      'Rhododendrons in bloom in Yumthang Valley',
      'The zig-zag road of the old Silk Route at Zuluk',
      'Evening walk on the car-free MG Marg',
      'Pemayangtse monastery and the Pelling Skywalk',
      'Gurudongmar Lake at 17,800 ft',
      'Buddha Park at Ravangla',
      'Hot springs of Yumthang',
    ],
  },
  {
    name: 'Darjeeling',
    image: '/images/tours/darjeeling-romance.webp',
    perNight: 3000,
    places: ['Darjeeling', 'Tiger Hill', 'Mirik', 'Kurseong', 'Kalimpong', 'Lava', 'Lolegaon', 'Sandakphu', 'Batasia Loop'],
    highlights: [
      'Joy ride on the Darjeeling Himalayan Railway toy train',
      'Sunrise over Kanchenjunga from Tiger Hill',
      'Tea tasting in a first-flush garden',
      'Boating on Mirik Lake',
      'Canopy walk in the forests of Lolegaon',
      'Flower nurseries and Deolo Hill in Kalimpong',
      'Sleeping Buddha view from Sandakphu',
      'Heritage Glenary’s breakfast on the Mall',
    ],
  },
  {
    name: 'Bhutan',
    image: '/images/tours/bhutan-discovery.webp',
    perNight: 5600,
    places: ['Phuentsholing', 'Thimphu', 'Punakha', 'Paro', 'Bumthang', 'Haa Valley', 'Phobjikha', 'Dochula Pass'],
    highlights: [
      "Hike to Paro Taktsang, the Tiger's Nest",
      'Punakha Dzong at the meeting of two rivers',
      'Dochula Pass and its 108 chortens',
      'Buddha Dordenma overlooking Thimphu',
      'Black-necked cranes in Phobjikha valley',
      'Hot-stone bath in a Paro farmhouse',
      'Permits and the Sustainable Development Fee arranged for you',
    ],
  },
  {
    name: 'Nepal',
    image: '/images/tours/nepal-adventure.webp',
    perNight: 4200,
    places: ['Kathmandu', 'Pokhara', 'Nagarkot', 'Chitwan', 'Lumbini', 'Bhaktapur', 'Poon Hill', 'Bandipur'],
    highlights: [
      'Sunrise over the Annapurnas from Poon Hill',
      'Boating on Phewa Lake',
      'Jeep safari in Chitwan National Park',
      'The squares of Bhaktapur and Patan',
      'Paragliding over Pokhara',
      'Evening aarti at Pashupatinath',
      'Birthplace of the Buddha at Lumbini',
    ],
  },
  {
    name: 'North East',
    image: '/images/destinations/north-east.webp',
    perNight: 3800,
    places: ['Shillong', 'Cherrapunji', 'Dawki', 'Mawlynnong', 'Kaziranga', 'Tawang', 'Dirang', 'Sela Pass', 'Ziro', 'Guwahati'],
    highlights: [
      'Living root bridges of Cherrapunji',
      'Crystal-clear Umngot river at Dawki',
      'One-horned rhinos on a Kaziranga jeep safari',
      'Tawang monastery above the clouds',
      'Sela Pass and its frozen lake',
      'Mawlynnong, the cleanest village in Asia',
      'Apatani villages of Ziro valley',
    ],
  },
];

const themes: Record<TourCategory, { names: string[]; factor: number }> = {
  Family: { names: ['Family Holiday', 'Highlights', 'Explorer', 'Getaway', 'Grand Tour'], factor: 1 },
  Honeymoon: { names: ['Honeymoon', 'Romance', 'Escape for Two', 'Couples Retreat'], factor: 1.45 },
  Cultural: { names: ['Heritage Trail', 'Monastery Circuit', 'Culture Tour', 'Festival Journey'], factor: 1.15 },
  Adventure: { names: ['Trek', 'High Passes Adventure', 'Expedition', 'Road Trip'], factor: 1.25 },
};

const inclusionsPool = [
  'Hotel stays on twin sharing',
  'Daily breakfast and dinner',
  'Private vehicle with driver for all transfers',
  'Permits and entry fees',
  'Airport or railway station pick-up and drop',
  'Local guide for sightseeing days',
  'Welcome drink on arrival',
  'All toll, parking and driver allowances',
];
const exclusionsPool = [
  'Flights and train tickets',
  'Lunch',
  'Personal expenses',
  'Camera fees at monuments',
  'Travel insurance',
  'Tips for guides and drivers',
];

const firstNames = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Sneha',
  'Karma',
  'Pema',
  'Tashi',
  'Dechen',
  'Arjun',
  'Meera',
  'Rahul',
  'Kavya',
  'Sanjay',
  'Nisha',
  'Daniel',
  'Sarah',
  'Aditya',
  'Ishita',
  'Suresh',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Gaurav',
  'Ritu',
  'Sonam',
  'Ngawang',
  'Deepak',
  'Pooja',
  'Amit',
  'Neha',
  'Rajesh',
  'Divya',
  'Manish',
  'Shreya',
  'Anil',
  'Bhavna',
  'Tenzing',
  'Yangchen',
];
const lastNames = [
  'Sharma',
  'Nair',
  'Bhutia',
  'Lepcha',
  'Gurung',
  'Rai',
  'Tamang',
  'Das',
  'Iyer',
  'Menon',
  'Reddy',
  'Singh',
  'Kapoor',
  'Mehta',
  'Chatterjee',
  'Banerjee',
  'Mukherjee',
  'Pradhan',
  'Sherpa',
  'Dorji',
  'Khan',
  'Patel',
  'Joshi',
  'Rao',
  'Verma',
  'Gupta',
  'Subba',
  'Thapa',
  'Fernandes',
  'DSouza',
];
const emailDomains = ['example.com', 'example.in', 'example.org', 'mail.example.net'];
const cities = ['Kolkata', 'Delhi', 'Mumbai', 'Bengaluru', 'Chennai', 'Hyderabad', 'Guwahati', 'Bagdogra', 'Pune', 'Ahmedabad'];

const articleAuthors = ['Pema Bhutia', 'Karma Dorji', 'Admin', 'Ritu Pradhan', 'Sonam Lepcha', 'Anil Gurung'];
const articleTitles: ((place: string, month: string) => string)[] = [
  (place) => `Ten Things to Do in ${place}`,
  (place) => `A First-Timer's Guide to ${place}`,
  (place, month) => `${place} in ${month}: What to Expect`,
  (place) => `Where to Stay in ${place}`,
  (place) => `The Road to ${place}: A Drive Worth Taking`,
  (place) => `Eating Our Way Through ${place}`,
  (place, month) => `Packing for ${place} in ${month}`,
  (place) => `Permits for ${place}, Explained`,
  (place) => `${place} with Children: A Gentle Itinerary`,
  (place) => `Photographing ${place} at Sunrise`,
];
const articleTags = [
  'Planning',
  'Seasons',
  'Food',
  'Permits',
  'Family',
  'Honeymoon',
  'Trekking',
  'Culture',
  'Photography',
  'Budget',
  'Guide',
];

const dayMs = 86_400_000;

export function generateCatalogue(size: CatalogueSize, { seed = 14, today }: { seed?: number; today: string }): Catalogue {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const chance = (probability: number) => random() < probability;
  /** `count` different items, in the pool's order shuffled. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, Math.min(count, pool.length));
  };
  const bytes = (count: number) => Uint8Array.from({ length: count }, () => Math.floor(random() * 256));

  const convert = firestoreConverters(() => null);
  const todayMs = Date.parse(`${today}T00:00:00.000Z`);
  const twoYearsMs = 730 * dayMs;

  // ---- Tours: created over the last two years, ids `tour_<ms>` as the admin's form makes them.
  const tours: TourPackage[] = [];
  const newTours = Math.max(0, size.tours - sampleTours.length);
  for (let i = 0; i < newTours; i++) {
    const region = pick(regions);
    const category = pick(tourCategories);
    const theme = themes[category];
    const nights = between(2, 12);
    const stops = some(region.places, between(2, Math.min(6, region.places.length)));
    // The name lists at most three places: it must fit the 120 characters of a title.
    const named = stops.slice(0, 3);
    const days = nights + 1;
    const departures: Record<string, number> = {};
    if (chance(0.3)) {
      let date = addDays(today, between(7, 30));
      for (let d = between(4, 10); d > 0; d--) {
        departures[date] = between(12, 40);
        date = addDays(date, between(14, 45));
      }
    }
    // A few tours the operator describes in words only: their duration is unknown to sorting and filters.
    const duration = chance(0.03)
      ? 'Flexible, planned on request'
      : `${nights} ${nights === 1 ? 'Night' : 'Nights'} / ${days} Days`;
    const itinerary = Array.from({ length: Math.min(days, 30) }, (_, day) => {
      const place = stops[Math.min(stops.length - 1, Math.floor((day * stops.length) / days))]!;
      if (day === 0)
        return {
          title: `Arrive in ${place}`,
          description: `Pick-up and transfer to your hotel in ${place}. The evening is yours to settle in.`,
        };
      if (day === days - 1)
        return { title: 'Departure', description: 'Breakfast with a view, then the drive down for your onward journey.' };
      return {
        title: `${place} sightseeing`,
        description: `A full day around ${place} with your driver and, where it helps, a local guide.`,
      };
    });
    tours.push({
      id: timeId('tour', todayMs - twoYearsMs + Math.floor(((i + 0.5) * twoYearsMs) / newTours)),
      name: `${region.name} ${pick(theme.names)}: ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`,
      image: region.image,
      duration,
      price: Math.round((region.perNight * theme.factor * Math.max(nights, 1) * (0.85 + random() * 0.5)) / 500) * 500,
      category,
      destinationsCovered: stops,
      highlights: some(region.highlights, between(3, 6)),
      itinerary,
      description: `A ${days}-day ${category.toLowerCase()} journey through ${region.name}, paced for the mountains and planned by our team in Gangtok.`,
      inclusions: some(inclusionsPool, between(3, 6)),
      exclusions: some(exclusionsPool, between(2, 4)),
      departures,
    });
  }

  // ---- Articles: one every few days over two years, newest first in the blog.
  const articles: Article[] = [];
  const newArticles = Math.max(0, size.articles - sampleArticles.length);
  const slugs = new Set(sampleArticles.map((article) => article.slug));
  for (let i = 0; i < newArticles; i++) {
    const region = pick(regions);
    const place = pick(region.places);
    const month = pick(monthNames);
    const title = pick(articleTitles)(place, month);
    let slug = slugify(title);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    slugs.add(slug);
    const created = todayMs - twoYearsMs + Math.floor(((i + 0.5) * twoYearsMs) / newArticles) + between(0, 36_000_000);
    const highlights = some(region.highlights, 3);
    articles.push({
      id: timeId('article', created),
      title,
      slug,
      author: pick(articleAuthors),
      imageUrl: chance(0.8) ? region.image : '',
      createdAt: new Date(created).toISOString(),
      tags: [region.name, ...some(articleTags, between(1, 3))],
      content: [
        `<p>${place} is one of the places our guests ask about most, and for good reason. Here is what we tell them before they set out from Gangtok.</p>`,
        `<h2>Getting there</h2>`,
        `<p>Most journeys to ${place} start at Bagdogra airport or New Jalpaiguri station. The drive climbs through tea gardens and pine forest; allow a buffer day in ${month}, when the weather can change quickly.</p>`,
        `<h2>What not to miss</h2>`,
        `<ul>${highlights.map((item) => `<li>${item}</li>`).join('')}</ul>`,
        `<p>Mornings are the best time for views: clouds usually gather after eleven. Carry layers, even in summer.</p>`,
        `<blockquote><p>Ask your driver to stop at the small roadside tea stalls: the best momos are never in the guidebooks.</p></blockquote>`,
        `<p>Want us to plan it? <a href="/hotels">Browse our packages</a> or write to us with your dates.</p>`,
      ].join('\n'),
    });
  }

  // ---- Customers: some book more than once.
  const customers = Array.from({ length: Math.max(10, Math.ceil(size.bookings / 3)) }, () => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    return {
      // Auth's uids are 28 characters.
      uid: (randomId(bytes) + randomId(bytes)).slice(0, 28),
      name: `${first} ${last}`,
      email: `${first}.${last}${between(1, 999)}@${pick(emailDomains)}`.toLowerCase(),
      phone: `+91${between(6, 9)}${String(between(0, 999_999_999)).padStart(9, '0')}`,
    };
  });

  // ---- Bookings, oldest first, with the counters their stays and seats hold.
  const allTours = [...sampleTours, ...tours];
  const onRequestTours = allTours.filter((tour) => !hasFixedDepartures(tour));
  const roomNights = new Map<string, { roomId: string; month: string; held: Record<string, number>; lastBooking: string }>();
  const departureSeats = new Map<string, { tourId: string; date: string; held: number; lastBooking: string }>();
  const references = new Set<string>();
  const bookings: Booking[] = [];
  const newBookings = Math.max(0, size.bookings - sampleBookings.length);
  const kinds: { kind: Booking['kind']; weight: number }[] = [
    { kind: 'tour', weight: 0.45 },
    { kind: 'room', weight: 0.3 },
    { kind: 'flight', weight: 0.15 },
    { kind: 'flightRequest', weight: 0.06 },
    { kind: 'hotel', weight: 0.04 },
  ];
  const pickKind = () => {
    let roll = random();
    for (const { kind, weight } of kinds) if ((roll -= weight) < 0) return kind;
    return 'tour';
  };
  const statusFor = (travelDate: string): BookingStatus => {
    const roll = random();
    if (travelDate < today) return roll < 0.72 ? 'Confirmed' : roll < 0.9 ? 'Cancelled' : 'Pending';
    return roll < 0.52 ? 'Confirmed' : roll < 0.9 ? 'Pending' : 'Cancelled';
  };
  // Made over the last 21 months, a little more often lately; taken in the order they were made, so that the
  // counters fill up as they did and a booking that found its room full was never held.
  const createdTimes = Array.from(
    { length: newBookings },
    () => todayMs - Math.floor(Math.pow(random(), 1.3) * 640 * dayMs) - between(0, 86_399_000),
  );
  createdTimes.sort((a, b) => a - b);
  for (const createdMs of createdTimes) {
    const createdDate = calendarDateOf(createdMs);
    const customer = pick(customers);
    let reference = bookingReference(bytes);
    while (references.has(reference)) reference = bookingReference(bytes);
    references.add(reference);
    const ids = { id: randomId(bytes), userId: customer.uid, reference, createdAt: new Date(createdMs).toISOString() };
    const person = { userName: customer.name, userEmail: customer.email, phone: customer.phone };
    const travelDate = addDays(createdDate, between(2, 150));
    const kind = pickKind();
    let booking: Booking;
    switch (kind) {
      case 'tour': {
        const tour = pick(allTours);
        // A fixed-departure tour is booked on one of its coming dates; when none is within five months of this
        // booking (its dates are all in the next year), the customer took a tour that runs on request instead.
        const coming = Object.keys(tour.departures).filter((date) => date > createdDate && daysBetween(createdDate, date) <= 150);
        const fixed = coming.length > 0 ? pick(coming) : undefined;
        const booked = hasFixedDepartures(tour) && !fixed ? pick(onRequestTours) : tour;
        // A tour on request starts on a day its permits allow, as the booking form lets a customer choose.
        const start = fixed ?? nextOpenStartDate(booked, samplePermitTypes, travelDate) ?? travelDate;
        booking = newBooking(
          {
            kind: 'tour',
            itemId: booked.id,
            ...person,
            travelDate: start,
            endDate: start,
            travellers: pick([1, 2, 2, 2, 3, 4, 4, 5, 6, 8]),
            options: [],
          },
          // With the permit types, as placeBooking books: a trip with permits records when its documents are due.
          { kind: 'tour', tour: booked, permitTypes: samplePermitTypes },
          ids,
        );
        // Most customers have given their travellers' documents by the time the trip is near.
        if (booking.documentsComplete === false && chance(0.7)) booking = { ...booking, documentsComplete: true };
        break;
      }
      case 'room': {
        const room: RoomType = pick(asterRooms);
        const plan: MealPlan = pick(['ep', 'cp', 'map']);
        booking = newBooking(
          {
            kind: 'room',
            itemId: room.id,
            ...person,
            travelDate,
            endDate: addDays(travelDate, pick([1, 1, 2, 2, 2, 3, 3, 4, 5, 7])),
            travellers: between(1, room.occupancy?.adults ?? room.guests),
            mealPlan: plan,
            options: [],
          },
          { kind: 'room', room, seasons: asterProfile.seasons },
          ids,
        );
        break;
      }
      case 'flight': {
        const flight: Flight = pick(sampleFlights);
        booking = newBooking(
          {
            kind: 'flight',
            itemId: flight.id,
            ...person,
            travelDate,
            endDate: travelDate,
            travellers: pick([1, 1, 2, 2, 3, 4]),
            options: [],
          },
          { kind: 'flight', flight },
          ids,
        );
        break;
      }
      case 'flightRequest': {
        const [from, to] = some(cities, 2);
        booking = newFlightRequest({ from: from!, to: to!, travelDate, travellers: between(1, 4), ...person }, ids);
        break;
      }
      default: {
        // The original site's partner-hotel bookings: no account, no reference, no phone.
        const hotel = pick(sampleHotels);
        const nights = between(1, 4);
        booking = {
          id: ids.id,
          kind: 'hotel',
          itemId: hotel.id,
          itemName: hotel.name,
          userName: customer.name,
          userEmail: customer.email,
          travelDate,
          endDate: addDays(travelDate, nights),
          totalPrice: hotel.price * nights,
          status: 'Pending',
          createdAt: ids.createdAt,
        };
        references.delete(reference);
      }
    }
    booking = { ...booking, status: statusFor(booking.travelDate) };
    if (booking.status !== 'Cancelled' && !holds(booking)) booking = { ...booking, status: 'Cancelled' };
    if (booking.kind !== 'hotel' && booking.travelDate >= createdDate && chance(0.03)) {
      const asked = Math.min(todayMs, createdMs + between(1, Math.max(1, daysBetween(createdDate, booking.travelDate))) * dayMs);
      booking = { ...booking, cancellationRequestedAt: new Date(Math.max(asked, createdMs + 60_000)).toISOString() };
    }
    bookings.push(booking);
  }

  /** Holds the booking's nights or seats in the counters; false when the room or the departure is full. */
  function holds(booking: Booking): boolean {
    if (booking.kind === 'room' && booking.itemId) {
      const room = asterRooms.find((candidate) => candidate.id === booking.itemId)!;
      const nights = stayNights(booking.travelDate, booking.endDate);
      const key = (night: string) => `${room.id}_${monthOf(night)}`;
      if (nights.some((night) => (roomNights.get(key(night))?.held[dayOfMonthOf(night)] ?? 0) >= room.rooms)) return false;
      for (const night of nights) {
        const month = roomNights.get(key(night)) ?? { roomId: room.id, month: monthOf(night), held: {}, lastBooking: booking.id };
        month.held[dayOfMonthOf(night)] = (month.held[dayOfMonthOf(night)] ?? 0) + 1;
        month.lastBooking = booking.id;
        roomNights.set(key(night), month);
      }
    }
    if (booking.kind === 'tour' && booking.fixedDeparture && booking.itemId) {
      const tour = allTours.find((candidate) => candidate.id === booking.itemId)!;
      const key = `${tour.id}_${booking.travelDate}`;
      const seats = departureSeats.get(key) ?? { tourId: tour.id, date: booking.travelDate, held: 0, lastBooking: booking.id };
      if (seats.held + (booking.travellers ?? 1) > (tour.departures[booking.travelDate] ?? 0)) return false;
      departureSeats.set(key, { ...seats, held: seats.held + (booking.travellers ?? 1), lastBooking: booking.id });
    }
    return true;
  }

  const each = <T extends { id: string }>(
    collection: SeededCollection,
    items: T[],
    toFields: (item: T) => DocumentFields,
  ): SeedDocument[] => items.map((item) => ({ collection, id: item.id, data: toFields(item) }));
  const asDate = (iso: string) => new Date(iso);
  const documents = [
    ...sampleDocuments({ siteUrl: 'http://127.0.0.1' }),
    ...each('tourPackages', tours, convert.tour.toFields),
    ...each('articles', articles, convert.article.toFields),
    ...each('hotelBookings', bookings, (booking) =>
      withTimes(convert.booking.toFields(booking), convert.booking.timeFields, asDate),
    ),
  ];
  const extra = [
    ...[...roomNights].map(([id, { lastBooking, ...holds }]) => ({
      collection: 'roomNights',
      id,
      data: { ...convert.roomMonth.toFields(holds), lastBooking },
    })),
    ...[...departureSeats].map(([id, { lastBooking, ...holds }]) => ({
      collection: 'departureSeats',
      id,
      data: { ...convert.departureSeats.toFields(holds), lastBooking },
    })),
    ...bookings.flatMap((booking) =>
      booking.reference ? [{ collection: 'bookingReferences', id: booking.reference, data: { bookingId: booking.id } }] : [],
    ),
  ];
  const counts: Record<string, number> = {};
  for (const { collection } of [...documents, ...extra]) counts[collection] = (counts[collection] ?? 0) + 1;
  const middle = <T>(items: T[], fallback: T) => items[Math.floor(items.length / 2)] ?? fallback;
  return {
    documents,
    extra,
    sampleTourId: middle(tours, sampleTours[0]!).id,
    sampleArticleSlug: middle(articles, sampleArticles[0]!).slug,
    counts,
  };
}
