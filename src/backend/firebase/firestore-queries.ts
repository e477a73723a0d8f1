/**
 * Every Firestore query the site sends (the firebase adapter in src/backend/firebase, the Cloud Functions in
 * functions/src), declared once: src/backend/firebase/firestore-queries.test.ts holds firestore.indexes.json
 * against this list field by field. The emulators run every query without an index, so a query missing here or
 * an index missing there first shows in production, as "The service is not available": a new query is added here
 * in the same change that adds it to the code. Fields are named as the code names them, typed by the collection's
 * entity (stored-fields.ts, which the queries themselves use too); firestoreQueries gives them under their stored
 * names (a booking's `travelDate` is stored as `checkInDate`), as the index file has them.
 */

import { storedName, type QueriedCollection, type QueryField } from './stored-fields';

export type Direction = 'ASCENDING' | 'DESCENDING';

/** Ordering by document id: Firestore's name for it. */
const documentName = '__name__';

export interface QueryOf<C extends QueriedCollection> {
  what: string;
  collection: C;
  equal?: QueryField<C>[];
  arrayContains?: QueryField<C>;
  /** The range field first when there is one, then the orders; [field, direction]. */
  order?: [QueryField<C> | typeof documentName, Direction][];
}

/** A query as declared: its fields by their code names, each one a field of its collection's entity. */
export type DeclaredQuery = { [C in QueriedCollection]: QueryOf<C> }[QueriedCollection];

/** A query as Firestore sees it: its fields by their stored names. */
export interface StoredQuery {
  what: string;
  collection: string;
  equal?: string[];
  arrayContains?: string;
  order?: [string, Direction][];
}

const asc = 'ASCENDING';
const desc = 'DESCENDING';
const bookings = 'hotelBookings';

/** The operator's list filters combined with a search: none, status, kind, both. */
const bookingFilterSets: QueryField<typeof bookings>[][] = [[], ['status'], ['kind'], ['status', 'kind']];

/**
 * The Cloud Functions' queries (functions/src/firestore-store.ts, inside their transactions). The functions build each
 * one from its entry here (functions/src/declared-queries.ts) and send no other: a query of theirs cannot leave this
 * list, and so the index test, behind.
 */
export const functionQueries = {
  pendingOfAccount: { what: 'functions: an account’s Pending requests', collection: bookings, equal: ['userId', 'status'] },
  pendingHoldsOfItem: {
    what: 'functions: lapsed holds of a room type or tour (Pending, made before the cut-off)',
    collection: bookings,
    equal: ['itemId', 'status'],
    order: [['createdAt', asc]],
  },
  pendingTrips: {
    what: 'functions: lapsed holds of tailored trips, which hold Hotel Aster nights (Pending, made before the cut-off)',
    collection: bookings,
    equal: ['kind', 'status'],
    order: [['createdAt', asc]],
  },
  copiesAwaiting: { what: 'functions: copies awaiting verification', collection: bookings, equal: ['userId', 'customerCopy'] },
  quoteByToken: { what: 'functions: a quote by its link’s token', collection: 'quotes', equal: ['token'] },
  departureBookings: {
    what: 'functions: the bookings of a tour’s departure (single-field indexes merged)',
    collection: bookings,
    equal: ['itemId', 'travelDate'],
  },
  startingBetween: {
    what: 'functions: bookings starting between two dates (a closure alert)',
    collection: bookings,
    order: [['travelDate', asc]],
  },
  taxDocumentsOfBooking: { what: 'functions: a booking’s tax documents', collection: 'taxDocuments', equal: ['bookingId'] },
} satisfies Record<string, DeclaredQuery>;

