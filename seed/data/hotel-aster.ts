import type { ExtraRates, GalleryImage, HotelAsterProfile, MealPlanRates, RoomType } from '../../src/backend/schemas';
import { samplePeakPeriods } from './peak-periods';

// Durga Puja and New Year cost more than the season: about a third more over Puja, half as much again over New
// Year (rounded to ₹100). An extra bed and a child's meals are per person and night, by meal plan.
const peakOf = (rates: MealPlanRates, factor: number): MealPlanRates => ({
  ep: Math.round((rates.ep * factor) / 100) * 100,
  cp: Math.round((rates.cp * factor) / 100) * 100,
  map: Math.round((rates.map * factor) / 100) * 100,
});
const peakRates = (season: MealPlanRates) => ({ 'durga-puja': peakOf(season, 1.3), 'new-year': peakOf(season, 1.5) });
const extraBed: ExtraRates = { ep: 600, cp: 800, map: 1100 };
const childSharing: ExtraRates = { ep: 0, cp: 300, map: 600 };

/**
 * Hotel Aster, Tadong, Gangtok: the five room types with the spec's season / off-season prices per night, how many
 * rooms of each the hotel has and who each sleeps (adults, children, an extra bed). The operator edits all of it on the admin's Hotel
 * Aster screen; this is only what a new project starts with.
 */
export const asterRooms: RoomType[] = [
  {
    id: 'deluxe-single',
    name: 'Deluxe Single',
    description: 'A bright, quiet room with a single bed, a writing desk and a window onto the Tadong hillside.',
    bestFor: ['Solo travellers', 'Business stays'],
    image: '/images/aster/rooms/deluxe-single.webp',
    rates: { season: { ep: 1200, cp: 1500, map: 1800 }, offSeason: { ep: 1000, cp: 1300, map: 1600 } },
    rooms: 4,
    guests: 1,
    occupancy: { adults: 1, children: 0, extraBed: false },
    periodRates: peakRates({ ep: 1200, cp: 1500, map: 1800 }),
    order: 1,
  },
  {
    id: 'deluxe-double',
    name: 'Deluxe Double',
    description: 'A cosy double room with a queen bed, warm wooden floors and an attached bath with 24/7 hot water.',
    bestFor: ['Couples', 'Friends travelling together'],
    image: '/images/aster/rooms/deluxe-double.webp',
    rates: { season: { ep: 1500, cp: 1800, map: 2200 }, offSeason: { ep: 1300, cp: 1500, map: 2000 } },
    rooms: 6,
    guests: 4,
    occupancy: { adults: 2, children: 1, extraBed: true },
    extraBedRates: extraBed,
    childRates: childSharing,
    periodRates: peakRates({ ep: 1500, cp: 1800, map: 2200 }),
    order: 2,
  },
  {
    id: 'super-deluxe',
    name: 'Super Deluxe',
    description: 'Our most spacious double, with a king bed, a sitting corner and a wide window towards the valley.',
    bestFor: ['Honeymooners', 'Longer stays'],
    image: '/images/aster/rooms/super-deluxe.webp',
    rates: { season: { ep: 1800, cp: 2100, map: 2500 }, offSeason: { ep: 1500, cp: 1800, map: 2200 } },
    rooms: 4,
    guests: 4,
    occupancy: { adults: 2, children: 1, extraBed: true },
    extraBedRates: extraBed,
    childRates: childSharing,
    periodRates: peakRates({ ep: 1800, cp: 2100, map: 2500 }),
    order: 3,
  },
  {
    id: 'super-deluxe-triple',
    name: 'Super Deluxe Triple',
    description: 'A large room with three beds, so three friends or a small family can share without compromise.',
    bestFor: ['Groups of three', 'Small families'],
    image: '/images/aster/rooms/super-deluxe-triple.webp',
    rates: { season: { ep: 2100, cp: 2500, map: 3000 }, offSeason: { ep: 1800, cp: 2200, map: 2700 } },
    rooms: 3,
    guests: 5,
    occupancy: { adults: 3, children: 1, extraBed: true },
    extraBedRates: extraBed,
    childRates: childSharing,
    periodRates: peakRates({ ep: 2100, cp: 2500, map: 3000 }),
    order: 4,
  },
  {
    id: 'family-room',
    name: 'Family Room (5 Pax)',
    description: 'Two connected spaces sleeping five, with room for luggage, children and a cup of tea together.',
    bestFor: ['Families', 'Groups of five'],
    image: '/images/aster/rooms/family-room.webp',
    rates: { season: { ep: 3000, cp: 4000, map: 5000 }, offSeason: { ep: 2700, cp: 3700, map: 4500 } },
    rooms: 2,
    guests: 5,
    occupancy: { adults: 2, children: 2, extraBed: true },
    extraBedRates: { ep: 800, cp: 1000, map: 1300 },
    childRates: childSharing,
    periodRates: peakRates({ ep: 3000, cp: 4000, map: 5000 }),
    order: 5,
  },
];

