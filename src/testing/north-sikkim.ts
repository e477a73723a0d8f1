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
