import type { TourPackage } from '@/backend/schemas';
import { site } from '@/lib/site';
import { absolute, organization } from './organization';

export function touristTripLd(tour: TourPackage) {
  return {
    '@type': 'TouristTrip',
    name: tour.name,
    description: `${tour.duration} tour covering ${tour.destinationsCovered.join(', ')}.`,
    image: absolute(tour.image),
    url: `${site.url}/hotel/${encodeURIComponent(tour.id)}`,
    touristType: tour.category,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.itinerary.length || tour.destinationsCovered.length,
      itemListElement: (tour.itinerary.length
        ? tour.itinerary.map((day, index) => ({ name: `Day ${index + 1}: ${day.title}`, description: day.description }))
        : tour.destinationsCovered.map((name) => ({ name }))
      ).map((item, index) => ({ '@type': 'ListItem', position: index + 1, item: { '@type': 'TouristDestination', ...item } })),
    },
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${site.url}/hotel/${encodeURIComponent(tour.id)}`,
      description: 'Starting price per person. Taxes extra.',
    },
    provider: organization,
  };
}
