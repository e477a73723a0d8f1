import { asterProfile, asterRooms, sampleArticles, sampleBusinessSettings, sampleTours } from '~seed/data';
import { blogPostingLd } from './blog-posting';
import { hotelLd } from './hotel';
import { travelAgencyLd } from './organization';
import { touristTripLd } from './tourist-trip';

describe('structured data', () => {
  it('describes a tour as a TouristTrip with its itinerary and an offer in rupees', () => {
    const tour = sampleTours.find((t) => t.id === 'sikkim-delight')!;
    const data = touristTripLd(tour);
    expect(data).toMatchObject({ '@type': 'TouristTrip', offers: { '@type': 'Offer', price: 18500, priceCurrency: 'INR' } });
    expect(data.itinerary.itemListElement).toHaveLength(tour.itinerary.length);
    expect(data.itinerary.itemListElement[0]).toMatchObject({ position: 1, item: { name: 'Day 1: Arrive in Gangtok' } });
  });

  it("offers the lowest adult price: a peak period's own price when it is below the usual one", () => {
    const tour = sampleTours.find((t) => t.id === 'sikkim-delight')!;
    // The sample's Christmas price is above ₹18,500: the offer stays at the usual price.
    expect(touristTripLd(tour).offers.price).toBe(18500);
    const monsoon = {
      ...tour,
      pricing: { ...tour.pricing!, peakPrices: [{ periodId: 'monsoon-2027', mode: 'price' as const, amount: 14900 }] },
    };
    expect(touristTripLd(monsoon).offers.price).toBe(14900);
  });

  it("uses the tour's own description, inclusions and exclusions when it has them", () => {
    const tour = {
      ...sampleTours[0]!,
      description: 'Six days in the Eastern Himalaya.',
      inclusions: ['Hotels', 'Permits'],
      exclusions: ['Flights'],
    };
    const data = touristTripLd(tour);
    expect(data.description).toBe('Six days in the Eastern Himalaya.');
    expect(data.offers.description).toBe(
      'Starting price per person. Taxes extra. Includes: Hotels; Permits. Not included: Flights.',
    );
    expect(data.offers).toMatchObject({
      includesObject: [{ typeOfGood: { '@type': 'Service', name: 'Hotels' } }, { typeOfGood: { name: 'Permits' } }],
    });

    const plain = touristTripLd({ ...tour, description: ' ', inclusions: [], exclusions: [] });
    expect(plain.description).toBe(`${tour.duration} tour covering ${tour.destinationsCovered.join(', ')}.`);
    expect(plain.offers.description).toBe('Starting price per person. Taxes extra.');
    expect(plain.offers).not.toHaveProperty('includesObject');
  });

  it('lists every room and meal plan of Hotel Aster as an offer', () => {
    const data = hotelLd(asterRooms, asterProfile.contact);
    expect(data.makesOffer).toHaveLength(asterRooms.length * 3);
    expect(
      data.makesOffer.find((o) => o.name === 'Family Room (5 Pax), With breakfast and dinner (MAP)')?.priceSpecification,
    ).toMatchObject({
      minPrice: 4500,
      maxPrice: 5000,
      priceCurrency: 'INR',
    });
  });

  it('describes an article and the agency', () => {
    const article = sampleArticles[0]!;
    expect(blogPostingLd(article, 'Some text')).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      datePublished: article.createdAt,
    });
    expect(blogPostingLd(article, 'Some text').publisher).not.toHaveProperty('telephone');
  });

  it('describes the agency with the contact details saved in Settings', () => {
    const business = {
      ...sampleBusinessSettings,
      phone: '+913592201234',
      supportHours: 'Monday to Friday, 9 AM to 5 PM IST',
      social: { facebook: 'https://facebook.com/aster', instagram: '', youtube: '', x: 'https://x.com/aster' },
    };
    expect(travelAgencyLd(business)).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Himalayan Aster Tours',
      telephone: '+913592201234',
      email: sampleBusinessSettings.email,
      address: sampleBusinessSettings.address,
      openingHours: 'Mo-Fr 09:00-17:00',
      sameAs: ['https://facebook.com/aster', 'https://x.com/aster'],
    });
    // No social addresses saved: no sameAs at all, rather than an empty list.
    expect(travelAgencyLd(sampleBusinessSettings).sameAs).toBeUndefined();
  });
});
