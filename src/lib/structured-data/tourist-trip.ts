import { lowestAdultPrice } from '@/backend/domain/tour-prices';
import type { TourPackage } from '@/backend/schemas';
import { site } from '@/lib/site';
import { absolute, organization } from './organization';

/** What the offer says: the price's terms, then what it includes and leaves out, when the operator has listed them. */
function offerDescription(tour: TourPackage): string {
  return [
    'Starting price per person. Taxes extra.',
    tour.inclusions.length > 0 ? `Includes: ${tour.inclusions.join('; ')}.` : null,
    tour.exclusions.length > 0 ? `Not included: ${tour.exclusions.join('; ')}.` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export function touristTripLd(tour: TourPackage) {
  return {
    '@type': 'TouristTrip',
    name: tour.name,
    // The operator's own description when there is one; else what the package's facts say.
    description: tour.description.trim() || `${tour.duration} tour covering ${tour.destinationsCovered.join(', ')}.`,
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
      // The lowest an adult pays: a peak period may have a price of its own below the usual one.
      price: lowestAdultPrice(tour),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${site.url}/hotel/${encodeURIComponent(tour.id)}`,
      description: offerDescription(tour),
      // Each inclusion as a service the price covers.
      ...(tour.inclusions.length > 0
        ? {
            includesObject: tour.inclusions.map((name) => ({
              '@type': 'TypeAndQuantityNode',
              amountOfThisGood: 1,
              typeOfGood: { '@type': 'Service', name },
            })),
          }
        : {}),
    },
    provider: organization,
  };
}
