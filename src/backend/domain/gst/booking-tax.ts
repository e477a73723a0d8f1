import { formatRupees } from '../../../lib/format';
import type { PriceLine, TaxSettings } from '../../schemas';
import type { Billing } from '../../schemas/tax';
import { gstinState } from './gstin';
import { indianStates, outsideIndia, sikkim, type StateCode } from './indian-states';
import { isIntraState, placeOfSupply, type Recipient, type SupplyKind } from './place-of-supply';
import { tcsOn, type Tcs, type TcsPeriod } from './tcs';
import { todayInIndia } from '../calendar';

/**
 * The GST on a booking, computed once here for the price before booking, the booking the transactions store and every
 * document issued on it. Each supply is charged at its own rate; the tax is one line per rate, split into CGST and
 * SGST inside Sikkim and IGST outside it, each rounded to the rupee (CGST Act section 170).
 */

/** How the operator's accountant has chosen to tax each kind of booking. */
export interface TaxRules {
  /** The supplier's state: from the operator's GSTIN, Sikkim until one is given. */
  supplierState: StateCode;
  tour: {
    sac: string;
    /** 'gross': 5% without input tax credit on a price that includes rooms and transport; 'credit': 18% with it. */
    treatment: 'gross' | 'credit';
  };
  room: {
    sac: string;
    /** A night up to this value per room is taxed at `lowRate`, above it at `highRate`. */
    threshold: number;
    lowRate: number;
    highRate: number;
    /** Whether meals sold with the room (CP, MAP) count towards the night's value. */
    mealsCount: boolean;
  };
  flight: {
    sac: string;
    /** 'fee': the fare passes through untaxed and a service fee is charged and taxed; 'none': no tax, no document. */
    treatment: 'fee' | 'none';
    serviceFee: number;
    rate: number;
  };
}

export const defaultTaxRules: TaxRules = {
  supplierState: sikkim,
  tour: { sac: '998555', treatment: 'gross' },
  room: { sac: '996311', threshold: 7500, lowRate: 5, highRate: 18, mealsCount: true },
  flight: { sac: '998555', treatment: 'fee', serviceFee: 0, rate: 18 },
};

export function taxRulesOf(settings: TaxSettings): TaxRules {
  return {
    supplierState: settings.gstin ? gstinState(settings.gstin) : sikkim,
    tour: settings.tour,
    room: settings.room,
    flight: settings.flight,
  };
}

/** Whether the operator has given what every document needs of them: a GSTIN, the legal name and the address. */
export const isRegistered = (settings: TaxSettings) => Boolean(settings.gstin && settings.legalName && settings.address);

/**
 * The rules a booking's price is taxed by: none until the operator's GST registration is saved, so a price never
 * carries a tax no document will be issued for.
 */
export const chargedTaxRules = (settings: TaxSettings): TaxRules | null => (isRegistered(settings) ? taxRulesOf(settings) : null);

/**
 * The TCS rates an overseas package is charged at: none until the operator's TAN is saved. TCS is income tax the
 * operator collects and deposits under their TAN (not a GST matter): it is collected with or without a GST
 * registration, and never without a TAN to deposit it under.
 */
export const collectedTcs = (settings: TaxSettings): readonly TcsPeriod[] => (settings.tan ? settings.tcs : []);

/**
 * What taxes a price before booking: the operator's GST rules (null until the GST registration is saved), the TCS
 * rates of an overseas package (none until the TAN is saved), the customer as far as they are known yet, and the day
 * the price is made (India's calendar), which picks the TCS rate.
 */
export interface PriceTax {
  rules: TaxRules | null;
  tcs: readonly TcsPeriod[];
  recipient: Recipient;
  on: string;
}

/** A price's tax from its parts; null when it charges neither GST nor TCS. */
export function priceTaxFrom(
  rules: TaxRules | null,
  tcs: readonly TcsPeriod[],
  recipient: Recipient,
  on: string,
): PriceTax | null {
  return rules || tcs.length > 0 ? { rules, tcs, recipient, on } : null;
}

/**
 * How a form's price is taxed: as placeBooking will tax it (none while the settings load, or with neither a GST
 * registration nor a TAN), on today's date unless told.
 */
export function priceTaxOf(
  settings: TaxSettings | undefined,
  recipient: Recipient = {},
  on: string = todayInIndia(new Date()),
): PriceTax | null {
  return settings ? priceTaxFrom(chargedTaxRules(settings), collectedTcs(settings), recipient, on) : null;
}

export const tourRate = (rules: TaxRules) => (rules.tour.treatment === 'gross' ? 5 : 18);

/** One taxable supply of a booking at one rate. */
export interface Supply {
  sac: string;
  description: string;
  taxableValue: number;
  rate: number;
}

