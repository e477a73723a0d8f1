import { onFirstUse } from '../../lib/on-first-use';
import { limits } from '../limits';
import { addDays, calendarTime, isCalendarDate } from './calendar';
import { idTypes, indianIdTypes, weekdayNames, type IdType } from '../schemas/permit-words';
import type { ExcludedNationalities, PermitType, TourPermit } from '../schemas/permits';

// Who may go where on a trip, on which weekdays, and what each traveller must bring: read from the permit types the
// operator keeps and the permits a tour names per itinerary day. The booking form, the tour page, the admin's
// tour list and the permit desk all ask here, so a rule has one home.

/** The nationality the Indian ID types belong to. */
const india = 'IN';
/** The youngest an adult is (a traveller over the oldest child age). */
const adultAge = limits.childAge + 1;
/** Any nationality but India's: what the tour page's foreign national stands for. */
const anotherNationality = 'ZZ';

/** Just what the permit rules read of a traveller (the booking form's rows and a booking's party both have it). */
export interface PermitTraveller {
  name?: string;
  /** Absent: an adult whose age was not asked (18 or over). */
  age?: number | undefined;
  nationality: string;
}

/** The operator's order of permit types: by name. */
export const byPermitName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

/** A permit a tour needs, with its type: on `day` (1 = the trip's first day). */
export interface PermitDay {
  day: number;
  permit: PermitType;
}

/**
 * The tour's permits joined with their types, by day then as the tour lists them. A permit whose type the operator
 * has deleted is left out: nothing can be said about it.
 */
export function tourPermitDays(tour: { permits?: readonly TourPermit[] }, permits: readonly PermitType[]): PermitDay[] {
  const byId = new Map(permits.map((permit) => [permit.id, permit]));
  return (tour.permits ?? [])
    .map((needed, order) => ({ day: needed.day, permit: byId.get(needed.permitId), order }))
    .filter((entry): entry is { day: number; permit: PermitType; order: number } => entry.permit !== undefined)
    .sort((a, b) => a.day - b.day || a.order - b.order)
    .map(({ day, permit }) => ({ day, permit }));
}

/** The distinct permit types of a tour, in the order of their first day. */
export function tourPermitTypes(tour: { permits?: readonly TourPermit[] }, permits: readonly PermitType[]): PermitType[] {
  const seen = new Map<string, PermitType>();
  for (const { permit } of tourPermitDays(tour, permits)) if (!seen.has(permit.id)) seen.set(permit.id, permit);
  return [...seen.values()];
}

// ---- Who may go --------------------------------------------------------------------------------------

const regionNames = onFirstUse(() => new Intl.DisplayNames(['en'], { type: 'region' }));

