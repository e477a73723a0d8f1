import { formatRupees } from '../../lib/format';
import { limits } from '../limits';
import type { MealPlan, MealPlanRates, Occupancy, PriceLine, RoomType } from '../schemas';
import { roomTax, taxPriceLines, type RoomNight, type Supply, type TaxRules } from './gst/booking-tax';
import { addDays, daysBetween, isCalendarDate } from './calendar';
import { closedMessage, closingOf, minStayMessage, periodOf, type ClosedDatesLike, type RatePeriodLike } from './rate-periods';
import { seasonOf, type SeasonKey, type SeasonRange } from './seasons';

/**
 * A stay at Hotel Aster priced night by night: each night at the rate of the season of the day it starts on.
 * The one home of room prices: the booking form's live price, the adapters that store a booking, and the
 * operator's check of stored totals all use it.
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

// ---- Rate periods, occupancy, extra beds and children -------------------------------------------------------

/** What the hotel's profile says about the nights: the seasons, the named rate periods and the closed dates. */
export interface StayCalendar {
  seasons: readonly SeasonRange[];
  periods?: readonly RatePeriodLike[] | undefined;
  closed?: readonly ClosedDatesLike[] | undefined;
}

/** Who stays, and in how many rooms of the type. Children are guests under 12. */
export interface RoomParty {
  adults: number;
  children: number;
  rooms: number;
}

export const mealPlanCodes: Record<MealPlan, string> = { ep: 'EP', cp: 'CP', map: 'MAP' };

type PricedRoom = Pick<RoomType, 'name' | 'guests' | 'rooms' | 'rates'> &
  Partial<Pick<RoomType, 'occupancy' | 'extraBedRates' | 'childRates' | 'periodRates'>>;

/**
 * Who one room sleeps. A room type stored before occupancy sleeps `guests` people of any age: its children are
 * counted (and charged) as adults.
 */
export function occupancyOf(room: Pick<PricedRoom, 'guests' | 'occupancy'>): Occupancy & { anyAge: boolean } {
  return room.occupancy
    ? { ...room.occupancy, anyAge: false }
    : { adults: room.guests, children: 0, extraBed: false, anyAge: true };
}

export interface PartyFit {
  /** Guests who sleep on an extra bed (at most one a room). */
  extraBeds: number;
  /** Children charged the child rate: those not on an extra bed. */
  childRate: number;
}

/**
 * How the party fits `rooms` rooms of the type, or null when it does not: every room needs an adult; children may
 * take the places adults leave free; one guest a room beyond that sleeps on an extra bed where the type has one.
 */
export function partyFit(room: Pick<PricedRoom, 'guests' | 'occupancy'>, party: RoomParty): PartyFit | null {
  const occupancy = occupancyOf(room);
  const adults = occupancy.anyAge ? party.adults + party.children : party.adults;
  const children = occupancy.anyAge ? 0 : party.children;
  if (party.rooms < 1 || adults < party.rooms) return null;
  const adultPlaces = party.rooms * occupancy.adults;
  const extraAdults = Math.max(0, adults - adultPlaces);
  const freePlaces = Math.max(0, adultPlaces - adults) + party.rooms * occupancy.children;
  const extraChildren = Math.max(0, children - freePlaces);
  const extraBeds = extraAdults + extraChildren;
  if (extraBeds > (occupancy.extraBed ? party.rooms : 0)) return null;
  return { extraBeds, childRate: children - extraChildren };
}

