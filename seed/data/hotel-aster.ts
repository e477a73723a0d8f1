import type { GalleryImage, RoomType } from '../../src/backend/schemas';

/** Hotel Aster, Tadong, Gangtok: the five room types with the spec's season / off-season prices per night. */
export const asterRooms: RoomType[] = [
  {
    name: 'Deluxe Single',
    description: 'A bright, quiet room with a single bed, a writing desk and a window onto the Tadong hillside.',
    bestFor: ['Solo travellers', 'Business stays'],
    image: '/images/aster/rooms/deluxe-single.webp',
    pricing: { season: { ep: 1200, cp: 1500, map: 1800 }, offSeason: { ep: 1000, cp: 1300, map: 1600 } },
  },
  {
    name: 'Deluxe Double',
    description: 'A cosy double room with a queen bed, warm wooden floors and an attached bath with 24/7 hot water.',
    bestFor: ['Couples', 'Friends travelling together'],
    image: '/images/aster/rooms/deluxe-double.webp',
    pricing: { season: { ep: 1500, cp: 1800, map: 2200 }, offSeason: { ep: 1300, cp: 1500, map: 2000 } },
  },
  {
    name: 'Super Deluxe',
    description: 'Our most spacious double, with a king bed, a sitting corner and a wide window towards the valley.',
    bestFor: ['Honeymooners', 'Longer stays'],
    image: '/images/aster/rooms/super-deluxe.webp',
    pricing: { season: { ep: 1800, cp: 2100, map: 2500 }, offSeason: { ep: 1500, cp: 1800, map: 2200 } },
  },
  {
    name: 'Super Deluxe Triple',
    description: 'A large room with three beds, so three friends or a small family can share without compromise.',
    bestFor: ['Groups of three', 'Small families'],
    image: '/images/aster/rooms/super-deluxe-triple.webp',
    pricing: { season: { ep: 2100, cp: 2500, map: 3000 }, offSeason: { ep: 1800, cp: 2200, map: 2700 } },
  },
  {
    name: 'Family Room (5 Pax)',
    description: 'Two connected spaces sleeping five, with room for luggage, children and a cup of tea together.',
    bestFor: ['Families', 'Groups of five'],
    image: '/images/aster/rooms/family-room.webp',
    pricing: { season: { ep: 3000, cp: 4000, map: 5000 }, offSeason: { ep: 2700, cp: 3700, map: 4500 } },
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

export const asterFacilities = [
  { name: 'In-house restaurant', description: 'Sikkimese, Indian and Chinese dishes, with momos and thukpa made fresh.' },
  { name: 'Travel desk', description: 'Permits, cabs and sightseeing for North Sikkim, Tsomgo Lake and Nathula.' },
  { name: 'Free high-speed WiFi', description: 'Fast, free WiFi in every room and the common areas.' },
  { name: 'Secure on-site parking', description: 'Guarded parking for cars and bikes on the premises.' },
  { name: '24/7 hot water', description: 'Hot water at any hour, even on the coldest winter night.' },
  { name: 'Daily housekeeping', description: 'Rooms cleaned and refreshed every day.' },
] as const;
