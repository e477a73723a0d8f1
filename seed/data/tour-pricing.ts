import type { TourPricing } from '../../src/backend/schemas';

// The sample tours' prices besides the adult price (each tour's `price`): children, infants and a room of one's own,
// the vehicles, excursions and extras the operator sells with the trip, the pick-up and drop points with their
// times, and what the festival weeks and the year's end cost. Option ids are what the tour editor derives from the
// names: pick-up and drop points start with their kind, as the same place is often both. A transfer the tour's
// inclusions name (Bagdogra or NJP, for the Sikkim and Darjeeling tours) is an option at no price, so it is chosen for
// its time and never charged again.

/** Sikkim Delight (adult ₹18,500): the trip a family from the plains books most, over Puja as often as not. */
export const sikkimDelightPricing: TourPricing = {
  bands: { childFromAge: 5, childToAge: 11, childWithBed: 13900, childWithoutBed: 10200, infant: 0, singleSupplement: 7500 },
  options: [
    {
      id: 'shared-jeep',
      kind: 'vehicle',
      name: 'Shared jeep',
      unit: 'person',
      price: 4500,
      time: '',
      note: 'Seats in the shared jeeps between Siliguri, Gangtok and Pelling; sightseeing in a shared car.',
    },
    {
      id: 'private-innova-6-seats',
      kind: 'vehicle',
      name: 'Private Innova (6 seats)',
      unit: 'vehicle',
      price: 27000,
      seats: 6,
      time: '',
      note: 'A Toyota Innova and its driver for the whole trip.',
    },
    {
      id: 'private-wagon-r-3-seats',
      kind: 'vehicle',
      name: 'Private Wagon R (3 seats)',
      unit: 'vehicle',
      price: 16500,
      seats: 3,
      time: '',
      note: 'A small car and its driver for the whole trip: light luggage only.',
    },
    {
      id: 'nathula-pass-excursion',
      kind: 'excursion',
      name: 'Nathula Pass excursion',
      unit: 'vehicle',
      price: 5500,
      time: '',
      note: 'Added to the Tsomgo Lake day; Indian nationals only, permit arranged by us (two photos and ID).',
      permitId: 'tsomgo-nathula',
    },
    {
      id: 'room-heater',
      kind: 'extra',
      name: 'Room heater',
      unit: 'night',
      price: 500,
      time: '',
      note: 'For the room, every night of the trip.',
    },
    {
      id: 'pickup-bagdogra-airport-ixb',
      kind: 'pickup',
      name: 'Bagdogra airport (IXB)',
      unit: 'booking',
      price: 0,
      time: '10:00',
      note: 'In the package.',
    },
    {
      id: 'pickup-new-jalpaiguri-station-njp',
      kind: 'pickup',
      name: 'New Jalpaiguri station (NJP)',
      unit: 'booking',
      price: 0,
      time: '11:00',
      note: 'In the package.',
    },
    { id: 'pickup-siliguri', kind: 'pickup', name: 'Siliguri', unit: 'vehicle', price: 3000, time: '11:30', note: '' },
    {
      id: 'pickup-pakyong-airport',
      kind: 'pickup',
      name: 'Pakyong airport',
      unit: 'vehicle',
      price: 2000,
      time: '12:00',
      note: '',
    },
    {
      id: 'drop-bagdogra-airport-ixb',
      kind: 'drop',
      name: 'Bagdogra airport (IXB)',
      unit: 'booking',
      price: 0,
      time: '12:30',
      note: 'In the package. For flights leaving after 14:00.',
    },
    {
      id: 'drop-new-jalpaiguri-station-njp',
      kind: 'drop',
      name: 'New Jalpaiguri station (NJP)',
      unit: 'booking',
      price: 0,
      time: '13:00',
      note: 'In the package.',
    },
    { id: 'drop-siliguri', kind: 'drop', name: 'Siliguri', unit: 'vehicle', price: 3000, time: '13:30', note: '' },
    { id: 'drop-pakyong-airport', kind: 'drop', name: 'Pakyong airport', unit: 'vehicle', price: 2000, time: '10:30', note: '' },
  ],
  peakPrices: [
    { periodId: 'durga-puja-2026', mode: 'surcharge', amount: 2500 },
    { periodId: 'durga-puja-2027', mode: 'surcharge', amount: 2500 },
    { periodId: 'christmas-new-year-2026', mode: 'price', amount: 22500 },
    { periodId: 'christmas-new-year-2027', mode: 'price', amount: 22500 },
  ],
};

