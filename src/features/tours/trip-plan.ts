import { previewTourPrice, pricingOf, type PricePreview, type PricingContext } from '@/backend/domain/pricing';
import type { TourOption, TourPackage } from '@/backend/schemas';
import { limits } from '@/backend/limits';
import { defaultChildAge, partyOfChoice, type TripChoice } from '@/components/booking/trip-choice';

/**
 * What the tour page's planner works out from a traveller's choice (kept in the page's address as a TripChoice):
 * the options the tour still offers and the price line by line, with the same pricing the booking form previews and
 * placeBooking stores. The departures it offers are the booking form's (`openDepartures`, domain/availability).
 */

export type SingleKind = 'vehicle' | 'pickup' | 'drop';
const singleKinds: readonly TourOption['kind'][] = ['vehicle', 'pickup', 'drop'];

/** The options of a choice the tour still offers, at most one vehicle, one pick-up and one drop (the first of each). */
export function knownOptions(tour: Pick<TourPackage, 'pricing'>, ids: readonly string[]): string[] {
  const { options } = pricingOf(tour);
  const kept: TourOption[] = [];
  for (const id of ids) {
    const option = options.find((candidate) => candidate.id === id);
    if (!option) continue;
    if (singleKinds.includes(option.kind) && kept.some((other) => other.kind === option.kind)) continue;
    kept.push(option);
  }
  return kept.map((option) => option.id);
}

/** The option of one kind chosen ('' for none: the package's own transport, no pick-up, no drop). */
export function chosenOfKind(tour: Pick<TourPackage, 'pricing'>, ids: readonly string[], kind: SingleKind): string {
  const { options } = pricingOf(tour);
  return ids.find((id) => options.find((option) => option.id === id)?.kind === kind) ?? '';
}

/** The choice with the one option of `kind` replaced by `id` ('' removes it). */
export function withSingleOption(
  tour: Pick<TourPackage, 'pricing'>,
  choice: TripChoice,
  kind: SingleKind,
  id: string,
): TripChoice {
  const { options } = pricingOf(tour);
  const others = choice.options.filter((other) => options.find((option) => option.id === other)?.kind !== kind);
  return { ...choice, options: id ? [...others, id] : others };
}

/** The choice with an excursion or extra added or taken off. */
export function withExtra(choice: TripChoice, id: string, on: boolean): TripChoice {
  const others = choice.options.filter((other) => other !== id);
  return { ...choice, options: on ? [...others, id] : others };
}

/** The choice with `count` children: ages kept, new children of the default age, adults reduced to stay within the limit. */
export function withChildren(choice: TripChoice, count: number): TripChoice {
  const children = Math.max(0, Math.min(count, limits.tourTravellers - 1));
  const childAges = Array.from({ length: children }, (_, index) => choice.childAges[index] ?? defaultChildAge);
  const sharedBeds = choice.sharedBeds.filter((number) => number <= children);
  return { ...choice, childAges, sharedBeds, adults: Math.min(choice.adults, limits.tourTravellers - children) };
}

export function withChildAge(choice: TripChoice, index: number, age: number): TripChoice {
  return { ...choice, childAges: choice.childAges.map((current, at) => (at === index ? age : current)) };
}

/** The choice with child `number` (from 1) sharing a bed, or having their own. */
export function withSharedBed(choice: TripChoice, number: number, shares: boolean): TripChoice {
  const others = choice.sharedBeds.filter((other) => other !== number);
  return { ...choice, sharedBeds: shares ? [...others, number].sort((a, b) => a - b) : others };
}

export type TripPreview = PricePreview;

/**
 * The price of the choice, priced on its date (today's while none is chosen, so peak prices show once a date is);
 * an adult of unknown age is priced as an adult. A choice the pricing refuses says why.
 */
export function previewTrip(
  tour: Pick<TourPackage, 'price' | 'duration' | 'pricing'>,
  choice: TripChoice,
  travelDate: string,
  context: PricingContext,
): TripPreview {
  return previewTourPrice(
    tour,
    { travelDate, party: partyOfChoice(choice), options: knownOptions(tour, choice.options) },
    context,
  );
}