/** The tax at one rate. */
export interface RateTax {
  rate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface BookingTax {
  placeOfSupply: StateCode;
  intraState: boolean;
  supplies: TaxedSupply[];
  /** What is charged but not a supply of ours (an air fare paid on the customer's behalf). */
  untaxed: number;
  taxes: RateTax[];
  taxableValue: number;
  tax: number;
  /** Taxable value, tax and anything untaxed. */
  total: number;
}

export function taxAt(rate: number, taxableValue: number, intraState: boolean): RateTax {
  const half = Math.round((taxableValue * rate) / 200);
  return intraState
    ? { rate, taxableValue, cgst: half, sgst: half, igst: 0 }
    : { rate, taxableValue, cgst: 0, sgst: 0, igst: Math.round((taxableValue * rate) / 100) };
}

export const taxOf = (line: Pick<RateTax, 'cgst' | 'sgst' | 'igst'>) => line.cgst + line.sgst + line.igst;

/** A supply with its tax. */
export interface TaxedSupply extends Supply {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Supplies of the same SAC and rate in one, each taxed (the document's lines); the taxes one per rate, lowest first,
 * each the sum of its supplies' so the price and every document on it agree to the rupee.
 */
export function bookingTax(
  kind: SupplyKind,
  supplies: readonly Supply[],
  recipient: Recipient,
  rules: Pick<TaxRules, 'supplierState'>,
  untaxed = 0,
): BookingTax {
  const place = placeOfSupply(kind, recipient, rules.supplierState);
  const intraState = isIntraState(place, rules.supplierState);
  const merged: Supply[] = [];
  for (const supply of supplies) {
    if (supply.taxableValue === 0) continue;
    const same = merged.find((line) => line.sac === supply.sac && line.rate === supply.rate);
    if (same) same.taxableValue += supply.taxableValue;
    else merged.push({ ...supply });
  }
  const taxed = merged.map((supply) => ({ ...supply, ...taxAt(supply.rate, supply.taxableValue, intraState) }));
  const rates = [...new Set(taxed.map((supply) => supply.rate))].sort((a, b) => a - b);
  const taxes = rates.map((rate) => {
    const ofRate = taxed.filter((supply) => supply.rate === rate);
    const sum = (pick: (line: TaxedSupply) => number) => ofRate.reduce((total, line) => total + pick(line), 0);
    return {
      rate,
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
    };
  });
  const taxableValue = taxed.reduce((sum, supply) => sum + supply.taxableValue, 0);
  const tax = taxes.reduce((sum, line) => sum + taxOf(line), 0);
  return {
    placeOfSupply: place,
    intraState,
    supplies: taxed,
    untaxed,
    taxes,
    taxableValue,
    tax,
    total: taxableValue + tax + untaxed,
  };
}

// ---- Each kind of booking -------------------------------------------------------------------------------------

/** A tour package: its whole price one supply at the treatment's rate. */
export function tourTax(price: number, description: string, recipient: Recipient, rules: TaxRules): BookingTax {
  return bookingTax('tour', [{ sac: rules.tour.sac, description, taxableValue: price, rate: tourRate(rules) }], recipient, rules);
}

/** One night of a room booking: what it charges (all rooms, beds and children) and its value per room. */
export interface RoomNight {
  date: string;
  amount: number;
  /** The night's value of one room with the meals of the plan chosen. */
  perRoom: number;
  /** The same with the room only (no meals). */
  perRoomRoomOnly: number;
}

/** The rate of one night: by its value per room, with or without the meals as the rules say. */
export function roomNightRate(night: Pick<RoomNight, 'perRoom' | 'perRoomRoomOnly'>, rules: TaxRules): number {
  const value = rules.room.mealsCount ? night.perRoom : night.perRoomRoomOnly;
  return value > rules.room.threshold ? rules.room.highRate : rules.room.lowRate;
}

/** A stay: each night at its own slab, the nights of a slab one supply. */
export function roomTax(nights: readonly RoomNight[], description: string, rules: TaxRules): BookingTax {
  const supplies = nights.map((night) => ({
    sac: rules.room.sac,
    description,
    taxableValue: night.amount,
    rate: roomNightRate(night, rules),
  }));
  // Where the room is: the recipient does not change it.
  return bookingTax('room', supplies, {}, rules);
}

/** A flight: the fare paid on the customer's behalf, and our service fee, taxed. */
export function flightTax(fare: number, description: string, recipient: Recipient, rules: TaxRules): BookingTax {
  if (rules.flight.treatment === 'none') return bookingTax('flight', [], recipient, rules, fare);
  const fee = {
    sac: rules.flight.sac,
    description: `Service fee, ${description}`,
    taxableValue: rules.flight.serviceFee,
    rate: rules.flight.rate,
  };
  return bookingTax('flight', [fee], recipient, rules, fare);
}

// ---- As price lines -------------------------------------------------------------------------------------------

const percent = (rate: number) => `${rate}%`;

/** 'GST 5% (CGST 2.5% + SGST 2.5%)' or 'IGST 18%'. */
export function rateLabel(rate: number, intraState: boolean): string {
  return intraState ? `GST ${percent(rate)} (CGST ${percent(rate / 2)} + SGST ${percent(rate / 2)})` : `IGST ${percent(rate)}`;
}

/**
 * The price's tax lines: one per rate. `assumed`: the customer's state is not known yet, so the place of supply is
 * the supplier's own; the line says so, and placeBooking prices it again once the state is given.
 */
export function taxPriceLines(tax: BookingTax, assumed = false): PriceLine[] {
  const assumption = assumed ? `, assuming an address in ${indianStates[tax.placeOfSupply]}` : '';
  return tax.taxes
    .filter((line) => taxOf(line) > 0)
    .map((line) => ({
      kind: 'tax' as const,
      label: rateLabel(line.rate, tax.intraState),
      detail: `on ${formatRupees(line.taxableValue)}${assumption}`,
      amount: taxOf(line),
    }));
}

/** Whether the place of supply of a service that follows the customer is only assumed: no GSTIN, no state given. */
export const recipientUnknown = (recipient: Recipient) => !recipient.gstin && !recipient.state && !recipient.outsideIndia;

/** The customer as a booking's billing names them (none given: unknown). */
export function recipientOfBilling(billing: Billing | undefined): Recipient {
  if (!billing) return {};
  const pan = billing.pan ? { pan: billing.pan } : {};
  if (billing.gstin) return { gstin: billing.gstin, ...pan };
  return billing.state === outsideIndia ? { outsideIndia: true, ...pan } : { state: billing.state, ...pan };
}

/** A tour package's tax lines on its price before tax, and the tax they add (none before the GST registration). */
export function tourTaxLines(price: number, description: string, priceTax: PriceTax): { lines: PriceLine[]; tax: number } {
  if (!priceTax.rules) return { lines: [], tax: 0 };
  const tax = tourTax(price, description, priceTax.recipient, priceTax.rules);
  return { lines: taxPriceLines(tax, recipientUnknown(priceTax.recipient)), tax: tax.tax };
}

/**
 * The TCS on an overseas tour package (Bhutan, Nepal), on its price with GST, at the rate of the day the price is
 * made: the higher rate when the customer gave no PAN. Null when no rate applies (no TAN saved, or before the first).
 */
export const packageTcs = (priceWithGst: number, priceTax: PriceTax): Tcs | null =>
  tcsOn(priceWithGst, priceTax.on, Boolean(priceTax.recipient.pan), priceTax.tcs);

/** The TCS as a price line of its own: 'TCS 2%' on the price with GST, or each slab's rate. */
export function tcsPriceLine(tcs: Tcs): PriceLine {
  const rates =
    tcs.threshold > 0 && tcs.base > tcs.threshold
      ? `${percent(tcs.rate)} up to ${formatRupees(tcs.threshold)}, ${percent(tcs.rateAbove)} above`
      : percent(tcs.rate);
  return {
    kind: 'tcs',
    label: `TCS ${rates} (overseas tour package)`,
    detail: `on ${formatRupees(tcs.base)}${tcs.withoutPan ? ', without a PAN' : ''}`,
    amount: tcs.amount,
  };
}

/** What a flight booking's service fee line is called: the tax documents read the fee charged from it. */
export const serviceFeeLabel = 'Service fee';

/**
 * A flight's price lines: nothing beyond the fare while no service fee is charged (no registration, no fee, or no
 * document for flights); else the fare, the fee and the fee's tax.
 */
export function flightPriceLines(
  fare: number,
  travellers: number,
  description: string,
  priceTax: PriceTax | null,
): { lines: PriceLine[]; total: number } | null {
  const rules = priceTax?.rules;
  if (!priceTax || !rules || rules.flight.treatment === 'none' || rules.flight.serviceFee <= 0) return null;
  const tax = flightTax(fare, description, priceTax.recipient, rules);
  const each = travellers > 0 ? fare / travellers : fare;
  const lines: PriceLine[] = [
    {
      kind: 'other',
      label: 'Air fare',
      detail: `${formatRupees(each)} × ${travellers} ${travellers === 1 ? 'traveller' : 'travellers'}`,
      amount: fare,
    },
    { kind: 'other', label: serviceFeeLabel, detail: '', amount: rules.flight.serviceFee },
    ...taxPriceLines(tax, recipientUnknown(priceTax.recipient)),
  ];
  return { lines, total: tax.total };
}