/** Darjeeling Romance (adult ₹12,000): a couple's trip, so the single supplement matters more than children. */
export const darjeelingRomancePricing: TourPricing = {
  bands: { childFromAge: 5, childToAge: 11, childWithBed: 9000, childWithoutBed: 6600, infant: 0, singleSupplement: 5000 },
  options: [
    {
      id: 'private-dzire-3-seats',
      kind: 'vehicle',
      name: 'Private Dzire (3 seats)',
      unit: 'vehicle',
      price: 11000,
      seats: 3,
      time: '',
      note: 'A sedan and its driver for the whole trip.',
    },
    {
      id: 'toy-train-joy-ride',
      kind: 'excursion',
      name: 'Toy train joy ride',
      unit: 'person',
      price: 1600,
      time: '',
      note: 'The steam run from Darjeeling to Ghum and back, with the stop at Batasia Loop.',
    },
    {
      id: 'pickup-bagdogra-airport-ixb',
      kind: 'pickup',
      name: 'Bagdogra airport (IXB)',
      unit: 'booking',
      price: 0,
      time: '10:00',
      note: 'In the package.',
    },
    {
      id: 'pickup-new-jalpaiguri-station-njp',
      kind: 'pickup',
      name: 'New Jalpaiguri station (NJP)',
      unit: 'booking',
      price: 0,
      time: '11:00',
      note: 'In the package.',
    },
    {
      id: 'drop-bagdogra-airport-ixb',
      kind: 'drop',
      name: 'Bagdogra airport (IXB)',
      unit: 'booking',
      price: 0,
      time: '12:30',
      note: 'In the package.',
    },
  ],
  peakPrices: [
    { periodId: 'durga-puja-2026', mode: 'surcharge', amount: 1500 },
    { periodId: 'durga-puja-2027', mode: 'surcharge', amount: 1500 },
    { periodId: 'christmas-new-year-2026', mode: 'surcharge', amount: 2000 },
    { periodId: 'christmas-new-year-2027', mode: 'surcharge', amount: 2000 },
  ],
};

/** Bhutan Discovery (adult ₹35,000): the car and guide are in the price; Bhutan's daily fee is per person. */
export const bhutanDiscoveryPricing: TourPricing = {
  bands: { childFromAge: 6, childToAge: 11, childWithBed: 26000, childWithoutBed: 19000, infant: 0, singleSupplement: 12000 },
  options: [
    {
      id: 'dochula-pass-excursion',
      kind: 'excursion',
      name: 'Dochula Pass excursion',
      unit: 'vehicle',
      price: 3000,
      time: '',
      note: 'A morning at the 108 chortens on the road to Punakha.',
    },
    {
      id: 'pickup-paro-airport-pbh',
      kind: 'pickup',
      name: 'Paro airport (PBH)',
      unit: 'booking',
      price: 0,
      time: '11:00',
      note: 'Included: your guide meets the flight.',
    },
    {
      id: 'pickup-phuentsholing-border',
      kind: 'pickup',
      name: 'Phuentsholing border',
      unit: 'vehicle',
      price: 6500,
      time: '09:00',
      note: 'For travellers coming overland from Bagdogra.',
    },
  ],
  peakPrices: [
    { periodId: 'christmas-new-year-2026', mode: 'surcharge', amount: 4000 },
    { periodId: 'christmas-new-year-2027', mode: 'surcharge', amount: 4000 },
  ],
};

/** Nepal Adventure (adult ₹45,000): a trek, so no beds to share and no infants on the trail. */
export const nepalAdventurePricing: TourPricing = {
  bands: { childFromAge: 8, childToAge: 14, childWithBed: 36000, childWithoutBed: 30000, infant: 0, singleSupplement: 14000 },
  options: [
    {
      id: 'extra-porter',
      kind: 'extra',
      name: 'Extra porter',
      unit: 'booking',
      price: 9000,
      time: '',
      note: 'Carries up to 20 kg for the four trekking days.',
    },
    {
      id: 'pickup-kathmandu-airport-ktm',
      kind: 'pickup',
      name: 'Kathmandu airport (KTM)',
      unit: 'vehicle',
      price: 1500,
      time: '12:00',
      note: '',
    },
  ],
  peakPrices: [
    { periodId: 'durga-puja-2026', mode: 'surcharge', amount: 3000 },
    { periodId: 'durga-puja-2027', mode: 'surcharge', amount: 3000 },
    { periodId: 'diwali-2026', mode: 'surcharge', amount: 3000 },
    { periodId: 'diwali-2027', mode: 'surcharge', amount: 3000 },
  ],
};
