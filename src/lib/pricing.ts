import type { MealPlan, RoomType } from '@/backend/schemas';

/**
 * Hotel Aster tariff rules. Dates are calendar dates ('YYYY-MM-DD', as a date input gives them) and are
 * handled in UTC, so a guest's time zone never moves a night into another day or season.
 */
export const seasonConfig = {
  /** Months (1 = January) charged at the season rate; every other month is off-season. */
  seasonMonths: [3, 4, 5, 6, 10, 11, 12] as readonly number[],
  seasonLabel: 'March to June and October to December',
  offSeasonLabel: 'January, February and July to September',
} as const;

export const mealPlans: readonly { id: MealPlan; code: string; label: string }[] = [
  { id: 'ep', code: 'EP', label: 'Room only' },
  { id: 'cp', code: 'CP', label: 'With breakfast' },
  { id: 'map', code: 'MAP', label: 'With breakfast and dinner' },
];

export type SeasonKey = 'season' | 'offSeason';

export const seasonNames: Record<SeasonKey, string> = { season: 'Season', offSeason: 'Off-season' };

const dayMs = 24 * 60 * 60 * 1000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' -> UTC midnight in ms; throws on anything that is not a real calendar date. */
function parseCalendarDate(date: string): number {
  const match = isoDatePattern.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return time;
}

function toCalendarDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export const checkOutBeforeCheckIn = 'Check-out date must be after the check-in date.';

/** Nights between check-in and check-out; throws a RangeError when check-out is not after check-in. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const nights = Math.round((parseCalendarDate(checkOut) - parseCalendarDate(checkIn)) / dayMs);
  if (nights < 1) throw new RangeError(checkOutBeforeCheckIn);
  return nights;
}

export function seasonOf(date: string): SeasonKey {
  const month = new Date(parseCalendarDate(date)).getUTCMonth() + 1;
  return seasonConfig.seasonMonths.includes(month) ? 'season' : 'offSeason';
}

export function isSeason(date: string): boolean {
  return seasonOf(date) === 'season';
}

/** The price of one night in `room` on the plan, for the night that starts on `date`. */
export function roomRateFor(room: RoomType, plan: MealPlan, date: string): number {
  return room.pricing[seasonOf(date)][plan];
}

export interface StayLine {
  season: SeasonKey;
  rate: number;
  nights: number;
  amount: number;
}

/**
 * Each night of the stay, priced by the season of the night it starts on, grouped into consecutive runs at
 * the same rate (a stay from 29 June to 2 July is 2 season nights then 1 off-season night).
 */
export function stayBreakdown(room: RoomType, plan: MealPlan, checkIn: string, checkOut: string): StayLine[] {
  const nights = nightsBetween(checkIn, checkOut);
  const start = parseCalendarDate(checkIn);
  const lines: StayLine[] = [];
  for (let night = 0; night < nights; night += 1) {
    const date = toCalendarDate(start + night * dayMs);
    const season = seasonOf(date);
    const rate = room.pricing[season][plan];
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

/** Total for the stay in rupees, summed night by night. */
export function stayTotal(room: RoomType, plan: MealPlan, checkIn: string, checkOut: string): number {
  return stayBreakdown(room, plan, checkIn, checkOut).reduce((sum, line) => sum + line.amount, 0);
}

/** Today's calendar date in the browser's time zone, for the `min` of date inputs. */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(date: string, days: number): string {
  return toCalendarDate(parseCalendarDate(date) + days * dayMs);
}
