import type { Alert, Booking, TourPackage } from '@/backend/schemas';

/**
 * A North Sikkim trip for the alert tests: five days from Gangtok to Lachung and the Yumthang valley and back, with
 * fixed departures. Not among the sample tours: each test stores it itself.
 */
export function northSikkimTour(departures: Record<string, number> = {}): TourPackage {
  return {
    id: 'north-sikkim-test',
    name: 'North Sikkim: Lachung and Yumthang',
    image: '/images/tours/sikkim.jpg',
    duration: '4 Nights / 5 Days',
    price: 18_500,
    destinationsCovered: ['Gangtok', 'Lachung', 'Yumthang Valley'],
    highlights: ['Yumthang Valley of Flowers'],
    category: 'Adventure',
    itinerary: [
      { title: 'Arrive in Gangtok', description: '' },
      { title: 'Gangtok to Lachung', description: 'Through the North Sikkim highway.', stay: 'Lachung' },
      { title: 'Yumthang Valley', description: 'The valley of flowers and hot springs.', stay: 'Lachung' },
      { title: 'Lachung to Gangtok', description: '' },
      { title: 'Departure', description: '' },
    ],
    description: '',
    inclusions: [],
    exclusions: [],
    departures,
  };
}

/** An alert as stored, open, for the places and dates given. */
export function testAlert(fields: Partial<Alert> = {}): Alert {
  return {
    id: 'alert_test',
    kind: 'road-closed',
    title: 'North Sikkim highway closed by a landslide',
    places: ['North Sikkim', 'Lachung', 'Yumthang'],
    tourIds: [],
    from: '2027-05-12',
    to: '2027-05-14',
    message: 'Permits for Lachung and Yumthang are suspended.',
    state: 'open',
    createdAt: '2027-05-01T04:00:00.000Z',
    ...fields,
  };
}

/** A Confirmed tour booking of the North Sikkim trip starting on `travelDate`. */
export function northSikkimBooking(travelDate: string, fields: Partial<Booking> = {}): Booking {
  const end = new Date(`${travelDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 4);
  return {
    id: `booking_${travelDate}`,
    kind: 'tour',
    itemId: 'north-sikkim-test',
    itemName: 'North Sikkim: Lachung and Yumthang',
    userName: 'Asha Rai',
    userEmail: 'asha@example.com',
    phone: '+919832012345',
    travelDate,
    endDate: end.toISOString().slice(0, 10),
    travellers: 2,
    totalPrice: 37_000,
    status: 'Confirmed',
    reference: 'AST-7K3Q9',
    ...fields,
  };
}

/**
 * The Durga Puja trip a Kolkata family had tailored in a quote: North Sikkim and Gangtok, 8 to 13 October 2027,
 * nights at Hotel Aster (1, 4 and 5), Lachung and Lachung. Booked as the quote was accepted.
 */
export function durgaPujaBooking(fields: Partial<Booking> = {}): Booking {
  const aster = { place: 'Gangtok', hotel: 'Hotel Aster', roomTypeId: 'deluxe', rooms: 1 };
  return {
    ...northSikkimBooking('2027-10-08'),
    id: 'booking_durga_puja',
    kind: 'trip',
    itemId: undefined,
    itemName: 'Durga Puja in North Sikkim and Gangtok',
    userName: 'Sudipta Ghosh',
    userEmail: 'sudipta@example.com',
    endDate: '2027-10-13',
    travellers: 4,
    totalPrice: 98_400,
    quote: { id: 'quote_durga', version: 1 },
    plan: {
      startDate: '2027-10-08',
      endDate: '2027-10-13',
      days: [
        { title: 'Arrive in Gangtok', description: '' },
        { title: 'Gangtok to Lachung', description: 'Along the Teesta by the North Sikkim highway.' },
        { title: 'Yumthang Valley and Zero Point', description: '' },
        { title: 'Lachung to Gangtok', description: '' },
        { title: 'Gangtok: Durga Puja pandals', description: '' },
        { title: 'Departure', description: '' },
      ],
      stays: [
        { night: '2027-10-08', ...aster },
        { night: '2027-10-09', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
        { night: '2027-10-10', place: 'Lachung', hotel: 'Apple Orchard Resort', roomTypeId: '', rooms: 1 },
        { night: '2027-10-11', ...aster },
        { night: '2027-10-12', ...aster },
      ],
    },
    ...fields,
  };
}