/** The fewest rooms of the type the party fits in (within the rooms the hotel has), or null. */
export function roomsNeeded(
  room: Pick<PricedRoom, 'guests' | 'occupancy' | 'rooms'>,
  guests: Omit<RoomParty, 'rooms'>,
): number | null {
  for (let rooms = 1; rooms <= room.rooms; rooms++) if (partyFit(room, { ...guests, rooms })) return rooms;
  return null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 adults and 2 children, and one more on an extra bed'. */
export function occupancyLabel(room: Pick<PricedRoom, 'guests' | 'occupancy'>): string {
  const occupancy = occupancyOf(room);
  if (occupancy.anyAge) return plural(occupancy.adults, 'guest', 'guests');
  const people =
    occupancy.children > 0
      ? `${plural(occupancy.adults, 'adult', 'adults')} and ${plural(occupancy.children, 'child', 'children')}`
      : plural(occupancy.adults, 'adult', 'adults');
  return occupancy.extraBed ? `${people}, and one more on an extra bed` : people;
}

export const partyLabel = (party: Omit<RoomParty, 'rooms'>) =>
  party.children > 0
    ? `${plural(party.adults, 'adult', 'adults')} and ${plural(party.children, 'child', 'children')}`
    : plural(party.adults, 'adult', 'adults');

/** Why the party does not fit the rooms asked for, with what would fit, or null when it fits. */
export function partyProblem(room: Pick<PricedRoom, 'name' | 'guests' | 'occupancy' | 'rooms'>, party: RoomParty): string | null {
  if (partyFit(room, party)) return null;
  if (party.adults < party.rooms) return 'Each room needs at least one adult.';
  const needed = roomsNeeded(room, party);
  const sleeps = `One ${room.name} sleeps ${occupancyLabel(room)}.`;
  return needed && needed > party.rooms
    ? `${sleeps} For ${partyLabel(party)}, please book ${needed} rooms or choose a larger room type.`
    : needed
      ? `${sleeps} ${partyLabel(party)} need no more than ${needed} ${needed === 1 ? 'room' : 'rooms'}.`
      : `${sleeps} Please choose a larger room type or send us an enquiry for ${partyLabel(party)}.`;
}

/** Why these nights cannot be booked (dates, a closed night, a period's minimum stay), or null. */
export function stayCalendarProblem(checkIn: string, checkOut: string, calendar: StayCalendar): string | null {
  const dates = stayProblem(checkIn, checkOut);
  if (dates) return dates;
  const nights = stayNights(checkIn, checkOut);
  for (const night of nights) {
    const closing = closingOf(night, calendar.closed ?? []);
    if (closing) return closedMessage(night, closing.reason);
  }
  for (const night of nights) {
    const period = periodOf(night, calendar.periods ?? []);
    const minNights = period?.minNights ?? 1;
    if (period && nights.length < minNights) return minStayMessage(period, minNights);
  }
  return null;
}

/**
 * The fewest nights a stay checking in on `checkIn` may have: a night in a rate period with a minimum stay makes the
 * whole stay at least that long, so the minimum grows while the nights it adds fall in longer-stay periods (a check-in
 * the night before New Year's 2 nights needs only 1; on 31 December, 2). Closed nights are not its business.
 */
export function minimumStayFrom(checkIn: string, calendar: Pick<StayCalendar, 'periods'>): number {
  let nights = 1;
  for (let checked = 0; checked < nights && nights <= limits.stayNights; checked++) {
    const period = periodOf(addDays(checkIn, checked), calendar.periods ?? []);
    nights = Math.max(nights, period?.minNights ?? 1);
  }
  return Math.min(nights, limits.stayNights);
}

/** A night's rate and where it comes from: a named period the room has rates for, else the season grid. */
export function nightRate(room: PricedRoom, plan: MealPlan, date: string, calendar: StayCalendar) {
  const season = seasonOf(date, calendar.seasons);
  const period = periodOf(date, calendar.periods ?? []);
  const periodRates = period ? room.periodRates?.[period.id] : undefined;
  if (period && periodRates) return { name: period.name, rate: periodRates[plan], season };
  return { name: season === 'season' ? 'Season' : 'Off-season', rate: room.rates[season][plan], season };
}

export interface RoomStayPrice {
  nights: number;
  /** Nights in the season and off-season by the season ranges (whatever period priced them). */
  seasonNights: number;
  offSeasonNights: number;
  extraBeds: number;
  lines: PriceLine[];
  total: number;
  /** Each night's charge and its value per room, with the meals and without: what each night's GST slab is read from. */
  nightly: RoomNight[];
}

/**
 * The stay priced night by night, line by line: consecutive nights at the same rate of the same period or season
 * in one line (times the rooms), then the extra beds and the children's rate for every night. The lines add up
 * to the total. Throws a RangeError when the dates make no stay or the party does not fit (check the problems
 * first).
 */
export function priceRoomStay(
  room: PricedRoom,
  plan: MealPlan,
  party: RoomParty,
  checkIn: string,
  checkOut: string,
  calendar: StayCalendar,
): RoomStayPrice {
  const fit = partyFit(room, party);
  if (!fit) throw new RangeError(partyProblem(room, party) ?? 'The party does not fit.');
  const dates = stayNights(checkIn, checkOut);
  const code = mealPlanCodes[plan];
  const groups: { name: string; rate: number; nights: number }[] = [];
  let seasonNights = 0;
  for (const date of dates) {
    const night = nightRate(room, plan, date, calendar);
    if (night.season === 'season') seasonNights += 1;
    const last = groups.at(-1);
    if (last && last.name === night.name && last.rate === night.rate) last.nights += 1;
    else groups.push({ name: night.name, rate: night.rate, nights: 1 });
  }
  const roomsTimes = party.rooms > 1 ? ` × ${party.rooms} rooms` : '';
  const lines: PriceLine[] = groups.map((group) => ({
    kind: 'room',
    label: `${group.name} nights, ${code}`,
    detail: `${plural(group.nights, 'night', 'nights')}${roomsTimes} × ${formatRupees(group.rate)}`,
    amount: group.nights * party.rooms * group.rate,
  }));
  const nights = dates.length;
  const childRate = room.childRates?.[plan] ?? 0;
  // A night's value: the room, its extra bed and the children's rate, of the plan chosen and of the room alone (EP).
  const nightValue = (date: string, meals: MealPlan) =>
    party.rooms * nightRate(room, meals, date, calendar).rate +
    fit.extraBeds * (room.extraBedRates?.[meals] ?? 0) +
    fit.childRate * (room.childRates?.[meals] ?? 0);
  const nightly = dates.map((date) => {
    const amount = nightValue(date, plan);
    return { date, amount, perRoom: amount / party.rooms, perRoomRoomOnly: nightValue(date, 'ep') / party.rooms };
  });
  if (fit.extraBeds > 0) {
    const rate = room.extraBedRates?.[plan] ?? 0;
    lines.push({
      kind: 'room',
      label: `Extra bed, ${code}`,
      detail: `${plural(fit.extraBeds, 'bed', 'beds')} × ${plural(nights, 'night', 'nights')} × ${formatRupees(rate)}`,
      amount: fit.extraBeds * nights * rate,
    });
  }
  if (fit.childRate > 0 && childRate > 0) {
    lines.push({
      kind: 'band',
      label: `Children under 12, ${code}`,
      detail: `${plural(fit.childRate, 'child', 'children')} × ${plural(nights, 'night', 'nights')} × ${formatRupees(childRate)}`,
      amount: fit.childRate * nights * childRate,
    });
  }
  return {
    nights,
    seasonNights,
    offSeasonNights: nights - seasonNights,
    extraBeds: fit.extraBeds,
    lines,
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    nightly,
  };
}

/** How a booking and its tax invoice name a room's stay. */
export const roomItemName = (room: Pick<RoomType, 'name'>) => `${room.name}, Hotel Aster`;

/**
 * The stay with its GST, as placeBooking stores it and the tax invoice charges it: each night at its own slab
 * (src/backend/domain/gst/booking-tax.ts), one line per rate. No rules (the operator not registered): no tax.
 */
export function withRoomTax(
  stay: RoomStayPrice,
  description: string,
  rules: TaxRules | null | undefined,
): RoomStayPrice & { tax: number; supplies: Supply[] } {
  if (!rules) return { ...stay, tax: 0, supplies: [] };
  const tax = roomTax(stay.nightly, description, rules);
  const supplies = tax.supplies.map(({ sac, description: what, taxableValue, rate }) => ({
    sac,
    description: what,
    taxableValue,
    rate,
  }));
  return { ...stay, lines: [...stay.lines, ...taxPriceLines(tax)], total: stay.total + tax.tax, tax: tax.tax, supplies };
}

/**
 * What a stay chosen on screen comes to: the stay priced line by line, or why it cannot be booked (a closed night, a
 * rate period's minimum stay, a party the rooms do not take), or null while the dates are missing, half-typed or
 * reversed. The Hotel Aster page and the room booking form both show this, priced as placeBooking prices it.
 */
export function previewRoomStay(
  room: PricedRoom,
  plan: MealPlan,
  party: RoomParty,
  checkIn: string,
  checkOut: string,
  calendar: StayCalendar,
): { stay: RoomStayPrice } | { problem: string } | null {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) return null;
  const problem = stayCalendarProblem(checkIn, checkOut, calendar) ?? partyProblem(room, party);
  if (problem) return { problem };
  return { stay: priceRoomStay(room, plan, party, checkIn, checkOut, calendar) };
}