/** Every composite query of the design, and the single-field ones, which need nothing. */
const declaredQueries: DeclaredQuery[] = [
  // A customer's own bookings, newest first.
  { what: 'my bookings', collection: bookings, equal: ['userId'], order: [['createdAt', desc]] },
  // The admin bookings list: newest first, filtered by status and kind, pages by cursor, counted by getCount.
  { what: 'admin: all, newest first', collection: bookings, order: [['createdAt', desc]] },
  { what: 'admin: by status', collection: bookings, equal: ['status'], order: [['createdAt', desc]] },
  { what: 'admin: by kind', collection: bookings, equal: ['kind'], order: [['createdAt', desc]] },
  { what: 'admin: by status and kind', collection: bookings, equal: ['status', 'kind'], order: [['createdAt', desc]] },
  // Travel-date bounds: ordered by travel date.
  { what: 'admin: travel dates', collection: bookings, order: [['travelDate', asc]] },
  { what: 'admin: travel dates by status', collection: bookings, equal: ['status'], order: [['travelDate', asc]] },
  {
    what: 'admin: travel dates by kind (and occupancy: rooms by check-in)',
    collection: bookings,
    equal: ['kind'],
    order: [['travelDate', asc]],
  },
  {
    what: 'admin: travel dates by status and kind',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [['travelDate', asc]],
  },
  // Awaiting cancellation: cancellationRequestedAt != null (status != 'Cancelled' is filtered in the browser).
  { what: 'admin: awaiting cancellation', collection: bookings, order: [['cancellationRequestedAt', asc]] },
  {
    what: 'admin: awaiting cancellation, newest first',
    collection: bookings,
    order: [
      ['cancellationRequestedAt', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'admin: awaiting cancellation by status',
    collection: bookings,
    equal: ['status'],
    order: [['cancellationRequestedAt', asc]],
  },
  {
    what: 'admin: awaiting cancellation by kind',
    collection: bookings,
    equal: ['kind'],
    order: [['cancellationRequestedAt', asc]],
  },
  {
    what: 'admin: awaiting cancellation by status and kind',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [['cancellationRequestedAt', asc]],
  },
  // Search: reference or e-mail (exact), or one of a booking's search keys (a word of the name or of what was
  // booked, a whole name, a phone's last digits), with any of the other filters.
  { what: 'search: reference', collection: bookings, equal: ['reference'], order: [['createdAt', desc]] },
  { what: 'search: e-mail', collection: bookings, equal: ['searchEmail'], order: [['createdAt', desc]] },
  {
    what: 'search: e-mail with status and kind (merged)',
    collection: bookings,
    equal: ['searchEmail', 'status', 'kind'],
    order: [['createdAt', desc]],
  },
  ...bookingFilterSets.flatMap((equal): DeclaredQuery[] => [
    {
      what: `search: a key, newest first, by ${equal.join(' and ') || 'nothing else'}`,
      collection: bookings,
      equal,
      arrayContains: 'searchKeys',
      order: [['createdAt', desc]],
    },
    {
      what: `search: a key within travel dates, by ${equal.join(' and ') || 'nothing else'}`,
      collection: bookings,
      equal,
      arrayContains: 'searchKeys',
      order: [
        ['travelDate', asc],
        ['createdAt', desc],
      ],
    },
  ]),
  ...bookingFilterSets
    .filter((equal) => equal.includes('status'))
    .map((equal): DeclaredQuery => ({
      what: `search: a key awaiting cancellation, by ${equal.join(' and ')}`,
      collection: bookings,
      equal,
      arrayContains: 'searchKeys',
      order: [
        ['createdAt', desc],
        ['cancellationRequestedAt', desc],
      ],
    })),
  // Dashboard: needs attention (oldest first, arrivals and departures), counts and this month's revenue.
  { what: 'dashboard: pending, oldest first', collection: bookings, equal: ['status'], order: [['createdAt', asc]] },
  { what: 'dashboard: arrivals by status', collection: bookings, equal: ['status'], order: [['travelDate', asc]] },
  { what: 'dashboard: departures by status', collection: bookings, equal: ['status'], order: [['endDate', asc]] },
  { what: 'dashboard: pending count', collection: bookings, equal: ['status'] },
  // sum(totalPrice) reads it from the index: the aggregated field is part of it.
  {
    what: 'dashboard: confirmed revenue of a month',
    collection: bookings,
    equal: ['status'],
    order: [
      ['travelDate', asc],
      ['totalPrice', asc],
    ],
  },
  // Tonight's occupancy: the month's room-night counters.
  { what: "dashboard: tonight's occupancy", collection: 'roomNights', equal: ['month'] },
  // Trips of the coming week whose travellers' documents are incomplete, counted (status in Pending, Confirmed).
  {
    what: "dashboard: documents missing for the coming week's trips",
    collection: bookings,
    equal: ['documentsComplete', 'status'],
    order: [['travelDate', asc]],
  },
  // Availability.
  { what: 'room nights of a room type over months', collection: 'roomNights', equal: ['roomId'], order: [['month', asc]] },
  { what: 'occupancy: every room type in a month', collection: 'roomNights', equal: ['month'] },
  { what: 'seats of a tour', collection: 'departureSeats', equal: ['tourId'] },
  { what: 'departures from a date', collection: 'departureSeats', order: [['date', asc]] },
  // Tours: featured and recommended by id, category, price or days ranges in their own order.
  { what: 'tours: featured / recommended', collection: 'tourPackages', order: [[documentName, asc]] },
  { what: 'tours: category, recommended', collection: 'tourPackages', equal: ['category'] },
  { what: 'tours: without a number of days, after those with one', collection: 'tourPackages', equal: ['days'] },
  { what: 'tours: price range', collection: 'tourPackages', order: [['price', asc]] },
  { what: 'tours: days range', collection: 'tourPackages', order: [['days', desc]] },
  {
    what: 'tours: days range, fewest first (and those with a number of days)',
    collection: 'tourPackages',
    order: [['days', asc]],
  },
  { what: 'tours: category by price', collection: 'tourPackages', equal: ['category'], order: [['price', asc]] },
  { what: 'tours: category by price, highest first', collection: 'tourPackages', equal: ['category'], order: [['price', desc]] },
  { what: 'tours: category by days', collection: 'tourPackages', equal: ['category'], order: [['days', asc]] },
  { what: 'tours: category by days, longest first', collection: 'tourPackages', equal: ['category'], order: [['days', desc]] },
  // Is a picture still shown: one lookup per collection that lists its pictures (images.ts).
  { what: 'tours: is a picture used', collection: 'tourPackages', arrayContains: 'imagePaths' },
  { what: 'hotels: is a picture used', collection: 'hotels', arrayContains: 'imagePaths' },
  { what: 'articles: is a picture used', collection: 'articles', arrayContains: 'imagePaths' },
  { what: 'Hotel Aster rooms: is a picture used', collection: 'asterRooms', arrayContains: 'imagePaths' },
  // Articles: by slug, newest first, keyword search.
  { what: 'articles: by slug', collection: 'articles', equal: ['slug'] },
  { what: 'articles: newest first', collection: 'articles', order: [['createdAt', desc]] },
  { what: 'articles: keyword, newest first', collection: 'articles', arrayContains: 'searchTerms', order: [['createdAt', desc]] },
  // Enquiries and the Outbox, newest first.
  { what: 'enquiries: newest first', collection: 'enquiries', order: [['createdAt', desc]] },
  // The dashboard's enquiries awaiting a reply, oldest first (and counted).
  { what: 'enquiries: awaiting a reply, oldest first', collection: 'enquiries', equal: ['handled'], order: [['createdAt', asc]] },
  { what: 'enquiries: awaiting a reply, counted', collection: 'enquiries', equal: ['handled'] },
  { what: 'mail: newest first', collection: 'mail', order: [['createdAt', desc]] },
  // The banner's alerts: open ones not over yet, first ending first (one bounded read).
  { what: 'alerts: active', collection: 'alerts', equal: ['state'], order: [['to', asc]] },
  // The bookings an alert may touch (a range of travel dates), and the bookings of one departure to move.
  { what: 'alerts: bookings by travel date', collection: bookings, order: [['travelDate', asc]] },
  { what: 'alerts: bookings of a departure', collection: bookings, equal: ['itemId', 'travelDate'] },

  // The firebase adapter's queries as it sends them (src/backend/firebase). Firestore orders by every field it
  // compares with an inequality after the orders asked for, in the direction of the last one, then by id; ties of
  // the shared orders follow that (newestFirst breaks createdAt ties by id descending; the tour list by id
  // ascending, hence its explicit __name__).
  // Bookings bounded by travel date: by travel date, then newest first (byTravelDate); also the dashboard's arrivals.
  {
    what: 'firebase: travel dates, newest first within a date',
    collection: bookings,
    order: [
      ['travelDate', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'firebase: travel dates by status (and arrivals)',
    collection: bookings,
    equal: ['status'],
    order: [
      ['travelDate', asc],
      ['createdAt', desc],
    ],
  },
  {
    what: 'firebase: travel dates by status and kind (merged)',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [
      ['travelDate', asc],
      ['createdAt', desc],
    ],
  },
  // Awaiting cancellation: status in [Pending, Confirmed] (or the status asked for), cancellationRequestedAt != null.
  {
    what: 'firebase: awaiting cancellation, newest first',
    collection: bookings,
    equal: ['status'],
    order: [
      ['createdAt', desc],
      ['cancellationRequestedAt', desc],
    ],
  },
  {
    what: 'firebase: awaiting cancellation by kind (merged)',
    collection: bookings,
    equal: ['status', 'kind'],
    order: [
      ['createdAt', desc],
      ['cancellationRequestedAt', desc],
    ],
  },
  // Needs attention: cancellation requests oldest request first, departures by check-out date.
  {
    what: 'firebase: cancellation requests, oldest first',
    collection: bookings,
    equal: ['status'],
    order: [
      ['cancellationRequestedAt', asc],
      ['createdAt', asc],
    ],
  },
  {
    what: 'firebase: departures, newest first within a date',
    collection: bookings,
    equal: ['status'],
    order: [
      ['endDate', asc],
      ['createdAt', desc],
    ],
  },
  // Tours highest price or longest first: equal ones in the operator's order (compareTours), id ascending.
  {
    what: 'firebase: tours by price, highest first',
    collection: 'tourPackages',
    order: [
      ['price', desc],
      [documentName, asc],
    ],
  },
  {
    what: 'firebase: tours of a category by price, highest first',
    collection: 'tourPackages',
    equal: ['category'],
    order: [
      ['price', desc],
      [documentName, asc],
    ],
  },
  {
    what: 'firebase: tours by days, longest first',
    collection: 'tourPackages',
    order: [
      ['days', desc],
      [documentName, asc],
    ],
  },
  {
    what: 'firebase: tours of a category by days, longest first',
    collection: 'tourPackages',
    equal: ['category'],
    order: [
      ['days', desc],
      [documentName, asc],
    ],
  },

  // Queries that need only the automatic single-field indexes, listed so that the list is the whole of them.
  { what: 'flights: by departure time', collection: 'flights', order: [['departureTime', asc]] },
  { what: 'hotels: by id', collection: 'hotels', order: [[documentName, asc]] },
  { what: 'quotes: newest change first', collection: 'quotes', order: [['updatedAt', desc]] },
  { what: 'quotes: of an enquiry', collection: 'quotes', equal: ['enquiryId'] },
  { what: 'quotes: viewed before a date', collection: 'quotes', order: [['viewedAt', asc]] },
  { what: 'traveller documents: an account’s', collection: 'travellerDocuments', equal: ['userId'] },
  // Tax documents: a customer's own, a booking's (admins and the tax documents transaction), a month's (the accountant).
  { what: 'tax documents: an account’s', collection: 'taxDocuments', equal: ['userId'] },
  { what: 'tax documents: a booking’s', collection: 'taxDocuments', equal: ['bookingId'] },
  { what: 'tax documents: dated in a month', collection: 'taxDocuments', order: [['date', asc]] },
  { what: 'traveller documents: trips ended before a date', collection: 'travellerDocuments', order: [['endDate', asc]] },
  { what: 'permit filings: of some bookings', collection: 'permitFilings', equal: ['bookingId'] },
  { what: 'my bookings (sorted in the browser)', collection: bookings, equal: ['userId'] },
  {
    what: 'room bookings and tailored trips by check-in (occupancy)',
    collection: bookings,
    equal: ['kind'],
    order: [['travelDate', asc]],
  },

  // The Cloud Functions' queries, each built from its entry (below) by functions/src/declared-queries.ts.
  ...Object.values(functionQueries),
];

function storedQuery(query: DeclaredQuery): StoredQuery {
  const field = (name: string) => (name === documentName ? name : storedName(query.collection, name));
  return {
    what: query.what,
    collection: query.collection,
    ...(query.equal && { equal: query.equal.map(field) }),
    ...(query.arrayContains && { arrayContains: field(query.arrayContains) }),
    ...(query.order && { order: query.order.map(([name, direction]): [string, Direction] => [field(name), direction]) }),
  };
}

/** Every declared query, its fields under their stored names. */
export const firestoreQueries: StoredQuery[] = declaredQueries.map(storedQuery);
