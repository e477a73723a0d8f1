import type { AgeBands, TourPackage, TourPricing } from '../schemas';

// What the tour pages show of a tour's prices before anyone picks anything: kept apart from the pricing function
// (./pricing.ts) so that a tour page's first load carries only this.

const defaultBands: AgeBands = { childFromAge: 5, childToAge: 11, infant: 0, singleSupplement: 0 };
export const defaultTourPricing: TourPricing = { bands: defaultBands, options: [], peakPrices: [] };

export const pricingOf = (tour: Pick<TourPackage, 'pricing'>): TourPricing => tour.pricing ?? defaultTourPricing;

/** The lowest price an adult can pay for the tour: what "from" and the search engines' offer show. */
export function lowestAdultPrice(tour: Pick<TourPackage, 'price' | 'pricing'>): number {
  const ownPrices = pricingOf(tour)
    .peakPrices.filter((peak) => peak.mode === 'price')
    .map((peak) => peak.amount);
  return Math.min(tour.price, ...ownPrices);
}