/** 'IN' -> 'India'; a code the browser does not know stays as it is. */
export function countryName(code: string): string {
  try {
    return regionNames().of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'India', 'India and Nepal', 'India, Nepal and Bhutan'. */
export function listInWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export function admitsNationality(excluded: ExcludedNationalities, nationality: string): boolean {
  return Array.isArray(excluded) ? !excluded.includes(nationality) : excluded.allowOnly.includes(nationality);
}

/** Why a traveller may not go: their nationality, or their age. */
export type BarReason = 'nationality' | 'age';

/** Why the permit does not admit this traveller, or null when it does. */
export function barReason(permit: PermitType, traveller: PermitTraveller): BarReason | null {
  if (!admitsNationality(permit.excludedNationalities, traveller.nationality)) return 'nationality';
  // An adult whose age was not asked counts as the youngest an adult can be.
  if (permit.minimumAge !== undefined && (traveller.age ?? adultAge) < permit.minimumAge) return 'age';
  return null;
}

/** The rule in words: 'Only nationals of India may go to Nathula.', 'Children under 2 are not taken to Gurudongmar.' */
export function barInWords(permit: PermitType, reason: BarReason): string {
  if (reason === 'age') {
    const age = permit.minimumAge ?? 0;
    return `Travellers under ${age} ${age === 1 ? 'year' : 'years'} old are not taken to ${permit.place}.`;
  }
  const excluded = permit.excludedNationalities;
  return Array.isArray(excluded)
    ? `Nationals of ${listInWords(excluded.map(countryName))} may not go to ${permit.place}.`
    : `Only nationals of ${listInWords(excluded.allowOnly.map(countryName), 'or')} may go to ${permit.place}.`;
}

/** Who may not go, in words: none when everyone may. */
export function whoMayNotGo(permit: PermitType): string[] {
  const rules: string[] = [];
  const excluded = permit.excludedNationalities;
  if (!Array.isArray(excluded) || excluded.length > 0) rules.push(barInWords(permit, 'nationality'));
  if (permit.minimumAge !== undefined && permit.minimumAge > 0) rules.push(barInWords(permit, 'age'));
  return rules;
}

/** A place on the trip a traveller may not go to: which day, the permit, why, and what they can do instead. */
export interface PermitBar {
  day: number;
  place: string;
  permit: PermitType;
  reason: BarReason;
  /** The rule in words ('Only nationals of India may go to Nathula.'). */
  rule: string;
  /** The permit's note: what the traveller can do instead. */
  note: string;
}

/**
 * The places of the trip this traveller may not go to. Permits the tour names for the same place on the same day
 * are alternatives (Arunachal's ILP for Indians, PAP for foreign nationals): a traveller is barred only when none
 * of them admits them, and is told the rule of the first.
 */
export function travellerBars(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  traveller: PermitTraveller,
): PermitBar[] {
  const bars: PermitBar[] = [];
  for (const group of placeGroups(tourPermitDays(tour, permits))) {
    const reasons = group.permits.map((permit) => barReason(permit, traveller));
    if (reasons.some((reason) => reason === null)) continue;
    const permit = group.permits[0]!;
    const reason = reasons[0]!;
    bars.push({ day: group.day, place: permit.place, permit, reason, rule: barInWords(permit, reason), note: permit.note });
  }
  return bars;
}

/** One warning line for a traveller: 'Asha may not go to Nathula on day 2: only nationals of India may go there.' */
export function barInSentence(bar: PermitBar, travellerName?: string): string {
  const who = travellerName?.trim() || 'This traveller';
  return `${who} may not go to ${bar.place} on day ${bar.day}. ${bar.rule}`;
}

interface PlaceGroup {
  day: number;
  permits: PermitType[];
}

function placeGroups(days: readonly PermitDay[]): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  for (const { day, permit } of days) {
    const key = `${day}\u0000${permit.place.trim().toLowerCase()}`;
    const group = groups.get(key);
    if (group) group.permits.push(permit);
    else groups.set(key, { day, permits: [permit] });
  }
  return [...groups.values()];
}

/**
 * The permits the tour names with an alternative (another permit of the same place on the same day, such as ILP and
 * PAP): each is for some nationals only, whom `whoItIsFor` names, rather than a place anyone else is barred from.
 */
export function permitsWithAlternatives(days: readonly PermitDay[]): Set<string> {
  const ids = new Set<string>();
  for (const group of placeGroups(days)) if (group.permits.length > 1) for (const permit of group.permits) ids.add(permit.id);
  return ids;
}

/** Whom a permit is for, by nationality: 'Nationals of India.', 'Nationals of any country but India.' */
export function whoItIsFor(permit: Pick<PermitType, 'excludedNationalities'>): string {
  const excluded = permit.excludedNationalities;
  if (!Array.isArray(excluded)) return `Nationals of ${listInWords(excluded.allowOnly.map(countryName), 'or')}.`;
  return excluded.length === 0
    ? 'Travellers of every nationality.'
    : `Nationals of any country but ${listInWords(excluded.map(countryName), 'or')}.`;
}

// ---- Who may take the trip -----------------------------------------------------------------------------

/** What one traveller stands for in the tour page's summary: an adult of the nationality. */
const representative = (nationality: string): PermitTraveller => ({ age: 30, nationality });

/**
 * Who in the party may take an option that needs a permit (the Nathula excursion): `party` the travellers its permit
 * admits (null: the option needs none, or its permit is not known, so everyone), or `rule` in words when it admits
 * nobody in the party. The price leaves such an option out; the tour page says whom it is for.
 */
export function eligibleFor<T extends PermitTraveller>(
  option: { permitId?: string | undefined },
  party: readonly T[],
  permitTypes: readonly PermitType[] | undefined,
): { party: T[] | null; rule: string | null } {
  const permit = option.permitId ? permitTypes?.find((candidate) => candidate.id === option.permitId) : undefined;
  if (!permit || party.length === 0) return { party: null, rule: null };
  const admitted = party.filter((traveller) => barReason(permit, traveller) === null);
  if (admitted.length > 0) return { party: admitted, rule: null };
  return { party: [], rule: barInWords(permit, barReason(permit, party[0]!) ?? 'nationality') };
}

/** What the travellers of one nationality may do on a trip and what each of them brings. */
export interface NationalsEligibility {
  /** 'Indian nationals', 'Foreign nationals'. */
  who: string;
  /** The places of the trip they may not go to. */
  bars: PermitBar[];
  /** The tour's options they may not take, with the rule: 'Only nationals of India may go to Nathula.' */
  options: { name: string; rule: string }[];
  /** What each of them gives, permit by permit (none: no permit documents). */
  documents: PermitDocumentsNeeded[];
}

/** Who may take a trip: Indian and foreign nationals apart, and the rules that hold for everyone (an age). */
export interface TripEligibility {
  groups: NationalsEligibility[];
  /** Rules no nationality escapes: 'Travellers under 2 years old are not taken to Gurudongmar Lake.' */
  rules: string[];
}

/**
 * The tour page's "Who can take this trip", beside Book Now: for an Indian and a foreign national, the places they may
 * not go to, the options closed to them and the documents each brings, from the same rules the booking form and the
 * price read; then the age limits. Null for a tour that needs no permit (nothing is known to say).
 */
export function tripEligibility(
  tour: { permits?: readonly TourPermit[] },
  options: readonly { name: string; permitId?: string | undefined }[],
  permits: readonly PermitType[],
): TripEligibility | null {
  const days = tourPermitDays(tour, permits);
  const optionPermits = options.filter((option) => permits.some((permit) => permit.id === option.permitId));
  if (days.length === 0 && optionPermits.length === 0) return null;
  const group = (who: string, nationality: string): NationalsEligibility => {
    const traveller = representative(nationality);
    return {
      who,
      bars: travellerBars(tour, permits, traveller).filter((bar) => bar.reason === 'nationality'),
      options: optionPermits.flatMap((option) => {
        const { rule } = eligibleFor(option, [traveller], permits);
        return rule === null ? [] : [{ name: option.name, rule }];
      }),
      documents: documentsToBring(tour, permits, traveller),
    };
  };
  // The permits the trip may use: its days' and its options', each once.
  const usedIds = new Set([...days.map(({ permit }) => permit.id), ...optionPermits.map((option) => option.permitId)]);
  const used = permits.filter((permit) => usedIds.has(permit.id));
  // A list that bars nationals of a country other than India (neither group stands for them) is said as it is.
  const othersBarred = used.filter(
    (permit) => Array.isArray(permit.excludedNationalities) && permit.excludedNationalities.some((code) => code !== india),
  );
  const rules = [
    ...othersBarred.map((permit) => barInWords(permit, 'nationality')),
    ...used.filter((permit) => (permit.minimumAge ?? 0) > 0).map((permit) => barInWords(permit, 'age')),
  ];
  return {
    groups: [group('Indian nationals', india), group('Foreign nationals', anotherNationality)],
    rules: [...new Set(rules)],
  };
}

/**
 * Whether the trip's permits tell nationals apart: a permit it may use (its days' or its options') bars some nationals
 * or takes other IDs from foreign nationals than from Indians (Bhutan's: no voter ID card without an Indian passport's
 * nationality). Only then does a request ask each traveller's nationality; a trip without such a permit needs none.
 */
export function nationalityMatters(
  tour: { permits?: readonly TourPermit[] },
  options: readonly { permitId?: string | undefined }[],
  permits: readonly PermitType[],
): boolean {
  const used = [
    ...tourPermitDays(tour, permits).map(({ permit }) => permit),
    ...permits.filter((permit) => options.some((option) => option.permitId === permit.id)),
  ];
  return used.some((permit) => {
    const excluded = permit.excludedNationalities;
    const barsSome = !Array.isArray(excluded) || excluded.length > 0;
    return barsSome || acceptedIdTypes(permit, india).join() !== acceptedIdTypes(permit, anotherNationality).join();
  });
}

// ---- Closed weekdays ---------------------------------------------------------------------------------

/** 0 (Sunday) to 6 (Saturday), of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(calendarTime(date)).getUTCDay();
}

/** 'Mondays and Tuesdays'. */
export function weekdaysInWords(days: readonly number[]): string {
  return listInWords([...days].sort((a, b) => a - b).map((day) => `${weekdayNames[day]}s`));
}

/** A permit day that a start date would put on one of its place's closed weekdays. */
export interface ClosedPermitDay {
  day: number;
  /** The calendar date that day would be. */
  date: string;
  weekday: number;
  permit: PermitType;
  /** 'Nathula is closed on Mondays and Tuesdays: day 2 of this trip would be a Monday.' */
  reason: string;
}

/** The permit days that would fall on a closed weekday if the trip started on `startDate` (none: the date is fine). */
export function closedPermitDays(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  startDate: string,
): ClosedPermitDay[] {
  if (!isCalendarDate(startDate)) return [];
  const closed: ClosedPermitDay[] = [];
  const seen = new Set<string>();
  for (const { day, permit } of tourPermitDays(tour, permits)) {
    const date = addDays(startDate, day - 1);
    const weekday = weekdayOf(date);
    if (!permit.closedWeekdays.includes(weekday)) continue;
    // Two permits of one place on one day (alternatives) give one reason.
    const key = `${day}\u0000${permit.place}`;
    if (seen.has(key)) continue;
    seen.add(key);
    closed.push({
      day,
      date,
      weekday,
      permit,
      reason: `${permit.place} is closed on ${weekdaysInWords(permit.closedWeekdays)}: day ${day} of this trip would be a ${weekdayNames[weekday]}.`,
    });
  }
  return closed;
}

/** Why the trip cannot start on `startDate`, in words, or null when it can. */
export function closedStartDateReason(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  startDate: string,
): string | null {
  const closed = closedPermitDays(tour, permits, startDate);
  return closed.length > 0 ? closed.map((day) => day.reason).join(' ') : null;
}

/** The first date from `from` (included) on which the trip can start, looking a fortnight ahead; null if none. */
export function nextOpenStartDate(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  from: string,
): string | null {
  for (let offset = 0; offset < 14; offset++) {
    const date = addDays(from, offset);
    if (closedPermitDays(tour, permits, date).length === 0) return date;
  }
  return null;
}

// ---- Documents ---------------------------------------------------------------------------------------

/** When a permit's documents are due: `documentsDueDaysBefore` days before the trip starts. */
export function documentsDueDate(permit: Pick<PermitType, 'documentsDueDaysBefore'>, travelDate: string): string {
  return addDays(travelDate, -permit.documentsDueDaysBefore);
}

/** The earliest date any of the tour's permits wants its documents by, or null for a tour without permits. */
export function tourDocumentsDueDate(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  travelDate: string,
): string | null {
  const dates = tourPermitTypes(tour, permits).map((permit) => documentsDueDate(permit, travelDate));
  return dates.length > 0 ? dates.sort()[0]! : null;
}

/** The ID types a traveller of this nationality can give: Indian documents are for Indian nationals only. */
export function acceptedIdTypes(permit: PermitType, nationality: string): IdType[] {
  const accepted = idTypes.filter((type) => permit.documents.idTypes.includes(type));
  return nationality === india ? accepted : accepted.filter((type) => !indianIdTypes.includes(type));
}

/** Whether a permit wants a copy of this nationality's Indian visa: an Indian national has none to give. */
export const visaNeeded = (permit: PermitType, nationality: string) => permit.documents.visa === true && nationality !== india;

/** What one traveller gives for one permit. */
export interface PermitDocumentsNeeded {
  permit: PermitType;
  /** The itinerary days the permit is used on. */
  days: number[];
  /** Any one of these. */
  idTypes: IdType[];
  photo: boolean;
  /** A copy of the traveller's Indian visa: asked by the permit, of everyone but Indian nationals. */
  visa: boolean;
  /** With a travel date: when the documents are due. */
  dueDate: string | null;
}

/**
 * What a traveller must bring, permit by permit: one of the ID types the permit accepts from their nationality,
 * a photo when it asks for one, and the Indian visa when it asks for one and the traveller is not Indian. Permits that do not admit them are left out (travellerBars says why), and of
 * alternatives only the one that admits them counts.
 */
export function documentsToBring(
  tour: { permits?: readonly TourPermit[] },
  permits: readonly PermitType[],
  traveller: PermitTraveller,
  travelDate?: string | null,
): PermitDocumentsNeeded[] {
  const needed = new Map<string, PermitDocumentsNeeded>();
  for (const group of placeGroups(tourPermitDays(tour, permits))) {
    const permit = group.permits.find((candidate) => barReason(candidate, traveller) === null);
    if (!permit) continue;
    const entry = needed.get(permit.id);
    if (entry) {
      if (!entry.days.includes(group.day)) entry.days.push(group.day);
      continue;
    }
    needed.set(permit.id, {
      permit,
      days: [group.day],
      idTypes: acceptedIdTypes(permit, traveller.nationality),
      photo: permit.documents.photo,
      visa: visaNeeded(permit, traveller.nationality),
      dueDate: travelDate && isCalendarDate(travelDate) ? documentsDueDate(permit, travelDate) : null,
    });
  }
  return [...needed.values()];
}

/** ID types inside a sentence: 'a passport', 'an Aadhaar card'. */
export const idTypeInSentence: Record<IdType, string> = {
  passport: 'a passport',
  aadhaar: 'an Aadhaar card',
  'voter-id': 'a voter ID card',
  'driving-licence': 'a driving licence',
};

/** 'A passport or a voter ID card, and a passport-size photo.' */
export function documentsInWords(documents: { idTypes: readonly IdType[]; photo: boolean; visa?: boolean }): string {
  const ids = listInWords(
    documents.idTypes.map((type) => idTypeInSentence[type]),
    'or',
  );
  const parts = [ids, documents.visa ? 'a copy of the Indian visa' : '', documents.photo ? 'a passport-size photo' : ''].filter(
    (part) => part !== '',
  );
  const sentence = parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)!}`;
  return sentence === '' ? '' : `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

/** A fixed departure of the tour that would put a permit day on a closed weekday. */
export interface ClosedDeparture {
  date: string;
  closed: ClosedPermitDay[];
}

/** The tour's fixed departures on which it cannot run as planned, by date: the admin flags them. */
export function closedDepartures(
  tour: { permits?: readonly TourPermit[]; departures: Readonly<Record<string, number>> },
  permits: readonly PermitType[],
): ClosedDeparture[] {
  return Object.keys(tour.departures)
    .sort()
    .map((date) => ({ date, closed: closedPermitDays(tour, permits, date) }))
    .filter((departure) => departure.closed.length > 0);
}
