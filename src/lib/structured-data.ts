import type { Article, RoomType, TourPackage } from '@/backend/schemas';
import { site } from './site';

/** schema.org descriptions of our pages, for search engines (rendered with <JsonLd>). */
const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.url}${path}`);

const organization = {
  '@type': 'TravelAgency',
  name: site.name,
  url: site.url,
  logo: absolute('/images/icon-512.png'),
  telephone: site.phone,
  email: site.email,
  address: { '@type': 'PostalAddress', streetAddress: 'Tadong, NH 10', addressLocality: 'Gangtok', addressRegion: 'Sikkim', postalCode: '737102', addressCountry: 'IN' },
};

export function travelAgencyLd() {
  return {
    ...organization,
    description: site.tagline,
    areaServed: ['Sikkim', 'Darjeeling', 'Kalimpong', 'Bhutan', 'Nepal', 'North East India'],
    openingHours: 'Mo-Sa 10:00-18:00',
  };
}

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

const mealPlanNames = { ep: 'Room only (EP)', cp: 'With breakfast (CP)', map: 'With breakfast and dinner (MAP)' } as const;

export function hotelLd(rooms: RoomType[]) {
  return {
    '@type': 'Hotel',
    name: site.hotel.name,
    url: `${site.url}/hotel-aster-gangtok`,
    image: absolute('/images/aster/hero.webp'),
    telephone: site.hotel.phone,
    email: site.hotel.email,
    address: { '@type': 'PostalAddress', streetAddress: 'Daragaon, Tadong', addressLocality: 'Gangtok', addressRegion: 'Sikkim', postalCode: '737102', addressCountry: 'IN' },
    amenityFeature: ['Restaurant', 'Travel desk', 'Free WiFi', 'Parking', '24/7 hot water', 'Daily housekeeping'].map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    makesOffer: rooms.flatMap((room) =>
      (Object.keys(mealPlanNames) as (keyof typeof mealPlanNames)[]).map((plan) => ({
        '@type': 'Offer',
        name: `${room.name}, ${mealPlanNames[plan]}`,
        itemOffered: { '@type': 'HotelRoom', name: room.name, description: room.description },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'INR',
          minPrice: room.pricing.offSeason[plan],
          maxPrice: room.pricing.season[plan],
          unitCode: 'DAY',
          unitText: 'per night',
        },
      })),
    ),
  };
}

export function blogPostingLd(article: Article, plainText: string) {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: plainText.slice(0, 200),
    image: article.imageUrl ? absolute(article.imageUrl) : undefined,
    datePublished: article.createdAt,
    author: { '@type': 'Person', name: article.author },
    publisher: organization,
    keywords: article.tags.join(', '),
    mainEntityOfPage: `${site.url}/article/${encodeURIComponent(article.slug)}`,
  };
}
