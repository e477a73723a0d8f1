import type { Contact, RoomType } from '@/backend/schemas';
import { site } from '@/lib/site';
import { absolute } from './organization';

const mealPlanNames = { ep: 'Room only (EP)', cp: 'With breakfast (CP)', map: 'With breakfast and dinner (MAP)' } as const;

export function hotelLd(rooms: RoomType[], contact: Contact) {
  return {
    '@type': 'Hotel',
    name: 'Hotel Aster',
    url: `${site.url}/hotel-aster-gangtok`,
    image: absolute('/images/aster/hero.webp'),
    telephone: contact.phone,
    email: contact.email,
    address: contact.address,
    amenityFeature: ['Restaurant', 'Travel desk', 'Free WiFi', 'Parking', '24/7 hot water', 'Daily housekeeping'].map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    makesOffer: rooms.flatMap((room) =>
      (Object.keys(mealPlanNames) as (keyof typeof mealPlanNames)[]).map((plan) => ({
        '@type': 'Offer',
        name: `${room.name}, ${mealPlanNames[plan]}`,
        itemOffered: { '@type': 'HotelRoom', name: room.name, description: room.description },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'INR',
          minPrice: room.rates.offSeason[plan],
          maxPrice: room.rates.season[plan],
          unitCode: 'DAY',
          unitText: 'per night',
        },
      })),
    ),
  };
}