const galleryAlts = [
  'Hotel Aster facade on the Tadong hillside',
  'The lobby with its wooden reception desk',
  'The in-house restaurant set for dinner',
  'View of the valley from the terrace',
  'A made-up guest room with mountain view',
  'A platter of steamed momos from our kitchen',
  'The travel desk with maps and permits',
  'The garden with flowering asters',
  'Secure parking in front of the hotel',
  'The rooftop at night under the stars',
  'A monastery a short drive from the hotel',
  'Evening lights on MG Marg, Gangtok',
];

export const asterGallery: GalleryImage[] = galleryAlts.map((alt, index) => ({
  src: `/images/aster/gallery/${String(index + 1).padStart(2, '0')}.webp`,
  alt,
}));

export const asterFacilities: HotelAsterProfile['facilities'] = [
  { name: 'In-house restaurant', description: 'Sikkimese, Indian and Chinese dishes, with momos and thukpa made fresh.' },
  { name: 'Travel desk', description: 'Permits, cabs and sightseeing for North Sikkim, Tsomgo Lake and Nathula.' },
  { name: 'Free high-speed WiFi', description: 'Fast, free WiFi in every room and the common areas.' },
  { name: 'Secure on-site parking', description: 'Guarded parking for cars and bikes on the premises.' },
  { name: '24/7 hot water', description: 'Hot water at any hour, even on the coldest winter night.' },
  { name: 'Daily housekeeping', description: 'Rooms cleaned and refreshed every day.' },
];

/**
 * Everything about the hotel except its rooms; the season is the spec's: March to June and October to December.
 * Over it, two peaks: Durga Puja (its dates move with the lunar calendar, so they are dates the operator sets each
 * year: the tours' peak dates of the same name, so the site names one range for it) and New Year (the same days
 * every year, two nights at least).
 */
const durgaPujaRanges = samplePeakPeriods.periods
  .filter((period) => period.id.startsWith('durga-puja-'))
  .map(({ from, to }) => ({ from, to }));

export const asterProfile: HotelAsterProfile = {
  seasons: [
    { from: '03-01', to: '06-30' },
    { from: '10-01', to: '12-31' },
  ],
  periods: [
    {
      id: 'durga-puja',
      name: 'Durga Puja',
      ranges: durgaPujaRanges,
      minNights: 1,
    },
    { id: 'new-year', name: 'New Year', ranges: [{ from: '12-28', to: '01-02' }], minNights: 2 },
  ],
  // The operator closes dates (upkeep, a private event) on the admin's Hotel Aster screen, with the reason shown.
  closed: [],
  facilities: asterFacilities,
  gallery: asterGallery,
  contact: {
    phone: '+919832067890',
    email: 'stay@hotelaster.in',
    address: 'Daragaon, Tadong, Gangtok, Sikkim 737102, India',
  },
};
