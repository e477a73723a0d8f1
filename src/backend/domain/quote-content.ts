import { BackendError } from '../errors';
import { limits } from '../limits';
import type { PriceLine, Quote, QuoteContent, QuoteStay, QuoteState, QuoteVersion } from '../schemas/index';
import { formatCalendarDate } from '../../lib/format';
import { daysBetween } from './calendar';
import { asterNightsOf } from './trip-places';

/**
 * What a quote holds and where it stands: its total, its nights at Hotel Aster, the checks of what the operator wrote
 * beyond its shape, and its state. Rules over the quote alone, read by the quote pages and by the transactions that
 * save, send and accept it.
 */

function invalid(message: string): never {
  throw new BackendError('invalid-data', message);
}

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
  return quoteTotal(content.lines);
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
