import type {
  Alert,
  Article,
  Booking,
  DepartureHolds,
  Enquiry,
  Flight,
  Hotel,
  MailMessage,
  PermitFiling,
  Quote,
  RoomMonthHolds,
  RoomType,
  TaxDocument,
  TourPackage,
  TravellerDocuments,
} from '../schemas';

/**
 * The field names a Firestore query may use, per collection, typed from the entity each collection stores: the
 * firebase adapter, the Cloud Functions and the declared queries (firestore-queries.ts) all name a queried field
 * through these helpers, so a misspelled or renamed field fails the typecheck instead of matching no document
 * (Firestore answers a query on a field nobody stores with nothing, never with an error).
 */

/** The entity each queried collection stores, under its code names. */
interface StoredEntities {
  hotelBookings: Booking;
  tourPackages: TourPackage;
  hotels: Hotel;
  asterRooms: RoomType;
  articles: Article;
  flights: Flight;
  enquiries: Enquiry;
  mail: MailMessage;
  alerts: Alert;
  quotes: Quote;
  roomNights: RoomMonthHolds;
  departureSeats: DepartureHolds;
  travellerDocuments: TravellerDocuments;
  permitFilings: PermitFiling;
  taxDocuments: TaxDocument;
}

/** Fields the converters store beside an entity only for queries (converters.ts derives them, typed by this). */
export interface DerivedFields {
  hotelBookings: 'searchName' | 'searchEmail' | 'searchKeys';
  tourPackages: 'days' | 'imagePaths';
  hotels: 'imagePaths';
  asterRooms: 'imagePaths';
  articles: 'imagePaths' | 'searchTerms';
}

export type QueriedCollection = keyof StoredEntities;

/** A field a query on collection C may name: one of its entity's, or one derived for queries. */
export type QueryField<C extends QueriedCollection> =
  (keyof StoredEntities[C] & string) | (C extends keyof DerivedFields ? DerivedFields[C] : never);

/**
 * Bookings are stored under the field names of the original site's `hotelBookings` documents (`hotelId`,
 * `hotelName`, `checkInDate`, `checkOutDate`), whatever was booked; in code they are `itemId`, `itemName`,
 * `travelDate` and `endDate`.
 */
export const storedBookingFieldNames = {
  itemId: 'hotelId',
  itemName: 'hotelName',
  travelDate: 'checkInDate',
  endDate: 'checkOutDate',
} as const satisfies Partial<Record<keyof Booking, string>>;

/** Code name -> stored name, for the collections that keep older field names; the others store the code's names. */
const storedNames: { readonly [C in QueriedCollection]?: Readonly<Partial<Record<QueryField<C>, string>>> } = {
  hotelBookings: storedBookingFieldNames,
};

/** The stored name of a field already checked against its collection's type (a declared query's). */
export function storedName(collection: QueriedCollection, name: string): string {
  const renamed: Readonly<Partial<Record<string, string>>> | undefined = storedNames[collection];
  return renamed?.[name] ?? name;
}

/** The name a field of collection C is stored under, for a query: the code's name, or its stored one. */
export function storedField<C extends QueriedCollection>(collection: C, name: QueryField<C>): string {
  return storedName(collection, name);
}

const fieldOf =
  <C extends QueriedCollection>(collection: C) =>
  (name: QueryField<C>): string =>
    storedField(collection, name);

export const bookingField = fieldOf('hotelBookings');
export const tourField = fieldOf('tourPackages');
export const articleField = fieldOf('articles');
export const flightField = fieldOf('flights');
export const enquiryField = fieldOf('enquiries');
export const mailField = fieldOf('mail');
export const alertField = fieldOf('alerts');
export const quoteField = fieldOf('quotes');
export const roomTypeField = fieldOf('asterRooms');
export const roomNightsField = fieldOf('roomNights');
export const departureSeatsField = fieldOf('departureSeats');
export const travellerDocumentsField = fieldOf('travellerDocuments');
export const permitFilingField = fieldOf('permitFilings');
export const taxDocumentField = fieldOf('taxDocuments');
