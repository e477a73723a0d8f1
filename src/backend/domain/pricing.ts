import { BackendError } from '../errors';
import type { AgeBands, PeakPeriod, PermitType, PriceLine, TourOption, TourPackage, TourPricing, Traveller } from '../schemas';
import { packageTcs, tcsPriceLine, tourTaxLines, type PriceTax } from './gst/booking-tax';
import type { Tcs } from './gst/tcs';
import { eligibleFor } from './permits';
import { nightsFromDuration } from './tour-dates';
import { pricingOf } from './tour-prices';

export { defaultTourPricing, lowestAdultPrice, pricingOf } from './tour-prices';

/**
 * A tour's price, line by line: each age band, each option chosen, the peak-period surcharge and the GST, one line
 * per rate as the tax invoice will charge it (src/backend/domain/gst/booking-tax.ts), and on an overseas
 * package the TCS collected on the price with GST. The one
 * home of tour prices: the booking form's preview, the request transaction that stores a booking (in the browser's
 * embedded backend and in the Cloud Function) and the tour page's "from" price all call it, so the total a
 * traveller sees is the total stored.
 */

export type AgeBand = 'adult' | 'child' | 'infant';

export function ageBand(age: number, bands: AgeBands): AgeBand {
  if (age > bands.childToAge) return 'adult';
  if (age >= bands.childFromAge) return 'child';
  return 'infant';
}

/** A traveller's band: by their age, an adult when it was not asked (adults are 18 or over). */
export const travellerBand = (traveller: Pick<Traveller, 'age'>, bands: AgeBands): AgeBand =>
  traveller.age === undefined ? 'adult' : ageBand(traveller.age, bands);

/** Travellers who take a seat and pay per person: everyone but infants, who sit on a lap. */
export const seatTakers = (party: readonly Traveller[], bands: AgeBands) =>
  party.filter((traveller) => travellerBand(traveller, bands) !== 'infant').length;

/** The peak period a trip starting on `travelDate` falls in, with the tour's price over it; none: null. */
export function peakOn(
  travelDate: string,
  tour: Pick<TourPackage, 'pricing'>,
  periods: readonly PeakPeriod[],
): { period: PeakPeriod; mode: 'surcharge' | 'price'; amount: number } | null {
  for (const peak of pricingOf(tour).peakPrices) {
    const period = periods.find((candidate) => candidate.id === peak.periodId);
    if (period && period.from <= travelDate && travelDate <= period.to) return { period, mode: peak.mode, amount: peak.amount };
  }
  return null;
}

/** How many vehicles of the chosen kind the party fills: a 6-seat Innova for 7 travellers is two. */
export function vehiclesNeeded(vehicle: TourOption | undefined, seats: number): number {
  if (!vehicle || vehicle.unit !== 'vehicle' || vehicle.seats === undefined) return 1;
  return Math.max(1, Math.ceil(seats / vehicle.seats));
}

export interface TourChoice {
  travelDate: string;
  party: readonly Traveller[];
  /** Option ids. */
  options: readonly string[];
}

export interface PricingContext {
  peakPeriods: readonly PeakPeriod[];
  /** How the price is taxed; none (neither a GST registration nor a TAN saved): no tax or TCS line. */
  tax?: PriceTax | null | undefined;
  /**
   * The operator's permit types: an option that needs one is priced for the travellers it admits only (absent: as
   * if it admitted everyone).
   */
  permitTypes?: readonly PermitType[] | undefined;
}

export interface PricedTrip {
  lines: PriceLine[];
  subtotal: number;
  tax: number;
  /** An overseas package's TCS (none before the operator's TAN is saved, or when no rate applies). */
  tcs: Tcs | null;
  total: number;
  vehicles: number;
}

export const oneVehicle = 'Please choose one vehicle.';
export const oneOptionOfKind = (kind: string) => `Please choose one ${kind} point at most.`;
export const unknownOption = 'One of the options chosen is no longer offered: please choose again.';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const rupeesText = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

function invalid(message: string): never {
  throw new BackendError('invalid-data', message);
}

/**
 * The options chosen, checked against the tour's: known ids, at most one vehicle (none: the package's own transport,
 * in its price), one pick-up point and one drop point.
 */
