import { addDays } from './calendar';

/** Nights of a tour from its free-text duration ('5 Nights / 6 Days' -> 5); none named: it ends on the travel date. */
export function nightsFromDuration(duration: string): number {
  const match = /(\d+)\s*-?\s*nights?\b/i.exec(duration);
  return match ? Number(match[1]) : 0;
}

/** The last day of a tour that starts on `travelDate`. */
export function tourEndDate(travelDate: string, duration: string): string {
  return addDays(travelDate, nightsFromDuration(duration));
}
