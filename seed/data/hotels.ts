import type { Hotel, Booking } from '../../src/backend/schemas';

export const sampleHotels: Hotel[] = [
  {
    id: 'hotel_mountain_view_pelling',
    name: 'Mountain View Resort, Pelling',
    location: 'Upper Pelling, West Sikkim',
    price: 8500,
    description:
      'A hillside resort facing the Kanchenjunga range, with wood-panelled rooms, a sun deck and a Sikkimese kitchen. Ten minutes from Pemayangtse monastery and the Skywalk.',
    images: ['/images/hotels/mountain-view-1.webp', '/images/hotels/mountain-view-2.webp'],
  },
  {
    id: 'hotel_teesta_riverside',
    name: 'Teesta Riverside Retreat',
    location: 'Melli, on the Teesta river',
    price: 12000,
    description:
      'Private cottages on the banks of the Teesta with river-rafting, bonfire evenings and organic meals from the retreat garden. Midway between Gangtok, Darjeeling and Kalimpong.',
    images: ['/images/hotels/teesta-retreat-1.webp', '/images/hotels/teesta-retreat-2.webp'],
  },
];

export const sampleBookings: Booking[] = [
  {
    id: 'booking_sample_1',
    itemId: 'hotel_mountain_view_pelling',
    itemName: 'Mountain View Resort, Pelling',
    userName: 'Priya Nair',
    userEmail: 'priya.nair@example.com',
    travelDate: '2026-12-20',
    endDate: '2026-12-23',
    totalPrice: 25500,
    status: 'Confirmed',
    kind: 'hotel',
    createdAt: '2026-11-02T09:15:00.000Z',
  },
  {
    id: 'booking_sample_2',
    itemId: 'hotel_teesta_riverside',
    itemName: 'Teesta Riverside Retreat',
    userName: 'Daniel Lepcha',
    userEmail: 'daniel.lepcha@example.com',
    travelDate: '2027-01-05',
    endDate: '2027-01-07',
    totalPrice: 24000,
    status: 'Pending',
    kind: 'hotel',
    createdAt: '2026-11-10T14:40:00.000Z',
  },
];
