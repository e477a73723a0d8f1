/**
 * Tax collected at source on an overseas tour programme package (Income-tax Act section 206C(1G)): a package to
 * Bhutan or Nepal carries it on top of its GST. The rate changes on 1 April of some years, so the rates are kept
 * by the date they apply from; the date that counts is the day the money is received or the invoice issued. A
 * customer who gives no PAN pays the higher of twice the rate and 5% (section 206CC).
 */

export interface TcsPeriod {
  /** The first day the rate applies (a calendar date). */
  from: string;
  rate: number;
  /** 0: the rate applies to the whole amount; otherwise up to this amount, and `rateAbove` beyond it. */
  threshold: number;
  rateAbove: number;
}

export const defaultTcsPeriods: TcsPeriod[] = [
  { from: '2025-04-01', rate: 5, threshold: 1_000_000, rateAbove: 20 },
  { from: '2026-04-01', rate: 2, threshold: 0, rateAbove: 2 },
];

export interface Tcs {
  /** What TCS is collected on: usually the price including GST. */
  base: number;
  /** The rate or rates applied, for the document: '2%', or '5% up to ₹10,00,000, 20% above'. */
  rate: number;
  rateAbove: number;
  threshold: number;
  withoutPan: boolean;
  amount: number;
}

/** The period in force on the date, or null before the first. */
export function tcsPeriodOn(date: string, periods: readonly TcsPeriod[]): TcsPeriod | null {
  let found: TcsPeriod | null = null;
  for (const period of periods) if (period.from <= date && (!found || period.from > found.from)) found = period;
  return found;
}

export const withoutPanRate = (rate: number) => Math.max(rate * 2, 5);

/** The TCS on `base` rupees at a period's rates, rounded to the rupee. */
export function tcsAt(base: number, rates: Pick<TcsPeriod, 'rate' | 'threshold' | 'rateAbove'>, hasPan: boolean): Tcs {
  const rate = hasPan ? rates.rate : withoutPanRate(rates.rate);
  const rateAbove = hasPan ? rates.rateAbove : withoutPanRate(rates.rateAbove);
  const below = rates.threshold > 0 ? Math.min(base, rates.threshold) : base;
  const above = base - below;
  const amount = Math.round((below * rate + above * rateAbove) / 100);
  return { base, rate, rateAbove, threshold: rates.threshold, withoutPan: !hasPan, amount };
}

/** The TCS on an overseas package of `base` rupees on `date`, rounded to the rupee; null when no rate applies. */
export function tcsOn(base: number, date: string, hasPan: boolean, periods: readonly TcsPeriod[]): Tcs | null {
  const period = tcsPeriodOn(date, periods);
  if (!period || base <= 0) return null;
  return tcsAt(base, period, hasPan);
}

/**
 * The same TCS on a new base (the operator's discount lowers the price it is collected on): the rates the booking was
 * priced at, which already say whether a PAN was given.
 */
export function tcsAgain(tcs: Tcs, base: number): Tcs | null {
  // Its rates are those charged already: taken as they are, as with a PAN.
  return base > 0 ? { ...tcsAt(base, tcs, true), withoutPan: tcs.withoutPan } : null;
}