export function chosenOptions(pricing: TourPricing, ids: readonly string[]): TourOption[] {
  const chosen = [...new Set(ids)].map((id) => pricing.options.find((option) => option.id === id) ?? invalid(unknownOption));
  const ofKind = (kind: TourOption['kind']) => chosen.filter((option) => option.kind === kind);
  if (ofKind('vehicle').length > 1) invalid(oneVehicle);
  if (ofKind('pickup').length > 1) invalid(oneOptionOfKind('pick-up'));
  if (ofKind('drop').length > 1) invalid(oneOptionOfKind('drop'));
  return chosen;
}

/** How a pick-up's and a drop's price lines start: written by optionLineLabel, read by bookedTransfers. */
const transferWords = { pickup: 'Pick-up at ', drop: 'Drop at ' } as const;

/** An option's price line says what it is: 'Pick-up at Bagdogra airport (IXB), 10:00', 'Drop at Siliguri, 13:30'. */
export function optionLineLabel(option: Pick<TourOption, 'kind' | 'name' | 'time'>): string {
  const named = option.kind === 'pickup' || option.kind === 'drop' ? `${transferWords[option.kind]}${option.name}` : option.name;
  return option.time ? `${named}, ${option.time}` : named;
}

/**
 * The pick-up and the drop a booking was priced with, pick-up first, as its lines name them ('Pick-up at Bagdogra
 * airport (IXB), 10:00'): the booking's own record, so the voucher and the trip pack say what was booked even when
 * the tour's options change or the tour goes.
 */
export function bookedTransfers(lines: readonly PriceLine[] | undefined): string[] {
  const options = (lines ?? []).filter((line) => line.kind === 'option');
  const of = (words: string) => options.filter((line) => line.label.startsWith(words)).map((line) => line.label);
  return [...of(transferWords.pickup), ...of(transferWords.drop)];
}

/** What a tour package's supply is called where its tax is worked out (the lines do not show it). */
const tourSupply = 'Tour package';

/** Adds the tour's tax lines, an overseas package's TCS and the totals. */
function withTourTax(lines: PriceLine[], priceTax: PriceTax | null | undefined, overseas: boolean, vehicles: number): PricedTrip {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = priceTax ? tourTaxLines(subtotal, tourSupply, priceTax) : { lines: [], tax: 0 };
  const tcs = priceTax && overseas ? packageTcs(subtotal + tax.tax, priceTax) : null;
  return {
    lines: [...lines, ...tax.lines, ...(tcs ? [tcsPriceLine(tcs)] : [])],
    subtotal,
    tax: tax.tax,
    tcs,
    total: subtotal + tax.tax + (tcs?.amount ?? 0),
    vehicles,
  };
}

