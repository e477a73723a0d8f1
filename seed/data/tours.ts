import type { TourPackage } from '../../src/backend/schemas';
import { bhutanDiscoveryPricing, darjeelingRomancePricing, nepalAdventurePricing, sikkimDelightPricing } from './tour-pricing';

export const sampleTours: TourPackage[] = [
  {
    id: 'sikkim-delight',
    name: 'Sikkim Delight: Gangtok, Tsomgo Lake and Pelling',
    image: '/images/tours/sikkim-delight.webp',
    duration: '5 Nights / 6 Days',
    price: 18500,
    category: 'Family',
    destinationsCovered: ['Gangtok', 'Tsomgo Lake', 'Baba Mandir', 'Pelling'],
    highlights: [
      'Sunrise over Kanchenjunga from Tashi View Point',
      'Day trip to Tsomgo Lake and Baba Harbhajan Singh Mandir',
      'Rumtek and Pemayangtse monasteries',
      'Evening stroll on the car-free MG Marg',
      'Skywalk and Chenrezig statue at Pelling',
    ],
    itinerary: [
      {
        title: 'Arrive in Gangtok',
        description:
          'Pick-up at Bagdogra airport or NJP station and a scenic drive along the Teesta to Gangtok (about 4 hours). Evening free on MG Marg.',
        altitudeM: 1650,
        driveTime: 'About 4 hours',
        stay: 'Hotel Aster, Gangtok',
      },
      {
        title: 'Tsomgo Lake and Baba Mandir',
        description:
          'Early start for the glacial Tsomgo Lake at 12,310 ft and the shrine of Baba Harbhajan Singh. Permits arranged by us.',
        altitudeM: 4000,
        driveTime: 'About 2 hours each way',
        stay: 'Hotel Aster, Gangtok',
      },
      {
        title: 'Gangtok sightseeing',
        description:
          'Tashi View Point at dawn, Enchey and Rumtek monasteries, the Namgyal Institute of Tibetology and the ropeway.',
        altitudeM: 1650,
        driveTime: 'Short drives, about 3 hours in all',
        stay: 'Hotel Aster, Gangtok',
      },
      {
        title: 'Gangtok to Pelling',
        description: 'Drive west through Ravangla and the Buddha Park to Pelling, facing the Kanchenjunga range.',
        altitudeM: 2150,
        driveTime: 'About 5 hours',
        stay: 'Mountain View Resort, Pelling',
        stayPhone: '+919733012345',
      },
      {
        title: 'Pelling',
        description: 'Pemayangtse monastery, the Rabdentse ruins, the glass Skywalk and Khecheopalri, the wishing lake.',
        altitudeM: 2150,
        driveTime: 'About 3 hours in all',
        stay: 'Mountain View Resort, Pelling',
        stayPhone: '+919733012345',
      },
      {
        title: 'Departure',
        description: 'Drive down to Bagdogra or NJP for your onward journey.',
        driveTime: 'About 6 hours',
      },
    ],
    description:
      'Six days that show a family the best of Sikkim: Gangtok with its monasteries and the car-free MG Marg, a day at the glacial Tsomgo Lake high on the old road to Tibet, and two nights in Pelling facing the Kanchenjunga range.\n\n' +
      'The pace suits children and grandparents alike: early starts only where the mountains are clearest, unhurried afternoons, and one private vehicle with a driver from our Gangtok team from the first pick-up to the last drop. We arrange the permit for Tsomgo Lake; bring a photo ID for each traveller.',
    inclusions: [
      '5 nights in hand-picked hotels, twin sharing: 3 in Gangtok and 2 in Pelling',
      'Breakfast and dinner every day',
      'Private vehicle with driver from Bagdogra airport or NJP station, for all sightseeing, and back',
      'Tsomgo Lake permit',
      'Help from our Gangtok desk, Monday to Saturday, 10 AM to 6 PM IST, and a number to call in an emergency during the trip',
    ],
    exclusions: [
      'Flights or trains to Bagdogra or New Jalpaiguri',
      'Lunches, drinks and personal expenses',
      'Entry tickets, the Gangtok ropeway and the Pelling Skywalk',
      'Travel insurance',
    ],
    // The Tsomgo Lake day goes on to Nathula (an excursion), which only Indian nationals may visit; foreign nationals
    // see Tsomgo Lake and Baba Mandir with their own permit (PAP).
    permits: [
      { permitId: 'tsomgo-nathula', day: 2 },
      { permitId: 'tsomgo-pap', day: 2 },
    ],
    departures: {},
    pricing: sikkimDelightPricing,
  },
  {
    id: 'darjeeling-romance',
    name: 'Darjeeling Romance: Tea Gardens and Toy Train',
    image: '/images/tours/darjeeling-romance.webp',
    duration: '3 Nights / 4 Days',
    price: 12000,
    category: 'Honeymoon',
    destinationsCovered: ['Darjeeling', 'Tiger Hill', 'Mirik'],
    highlights: [
      'Candle-lit dinner in a heritage tea estate bungalow',
      'Sunrise over Kanchenjunga from Tiger Hill',
      'Joy ride on the Darjeeling Himalayan Railway toy train',
      'Tea tasting at Happy Valley Tea Estate',
      'Boating on Mirik Lake',
    ],
    itinerary: [
      {
        title: 'Arrive in Darjeeling',
        description:
          'Pick-up at Bagdogra or NJP, drive up through the tea gardens of Kurseong. Welcome flowers and an evening on the Mall.',
      },
      {
        title: 'Tiger Hill and the toy train',
        description: 'Pre-dawn drive to Tiger Hill for sunrise, Batasia Loop, Ghoom monastery, then the toy train joy ride.',
      },
      {
        title: 'Tea and Mirik',
        description: 'Tea tasting at Happy Valley, then an afternoon at Mirik Lake and the orange orchards. Candle-lit dinner.',
      },
      { title: 'Departure', description: 'Breakfast with a view and drive down to Bagdogra or NJP.' },
    ],
    description:
      'Four unhurried days for two in the Queen of the Hills: sunrise over Kanchenjunga from Tiger Hill, a ride on the Darjeeling Himalayan Railway, tea tasting in a working estate and a quiet afternoon by Mirik Lake.\n\n' +
      'You stay three nights in a heritage-style hotel close to the Mall, and your last evening ends with a candle-lit dinner in a tea estate bungalow. Mornings start early only for Tiger Hill; the rest of the time is yours.',
    inclusions: [
      '3 nights in a heritage-style hotel in Darjeeling, double room, with welcome flowers',
      'Breakfast and dinner every day, with one candle-lit dinner in a tea estate bungalow',
      'Private vehicle with driver from Bagdogra airport or NJP station, for all sightseeing, and back',
      'Toy train joy ride tickets for two',
      'Tea tasting at Happy Valley Tea Estate',
      'Help from our Gangtok desk, Monday to Saturday, 10 AM to 6 PM IST, and a number to call in an emergency during the trip',
    ],
    exclusions: [
      'Flights or trains to Bagdogra or New Jalpaiguri',
      'Lunches, drinks and personal expenses',
      'Monastery and garden entry fees, and boating on Mirik Lake',
      'Travel insurance',
    ],
    departures: {},
    pricing: darjeelingRomancePricing,
  },
  {
    id: 'bhutan-discovery',
    name: 'Bhutan Discovery: Thimphu, Punakha and Paro',
    image: '/images/tours/bhutan-discovery.webp',
    duration: '6 Nights / 7 Days',
    price: 35000,
    category: 'Cultural',
    // Outside India: TCS is collected on the package, and the booking asks for the customer's PAN.
    overseas: true,
    destinationsCovered: ['Phuentsholing', 'Thimphu', 'Punakha', 'Paro'],
    highlights: [
      "Hike to Paro Taktsang, the Tiger's Nest",
      'Punakha Dzong at the meeting of two rivers',
      'Dochula Pass and its 108 chortens',
      'Buddha Dordenma overlooking Thimphu',
      'Permits and the Sustainable Development Fee arranged for you',
    ],
    itinerary: [
      {
        title: 'Bagdogra to Phuentsholing',
        description: 'Drive to the border town of Phuentsholing; entry permits processed on arrival.',
      },
      { title: 'Phuentsholing to Thimphu', description: 'A winding climb through forests and waterfalls to the capital.' },
      { title: 'Thimphu', description: 'Buddha Dordenma, the Memorial Chorten, Tashichho Dzong and the weekend market.' },
      {
        title: 'Thimphu to Punakha',
        description: 'Over Dochula Pass with its 108 chortens, down to Punakha Dzong and the suspension bridge.',
      },
      { title: 'Punakha to Paro', description: 'Chimi Lhakhang on the way, then the National Museum and Rinpung Dzong in Paro.' },
      {
        title: "Tiger's Nest",
        description: 'The hike to Paro Taktsang, clinging to a cliff 900 m above the valley. Evening hot-stone bath.',
      },
      { title: 'Departure', description: 'Drive back to Phuentsholing and on to Bagdogra.' },
    ],
    description:
      "A week through western Bhutan by road, entering at Phuentsholing: the capital Thimphu, the great dzong of Punakha where two rivers meet, and the Paro valley, where the trip ends with the climb to Tiger's Nest.\n\n" +
      'Bhutan asks every visitor to travel with a licensed guide and to pay a Sustainable Development Fee for each night. We arrange the entry permit, the fee and an English-speaking Bhutanese guide; Indian citizens need only a passport or voter ID card. The trip runs on fixed dates in spring and autumn, when the passes are clear.',
    inclusions: [
      '6 nights in hotels approved by the Tourism Council of Bhutan, twin sharing: 1 in Phuentsholing, 2 in Thimphu, 1 in Punakha and 2 in Paro',
      'Breakfast and dinner every day',
      'Private vehicle with driver from Bagdogra airport or NJP station to Phuentsholing, throughout Bhutan, and back',
      'Licensed English-speaking Bhutanese guide from Phuentsholing to Paro',
      'Entry permit and the Sustainable Development Fee for every night in Bhutan',
      'Help from our Gangtok desk, Monday to Saturday, 10 AM to 6 PM IST, and a number to call in an emergency during the trip',
    ],
    exclusions: [
      'Flights or trains to Bagdogra or New Jalpaiguri',
      'Lunches, drinks and personal expenses',
      "Monument and museum entry fees, and a pony for the Tiger's Nest climb",
      'Travel insurance',
    ],
    permits: [{ permitId: 'bhutan-entry', day: 1 }],
    // Fixed departures with 12 seats each, in the clear months of spring and autumn.
    departures: { '2027-03-20': 12, '2027-04-17': 12, '2027-10-16': 12 },
    pricing: bhutanDiscoveryPricing,
  },
  {
    id: 'nepal-adventure',
    name: 'Nepal Adventure: Kathmandu, Pokhara and Poon Hill',
    image: '/images/tours/nepal-adventure.webp',
    duration: '7 Nights / 8 Days',
    price: 45000,
    category: 'Adventure',
    // Outside India: TCS is collected on the package, and the booking asks for the customer's PAN.
    overseas: true,
    destinationsCovered: ['Kathmandu', 'Pokhara', 'Ghorepani', 'Poon Hill'],
    highlights: [
      'Sunrise over Annapurna and Dhaulagiri from Poon Hill',
      'Boudhanath and Swayambhunath stupas',
      'Paragliding over Phewa Lake (optional)',
      'Rhododendron forests on the Ghorepani trail',
      'Licensed trekking guide and porters',
    ],
    itinerary: [
      { title: 'Arrive in Kathmandu', description: 'Airport pick-up, welcome dinner in Thamel and a trek briefing.' },
      { title: 'Kathmandu valley', description: 'Boudhanath, Swayambhunath, Pashupatinath and Patan Durbar Square.' },
      { title: 'Kathmandu to Pokhara', description: 'Drive along the Trishuli river to the lake city of Pokhara.' },
      { title: 'Trek to Tikhedhunga', description: 'Drive to Nayapul and walk through villages and terraced fields.' },
      { title: 'Trek to Ghorepani', description: 'The long stone staircase to Ulleri and rhododendron forests up to Ghorepani.' },
      {
        title: 'Poon Hill sunrise',
        description: 'Climb Poon Hill before dawn for the Annapurna and Dhaulagiri panorama; descend to Nayapul and Pokhara.',
      },
      { title: 'Pokhara', description: 'Phewa Lake, the World Peace Pagoda and optional paragliding from Sarangkot.' },
      { title: 'Departure', description: 'Flight or drive back to Kathmandu for your onward journey.' },
    ],
    description:
      "Eight days from Kathmandu's temples to a Himalayan sunrise: two days in the Kathmandu valley, the drive to Pokhara, and a three-day trek through rhododendron forest to Ghorepani for dawn on Poon Hill, with Annapurna and Dhaulagiri in front of you.\n\n" +
      'The trek is moderate, with a long stone staircase on its second day; anyone who walks regularly can do it. A licensed guide leads and porters carry the bags, and the lodges on the trail are simple, warm and clean. The trip starts and ends in Kathmandu; Indian citizens need only a passport or voter ID card to enter Nepal.',
    inclusions: [
      'Pick-up at Kathmandu airport on arrival',
      '2 nights in Kathmandu and 3 in Pokhara in 3-star hotels, and 2 nights in trekking lodges, twin sharing',
      'Breakfast every day, and all meals on the trek',
      'Private vehicle from Kathmandu to Pokhara, and to and from the trailhead at Nayapul',
      'Licensed trekking guide, and one porter for every two travellers',
      'Annapurna Conservation Area permit and TIMS card',
      'Tourist bus from Pokhara back to Kathmandu on the last day (a flight on request)',
      'Help from our Gangtok desk, Monday to Saturday, 10 AM to 6 PM IST, and a number to call in an emergency during the trip',
    ],
    exclusions: [
      'Flights to and from Kathmandu',
      'Lunches and dinners in Kathmandu and Pokhara, drinks and personal expenses',
      'Paragliding at Sarangkot',
      'Travel insurance that covers trekking up to 3,500 m',
      'Tips for the guide and porters',
    ],
    permits: [{ permitId: 'nepal-entry', day: 1 }],
    departures: {},
    pricing: nepalAdventurePricing,
  },
];
