import type { Booking, TravellerDocument, TravellerDocuments } from '../schemas/index';
import { idTypeWords, type IdType, type PermitType, type TourPermit } from '../schemas/permits';
import { limits } from '../limits';
import { documentsToBring, type PermitDocumentsNeeded } from './permits';

/**
 * What each traveller still owes for the permits of their trip, and the state a booking records of it: rules over
 * the booking and its documents, read by the pages and by the transactions that save or remind.
 */

/** How many travellers a booking has documents for: its party, or its head count for bookings without one. */
export const travellerCount = (booking: Pick<Booking, 'party' | 'travellers'>) =>
  booking.party?.length ?? booking.travellers ?? 1;

/** One traveller of a booking as the permits see them (bookings made before travellers were asked for: adults). */
export interface BookingTraveller {
  index: number;
  /** As given, or 'Traveller 2' when the booking has no names. */
  name: string;
  /**
   * False when the request left this traveller's name to be given later (My bookings asks for it before the
   * permits' due date). Bookings made before travellers were asked for have no party and count as named.
   */
  named: boolean;
  /** False when the request left this traveller's gender for later; the permit forms ask it like the name. */
  gendered: boolean;
  /** False for an adult whose age the request did not ask; the permit forms ask it like the name. */
  aged: boolean;
  /** Absent: an adult whose age the request did not ask (and every traveller of a booking without a party). */
  age: number | undefined;
  gender: string;
  nationality: string;
}

export function bookingTravellers(booking: Pick<Booking, 'party' | 'travellers' | 'userName'>): BookingTraveller[] {
  const party = booking.party ?? [];
  return Array.from({ length: travellerCount(booking) }, (_, index) => {
    const traveller = party[index];
    return {
      index,
      name: traveller?.name.trim() || (index === 0 && party.length === 0 ? booking.userName : `Traveller ${index + 1}`),
      named: traveller === undefined || traveller.name.trim() !== '',
      gendered: traveller === undefined || traveller.gender !== undefined,
      aged: traveller === undefined || traveller.age !== undefined,
      age: traveller?.age,
      gender: traveller?.gender ?? '',
      nationality: traveller?.nationality ?? 'IN',
    };
  });
}

/**
 * The names given of a booking's party, in its order, and how many travellers' names are still to come (a request
 * may leave them for My bookings): the voucher and the trip pack list each name once it is given.
 */
export function givenNames(booking: Pick<Booking, 'party'>): { names: string[]; missing: number } {
  const names = (booking.party ?? []).map((traveller) => traveller.name.trim());
  const given = names.filter((name) => name !== '');
  return { names: given, missing: names.length - given.length };
}

/** What a traveller whose name or gender the request left for later still owes every permit. */
export const nameMissing = 'Full name as on the ID';
export const genderMissing = 'Gender';
export const ageMissing = 'Age';
/** Said of an age given in My bookings for a traveller the booking counts (and priced) as an adult. */
export const adultAgeRefused = 'Please give the age in years: 18 or over, as this traveller was booked as an adult.';

/** Whether `age` is one an adult of the booking may be given (an adult is over the oldest child age). */
export const isAdultAge = (age: number) => Number.isInteger(age) && age > limits.childAge && age <= limits.travellerAge;
/** What a foreign national owes a permit that asks for the Indian visa (a protected area permit). */
export const visaMissing = 'Copy of the Indian visa';

/** What a permit still lacks from one traveller, in words the customer and the operator both read. */
export function missingForPermit(
  needed: { idTypes: readonly IdType[]; photo: boolean; visa: boolean },
  document: TravellerDocument | undefined,
): string[] {
  const missing: string[] = [];
  if (!document?.idType || !document.idNumber) missing.push('ID type and number');
  else if (!needed.idTypes.includes(document.idType))
    missing.push(`An accepted photo ID (${needed.idTypes.map((type) => idTypeWords[type]).join(' or ')})`);
  if (!document?.idPath) missing.push('Copy of the ID');
  if (needed.photo && !document?.photoPath) missing.push('Photo');
  if (needed.visa && !document?.visaPath) missing.push(visaMissing);
  return missing;
}

/** One traveller's permits on a trip, and what each still lacks. */
export interface TravellerPermitStatus {
  traveller: BookingTraveller;
  document: TravellerDocument | undefined;
  permits: { needed: PermitDocumentsNeeded; missing: string[] }[];
  /** Everything any permit still lacks, once each. */
  missing: string[];
  /** The first date a permit wants this traveller's documents by; null when they need none. */
  dueDate: string | null;
  /** True when every permit has what it needs (or the traveller needs none). */
  complete: boolean;
}

/** For each traveller of a tour booking: the permits they need on it and what is still missing for each. */
export function travellerPermitStatuses(
  booking: Pick<Booking, 'party' | 'travellers' | 'userName' | 'travelDate'>,
  tour: { permits?: readonly TourPermit[] },
  permitTypes: readonly PermitType[],
  documents: TravellerDocuments | null | undefined,
): TravellerPermitStatus[] {
  return bookingTravellers(booking).map((traveller) => {
    const document = documents?.travellers[traveller.index];
    const permits = documentsToBring(tour, permitTypes, traveller, booking.travelDate).map((needed) => ({
      needed,
      missing: [
        ...(traveller.named ? [] : [nameMissing]),
        ...(traveller.gendered ? [] : [genderMissing]),
        ...(traveller.aged ? [] : [ageMissing]),
        ...missingForPermit(needed, document),
      ],
    }));
    const missing = [...new Set(permits.flatMap((permit) => permit.missing))];
    const dates = permits.map((permit) => permit.needed.dueDate).filter((date): date is string => date !== null);
    return { traveller, document, permits, missing, dueDate: dates.sort()[0] ?? null, complete: missing.length === 0 };
  });
}

/** What a booking records about its travellers' documents (see `documentsDueOn` in the booking schema). */
export type DocumentsState = Pick<Booking, 'documentsDueOn' | 'documentsComplete'>;

/**
 * Whether the trip needs documents, from when, and whether every traveller has given them: none of it when no
 * traveller needs a permit on the trip. Stored on the booking, so the operator's dashboard counts without reading.
 */
export function documentsState(
  booking: Pick<Booking, 'party' | 'travellers' | 'userName' | 'travelDate'>,
  tour: { permits?: readonly TourPermit[] },
  permitTypes: readonly PermitType[],
  documents: TravellerDocuments | null | undefined,
): DocumentsState {
  const statuses = travellerPermitStatuses(booking, tour, permitTypes, documents);
  const due = statuses
    .map((status) => status.dueDate)
    .filter((date): date is string => date !== null)
    .sort()[0];
  return due === undefined ? {} : { documentsDueOn: due, documentsComplete: statuses.every((status) => status.complete) };
}

/** The booking with `state` in place of what it recorded before (a field `state` lacks is removed). */
export function withDocumentsState(booking: Booking, state: DocumentsState): Booking {
  const { documentsDueOn: _due, documentsComplete: _complete, ...rest } = booking;
  return { ...rest, ...state };
}

/** The reminder's text: one line per traveller with something missing ('Asha: Photo, Copy of the ID'). */
export function missingInLines(statuses: readonly TravellerPermitStatus[]): string {
  return statuses
    .filter((status) => !status.complete)
    .map((status) => `${status.traveller.name}: ${status.missing.join(', ')}`)
    .join('\n');
}