export function priceTour(
  tour: Pick<TourPackage, 'price' | 'duration' | 'pricing' | 'overseas'>,
  choice: TourChoice,
  context: PricingContext,
): PricedTrip {
  const pricing = pricingOf(tour);
  const { bands } = pricing;
  const peak = peakOn(choice.travelDate, tour, context.peakPeriods);
  const adultPrice = peak?.mode === 'price' ? peak.amount : tour.price;
  const childWithBed = bands.childWithBed ?? adultPrice;
  const childWithoutBed = bands.childWithoutBed ?? childWithBed;

  const count = (test: (traveller: Traveller) => boolean) => choice.party.filter(test).length;
  const adults = count((traveller) => travellerBand(traveller, bands) === 'adult');
  const childrenWithBed = count((traveller) => travellerBand(traveller, bands) === 'child' && traveller.ownBed !== false);
  const childrenSharing = count((traveller) => travellerBand(traveller, bands) === 'child' && traveller.ownBed === false);
  const infants = count((traveller) => travellerBand(traveller, bands) === 'infant');
  const ownRooms = count((traveller) => traveller.ownRoom === true && travellerBand(traveller, bands) === 'adult');

  const lines: PriceLine[] = [];
  const band = (travellers: number, label: string, each: number) => {
    if (travellers > 0)
      lines.push({
        kind: 'band',
        label,
        detail: each === 0 ? 'free' : `${rupeesText(each)} each`,
        amount: travellers * each,
      });
  };
  band(adults, plural(adults, 'adult'), adultPrice);
  band(childrenWithBed, `${plural(childrenWithBed, 'child', 'children')} with a bed`, childWithBed);
  band(childrenSharing, `${plural(childrenSharing, 'child', 'children')} sharing a bed`, childWithoutBed);
  band(infants, plural(infants, 'infant'), bands.infant);
  if (ownRooms > 0)
    lines.push({
      kind: 'band',
      label: `Single supplement (${plural(ownRooms, 'room')})`,
      detail: bands.singleSupplement === 0 ? 'included' : `${rupeesText(bands.singleSupplement)} each`,
      amount: ownRooms * bands.singleSupplement,
    });
  if (peak?.mode === 'surcharge' && peak.amount > 0) {
    const paying = adults + childrenWithBed + childrenSharing;
    lines.push({
      kind: 'surcharge',
      label: `${peak.period.name} surcharge`,
      detail: `${rupeesText(peak.amount)} × ${plural(paying, 'traveller')}`,
      amount: paying * peak.amount,
    });
  }

  const options = chosenOptions(pricing, choice.options);
  const seats = seatTakers(choice.party, bands);
  const vehicle = options.find((option) => option.kind === 'vehicle');
  const vehicles = vehiclesNeeded(vehicle, seats);
  const nights = Math.max(1, nightsFromDuration(tour.duration));
  for (const option of options) {
    const label = optionLineLabel(option);
    const eligible = eligibleFor(option, choice.party, context.permitTypes);
    if (eligible.rule !== null) {
      // Nobody in the party may take it: it stays on the bill at nothing, saying why, so nobody pays for it unawares.
      lines.push({ kind: 'option', label, detail: `Not included: ${eligible.rule}`, amount: 0 });
      continue;
    }
    const takers = eligible.party ? seatTakers(eligible.party, bands) : seats;
    const optionVehicles = eligible.party ? vehiclesNeeded(vehicle, takers) : vehicles;
    const [quantity, what] =
      option.unit === 'person'
        ? [takers, plural(takers, 'traveller')]
        : option.unit === 'vehicle'
          ? [optionVehicles, plural(optionVehicles, 'vehicle')]
          : option.unit === 'night'
            ? [nights, plural(nights, 'night')]
            : [1, 'per booking'];
    // An option in the package's price (an airport transfer it includes) is on the bill as included, never charged.
    lines.push({
      kind: 'option',
      label,
      detail: option.price === 0 ? 'included' : option.unit === 'booking' ? what : `${rupeesText(option.price)} × ${what}`,
      amount: quantity * option.price,
    });
  }
  return withTourTax(lines, context.tax, tour.overseas === true, vehicles);
}

/**
 * The taxes charged on top of a tour's price per person, named as its price lines name them: 'GST 5% (CGST 2.5% +
 * SGST 2.5%)', and on an overseas package 'TCS 2% (overseas tour package)'. Empty when none applies (no GST
 * registration, no TAN, or the settings not known yet), so a summary never says "taxes extra" of a price without any.
 */
export function taxesOnTop(tour: Pick<TourPackage, 'price' | 'overseas'>, priceTax: PriceTax | null | undefined): string[] {
  const one: PriceLine = { kind: 'band', label: '1 adult', detail: '', amount: tour.price };
  return withTourTax([one], priceTax, tour.overseas === true, 1)
    .lines.filter((line) => line.kind === 'tax' || line.kind === 'tcs')
    .map((line) => line.label);
}

/** Every traveller an adult: how a request without traveller details (older forms, a count only) is priced. */
export const adultsOnly = (travellers: number): Traveller[] =>
  Array.from({ length: travellers }, () => ({ name: '', nationality: 'IN' }));

export type PricePreview = { ok: true; trip: PricedTrip } | { ok: false; problem: string };

/** `priceTour` for a form still being filled in: a choice the pricing refuses says why instead of throwing. */
export function previewTourPrice(
  tour: Pick<TourPackage, 'price' | 'duration' | 'pricing' | 'overseas'>,
  choice: TourChoice,
  context: PricingContext,
): PricePreview {
  try {
    return { ok: true, trip: priceTour(tour, choice, context) };
  } catch (error) {
    if (error instanceof BackendError) return { ok: false, problem: error.message };
    throw error;
  }
}
