import { limits } from '../limits';
import type { MealPlan, MealPlanRates } from '../schemas';
import { addDays, daysBetween } from './calendar';
import { seasonOf, type SeasonKey, type SeasonRange } from './seasons';

/**
 * A stay at Hotel Aster priced night by night: each night at the rate of the season of the day it starts on.
 * The one home of room prices: the booking form's live price, the adapters that store a booking, and the
 * operator's check of stored totals all use it (firestore.rules checks the total from the season split).
 */
export interface RoomRates {
  season: MealPlanRates;
  offSeason: MealPlanRates;
}

export const checkOutBeforeCheckIn = 'Check-out date must be after the check-in date.';
export const stayTooLong = `Stays of more than ${limits.stayNights} nights cannot be booked online: please send us an enquiry.`;

/** Nights between check-in and check-out; throws a RangeError when check-out is not after check-in. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) throw new RangeError(checkOutBeforeCheckIn);
  return nights;
}

/** Each night of the stay, by its date. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  return Array.from({ length: nightsBetween(checkIn, checkOut) }, (_, night) => addDays(checkIn, night));
}

export interface StayLine {
  season: SeasonKey;
  rate: number;
  nights: number;
  amount: number;
}

/** Consecutive nights at the same rate, grouped (29 June to 2 July: 2 season nights, then 1 off-season night). */
export function stayBreakdown(
  rates: RoomRates,
  plan: MealPlan,
  checkIn: string,
  checkOut: string,
  seasons: readonly SeasonRange[],
): StayLine[] {
  const lines: StayLine[] = [];
  for (const date of stayNights(checkIn, checkOut)) {
    const season = seasonOf(date, seasons);
    const rate = rates[season][plan];
    const last = lines.at(-1);
    if (last && last.season === season && last.rate === rate) {
      last.nights += 1;
      last.amount += rate;
    } else {
      lines.push({ season, rate, nights: 1, amount: rate });
    }
  }
  return lines;
}

export interface PricedStay {
  nights: number;
  seasonNights: number;
  offSeasonNights: number;
  total: number;
}

/** The stay's nights per season and its total. */
export function priceStay(
  rates: RoomRates,
  plan: MealPlan,
  checkIn: string,
  checkOut: string,
  seasons: readonly SeasonRange[],
): PricedStay {
  const nights = stayNights(checkIn, checkOut);
  const seasonNights = nights.filter((date) => seasonOf(date, seasons) === 'season').length;
  const offSeasonNights = nights.length - seasonNights;
  return {
    nights: nights.length,
    seasonNights,
    offSeasonNights,
    total: seasonNights * rates.season[plan] + offSeasonNights * rates.offSeason[plan],
  };
}

/** Why these dates cannot be booked online, or null when they can (past dates are the form's concern). */
export function stayProblem(checkIn: string, checkOut: string): string | null {
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1) return checkOutBeforeCheckIn;
  if (nights > limits.stayNights) return stayTooLong;
  return null;
}
