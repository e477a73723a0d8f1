import { BackendError } from '../errors';
import { limits } from '../limits';
import type { Billing, PriceLine, Quote, QuoteContent, QuoteStay, QuoteState, QuoteVersion, TaxSettings } from '../schemas/index';
import { formatCalendarDate } from '../../lib/format';
import { daysBetween } from './calendar';
import { asterNightsOf } from './trip-places';
import { packageTcs, priceTaxOf, recipientOfBilling, tcsPriceLine, tourTaxLines, type PriceTax } from './gst/booking-tax';
import type { Tcs } from './gst/tcs';

/**
 * What a quote holds and where it stands: its total, its nights at Hotel Aster, the checks of what the operator wrote
 * beyond its shape, and its state. Rules over the quote alone, read by the quote pages and by the transactions that
 * save, send and accept it.
 */

function invalid(message: string): never {
  throw new BackendError('invalid-data', message);
}

/** The operator's own lines: a quote's GST and TCS lines are the backend's, worked out again each time it is priced. */
export const operatorLines = (lines: readonly PriceLine[]): PriceLine[] =>
  lines.filter((line) => line.kind !== 'tax' && line.kind !== 'tcs');

/** The sum of the lines (discounts are negative); a quote never totals below nothing. */
export function quoteTotal(lines: readonly PriceLine[]): number {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  if (total < 0) invalid('The price lines add up to less than nothing.');
  return total;
}

/**
 * The nights at Hotel Aster, on any nights of the trip (Gangtok, Lachung, Lachung, Gangtok, Gangtok holds nights 1, 4
 * and 5): one room type, the same rooms each night, each night once; each held when the quote is accepted. Null when
 * the quote stays elsewhere.
 */
export function asterStay(stays: readonly QuoteStay[]): { roomId: string; nights: string[]; rooms: number } | null {
  const aster = asterNightsOf(stays);
  if (!aster) return null;
  for (const stay of stays.filter((one) => one.roomTypeId)) {
    if (stay.roomTypeId !== aster.roomId || stay.rooms !== aster.rooms)
      invalid('Nights at Hotel Aster must all be in one room type, the same number of rooms each night.');
  }
  const twice = aster.nights.find((night, index) => aster.nights[index - 1] === night);
  if (twice) invalid(`The night of ${formatCalendarDate(twice)} is at Hotel Aster twice: give each night once.`);
  return aster;
}

/**
 * Checks what the operator wrote beyond its shape: the lines' total, the nights at Hotel Aster, each night within the
 * trip's dates, and a trip no longer than an itinerary may be (the alerts look that far back for the trips they touch).
 */
export function checkQuoteContent(content: QuoteContent): number {
  asterStay(content.stays);
  const outside = content.stays.find((stay) => stay.night < content.startDate || stay.night >= content.endDate);
  if (outside)
    invalid(
      `The night of ${formatCalendarDate(outside.night)} is not within the trip: nights run from the first day to the day before the last.`,
    );
  if (daysBetween(content.startDate, content.endDate) >= limits.itineraryDays)
    invalid(`A trip can be at most ${limits.itineraryDays} days long.`);
  return quoteTotal(operatorLines(content.lines));
}

/** What a tailored trip's supply is called where its tax is worked out (the lines do not show it). */
const tripSupply = 'Tour package';

/** A tailored trip priced: its lines (the operator's, the GST, the TCS), its total and its TCS. */
export interface QuotePrice {
  lines: PriceLine[];
  total: number;
  tcs: Tcs | null;
}

/**
 * A tailored trip's price, as a catalogue tour's is priced: the operator's lines, then the GST of a tour package on
 * them (whatever nights it holds at Hotel Aster) by the place of supply of whom it is billed to, and on a trip to
 * Bhutan or Nepal the TCS on the price with GST (the higher rate without a PAN). `priceTax` null: neither GST nor TCS.
 */
export function quotePrice(content: Pick<QuoteContent, 'lines' | 'overseas'>, priceTax: PriceTax | null): QuotePrice {
  const own = operatorLines(content.lines);
  const subtotal = quoteTotal(own);
  const tax = priceTax ? tourTaxLines(subtotal, tripSupply, priceTax) : { lines: [], tax: 0 };
  const tcs = priceTax && content.overseas ? packageTcs(subtotal + tax.tax, priceTax) : null;
  return {
    lines: [...own, ...tax.lines, ...(tcs ? [tcsPriceLine(tcs)] : [])],
    total: subtotal + tax.tax + (tcs?.amount ?? 0),
    tcs,
  };
}

/** How a quote is taxed on `on` (India's calendar): by the operator's settings, for whom it is billed to. */
export const quoteTaxOf = (settings: TaxSettings, billing: Billing | undefined, on: string): PriceTax | null =>
  priceTaxOf(settings, recipientOfBilling(billing), on);

/** The content as the backend stores it, its GST and TCS lines worked out again, and what it totals. */
export function pricedQuoteContent(
  content: QuoteContent,
  settings: TaxSettings,
  on: string,
): { content: QuoteContent; total: number } {
  checkQuoteContent(content);
  const priced = quotePrice(content, quoteTaxOf(settings, content.billing, on));
  if (priced.lines.length > limits.priceLines)
    invalid(`With its tax lines a quote has at most ${limits.priceLines} price lines: please join some.`);
  return { content: { ...content, lines: priced.lines }, total: priced.total };
}

/** The last version sent, or null for a draft. */
export const latestVersion = (quote: Pick<Quote, 'versions'>): QuoteVersion | null => quote.versions.at(-1) ?? null;

/** Whether the working copy differs from the last version sent (a new version on the next send). */
export function changedSinceSent(quote: Pick<Quote, 'versions' | 'content'>): boolean {
  const latest = latestVersion(quote);
  return !latest || JSON.stringify(latest.content) !== JSON.stringify(quote.content);
}

/** Where a quote stands on `today` (India's calendar): expired once the day after its validity has come. */
export function quoteState(quote: Quote, today: string): QuoteState {
  const latest = latestVersion(quote);
  if (!latest) return 'draft';
  if (quote.accepted) return 'accepted';
  if (today > latest.content.validUntil) return 'expired';
  return quote.viewedVersion >= latest.version ? 'viewed' : 'sent';
}

export const quoteStateWords: Record<QuoteState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  expired: 'Expired',
};
